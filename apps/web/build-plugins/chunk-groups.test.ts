// The build's chunk groups: every listed module exists (a rename must not silently drop it from its group), each group
// takes its modules and no page, and the shop's group leaves out the checkout and what the first screen shares.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chunkGroups,
  endsWithOneOf,
  homeIcons,
  homePartsModules,
  sharedSmallModules,
  shopBrowseModules,
  uiPartsModules,
} from './chunk-groups.ts';

const appsAndPackages = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
/** Where a listed path lives: web/… under apps/, domain/… under packages/. */
const onDisk = (listed: string) => `${appsAndPackages}${listed.startsWith('web/') ? 'apps' : 'packages'}/${listed}`;

const group = (name: string) => {
  const found = chunkGroups.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return found;
};
const takes = (name: string, id: string) => {
  const test = group(name).test;
  if (!(test instanceof RegExp)) throw new Error(`group ${name} has no pattern`);
  return test.test(id);
};

describe('chunk groups', () => {
  it('lists only modules that exist', () => {
    for (const listed of [...sharedSmallModules, ...shopBrowseModules, ...uiPartsModules, ...homePartsModules])
      expect(onDisk(listed), listed).toSatisfy(existsSync);
  });

  it("puts the shared small modules and the core's own in the core chunk, not a page or a feature's module", () => {
    for (const listed of sharedSmallModules) expect(takes('core', onDisk(listed)), listed).toBe(true);
    expect(takes('core', '/repo/apps/web/src/lib/api-client.ts')).toBe(true);
    expect(takes('core', '/repo/node_modules/zustand/esm/index.mjs')).toBe(true);
    expect(takes('core', '/repo/apps/web/src/components/ui/skeleton.tsx')).toBe(false);
    expect(takes('core', '/repo/apps/web/src/features/shop/components/shop-page.tsx')).toBe(false);
  });

  it("takes the shop's browsing modules without their dependencies, and no page, checkout or form", () => {
    for (const listed of shopBrowseModules) expect(takes('shop-browse', onDisk(listed)), listed).toBe(true);
    for (const other of [
      '/repo/apps/web/src/features/shop/components/shop-page.tsx',
      '/repo/apps/web/src/features/shop/components/product-page.tsx',
      '/repo/apps/web/src/features/shop/components/checkout-page.tsx',
      '/repo/apps/web/src/features/shop/components/velo-choice.tsx',
      '/repo/packages/domain/src/shop/promo.ts',
      '/repo/node_modules/@tanstack/react-query/build/modern/useMutation.js',
    ])
      expect(takes('shop-browse', other), other).toBe(false);
    expect(group('shop-browse').includeDependenciesRecursively).toBe(false);
  });

  it("takes the small chunks the shop's and a product page's starts loaded beside it", () => {
    for (const listed of [
      'web/src/features/shop/hooks/use-cart-refresh.ts',
      'web/src/features/shop/api/get-products-by-id.ts',
      'web/src/features/shop/api/get-product-by-id.ts',
      'web/src/features/shop/api/get-shop-metafields.ts',
    ])
      expect(takes('shop-browse', onDisk(listed)), listed).toBe(true);
  });

  it("puts home's small UI pieces in one chunk of their own, without their dependencies, not in the core", () => {
    for (const listed of [
      'web/src/components/order-status-badge.tsx',
      'web/src/components/ui/badge.tsx',
      'web/src/components/ui/skeleton.tsx',
    ]) {
      expect(takes('ui-parts', onDisk(listed)), listed).toBe(true);
      expect(takes('core', onDisk(listed)), listed).toBe(false);
      expect(takes('shop-browse', onDisk(listed)), listed).toBe(false);
    }
    for (const other of [
      '/repo/apps/web/src/app/routes/home-page.tsx',
      '/repo/apps/web/src/components/ui/button.tsx',
      '/repo/apps/web/src/components/ui/ui.css',
    ])
      expect(takes('ui-parts', other), other).toBe(false);
    expect(group('ui-parts').includeDependenciesRecursively).toBe(false);
  });

  it("puts home's shared parts and every icon its start draws in one chunk, without their dependencies or home itself", () => {
    for (const listed of homePartsModules) expect(takes('home-parts', onDisk(listed)), listed).toBe(true);
    // The files of home's first render that draw icons: an icon left out of the group becomes a request of its own.
    const drawn = [
      'web/src/app/routes/home-page.tsx',
      'web/src/app/routes/quick-actions.tsx',
      'web/src/components/tier-card.tsx',
      'web/src/components/campaign-banners.tsx',
    ].flatMap((listed) =>
      [...readFileSync(onDisk(listed), 'utf8').matchAll(/lucide-react\/icons\/([a-z0-9-]+)/g)].map((m) => m[1]),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const icon of drawn) expect(homeIcons, icon).toContain(icon);
    expect(takes('home-parts', '/repo/node_modules/lucide-react/dist/esm/icons/gift.mjs')).toBe(true);
    expect(takes('home-parts', 'C:\\repo\\node_modules\\lucide-react\\dist\\esm\\icons\\zap.mjs')).toBe(true);
    for (const other of [
      '/repo/apps/web/src/app/routes/home-page.tsx',
      '/repo/node_modules/lucide-react/dist/esm/icons/gift-card.mjs',
      '/repo/node_modules/lucide-react/dist/esm/icons/search.mjs',
      '/repo/apps/web/src/lib/shared-api/get-balance.ts',
    ])
      expect(takes('home-parts', other), other).toBe(false);
    expect(group('home-parts').includeDependenciesRecursively).toBe(false);
  });

  it('keeps the entry and everything it imports statically in one chunk', () => {
    expect(group('start').tags).toEqual(['$initial']);
  });

  it('matches whole path segments on either separator', () => {
    const test = endsWithOneOf(['web/src/lib/format/format.ts']);
    expect(test.test('/repo/apps/web/src/lib/format/format.ts')).toBe(true);
    expect(test.test('C:\\repo\\apps\\web\\src\\lib\\format\\format.ts')).toBe(true);
    expect(test.test('/repo/apps/myweb/src/lib/format/format.ts')).toBe(false);
    expect(test.test('/repo/apps/web/src/lib/format/format.tsx')).toBe(false);
  });
});
