// route-preloads.json: each listed page's chunk and static imports with their stylesheets, never the entry or the
// first screen's chunks (index.html preloads those), and a failed build when a listed page has no chunk.
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[]; moduleIds?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  imports,
  moduleIds: extra.moduleIds ?? [`/app/src/${fileName}.ts`],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/core.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
  'assets/core.js': chunk('assets/core.js'),
  'assets/auth-page.js': chunk('assets/auth-page.js', ['assets/card.js'], {
    facadeModuleId: '/app/src/features/auth/components/auth-page.tsx',
  }),
  'assets/card.js': chunk('assets/card.js'),
  'assets/home-page.js': chunk('assets/home-page.js', ['assets/core.js', 'assets/card.js', 'assets/format.js'], {
    facadeModuleId: '/app/src/app/routes/home-page.tsx',
    css: ['assets/home-page.css'],
  }),
  'assets/format.js': chunk('assets/format.js', ['assets/home-page.js'], { css: ['assets/ui.css'] }),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  // What Vite makes of a stylesheet two pages import: an empty JS file, deleted once the bundle is written.
  'assets/shop.js': chunk('assets/shop.js', [], { css: ['assets/shop.css'], moduleIds: ['/app/src/styles/shop.css'] }),
  'assets/shop-page.js': chunk('assets/shop-page.js', ['assets/shop.js', 'assets/core.js'], {
    facadeModuleId: '/app/src/features/shop/components/shop-page.tsx',
    moduleIds: ['/app/src/features/shop/components/shop-page.tsx', '/app/src/features/shop/components/shop-page.css'],
  }),
};

describe('routePreloads', () => {
  it("lists a page's chunks and stylesheets once each, leaving out what index.html preloads", () => {
    const preloads = routePreloads(
      bundle,
      [{ paths: ['/'], module: 'src/app/routes/home-page.tsx' }],
      ['src/features/auth/components/auth-page.tsx'],
    );
    expect(preloads.routes).toEqual([
      {
        paths: ['/'],
        modules: ['assets/home-page.js', 'assets/format.js'],
        styles: ['assets/home-page.css', 'assets/ui.css'],
        // The sign-in's card chunk is home's too: only the sign-in page's own chunk is left out of home's shell.
        unusedFirstScreen: ['assets/auth-page.js'],
      },
    ]);
  });

  it("gives a stylesheet-only chunk's stylesheets but not its file, which Vite deletes", () => {
    const preloads = routePreloads(
      bundle,
      [{ paths: ['/shop'], module: 'src/features/shop/components/shop-page.tsx' }],
      ['src/features/auth/components/auth-page.tsx'],
    );
    expect(preloads.routes).toEqual([
      {
        paths: ['/shop'],
        modules: ['assets/shop-page.js'],
        styles: ['assets/shop.css'],
        unusedFirstScreen: ['assets/auth-page.js', 'assets/card.js'],
      },
    ]);
  });

  it("fails the build when a listed page's start loads zod", () => {
    const withSchemas = {
      ...bundle,
      'assets/shop-page.js': chunk('assets/shop-page.js', ['assets/catalog.js'], {
        facadeModuleId: '/app/src/features/shop/components/shop-page.tsx',
      }),
      'assets/catalog.js': chunk('assets/catalog.js', ['assets/schemas.js']),
      'assets/schemas.js': chunk('assets/schemas.js', [], {
        moduleIds: ['/repo/node_modules/zod/v4/classic/schemas.js', '/repo/node_modules/zod/v4/core/core.js'],
      }),
    };
    expect(() =>
      routePreloads(withSchemas, [{ paths: ['/shop'], module: 'src/features/shop/components/shop-page.tsx' }], []),
    ).toThrow(/shop-page.tsx loads zod at start \(through assets\/schemas.js\)/);
  });

  it('fails the build when a listed page has no chunk of its own', () => {
    expect(() => routePreloads(bundle, [{ paths: ['/x'], module: 'src/app/routes/missing-page.tsx' }], [])).toThrow(
      /no chunk for src\/app\/routes\/missing-page.tsx/,
    );
  });
});
