import { describe, expect, it } from 'vitest';
import { orderProgress, type OrderProgressInput } from './order-progress.ts';

function order(overrides: Partial<OrderProgressInput> = {}): OrderProgressInput {
  return { financial_status: 'pending', payment_method: 1, fulfillment_status: null, tracking_number: null, ...overrides };
}

describe('orderProgress', () => {
  it('takes a cash order from accepted to shipped (a waybill or a fulfilment) to received (cash collected)', () => {
    expect(orderProgress(order())).toEqual({ stages: ['accepted', 'shipped', 'received'], reached: 0 });
    expect(orderProgress(order({ tracking_number: '20450000000000' }))?.reached).toBe(1);
    expect(orderProgress(order({ fulfillment_status: 'fulfilled' }))?.reached).toBe(1);
    expect(orderProgress(order({ financial_status: 'paid', fulfillment_status: 'fulfilled' }))?.reached).toBe(2);
  });

  it('ends a card order at shipped: nothing records its receipt', () => {
    expect(orderProgress(order({ payment_method: 2, financial_status: 'paid' }))).toEqual({
      stages: ['accepted', 'shipped'],
      reached: 0,
    });
    expect(orderProgress(order({ payment_method: 2, financial_status: 'paid', tracking_number: '1' }))?.reached).toBe(1);
  });

  it('gives no timeline to an order that is not on its way', () => {
    expect(orderProgress(order({ payment_method: 2 }))).toBeNull();
    for (const financial_status of ['failed', 'voided', 'refunded'] as const) {
      expect(orderProgress(order({ financial_status, fulfillment_status: 'fulfilled' }))).toBeNull();
    }
  });
});
