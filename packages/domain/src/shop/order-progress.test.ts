import { describe, expect, it } from 'vitest';
import { orderProgress, type OrderProgressInput } from './order-progress.ts';

const placed = '2026-11-20T10:00:00.000Z';
const paidAt = '2026-11-20T10:05:00.000Z';
const shippedAt = '2026-11-21T09:00:00.000Z';
const arrivedAt = '2026-11-22T08:00:00.000Z';
const receivedAt = '2026-11-22T17:30:00.000Z';

function order(overrides: Partial<OrderProgressInput> = {}): OrderProgressInput {
  return {
    financial_status: 'pending',
    payment_method: 1,
    delivery_mode: 1,
    fulfillment_status: null,
    tracking_number: null,
    created_at: placed,
    paid_at: null,
    shipped_at: null,
    arrived_at: null,
    received_at: null,
    ...overrides,
  };
}

const stagesOf = (input: OrderProgressInput) => {
  const progress = orderProgress(input);
  return progress.kind === 'on-its-way' ? progress.steps.map((step) => [step.stage, step.done, step.at]) : progress;
};

describe('orderProgress', () => {
  it('takes a cash order to a courier from placed to shipped to received (the cash collected), each with its date', () => {
    const courier = { delivery_mode: 2 } as const;
    expect(stagesOf(order(courier))).toEqual([
      ['placed', true, placed],
      ['shipped', false, null],
      ['received', false, null],
    ]);
    expect(
      stagesOf(order({ ...courier, tracking_number: '20450000000000', fulfillment_status: 'fulfilled', shipped_at: shippedAt })),
    ).toEqual([
      ['placed', true, placed],
      ['shipped', true, shippedAt],
      ['received', false, null],
    ]);
    // Paid in cash without a recorded parcel: received, so shipped too, on a date nobody recorded.
    expect(stagesOf(order({ ...courier, financial_status: 'paid', paid_at: paidAt }))).toEqual([
      ['placed', true, placed],
      ['shipped', true, null],
      ['received', true, paidAt],
    ]);
    const progress = orderProgress(order({ ...courier, financial_status: 'paid', paid_at: paidAt }));
    expect(progress.kind === 'on-its-way' && progress.reached).toBe(2);
  });

  it('gives a parcel to a branch its «at the branch» step, done when the tracking said so or it was received', () => {
    expect(stagesOf(order())).toEqual([
      ['placed', true, placed],
      ['shipped', false, null],
      ['atBranch', false, null],
      ['received', false, null],
    ]);
    const arrived = order({ tracking_number: '20450000000000', shipped_at: shippedAt, arrived_at: arrivedAt });
    expect(stagesOf(arrived)).toEqual([
      ['placed', true, placed],
      ['shipped', true, shippedAt],
      ['atBranch', true, arrivedAt],
      ['received', false, null],
    ]);
    // Cash collected with no tracking report: at the branch and received, the arrival undated.
    expect(stagesOf(order({ financial_status: 'paid', paid_at: paidAt }))).toEqual([
      ['placed', true, placed],
      ['shipped', true, null],
      ['atBranch', true, null],
      ['received', true, paidAt],
    ]);
  });

  it('gives a card order its payment step, and a receipt only when the tracking reports one', () => {
    expect(stagesOf(order({ payment_method: 2 }))).toEqual([
      ['placed', true, placed],
      ['paid', false, null],
      ['shipped', false, null],
      ['atBranch', false, null],
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
      ['atBranch', false, null],
      ['received', false, null],
    ]);
    const progress = orderProgress(shipped);
    expect(progress.kind === 'on-its-way' && progress.reached).toBe(2);
    expect(stagesOf({ ...shipped, arrived_at: arrivedAt, received_at: receivedAt })).toEqual([
      ['placed', true, placed],
      ['paid', true, paidAt],
      ['shipped', true, shippedAt],
      ['atBranch', true, arrivedAt],
      ['received', true, receivedAt],
    ]);
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
