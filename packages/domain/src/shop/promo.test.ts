import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CartItem } from './cart.ts';
import {
  applyVeloPromo,
  discountedUnitPrice,
  nextVelo30Value,
  referralCodeLooksValid,
  referralPromoInputVisible,
  referralPromoUsable,
  velo30Uses,
  veloPromoEligible,
  veloPromoPercent,
  veloPromoUnitsMissing,
  type VeloPromoInput,
} from './promo.ts';

const tag = 'discount:fruit-madness';

function velo(variant_id: number, count: number, price = 14_900, tags: string[] = [tag, 'velo']): CartItem {
  return { variant_id, id: variant_id, price, count, bonuses: 0, collectionId: 7, tags, quantity: 1 };
}

function input(overrides: Partial<VeloPromoInput> = {}): VeloPromoInput {
  return { brand: 'ogo', code: 'VELO-30', velo30: undefined, cart: [velo(1, 2), velo(2, 1)], ...overrides };
}

describe('applyVeloPromo', () => {
  it('discounts every line to 0.7 of its price when all conditions hold', () => {
    const result = applyVeloPromo(input());
    expect(result).toEqual({
      applies: true,
      lines: [
        { variant_id: 1, count: 2, unitPrice: 14_900, discountedUnitPrice: 10_430, lineTotal: 20_860 },
        { variant_id: 2, count: 1, unitPrice: 14_900, discountedUnitPrice: 10_430, lineTotal: 10_430 },
      ],
      total: 31_290,
      discount: 13_410,
    });
  });

  it('matches the code trimmed and case-insensitively', () => {
    expect(applyVeloPromo(input({ code: '  velo-30 ' })).applies).toBe(true);
    expect(applyVeloPromo(input({ code: 'VELO-3' }))).toEqual({ applies: false, reason: 'code_mismatch' });
    expect(applyVeloPromo(input({ code: '' }))).toEqual({ applies: false, reason: 'code_mismatch' });
    expect(applyVeloPromo(input({ code: 'SPRING', configuredCode: 'spring' })).applies).toBe(true);
  });

  it('applies only in ogo mode', () => {
    expect(applyVeloPromo(input({ brand: 'glo' }))).toEqual({ applies: false, reason: 'wrong_brand' });
  });

  it('allows a second use and refuses a customer who used it up', () => {
    expect(applyVeloPromo(input({ velo30: 1 })).applies).toBe(true);
    expect(applyVeloPromo(input({ velo30: '1' })).applies).toBe(true);
    expect(applyVeloPromo(input({ velo30: 2 }))).toEqual({ applies: false, reason: 'already_used' });
    expect(applyVeloPromo(input({ velo30: '2' }))).toEqual({ applies: false, reason: 'already_used' });
    expect(applyVeloPromo(input({ velo30: 3 }))).toEqual({ applies: false, reason: 'already_used' });
    expect(applyVeloPromo(input({ velo30: 'garbage' }))).toEqual({ applies: false, reason: 'already_used' });
    expect(applyVeloPromo(input({ velo30: 0 })).applies).toBe(true);
    expect(applyVeloPromo(input({ velo30: '0' })).applies).toBe(true);
    expect(applyVeloPromo(input({ velo30: null })).applies).toBe(true);
  });

  it('needs at least 3 tagged units, counting counts, not lines', () => {
    expect(applyVeloPromo(input({ cart: [velo(1, 2)] }))).toEqual({ applies: false, reason: 'too_few_items' });
    expect(applyVeloPromo(input({ cart: [velo(1, 3)] })).applies).toBe(true);
    expect(applyVeloPromo(input({ cart: [] }))).toEqual({ applies: false, reason: 'too_few_items' });
  });

  it('says how many more tagged units are missing, untagged lines not counted', () => {
    expect(veloPromoUnitsMissing([])).toBe(3);
    expect(veloPromoUnitsMissing([velo(1, 2)])).toBe(1);
    expect(veloPromoUnitsMissing([velo(1, 2), velo(2, 5, 14_900, ['velo'])])).toBe(1);
    expect(veloPromoUnitsMissing([velo(1, 2), velo(2, 2)])).toBe(0);
  });

  it('marks tagged products as eligible and takes 30 % off', () => {
    expect(veloPromoEligible({ tags: [tag] })).toBe(true);
    expect(veloPromoEligible({ tags: ['velo'] })).toBe(false);
    expect(veloPromoPercent).toBe(30);
  });

  it('needs every item to carry the discount tag', () => {
    const cart = [velo(1, 3), velo(2, 1, 14_900, ['velo'])];
    expect(applyVeloPromo(input({ cart }))).toEqual({ applies: false, reason: 'untagged_items' });
  });

  it('never raises a price and keeps total + discount equal to the undiscounted total (property)', () => {
    const lineArb = fc.record({ price: fc.integer({ min: 0, max: 5_000_000 }), count: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), (lines) => {
        const cart = lines.map((line, index) => velo(index + 1, line.count + 2, line.price));
        const result = applyVeloPromo(input({ cart }));
        if (!result.applies) throw new Error(`expected the promo to apply, got ${result.reason}`);
        const before = cart.reduce((sum, line) => sum + line.price * line.count, 0);
        expect(result.total + result.discount).toBe(before);
        for (const line of result.lines) {
          expect(Number.isInteger(line.discountedUnitPrice)).toBe(true);
          expect(line.discountedUnitPrice).toBeLessThanOrEqual(line.unitPrice);
          // In hundredths of a kopiyka, so the check itself has no float error: within half a kopiyka of 0.7 × price.
          expect(Math.abs(line.discountedUnitPrice * 100 - line.unitPrice * 70)).toBeLessThanOrEqual(50);
        }
      }),
    );
  });
});

