// V8's compile hint: the chunks holding a module a start loads (the entry's, the listed pages' and their static
// imports) begin with the hint; chunks reached only by a dynamic import do not; a listed page that is missing fails.
import { describe, expect, it } from 'vitest';
import { compileHintComment, hintedChunkCode, startModules, type ModuleGraph } from './compile-hints.ts';

const imports: Record<string, string[]> = {
  '/app/index.html': ['/app/src/main.tsx'],
  '/app/src/main.tsx': ['/app/src/lib/i18n.ts'],
  '/app/src/lib/i18n.ts': [],
  '/app/src/app/routes/home-page.tsx': ['/app/src/lib/format.ts'],
  '/app/src/lib/format.ts': ['/app/src/lib/i18n.ts'],
  // Reached from the entry by a dynamic import only (a page no start shows).
  '/app/src/features/scan/components/scan-page.tsx': ['/app/node_modules/@zxing/browser/index.js'],
  '/app/node_modules/@zxing/browser/index.js': [],
};

const graph: ModuleGraph = {
  ids: Object.keys(imports),
  isEntry: (id) => id === '/app/index.html',
  staticImports: (id) => imports[id] ?? [],
};

describe('compile hints', () => {
  it("takes the entry's and the listed pages' modules with their static imports, and nothing reached dynamically", () => {
    expect([...startModules(graph, ['src/app/routes/home-page.tsx'])].sort()).toEqual([
      '/app/index.html',
      '/app/src/app/routes/home-page.tsx',
      '/app/src/lib/format.ts',
      '/app/src/lib/i18n.ts',
      '/app/src/main.tsx',
    ]);
  });

  it('puts the hint first in a chunk holding one of those modules, and leaves other chunks alone', () => {
    const started = startModules(graph, ['src/app/routes/home-page.tsx']);
    expect(hintedChunkCode('const a=1;', ['/app/src/lib/format.ts', '/app/src/other.ts'], started)).toBe(
      `${compileHintComment}\nconst a=1;`,
    );
    expect(hintedChunkCode('const b=2;', ['/app/src/features/scan/components/scan-page.tsx'], started)).toBeNull();
    expect(compileHintComment).toBe('//# allFunctionsCalledOnLoad');
  });

  it('fails the build when a listed page is not in the graph', () => {
    expect(() => startModules(graph, ['src/app/routes/missing-page.tsx'])).toThrow(
      /no module src\/app\/routes\/missing-page.tsx/,
    );
  });
});
