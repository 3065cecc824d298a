// route-preloads.json beside index.html (issue 13): for the pages a signed-in customer opens first (home, the shop, a
// category, a product), the chunks and styles each needs beyond the entry's own. The server reads it and, for a
// request that carries a session cookie, names them in the shell as <link rel="modulepreload"> and style preloads,
// so they load in the round trip after the HTML instead of after the entry has run and the router asked for the page.
// The first screen of a new visitor (/is18, /auth) is in index.html already (first-screen-preload.ts).
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

export interface RoutePreload {
  /** Chunks to preload as modules, the page's own first. */
  scripts: string[];
  /** Stylesheets those chunks bring in. */
  styles: string[];
}

/** Route pattern (`/shop/sticks/:id`: a `:name` segment is any one segment) → what its page needs. */
export type RoutePreloads = Record<string, RoutePreload>;

export const routePreloadsFileName = 'route-preloads.json';

function isChunk(output: unknown): output is ChunkLike {
  return typeof output === 'object' && output !== null && (output as { type?: unknown }).type === 'chunk';
}

/** For each route, its page chunk and that chunk's static imports, less what the entry loads anyway. */
export function routePreloads(bundle: Record<string, unknown>, routes: Readonly<Record<string, string>>): RoutePreloads {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the bundle has no entry chunk');
  const closure = (start: string, into: Set<string>) => {
    if (into.has(start)) return;
    into.add(start);
    for (const imported of byFile.get(start)?.imports ?? []) closure(imported, into);
  };
  const loadedByEntry = new Set<string>();
  closure(entry.fileName, loadedByEntry);

  const result: RoutePreloads = {};
  for (const [pattern, pageModule] of Object.entries(routes)) {
    const page = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(pageModule));
    if (!page) throw new Error(`route-preloads: no chunk for ${pageModule} (${pattern})`);
    const needed = new Set<string>();
    closure(page.fileName, needed);
    const scripts = [...needed].filter((fileName) => !loadedByEntry.has(fileName));
    const styles = new Set<string>();
    for (const fileName of scripts) for (const css of byFile.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css);
    result[pattern] = { scripts, styles: [...styles] };
  }
  return result;
}

export function routePreloadsPlugin(routes: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'loyalty-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFileName,
        source: `${JSON.stringify(routePreloads(bundle, routes), null, 2)}\n`,
      });
    },
  };
}
