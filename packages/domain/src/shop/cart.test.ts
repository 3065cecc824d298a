import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addItem, decrement, refresh, remove, shouldRefresh, totals, type CartItem } from './cart.ts';

function item(variant_id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    variant_id,
    id: variant_id * 10,
    price: 14_900,
    count: 1,
    bonuses: 0,
    collectionId: 1,
    tags: [],
    quantity: 20,
    ...overrides,
  };
}

const itemArb = fc.record({
  variant_id: fc.integer({ min: 1, max: 8 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  bonuses: fc.integer({ min: 0, max: 10_000 }),
  count: fc.integer({ min: 1, max: 50 }),
});
const cartArb = fc
  .array(itemArb, { maxLength: 8 })
  .map((lines) => lines.reduce<CartItem[]>((cart, line) => addItem(cart, item(line.variant_id, line)), []));

describe('addItem', () => {
  it('appends a new variant with count 1 by default', () => {
    const { count: _count, ...withoutCount } = item(1);
    expect(addItem([], withoutCount)).toEqual([item(1)]);
  });

  it('increments an existing variant instead of adding a second line', () => {
    const cart = addItem(addItem([item(1), item(2)], item(1)), item(1, { count: 3 }));
    expect(cart).toEqual([item(1, { count: 5 }), item(2)]);
  });

  it('rejects counts that are not positive integers', () => {
    expect(() => addItem([], item(1, { count: 0 }))).toThrow(RangeError);
    expect(() => addItem([], item(1, { count: -2 }))).toThrow(RangeError);
    expect(() => addItem([], item(1, { count: 1.5 }))).toThrow(RangeError);
  });

  it('keeps one line per variant and adds exactly the added units (property)', () => {
    fc.assert(
      fc.property(cartArb, itemArb, (cart, added) => {
        const next = addItem(cart, item(added.variant_id, added));
        const variants = next.map((line) => line.variant_id);
        expect(new Set(variants).size).toBe(variants.length);
        expect(totals(next).items).toBe(totals(cart).items + added.count);
      }),
    );
  });
});

describe('decrement and remove', () => {
  it('decrements only above 1', () => {
    expect(decrement([item(1, { count: 2 })], 1)).toEqual([item(1, { count: 1 })]);
    expect(decrement([item(1, { count: 1 })], 1)).toEqual([item(1, { count: 1 })]);
  });

  it('leaves other variants alone', () => {
    expect(decrement([item(1, { count: 3 }), item(2, { count: 3 })], 2)).toEqual([item(1, { count: 3 }), item(2, { count: 2 })]);
  });

  it('removes the whole line', () => {
    expect(remove([item(1, { count: 4 }), item(2)], 1)).toEqual([item(2)]);
    expect(remove([item(2)], 9)).toEqual([item(2)]);
  });

  it('never leaves a count below 1 (property)', () => {
    fc.assert(
      fc.property(cartArb, fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 30 }), (cart, steps) => {
        const next = steps.reduce<CartItem[]>((current, variantId) => decrement(current, variantId), [...cart]);
        expect(next.every((line) => line.count >= 1)).toBe(true);
        expect(next.length).toBe(cart.length);
      }),
    );
  });
});

describe('refresh', () => {
  it('takes price and bonuses from the server and drops what the server no longer returns', () => {
    const cart = [item(1, { count: 2, price: 100 }), item(2, { price: 200 }), item(3, { bonuses: 5, price: 0 })];
    const next = refresh(cart, [
      { variant_id: 3, price: 0, bonuses: 7 },
      { variant_id: 1, price: 150, bonuses: 0 },
    ]);
    expect(next).toEqual([item(1, { count: 2, price: 150 }), item(3, { bonuses: 7, price: 0 })]);
  });

  it('runs only online with a non-empty cart', () => {
    expect(shouldRefresh({ online: true, cart: [item(1)] })).toBe(true);
    expect(shouldRefresh({ online: false, cart: [item(1)] })).toBe(false);
    expect(shouldRefresh({ online: true, cart: [] })).toBe(false);
  });
});

describe('totals', () => {
  it('sums money in kopiyky, XP and units', () => {
    const cart = [item(1, { count: 2, price: 14_900 }), item(2, { count: 1, price: 0, bonuses: 350 })];
    expect(totals(cart)).toEqual({ money: 29_800, bonuses: 350, items: 3 });
    expect(totals([])).toEqual({ money: 0, bonuses: 0, items: 0 });
  });
});
