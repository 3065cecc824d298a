// <link rel="modulepreload"> in index.html for every chunk the first screen needs ("no waterfall"): the
// entry's static imports and the page chunks of the first routes a new visitor lands on (/is18, then /auth) with
// theirs. Known at build time, so the browser fetches them all in the round trip after the HTML instead of one level
// of imports after another. Vite's own preload table stays off (decision 0007: it would grow the entry with every
// route); this names only the first screen's chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isCSSRequest, type HtmlTagDescriptor, type Plugin } from 'vite';

/** What these plugins read of a Rollup output chunk (also route-preloads.ts). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The modules bundled into the chunk (Rollup's `moduleIds`). */
  moduleIds?: string[];
  /** Vite's: the stylesheets the chunk loads. */
  viteMetadata?: { importedCss: Set<string> };
}

export function isChunk(output: unknown): output is ChunkLike {
  return typeof output === 'object' && output !== null && (output as { type?: unknown }).type === 'chunk';
}

/**
 * A chunk of stylesheets only (a page's `import './shop.css'` shared by several pages): Vite deletes its empty JS file
 * after the bundle is written out and moves its stylesheets to the chunks that import it, so a preload of its file
 * name would ask the server for a file that does not exist.
 */
export function isStylesheetOnlyChunk(chunk: ChunkLike): boolean {
  const ids = chunk.moduleIds ?? [];
  return ids.length > 0 && ids.every((id) => isCSSRequest(id));
}

/**
 * The chunks to preload, in a stable order: the entry's imports, then each first page and its imports. A chunk of
 * stylesheets only is left out (isStylesheetOnlyChunk: its file does not exist once the bundle is written).
 */
export function firstScreenChunks(bundle: Record<string, unknown>, pageModules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen-preload: the bundle has no entry chunk');
  const chosen = new Set<string>();
  const visit = (fileName: string) => {
    if (chosen.has(fileName)) return;
    chosen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports) visit(imported);
  for (const page of pageModules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page));
    if (!chunk) throw new Error(`first-screen-preload: no chunk for the first page ${page}`);
    visit(chunk.fileName);
  }
  // The entry itself is the page's <script type="module">: already fetched first.
  chosen.delete(entry.fileName);
  return [...chosen].filter((fileName) => !isStylesheetOnlyChunk(byFile.get(fileName)!));
}

export function firstScreenPreloadPlugin(pageModules: readonly string[]): Plugin {
  return {
    name: 'loyalty-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        return firstScreenChunks(context.bundle, pageModules).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** Files the HTML names: the entry script, its stylesheet and the modulepreload links (root-relative, no slash). */
export function filesNamedBy(html: string): Set<string> {
  const names = new Set<string>(['index.html']);
  for (const match of html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)) names.add(match[1] ?? '');
  return names;
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * A Workbox manifest transform that keeps the shell and the first screen (the files index.html names, icons) and
 * leaves every other page's chunk to the runtime cache. Reads the built index.html, which holds the preload list.
 */
export function firstScreenPrecache(distDir: string) {
  return async (entries: PrecacheEntry[]) => {
    const named = filesNamedBy(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    const keep = (url: string) => named.has(url) || url.startsWith('icons/') || !url.startsWith('assets/');
    return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
  };
}
