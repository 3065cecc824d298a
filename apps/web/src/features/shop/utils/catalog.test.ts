// Catalogue helpers: brands of categories, money on the wire vs kopiyky, which product a page may show, cart lines.
import { describe, expect, it } from 'vitest';
import { parseFavoriteList } from '@/features/shop/api/get-favorites';
import { toggledFavorites } from '@/features/shop/api/save-favorites';
import { prodsOf } from '@/features/shop/api/get-products-by-id';
import {
  brandCategories,
  cartLineFor,
  categoryFromPath,
  moneyToKop,
  productAnalyticsItem,
  productBelongsTo,
} from '@/features/shop/utils/catalog';
import { wireProduct } from '@/features/shop/testing/catalog-fixtures';

describe('categories', () => {
  it('split the spec’s list between the brands', () => {
    expect(brandCategories('glo')).toEqual(['sticks', 'devices', 'bonus', 'accessories', 'popular']);
    expect(brandCategories('ogo')).toEqual([
      'ogo-cigs',
      'ogo-velo',
      'ogo-bonus',
      'ogo-merch',
      'ogo-sticks',
      'ogo-sticks-single',
      'ogo-devices',
      'ogo-accessories',
    ]);
  });

  it('read the slug from list and product paths only', () => {
    expect(categoryFromPath('/shop/ogo-velo')).toBe('ogo-velo');
    expect(categoryFromPath('/shop/sticks/12')).toBe('sticks');
    expect(categoryFromPath('/shop/cart')).toBeNull();
    expect(categoryFromPath('/exchange/sticks')).toBeNull();
  });

  it('accept a product under its own category or a gathering list of its brand', () => {
    const sticks = wireProduct({ id: 1, category: 'sticks' });
    expect(productBelongsTo(sticks, 'sticks')).toBe(true);
    expect(productBelongsTo(sticks, 'popular')).toBe(true);
    expect(productBelongsTo(sticks, 'devices')).toBe(false);
    expect(productBelongsTo(sticks, 'ogo-bonus')).toBe(false);
  });
});

describe('money', () => {
  it('turns the wire’s "149.90" into kopiyky without float drift', () => {
    expect(moneyToKop('149.90')).toBe(14_990);
    expect(moneyToKop('0.07')).toBe(7);
    expect(moneyToKop('1234567.89')).toBe(123_456_789);
  });
});

describe('cart line and analytics item', () => {
  it('carry the variant’s price in kopiyky, its XP and its pack size', () => {
    const product = wireProduct({
      id: 3,
      tags: ['ipost_allow'],
      variants: [{ id: 31, price: '0.00', bonuses: 500, quantity: 1, title: 'M' }],
    });
    const variant = product.variants[0]!;
    expect(cartLineFor(product, variant, 2)).toMatchObject({
      variant_id: 31,
      id: 3,
      price: 0,
      bonuses: 500,
      count: 2,
      quantity: 1,
      tags: ['ipost_allow'],
      variantTitle: 'M',
    });
  });

  it('names a block of sticks with the " - блок" suffix', () => {
    const block = wireProduct({ id: 4, title: 'Kent', category: 'ogo-sticks-single', brand: 'ogo' });
    expect(productAnalyticsItem(block, block.variants[0]!, 'ogo-sticks-single')).toMatchObject({
      item_name: 'Kent - блок',
      item_id: '4',
      price: 149,
      item_brand: 'ogo',
      item_list_name: 'ogo-sticks-single',
    });
  });

  it('sends the refresh the spec’s prods map keyed by variant id', () => {
    expect(prodsOf([{ variant_id: 31, id: 3, bonuses: 500 }])).toEqual({ '31': { id: 3, bonuses: 500 } });
  });
});

describe('favourite list', () => {
  it('reads the metafield’s JSON array and ignores what is not a product id', () => {
    expect(parseFavoriteList('[3, "5", 3, -1, "x", 2.5]')).toEqual([3, 5]);
    expect(parseFavoriteList('{"a":1}')).toEqual([]);
    expect(parseFavoriteList('not json')).toEqual([]);
    expect(parseFavoriteList(undefined)).toEqual([]);
  });

  it('toggles an id in or out', () => {
    expect(toggledFavorites([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggledFavorites([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe('shop routes', () => {
  it('give every category slug of the contract a list and a product page', async () => {
    const { categorySlugs } = await import('@loyalty/contracts/catalog');
    const { shopRoutes } = await import('@/features/shop/routes');
    const paths = new Set(shopRoutes.map((route) => route.path));
    for (const slug of categorySlugs) {
      expect(paths.has(`/shop/${slug}`), slug).toBe(true);
      expect(paths.has(`/shop/${slug}/:id`), slug).toBe(true);
    }
  });
});
