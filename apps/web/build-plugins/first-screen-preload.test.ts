// The first screen's modulepreload list: the entry's static imports and each first page with its static imports, each
// once, never the entry itself, nothing of other pages or of dynamic imports.
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-preload.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  extra: { isEntry?: boolean; facadeModuleId?: string; moduleIds?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  imports,
  moduleIds: extra.moduleIds ?? [`/app/src/${fileName}.ts`],
  dynamicImports: [],
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/core.js', 'assets/react.js'], {
    isEntry: true,
    facadeModuleId: '/app/index.html',
  }),
  'assets/core.js': chunk('assets/core.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/is18-page.js': chunk('assets/is18-page.js', ['assets/card.js', 'assets/core.js'], {
    facadeModuleId: '/app/src/features/age-gate/components/is18-page.tsx',
  }),
  'assets/card.js': chunk('assets/card.js'),
  'assets/auth-page.js': chunk('assets/auth-page.js', ['assets/form.js', 'assets/card.js', 'assets/forms.js'], {
    facadeModuleId: '/app/src/features/auth/components/auth-page.tsx',
  }),
  'assets/form.js': chunk('assets/form.js', ['assets/zod.js']),
  'assets/zod.js': chunk('assets/zod.js'),
  // What Vite makes of a stylesheet two pages import: an empty JS file, deleted once the bundle is written.
  'assets/forms.js': chunk('assets/forms.js', [], { moduleIds: ['/app/src/styles/forms.css'] }),
  'assets/shop-page.js': chunk('assets/shop-page.js', ['assets/big-shop.js'], {
    facadeModuleId: '/app/src/features/shop/components/shop-page.tsx',
  }),
  'assets/big-shop.js': chunk('assets/big-shop.js'),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

const pages = ['src/features/age-gate/components/is18-page.tsx', 'src/features/auth/components/auth-page.tsx'];

describe('firstScreenChunks', () => {
  it('lists the entry’s imports and the first pages with theirs, once each, in order, without stylesheet-only chunks', () => {
    expect(firstScreenChunks(bundle, pages)).toEqual([
      'assets/core.js',
      'assets/react.js',
      'assets/is18-page.js',
      'assets/card.js',
      'assets/auth-page.js',
      'assets/form.js',
      'assets/zod.js',
    ]);
  });

  it('fails the build when a first page has no chunk of its own', () => {
    expect(() => firstScreenChunks(bundle, ['src/features/auth/components/missing-page.tsx'])).toThrow(/no chunk/);
  });
});
