// The card payment's moves as a table: every pair of statuses either is a listed move or changes nothing.
import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@loyalty/db/schema';
import { paymentMoveAllowed, paymentSourcesOf } from './payment-status.ts';

const statuses: PaymentStatus[] = ['pending', 'paid', 'failed', 'refunded'];

describe('the payment status table', () => {
  it('allows exactly the documented moves', () => {
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => paymentMoveAllowed(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      ['pending→paid', 'pending→failed', 'pending→refunded', 'failed→paid', 'failed→refunded', 'paid→refunded'].sort(),
    );
  });

  it('never moves a payment to the status it has, and a refund is final', () => {
    for (const status of statuses) expect(paymentMoveAllowed(status, status)).toBe(false);
    for (const to of statuses) expect(paymentMoveAllowed('refunded', to)).toBe(false);
  });

  it('a failure is heard only while the payment is pending (a failure after a success is stale)', () => {
    expect(paymentSourcesOf('failed')).toEqual(['pending']);
    expect(paymentSourcesOf('paid').sort()).toEqual(['failed', 'pending']);
  });
});
