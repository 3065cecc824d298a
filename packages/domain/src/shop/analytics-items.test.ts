import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyticsItem, analyticsItemName, kopToUah } from './analytics-items.ts';

describe('analyticsItemName', () => {
  it('adds " - блок" for single-brand sticks collections', () => {
    expect(analyticsItemName('ogo Amber', 'ogo-sticks-single', 20)).toBe('ogo Amber - блок');
  });

  it('adds " - блок" for items holding more than one pack of sticks', () => {
    expect(analyticsItemName('Neo Gold', 'sticks', 200)).toBe('Neo Gold - блок');
    expect(analyticsItemName('Neo Gold', 'sticks', 20)).toBe('Neo Gold');
  });

  it('leaves other goods and already suffixed names alone', () => {
    expect(analyticsItemName('glo hyper', 'devices', 1)).toBe('glo hyper');
    expect(analyticsItemName('ogo Amber - блок', 'ogo-sticks-single', 200)).toBe('ogo Amber - блок');
  });
});

describe('analyticsItem', () => {
  it('builds the spec section 3 item with the price in UAH', () => {
    expect(
      analyticsItem({
        item: { variant_id: 501, id: 50, price: 149_900, count: 2, quantity: 200 },
        productTitle: 'ogo Ruby',
        variantTitle: 'Блок 10 пачок',
        brand: 'ogo',
        category: 'ogo-sticks-single',
        listName: 'cart',
      }),
    ).toEqual({
      item_name: 'ogo Ruby - блок',
      item_id: '50',
      price: 1499,
      item_brand: 'ogo',
      item_category: 'ogo-sticks-single',
      item_list_name: 'cart',
      quantity: 2,
      item_variant: 'Блок 10 пачок',
    });
  });

  it('converts kopiyky to UAH exactly to two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (kop) => {
        expect(kopToUah(kop).toFixed(2)).toBe(`${Math.floor(kop / 100)}.${String(kop % 100).padStart(2, '0')}`);
      }),
    );
  });
});
