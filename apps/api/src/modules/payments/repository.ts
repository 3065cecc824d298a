// Payments' database access (this module owns order_payments): an order's payment row and references, and the
// reconciliation's pending payments. The order itself is read through orders/repository.ts.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { orderPayments } from '@loyalty/db/schema';

export async function findPaymentOfOrder(executor: Executor, orderId: number) {
  const [row] = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).limit(1);
  return row;
}

/** The references of an order's payments (the support desk's order page looks up their callbacks by them). */
export async function paymentRefsOfOrder(executor: Executor, orderId: number): Promise<{ ref: string }[]> {
  return executor.select({ ref: orderPayments.paymentRef }).from(orderPayments).where(eq(orderPayments.orderId, orderId));
}

/** Pending payments of `provider` created before `olderThan`, oldest first. */
export async function stalePendingPayments(executor: Executor, provider: string, olderThan: Date, limit: number) {
  return executor
    .select({ orderId: orderPayments.orderId, paymentRef: orderPayments.paymentRef })
    .from(orderPayments)
    .where(and(eq(orderPayments.status, 'pending'), eq(orderPayments.provider, provider), lt(orderPayments.createdAt, olderThan)))
    .orderBy(orderPayments.createdAt)
    .limit(limit);
}
