// route-preloads.json ("no waterfall" for a signed-in start): for each page of app/routes/preloaded-routes.ts,
// the chunks and stylesheets it needs beyond what index.html already preloads. The server reads the file at start and
// puts them in the shell of those paths as <link rel="modulepreload"> and <link rel="preload" as="style">, so a
// customer who opens the app on home or the shop fetches the page's code with the entry, not after it has run.
import type { Plugin } from 'vite';
import type { PreloadedRoute } from '../src/app/routes/preloaded-routes.ts';
import { firstScreenChunks, isChunk, isStylesheetOnlyChunk, type ChunkLike } from './first-screen-preload.ts';

export const routePreloadsFileName = 'route-preloads.json';

/** zod's own modules: answers are not checked in production (src/lib/api-client.ts), so no start needs them. */
const zodModule = /[\\/]node_modules[\\/]zod[\\/]/;

/** What the server reads: one entry per page, root-relative file names without the leading slash. */
export interface RoutePreloads {
  routes: {
    paths: string[];
    modules: string[];
    styles: string[];
    /**
     * Chunks index.html preloads for a new visitor's first screen (the age question, the sign-in) that this page's
     * start does not load: the server leaves their links out of the page's shell.
     */
    unusedFirstScreen: string[];
  }[];
}

/** The chunks a chunk loads statically, itself included. */
function staticClosure(start: string, byFile: ReadonlyMap<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * Each page's chunk and the chunks it imports, leaving out the entry and the first screen's chunks (index.html names
 * those), with the stylesheets those chunks load. A chunk of stylesheets only gives its stylesheets, not its file:
 * Vite deletes that file (isStylesheetOnlyChunk), and each signed-in shell preloaded one or two such names and got a
 * 404 for each, a request on one of the six connections while the entry and the core chunk download (decision 0024).
 * A page whose start would load zod fails the build.
 */
export function routePreloads(
  bundle: Record<string, unknown>,
  routes: readonly PreloadedRoute[],
  firstScreenPages: readonly string[],
): RoutePreloads {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the bundle has no entry chunk');
  const firstScreen = firstScreenChunks(bundle, firstScreenPages);
  const inIndexHtml = new Set([entry.fileName, ...firstScreen]);
  const entryClosure = staticClosure(entry.fileName, byFile);
  return {
    routes: routes.map((route) => {
      const page = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(route.module));
      if (!page) throw new Error(`route-preloads: no chunk for ${route.module}`);
      const modules = new Set<string>();
      const styles = new Set<string>();
      const visited = new Set<string>();
      const visit = (fileName: string) => {
        if (visited.has(fileName) || inIndexHtml.has(fileName)) return;
        visited.add(fileName);
        const chunk = byFile.get(fileName);
        if (!chunk) return;
        // NOTE: one value import from a schema module (a search field's length limit) put zod and the catalogue's
        // schemas on /shop's start: about 24 kB Brotli downloaded beside the entry and their construction in its
        // blocking time (docs/performance-log.md, issue 36). The build fails instead.
        if (chunk.moduleIds?.some((id) => zodModule.test(id))) {
          throw new Error(
            `route-preloads: ${route.module} loads zod at start (through ${fileName}); import the value from a module without schemas`,
          );
        }
        if (!isStylesheetOnlyChunk(chunk)) modules.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(page.fileName);
      // NOTE: every signed-in shell preloaded the sign-in's six chunks (issue 36): requests beside the page's own on the
      // six connections, and code compiled for nothing.
      const pageClosure = staticClosure(page.fileName, byFile);
      const unusedFirstScreen = firstScreen.filter((fileName) => !entryClosure.has(fileName) && !pageClosure.has(fileName));
      return { paths: [...route.paths], modules: [...modules], styles: [...styles], unusedFirstScreen };
    }),
  };
}

export function routePreloadsPlugin(routes: readonly PreloadedRoute[], firstScreenPages: readonly string[]): Plugin {
  return {
    name: 'loyalty-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFileName,
        source: `${JSON.stringify(routePreloads(bundle, routes, firstScreenPages), null, 2)}\n`,
      });
    },
  };
}
