// The pages whose chunks the server preloads (preloaded-routes.ts) are the pages the route table shows on those paths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes/app-routes';
import { preloadedRoutes } from '@/app/routes/preloaded-routes';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('preloadedRoutes', () => {
  it.each(preloadedRoutes.flatMap((route) => route.paths.map((routePath) => [routePath, route.module] as const)))(
    '%s shows %s',
    async (routePath, module) => {
      const definition = appRoutes.find((candidate) => candidate.path === routePath);
      expect(definition, routePath).toBeDefined();
      const page = (await import(/* @vite-ignore */ path.join(webDir, module))) as unknown;
      expect(await definition?.lazy()).toBe(page);
    },
  );
});
