import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CartItem } from './cart.ts';
import {
  carrierTariffDue,
  afterAddressSent,
  discountLosesFreeShipping,
  effectiveDeliveryMode,
  freeShippingShortfall,
  shippingLineFor,
  thirdServiceAllowed,
  type ShippingInput,
} from './shipping.ts';

function line(variant_id: number, tags: string[]): CartItem {
  return { variant_id, id: variant_id, price: 10_000, count: 1, bonuses: 0, collectionId: 1, tags, quantity: 1 };
}

function input(overrides: Partial<ShippingInput> = {}): ShippingInput {
  return { deliveryMode: 1, moneyTotal: 10_000, bonusTotal: 0, hasVeloGift: false, ...overrides };
}

describe('shippingLineFor', () => {
  it('charges the carrier tariff to the recipient below 399 UAH', () => {
    expect(shippingLineFor(input({ moneyTotal: 39_899 }))).toEqual({
      id: 1,
      title: 'Доставка за тарифами перевізника (оплачує отримувач)',
      price: '0.00',
    });
  });

  it('is free from exactly 399 UAH, or with a velo gift', () => {
    expect(shippingLineFor(input({ moneyTotal: 39_900 })).id).toBe(2);
    expect(shippingLineFor(input({ moneyTotal: 100, hasVeloGift: true })).id).toBe(2);
    expect(shippingLineFor(input({ deliveryMode: 2, moneyTotal: 50_000 })).id).toBe(2);
  });

  it('is free with bonus offers when the order holds bonus products', () => {
    expect(shippingLineFor(input({ moneyTotal: 0, bonusTotal: 500 })).id).toBe(3);
    expect(shippingLineFor(input({ moneyTotal: 50_000, bonusTotal: 500 })).id).toBe(3);
  });

  it('is IPOST for the third delivery service whatever the totals', () => {
    expect(shippingLineFor(input({ deliveryMode: 3, bonusTotal: 500, moneyTotal: 50_000 }))).toEqual({
      id: 4,
      title: 'IPOST',
      price: '0.00',
    });
  });

  it('always costs 0.00 on the order (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (deliveryMode, moneyTotal, bonusTotal, hasVeloGift) => {
          expect(shippingLineFor({ deliveryMode, moneyTotal, bonusTotal, hasVeloGift }).price).toBe('0.00');
        },
      ),
    );
  });
});

describe('third delivery service', () => {
  it('needs every item tagged ipost_allow', () => {
    expect(thirdServiceAllowed([line(1, ['ipost_allow']), line(2, ['x', 'ipost_allow'])])).toBe(true);
    expect(thirdServiceAllowed([line(1, ['ipost_allow']), line(2, [])])).toBe(false);
    expect(thirdServiceAllowed([])).toBe(false);
  });

  it('falls back to the branch when the city is unavailable or an item may not go by it', () => {
    const allowed = [line(1, ['ipost_allow'])];
    expect(effectiveDeliveryMode({ mode: 3, cityAvailable: true, cart: allowed })).toBe(3);
    expect(effectiveDeliveryMode({ mode: 3, cityAvailable: false, cart: allowed })).toBe(1);
    expect(effectiveDeliveryMode({ mode: 3, cityAvailable: true, cart: [line(1, [])] })).toBe(1);
    expect(effectiveDeliveryMode({ mode: 2, cityAvailable: false, cart: [line(1, [])] })).toBe(2);
  });

  it('resets mode, street and flat after the address is sent and keeps the rest', () => {
    const state = { mode: 3 as const, street: 'вул. Хрещатик', flat: '12', house: '1', city: 'Київ' };
    expect(afterAddressSent(state)).toEqual({ mode: 1, street: '', flat: '', house: '1', city: 'Київ' });
  });
});

describe('free delivery from a tier level', () => {
  it('ships free by the carrier whatever the total, and the cart lacks nothing', () => {
    const small = { deliveryMode: 1 as const, moneyTotal: 11_800, bonusTotal: 0, hasVeloGift: false };
    expect(shippingLineFor(small).id).toBe(1);
    expect(shippingLineFor({ ...small, tierFreeDelivery: true }).id).toBe(2);
    expect(freeShippingShortfall({ moneyTotal: 11_800, bonusTotal: 0, tierFreeDelivery: true })).toBe(0);
    // iPost and bonus offers keep their own lines.
    expect(shippingLineFor({ ...small, deliveryMode: 3, tierFreeDelivery: true }).id).toBe(4);
    expect(shippingLineFor({ ...small, bonusTotal: 100, tierFreeDelivery: true }).id).toBe(3);
  });
});

describe('freeShippingShortfall', () => {
  it('says what a money order lacks for free delivery, and nothing once it has 399 UAH or bonus products', () => {
    expect(freeShippingShortfall({ moneyTotal: 11_800, bonusTotal: 0 })).toBe(28_100);
    expect(freeShippingShortfall({ moneyTotal: 39_899, bonusTotal: 0 })).toBe(1);
    expect(freeShippingShortfall({ moneyTotal: 39_900, bonusTotal: 0 })).toBe(0);
    expect(freeShippingShortfall({ moneyTotal: 11_800, bonusTotal: 80 })).toBe(0);
    // The same rule as the order's shipping line.
    for (const moneyTotal of [0, 100, 39_899, 39_900, 50_000]) {
      const free = shippingLineFor({ deliveryMode: 1, moneyTotal, bonusTotal: 0, hasVeloGift: false }).id === 2;
      expect(freeShippingShortfall({ moneyTotal, bonusTotal: 0 }) === 0).toBe(free);
    }
  });
});

describe('discountLosesFreeShipping', () => {
  it('is true only when the discount takes a money order from free delivery to below 399 UAH', () => {
    // VELO-30 on 417 UAH: 291.90 UAH, carrier tariff.
    expect(discountLosesFreeShipping({ subtotal: 41_700, moneyTotal: 29_190, bonusTotal: 0 })).toBe(true);
    // Below the threshold before the discount: the cart already said so.
    expect(discountLosesFreeShipping({ subtotal: 30_000, moneyTotal: 21_000, bonusTotal: 0 })).toBe(false);
    // Still at the threshold after it, or free for another reason.
    expect(discountLosesFreeShipping({ subtotal: 60_000, moneyTotal: 42_000, bonusTotal: 0 })).toBe(false);
    expect(discountLosesFreeShipping({ subtotal: 41_700, moneyTotal: 29_190, bonusTotal: 0, tierFreeDelivery: true })).toBe(
      false,
    );
    expect(discountLosesFreeShipping({ subtotal: 41_700, moneyTotal: 29_190, bonusTotal: 100 })).toBe(false);
  });
});

describe('carrierTariffDue', () => {
  it('is the carrier’s tariff paid on receipt (option 1) only, and nothing without a line', () => {
    expect(carrierTariffDue({ id: 1 })).toBe(true);
    for (const id of [2, 3, 4]) expect(carrierTariffDue({ id })).toBe(false);
    expect(carrierTariffDue(undefined)).toBe(false);
  });
});
