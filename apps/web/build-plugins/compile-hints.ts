// V8's compile hint for the code a start runs: the chunks of the entry, the first screen and the pages the
// server's shell preloads (route-preloads.ts) begin with `//# allFunctionsCalledOnLoad`, so Chromium compiles their
// functions on a background thread while the files stream in, instead of one by one on the main thread the first time
// each is called. On the signed-in pages that compiling was most of the main thread's long tasks before and after the
// first paint (decision 0024,). Lazy chunks loaded later are left to V8's own choice: most of their functions
// may never run. Browsers without the hint read a comment.
import type { Plugin } from 'vite';

export const compileHintComment = '//# allFunctionsCalledOnLoad';

/** What this plugin reads of Rollup's module graph. */
export interface ModuleGraph {
  ids: readonly string[];
  isEntry(id: string): boolean;
  staticImports(id: string): readonly string[];
}

/**
 * The modules a start loads: the entry's and the given pages' (module paths relative to apps/web), with everything
 * they import statically. Dynamic imports start other loads and are not followed.
 */
export function startModules(graph: ModuleGraph, pageModules: readonly string[]): Set<string> {
  const started = new Set<string>();
  const visit = (id: string) => {
    if (started.has(id)) return;
    started.add(id);
    for (const imported of graph.staticImports(id)) visit(imported);
  };
  for (const id of graph.ids) if (graph.isEntry(id)) visit(id);
  for (const page of pageModules) {
    const id = graph.ids.find((candidate) => candidate.endsWith(page));
    if (!id) throw new Error(`compile-hints: no module ${page}`);
    visit(id);
  }
  return started;
}

/** The chunk's code with the hint first, when the chunk holds a module a start loads; otherwise null (unchanged). */
export function hintedChunkCode(code: string, chunkModuleIds: readonly string[], started: ReadonlySet<string>): string | null {
  if (!chunkModuleIds.some((id) => started.has(id))) return null;
  return `${compileHintComment}\n${code}`;
}

export function compileHintsPlugin(pageModules: readonly string[]): Plugin {
  return {
    name: 'loyalty-compile-hints',
    apply: 'build',
    enforce: 'post',
    // NOTE: after the minifier, which drops comments, and last (Vite's preload table is put at the top of a chunk in this
    // hook too): the hint must come first. The file names' hashes were made without it; which chunks get it follows
    // from the same module graph, so a name still always stands for the same content.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const started = startModules(
          {
            ids: [...this.getModuleIds()],
            isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
            staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          },
          pageModules,
        );
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          output.code = hintedChunkCode(output.code, output.moduleIds, started) ?? output.code;
        }
      },
    },
  };
}
