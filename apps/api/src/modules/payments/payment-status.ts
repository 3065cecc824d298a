// The only writer of a card payment's status (order_payments.status), as a table like the order's lifecycle: the
// provider's reports arrive twice, late and out of order, so a report asks for a move and the table decides whether
// it is one. A move the table does not list (a failure after a success, anything after a refund) changes nothing.
//
//   pending → paid       the provider reported success
//   pending → failed     the provider reported failure, or the order expired unpaid
//   pending → refunded   a reversal came before the success was heard
//   failed  → paid       the money arrived after all
//   failed  → refunded   …and went back
//   paid    → refunded   the provider reversed the payment
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@loyalty/db/client';
import { orderPayments, type PaymentStatus } from '@loyalty/db/schema';

const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'failed', 'refunded'],
  failed: ['paid', 'refunded'],
  paid: ['refunded'],
  refunded: [],
};

export function paymentMoveAllowed(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}

/** The statuses a payment may reach `to` from. */
export function paymentSourcesOf(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(paymentTransitions) as PaymentStatus[]).filter((from) => paymentMoveAllowed(from, to));
}

/**
 * Moves the order's payment to `to` when the table allows it from the status it has (checked in the UPDATE itself,
 * so a parallel move cannot slip between a read and the write). True when it moved.
 */
export async function movePayment(
  tx: Transaction,
  orderId: number,
  to: PaymentStatus,
  now: Date,
  providerPaymentId?: string | null,
): Promise<boolean> {
  const moved = await tx
    .update(orderPayments)
    .set({ status: to, updatedAt: now, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(and(eq(orderPayments.orderId, orderId), inArray(orderPayments.status, paymentSourcesOf(to))))
    .returning({ orderId: orderPayments.orderId });
  return moved.length > 0;
}
