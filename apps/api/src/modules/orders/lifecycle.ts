// The only writer of an order's financial status and of its payment transactions. Every move is one transition of
// the table below, made in the caller's transaction together with its effects: the subscribers of the event it
// publishes on the app's bus (XP, referral, the customer's counters: subscribers.ts, made a bus by plugin.ts) run
// in that same transaction, so a transition and its effects commit together or not at all.
//
//   pending  → paid      the card payment succeeded, the courier collected the cash, or nothing was left to pay (XP)
//   pending  → failed    the card payment failed, or the order expired unpaid
//   pending  → voided    the customer or the operator cancelled it before payment
//   failed   → paid      the money arrived after all (a late callback): the order's XP are taken again
//   voided   → paid      the same, after a cancel
//   paid     → refunded  LiqPay reversed the payment, or the operator refunded it
//
// A move to the status the order already has changes nothing (callbacks and jobs are delivered at least once); any
// other move is refused with 409 `order_transition_refused`.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@loyalty/db/client';
import { orders, orderTransactions, type FinancialStatus, type OrderRow } from '@loyalty/db/schema';
import { enqueueJob } from '../../jobs/queue.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { OrderEventType, OrderEvents } from './events.ts';

const transitions: Record<FinancialStatus, readonly FinancialStatus[]> = {
  pending: ['paid', 'failed', 'voided'],
  failed: ['paid'],
  voided: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

const eventOf: Record<Exclude<FinancialStatus, 'pending'>, OrderEventType> = {
  paid: 'order.paid',
  failed: 'order.failed',
  voided: 'order.voided',
  refunded: 'order.refunded',
};

export function transitionAllowed(from: FinancialStatus, to: FinancialStatus): boolean {
  return transitions[from].includes(to);
}

/** The money movement a transition records on the order (the order payload's `transactions`). */
export interface MoneyMovement {
  /** LiqPay, cash, manual (the operator)… */
  gateway: string;
  /** The provider's reference, or the operator's; one transaction per (order, kind, reference). */
  providerRef: string;
}

export type TransitionTarget =
  | { to: 'paid'; money?: MoneyMovement }
  | { to: 'failed'; reason: 'payment_failed' | 'expired' }
  | { to: 'voided'; by: 'customer' | 'operator' }
  | { to: 'refunded'; money: MoneyMovement };

export interface TransitionResult {
  changed: boolean;
  order: OrderRow;
  /** What each subscriber reported (empty when nothing changed). */
  outcomes: Record<string, unknown>;
}

export class OrderTransitionRefused extends DomainError {
  constructor(
    readonly order: Pick<OrderRow, 'orderNumber' | 'financialStatus'>,
    readonly to: FinancialStatus,
  ) {
    super('order_transition_refused', `Order #${order.orderNumber} is ${order.financialStatus}; it cannot become ${to}.`);
  }
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}

async function recordMoney(tx: Transaction, order: OrderRow, kind: 'sale' | 'refund', money: MoneyMovement): Promise<void> {
  if (order.totalKop <= 0) return;
  await tx
    .insert(orderTransactions)
    .values({
      orderId: order.id,
      kind,
      status: 'success',
      gateway: money.gateway,
      amountKop: order.totalKop,
      providerRef: money.providerRef,
    })
    .onConflictDoNothing();
}

/**
 * Moves the order to `target.to` with its effects, in the caller's transaction. The order row is locked first, so
 * parallel callbacks for one order take turns and the second one sees the first one's result.
 * Throws 404 for an unknown order and 409 `order_transition_refused` for a move the table does not allow; the
 * subscribers' own refusals (say `insufficient_xp` when a failed order is paid late) roll the transition back.
 */
export async function transitionOrder(
  events: OrderEvents,
  tx: Transaction,
  orderId: number,
  target: TransitionTarget,
  now: Date = new Date(),
): Promise<TransitionResult> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new DomainError('not_found', `There is no order ${orderId}.`);
  const from = order.financialStatus;
  if (from === target.to) return { changed: false, order, outcomes: {} };
  if (!transitionAllowed(from, target.to)) throw new OrderTransitionRefused(order, target.to);

  const [moved] = await tx
    .update(orders)
    .set({ financialStatus: target.to, updatedAt: now, ...(target.to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(orders.id, orderId), eq(orders.financialStatus, from)))
    .returning();
  if (!moved) throw new Error(`order ${orderId} changed under its lock`);
  if (target.to === 'paid' && target.money) await recordMoney(tx, moved, 'sale', target.money);
  if (target.to === 'refunded') await recordMoney(tx, moved, 'refund', target.money);
  const outcomes = await events.publish(tx, { type: eventOf[target.to], order: moved, from, now });
  return { changed: true, order: moved, outcomes };
}

/** The queue whose jobs expire pending card orders (handled by the payments module, which can ask LiqPay first). */
export const orderExpiryQueue = 'orders:expire-unpaid';

/**
 * A pending card order is given `ttlMs` to be paid: an expiry job is enqueued with the order, in its transaction.
 * Cash-on-delivery orders wait for the courier and do not expire.
 */
export async function scheduleUnpaidExpiry(tx: Transaction, order: OrderRow, ttlMs: number, now: Date): Promise<void> {
  if (order.financialStatus !== 'pending' || order.paymentMethod !== 2) return;
  await enqueueJob(tx, {
    queue: orderExpiryQueue,
    payload: { orderId: order.id },
    runAt: new Date(now.getTime() + ttlMs),
    dedupeKey: `order-expiry:${order.id}`,
  });
}
