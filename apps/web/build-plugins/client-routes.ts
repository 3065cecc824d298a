// client-routes.json: every path the client router shows a page for, so the server answers any other path
// with HTTP 404 (the same shell, whose router shows the 404 page): crawlers and monitors then see a wrong link as one.
// The paths come from the route registry itself: its feature list is plain data (each page a lazy import), which
// esbuild bundles here, leaving the pages' modules out, and Node evaluates.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RouteDefinition } from '../src/types/routes.ts';

export const clientRoutesFileName = 'client-routes.json';

/** Paths of the app layer's own routes (app/routes/app-routes.ts: home, the points hub); app-routes.test.ts keeps them in step. */
const shellPaths = ['/', '/spend-points'];

export function clientRoutePaths(featureRoutes: readonly Pick<RouteDefinition, 'path'>[]): string[] {
  return [...shellPaths, ...featureRoutes.map((route) => route.path)];
}

/** The feature routes, read by bundling their registry for Node (`srcDir`: apps/web/src). */
export async function readFeatureRoutes(srcDir: string): Promise<Pick<RouteDefinition, 'path'>[]> {
  // Loaded here, not at the top: the registry's own test (jsdom) imports clientRoutePaths from this module.
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [path.join(srcDir, 'app/routes/feature-routes.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    alias: { '@': srcDir },
    // The pages themselves (`lazy: () => import('./x-page.tsx')`) are never loaded here.
    external: ['*.tsx'],
  });
  const code = bundled.outputFiles[0]?.text;
  if (code === undefined) throw new Error('client-routes: esbuild wrote no output');
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    featureRoutes: Pick<RouteDefinition, 'path'>[];
  };
  return module.featureRoutes;
}

export function clientRoutesPlugin(srcDir: string): Plugin {
  return {
    name: 'loyalty-client-routes',
    apply: 'build',
    async generateBundle() {
      const paths = clientRoutePaths(await readFeatureRoutes(srcDir));
      this.emitFile({ type: 'asset', fileName: clientRoutesFileName, source: `${JSON.stringify({ paths }, null, 2)}\n` });
    },
  };
}
