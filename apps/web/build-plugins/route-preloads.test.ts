// What a signed-in page needs beyond the entry: its chunk first, its static imports once each, their stylesheets;
// never the entry or what the entry imports, never a dynamic import.
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  imports,
  dynamicImports: ['assets/later.js'],
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/core.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
  'assets/core.js': chunk('assets/core.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/home-page.js': chunk('assets/home-page.js', ['assets/card.js', 'assets/core.js', 'assets/badge.js'], {
    facadeModuleId: '/app/src/app/routes/home-page.tsx',
    css: ['assets/home-page.css'],
  }),
  'assets/card.js': chunk('assets/card.js', ['assets/react.js']),
  'assets/badge.js': chunk('assets/badge.js', ['assets/card.js'], { css: ['assets/ui.css'] }),
  'assets/later.js': chunk('assets/later.js'),
  'assets/home-page.css': { type: 'asset', fileName: 'assets/home-page.css' },
};

describe('routePreloads', () => {
  it("lists a page's chunk and its static imports beyond the entry's, with their stylesheets", () => {
    expect(routePreloads(bundle, { '/': 'src/app/routes/home-page.tsx' })).toEqual({
      '/': {
        scripts: ['assets/home-page.js', 'assets/card.js', 'assets/badge.js'],
        styles: ['assets/home-page.css', 'assets/ui.css'],
      },
    });
  });

  it('fails the build when a route names a page that has no chunk', () => {
    expect(() => routePreloads(bundle, { '/shop': 'src/features/shop/components/shop-page.tsx' })).toThrow(/no chunk/);
  });
});
