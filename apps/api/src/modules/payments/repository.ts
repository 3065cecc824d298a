// Payments' database access: the order a link is asked for, its payment row, and the reconciliation's pending payments.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { orderPayments, orders } from '@loyalty/db/schema';

export async function findOrderForPayment(executor: Executor, orderId: number) {
  const [row] = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      brand: orders.brand,
      paymentMethod: orders.paymentMethod,
      financialStatus: orders.financialStatus,
      totalKop: orders.totalKop,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function findPaymentOfOrder(executor: Executor, orderId: number) {
  const [row] = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).limit(1);
  return row;
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