describe('discountedUnitPrice', () => {
  it('rounds half up to a whole kopiyka', () => {
    expect(discountedUnitPrice(15)).toBe(11); // 10.5 → 11
    expect(discountedUnitPrice(14)).toBe(10); // 9.8 → 10
    expect(discountedUnitPrice(14_999)).toBe(10_499); // 10 499.3 → 10 499
    expect(discountedUnitPrice(0)).toBe(0);
  });
});

describe('velo-30 metafield', () => {
  it('reads absent, empty and 0 as unused', () => {
    expect(velo30Uses(undefined)).toBe(0);
    expect(velo30Uses('')).toBe(0);
    expect(velo30Uses(0)).toBe(0);
    expect(velo30Uses('1')).toBe(1);
  });

  it('becomes 1 on first use and 2 when it was 1', () => {
    expect(nextVelo30Value(undefined)).toBe(1);
    expect(nextVelo30Value(0)).toBe(1);
    expect(nextVelo30Value(1)).toBe(2);
    expect(nextVelo30Value('1')).toBe(2);
    expect(nextVelo30Value(2)).toBe(2);
  });
});

describe('referral promo', () => {
  it('is usable only without orders, longer than 4 characters and containing REW-', () => {
    expect(referralPromoUsable({ ordersCount: 0, code: 'REW-ABC123' })).toBe(true);
    expect(referralPromoUsable({ ordersCount: 0, code: ' rew-7 ' })).toBe(true);
    expect(referralPromoUsable({ ordersCount: 1, code: 'REW-ABC123' })).toBe(false);
    expect(referralPromoUsable({ ordersCount: 0, code: 'REW-' })).toBe(false);
    expect(referralPromoUsable({ ordersCount: 0, code: '  REW-  ' })).toBe(false);
    expect(referralPromoUsable({ ordersCount: 0, code: 'ABC-12345' })).toBe(false);
  });

  it('shows the input to every customer with no orders, a code known or not', () => {
    expect(referralPromoInputVisible({ ordersCount: 0 })).toBe(true);
    expect(referralPromoInputVisible({ ordersCount: 2 })).toBe(false);
    expect(referralCodeLooksValid('XREW-1')).toBe(true);
    expect(referralCodeLooksValid('FRIEND123')).toBe(false);
  });
});
