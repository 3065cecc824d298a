// The refund flow (order refunded → its XP returned → the customer's spend corrected), as one explicit function run in
// the caller's transaction, used by the payment callback (LiqPay `reversed`) and the operator's orders:refund.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@loyalty/db/client';
import { customers, orders, orderTransactions } from '@loyalty/db/schema';
import { onOrderRefunded } from '../invite/referrals.ts';
import { returnXp } from '../loyalty/ledger.ts';

export interface RefundInput {
  orderId: number;
  /** Who moved the money back: the payment provider's name, or 'manual' for the operator (cash and XP orders). */
  gateway: string;
  /** The provider's refund reference, or the operator's; one refund transaction per (order, reference). */
  providerRef: string;
}

export type RefundResult =
  | { refunded: true; orderNumber: number; amountKop: number; xpReturned: number }
  | { refunded: false; reason: 'not_found' | 'not_paid' };

/**
 * Only a paid order can be refunded, and only once: the status moves by a conditional update, so a replayed or
 * concurrent refund finds it already refunded and changes nothing. The XP the order debited is returned through the
 * ledger (source order_refund:<id>, so it happens once), and the customer's total spent drops by the order's total.
 */
export async function refundOrder(tx: Transaction, input: RefundInput): Promise<RefundResult> {
  const [order] = await tx
    .update(orders)
    .set({ financialStatus: 'refunded', updatedAt: new Date() })
    .where(and(eq(orders.id, input.orderId), inArray(orders.financialStatus, ['paid'])))
    .returning({ customerId: orders.customerId, orderNumber: orders.orderNumber, totalKop: orders.totalKop });
  if (!order) {
    const [known] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId)).limit(1);
    return { refunded: false, reason: known ? 'not_paid' : 'not_found' };
  }
  if (order.totalKop > 0) {
    await tx
      .insert(orderTransactions)
      .values({
        orderId: input.orderId,
        kind: 'refund',
        status: 'success',
        gateway: input.gateway,
        amountKop: order.totalKop,
        providerRef: input.providerRef,
      })
      .onConflictDoNothing();
  }
  const xp = await returnXp(tx, {
    originalSourceType: 'order',
    originalSourceRef: String(input.orderId),
    reason: 'order_refund',
    sourceType: 'order_refund',
    sourceRef: String(input.orderId),
  });
  await tx
    .update(customers)
    .set({ totalSpentKop: sql`greatest(${customers.totalSpentKop} - ${order.totalKop}, 0)`, updatedAt: new Date() })
    .where(eq(customers.id, order.customerId));
  // The reward this order earned an inviter (if it was an invited friend's first paid order) is taken back.
  await onOrderRefunded(tx, input.orderId);
  return { refunded: true, orderNumber: order.orderNumber, amountKop: order.totalKop, xpReturned: xp.returned };
}
