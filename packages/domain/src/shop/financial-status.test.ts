import { describe, expect, it } from 'vitest';
import { canOrderAgain, canRepeatOrder, orderFinancials } from './financial-status.ts';

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
