import { describe, expect, it } from 'vitest';
import { canOrderAgain, canRepeatOrder, orderedAgainAs, orderFinancials } from './financial-status.ts';

describe('orderFinancials', () => {
  it('starts pending under Cash on Delivery or online card', () => {
    expect(orderFinancials({ moneyTotal: 14_900, bonusTotal: 0, paymentMethod: 1 })).toEqual({
      financial_status: 'pending',
      payment_gateway_names: ['Cash on Delivery'],
      transactions: [],
    });
    expect(orderFinancials({ moneyTotal: 14_900, bonusTotal: 0, paymentMethod: 2 }).payment_gateway_names).toEqual([
      'online card',
    ]);
  });

  it('is paid with no transactions and the XP gateway when only XP is owed', () => {
    expect(orderFinancials({ moneyTotal: 0, bonusTotal: 350, paymentMethod: 2 })).toEqual({
      financial_status: 'paid',
      payment_gateway_names: ['XP'],
      transactions: [],
    });
  });

  it('stays pending for a mixed order and names both gateways', () => {
    expect(orderFinancials({ moneyTotal: 100, bonusTotal: 350, paymentMethod: 1 })).toEqual({
      financial_status: 'pending',
      payment_gateway_names: ['Cash on Delivery', 'XP'],
      transactions: [],
    });
  });

  it('refuses an empty order and impossible totals', () => {
    expect(() => orderFinancials({ moneyTotal: 0, bonusTotal: 0, paymentMethod: 1 })).toThrow(RangeError);
    expect(() => orderFinancials({ moneyTotal: -1, bonusTotal: 10, paymentMethod: 1 })).toThrow(RangeError);
    expect(() => orderFinancials({ moneyTotal: 10, bonusTotal: 0.5, paymentMethod: 1 })).toThrow(RangeError);
  });
});

describe('canOrderAgain', () => {
  it('buys again only a failed order that has lines', () => {
    const line = { id: 1 };
    expect(canOrderAgain({ financial_status: 'failed', line_items: [line] })).toBe(true);
    expect(canOrderAgain({ financial_status: 'failed', line_items: [] })).toBe(false);
    for (const status of ['pending', 'paid', 'voided', 'refunded']) {
      expect(canOrderAgain({ financial_status: status, line_items: [line] })).toBe(false);
    }
  });
});

describe('canRepeatOrder', () => {
  it('repeats an order with lines that is not failed and not a card order awaiting its payment', () => {
    const line = { id: 1 };
    for (const status of ['paid', 'refunded', 'voided']) {
      expect(canRepeatOrder({ financial_status: status, payment_method: 2, line_items: [line] })).toBe(true);
    }
    expect(canRepeatOrder({ financial_status: 'pending', payment_method: 1, line_items: [line] })).toBe(true);
    expect(canRepeatOrder({ financial_status: 'pending', payment_method: 2, line_items: [line] })).toBe(false);
    expect(canRepeatOrder({ financial_status: 'failed', payment_method: 2, line_items: [line] })).toBe(false);
    expect(canRepeatOrder({ financial_status: 'paid', payment_method: 2, line_items: [] })).toBe(false);
  });
});

describe('orderedAgainAs', () => {
  const order = (id: number, status: string, minute: number, variants: number[]) => ({
    id,
    financial_status: status,
    created_at: new Date(Date.UTC(2026, 10, 29, 10, minute)).toISOString(),
    line_items: variants.map((variant_id) => ({ variant_id })),
  });
  const failed = order(1, 'failed', 0, [10, 11]);

  it('finds the first later live order with the same goods', () => {
    const again = order(3, 'pending', 5, [11, 10]);
    expect(orderedAgainAs(failed, [failed, order(2, 'paid', 3, [10]), again, order(4, 'paid', 9, [10, 11])])).toBe(again);
  });

  it('ignores earlier orders, other goods, and orders that failed or were cancelled in turn', () => {
    const orders = [
      order(0, 'paid', -5, [10, 11]),
      failed,
      order(2, 'failed', 4, [10, 11]),
      order(3, 'voided', 6, [10, 11]),
      order(4, 'paid', 8, [10, 12]),
    ];
    expect(orderedAgainAs(failed, orders)).toBeNull();
  });

  it('is only about failed orders', () => {
    const paid = order(5, 'paid', 0, [10]);
    expect(orderedAgainAs(paid, [paid, order(6, 'paid', 5, [10])])).toBeNull();
  });
});
