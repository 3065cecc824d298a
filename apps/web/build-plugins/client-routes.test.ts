// @vitest-environment node
// The paths written to client-routes.json are read from the route registry as the build reads it (esbuild, Node).
// app/routes/app-routes.test.ts holds the list to the router's whole table.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureRoutes } from '@/app/routes/feature-routes';
import { clientRoutePaths, readFeatureRoutes } from './client-routes.ts';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

describe('client-routes.json', () => {
  it('lists every feature path of the registry, read from the registry as the build reads it', async () => {
    const paths = clientRoutePaths(await readFeatureRoutes(srcDir));
    expect(paths).toEqual(clientRoutePaths(featureRoutes));
    expect(paths).toContain('/shop/ogo-velo/:id');
  });
});
