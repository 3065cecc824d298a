import { describe, expect, it } from 'vitest';
import { orderProgress, type OrderProgressInput } from './order-progress.ts';

const placed = '2026-11-20T10:00:00.000Z';
const paidAt = '2026-11-20T10:05:00.000Z';
const shippedAt = '2026-11-21T09:00:00.000Z';

function order(overrides: Partial<OrderProgressInput> = {}): OrderProgressInput {
  return {
    financial_status: 'pending',
    payment_method: 1,
    fulfillment_status: null,
    tracking_number: null,
    created_at: placed,
    paid_at: null,
    shipped_at: null,
    ...overrides,
  };
}

const stagesOf = (input: OrderProgressInput) => {
  const progress = orderProgress(input);
  return progress.kind === 'on-its-way' ? progress.steps.map((step) => [step.stage, step.done, step.at]) : progress;
};

describe('orderProgress', () => {
  it('takes a cash order from placed to shipped to received (the cash collected), each with its recorded date', () => {
    expect(stagesOf(order())).toEqual([
      ['placed', true, placed],
      ['shipped', false, null],
      ['received', false, null],
    ]);
    expect(
      stagesOf(order({ tracking_number: '20450000000000', fulfillment_status: 'fulfilled', shipped_at: shippedAt })),
    ).toEqual([
      ['placed', true, placed],
      ['shipped', true, shippedAt],
      ['received', false, null],
    ]);
    // Paid in cash without a recorded parcel: received, so shipped too, on a date nobody recorded.
    expect(stagesOf(order({ financial_status: 'paid', paid_at: paidAt }))).toEqual([
      ['placed', true, placed],
      ['shipped', true, null],
      ['received', true, paidAt],
    ]);
    const progress = orderProgress(order({ financial_status: 'paid', paid_at: paidAt }));
    expect(progress.kind === 'on-its-way' && progress.reached).toBe(2);
  });

  it('gives a card order its payment step, and never a receipt nothing records', () => {
    expect(stagesOf(order({ payment_method: 2 }))).toEqual([
      ['placed', true, placed],
      ['paid', false, null],
      ['shipped', false, null],
      ['received', false, null],
    ]);
    const shipped = order({
      payment_method: 2,
      financial_status: 'paid',
      paid_at: paidAt,
      tracking_number: '20450000000000',
      shipped_at: shippedAt,
    });
    expect(stagesOf(shipped)).toEqual([
      ['placed', true, placed],
      ['paid', true, paidAt],
      ['shipped', true, shippedAt],
      ['received', false, null],
    ]);
    const progress = orderProgress(shipped);
    expect(progress.kind === 'on-its-way' && progress.reached).toBe(2);
  });

  it('shows the end state of an order that left the way', () => {
    for (const financial_status of ['failed', 'voided', 'refunded'] as const) {
      expect(orderProgress(order({ financial_status, fulfillment_status: 'fulfilled' }))).toEqual({
        kind: 'ended',
        end: financial_status,
        placedAt: placed,
      });
    }
  });
});
