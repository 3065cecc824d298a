// Card payments of orders: the checkout link of an order (once), the provider's callback applied idempotently in one
// transaction, and the reconciliation of payments whose callback never came.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database, Transaction } from '@loyalty/db/client';
import { orderPayments, paymentCallbacks, type OrderPaymentRow, type PaymentStatus } from '@loyalty/db/schema';
import type { LiqpayCallback, PaymentProvider } from '../../providers/payment/provider.ts';
import { DomainError, isDomainError } from '../../lib/domain-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { OrderEvents } from '../orders/events.ts';
import { OrderTransitionRefused, transitionOrder } from '../orders/lifecycle.ts';
import { movePayment } from './payment-status.ts';
import { findOrder } from '../orders/repository.ts';
import { findPaymentOfOrder, stalePendingPayments } from './repository.ts';

/** The order_id LiqPay knows an order by. */
export const paymentRefOf = (orderId: number) => `order-${orderId}`;

export interface LinkInput {
  orderId: number;
  brand: Brand;
  /** PUBLIC_URL, else the request's origin: where the browser returns and where LiqPay calls back. */
  baseUrl: string;
}

/**
 * The checkout link of an order paid by card. Created once (amount from the order as stored); asking again answers
 * the same link, so a retrying client never opens two payments.
 */
export async function getPaymentLink(
  db: Database,
  provider: PaymentProvider | null,
  session: SessionContext,
  input: LinkInput,
): Promise<{ success: true; link: string }> {
  const order = await findOrder(db, input.orderId);
  // An unknown id answers like another customer's: no hint whether it exists.
  if (!order || order.brand !== input.brand || session.customerIds[input.brand] !== order.customerId) {
    throw new DomainError('forbidden', 'This order is not yours.');
  }
  if (order.paymentMethod !== 2 || order.totalKop <= 0) {
    throw new DomainError('payment_not_needed', 'This order is not paid by card.');
  }
  if (order.financialStatus !== 'pending') {
    throw new DomainError('order_not_payable', `This order is ${order.financialStatus}; it cannot be paid again.`);
  }
  if (!provider) throw new DomainError('payment_unavailable', 'Card payments are not available right now.');

  const existing = await findPaymentOfOrder(db, order.id);
  // The same provider's link is answered again; a link of a provider no longer in use (keys added since) is replaced.
  if (existing && existing.provider === provider.name) return { success: true, link: existing.link };

  const base = input.baseUrl.replace(/\/+$/, '');
  const paymentRef = paymentRefOf(order.id);
  const link = provider.checkoutLink({
    orderId: paymentRef,
    amountKop: order.totalKop,
    description: `Замовлення №${order.orderNumber}`,
    resultUrl: `${base}/shop/success?orderId=${order.id}`,
    serverUrl: `${base}/api/shop/liqpay-callback`,
    language: 'uk',
  });
  // The test checkout signs a path on this server; the client may open it from anywhere, so it gets our origin.
  const url = link.url.startsWith('/') ? `${base}${link.url}` : link.url;
  if (existing) {
    await db
      .update(orderPayments)
      .set({ provider: provider.name, link: url, amountKop: order.totalKop, updatedAt: new Date() })
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'pending')));
  } else {
    // Two parallel first calls: one row wins, both answer its link.
    await db
      .insert(orderPayments)
      .values({ orderId: order.id, provider: provider.name, paymentRef, amountKop: order.totalKop, link: url })
      .onConflictDoNothing();
  }
  const stored = await findPaymentOfOrder(db, order.id);
  if (!stored) throw new Error('payment row missing after insert');
  return { success: true, link: stored.link };
}

export type ApplyResult =
  | { applied: false; reason: 'replay' | 'unknown_payment' }
  | { applied: true; outcome: PaymentStatus; orderId: number; mismatch: boolean; order: OrderEffect };

/** What a payment report did to its order (the lifecycle decides; see modules/orders/lifecycle.ts). */
export type OrderEffect = 'paid' | 'failed' | 'refunded' | 'unchanged' | 'needs_manual_refund';

/**
 * The order side of a verified report, in the report's transaction. Reports may come twice and in any order; each
 * one moves the payment row and asks the lifecycle for the order's move, which is a no-op when already made:
 * - success: the order is paid; a failed or voided order too (the money arrived), taking its XP again; if they are
 *   spent, the order stays as it is and the operator is told to return the money;
 * - reversed: the money came and went back: a pending or paid order ends refunded (paid first when the success was
 *   never heard), so a later `success` finds it refunded and changes nothing;
 * - failure: a pending payment and its order fail (the order's XP come back); a failure after a success is stale.
 */
async function applyToOrder(
  events: OrderEvents,
  tx: Transaction,
  providerName: string,
  row: OrderPaymentRow,
  payment: LiqpayCallback,
  now: Date,
): Promise<OrderEffect> {
  const move = (to: PaymentStatus) => movePayment(tx, row.orderId, to, now, payment.paymentId ?? row.providerPaymentId);
  const sale = { gateway: providerName, providerRef: payment.paymentId ?? row.paymentRef };
  const order = await findOrder(tx, row.orderId);
  if (!order) return 'unchanged';

  if (payment.paymentState === 'paid') {
    // A payment already paid is looked at again: its order may still wait (its XP were spent when the money came).
    if (row.status !== 'paid' && !(await move('paid'))) return 'unchanged';
    if (order.financialStatus === 'paid' || order.financialStatus === 'refunded') return 'unchanged';
    try {
      // A savepoint: when the lifecycle refuses (the XP of a failed order are spent), nothing of the move remains.
      await tx.transaction((savepoint) => transitionOrder(events, savepoint, row.orderId, { to: 'paid', money: sale }, now));
      return 'paid';
    } catch (error) {
      if (isDomainError(error, 'insufficient_xp')) return 'needs_manual_refund';
      throw error;
    }
  }

  if (payment.paymentState === 'refunded') {
    if (!(await move('refunded'))) return 'unchanged';
    if (order.financialStatus === 'pending') await transitionOrder(events, tx, row.orderId, { to: 'paid', money: sale }, now);
    else if (order.financialStatus !== 'paid') return 'unchanged';
    const refund = { gateway: providerName, providerRef: `refund:${payment.paymentId ?? row.paymentRef}` };
    await transitionOrder(events, tx, row.orderId, { to: 'refunded', money: refund }, now);
    return 'refunded';
  }

  if (payment.paymentState === 'failed') {
    // A failure after a success (or a refund) is stale: the table has no such move.
    if (!(await move('failed'))) return 'unchanged';
    if (order.financialStatus !== 'pending') return 'unchanged';
    await transitionOrder(events, tx, row.orderId, { to: 'failed', reason: 'payment_failed' }, now);
    return 'failed';
  }
  return 'unchanged';
}

/**
 * Applies a verified provider payment (callback or status answer) in ONE transaction: the callback is recorded by its
 * digest first (a replay finds it and changes nothing), then the payment row is locked and moved, and the order moves
 * through the lifecycle. Amount and currency must be the payment's own: a mismatched report moves nothing.
 */
export async function applyVerifiedPayment(
  db: Database,
  events: OrderEvents,
  providerName: string,
  payment: LiqpayCallback,
  digest: string,
  log: FastifyBaseLogger,
): Promise<ApplyResult> {
  const result = await db.transaction(async (tx): Promise<ApplyResult> => {
    const [row] = await tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.paymentRef, payment.orderId))
      .for('update')
      .limit(1);
    const mismatch = !!row && (payment.amountKop !== row.amountKop || payment.currency !== 'UAH');
    // What this report means for our payment: a mismatched "success" pays nothing.
    let outcome: PaymentStatus =
      payment.paymentState === 'paid' || payment.paymentState === 'failed' || payment.paymentState === 'refunded'
        ? payment.paymentState
        : 'pending';
    if (mismatch && outcome !== 'pending') outcome = 'failed';
    const [recorded] = await tx
      .insert(paymentCallbacks)
      .values({
        digest,
        paymentRef: payment.orderId,
        providerStatus: payment.status,
        outcome: row ? outcome : 'pending',
        payload: payment.raw,
      })
      .onConflictDoNothing({ target: paymentCallbacks.digest })
      .returning({ id: paymentCallbacks.id });
    if (!recorded) return { applied: false, reason: 'replay' };
    if (!row) return { applied: false, reason: 'unknown_payment' };
    if (mismatch) return { applied: true, outcome, orderId: row.orderId, mismatch, order: 'unchanged' };
    const order = await applyToOrder(events, tx, providerName, row, payment, new Date());
    return { applied: true, outcome, orderId: row.orderId, mismatch, order };
  });

  if (!result.applied) {
    const level = result.reason === 'unknown_payment' ? 'warn' : 'info';
    log[level]({ paymentRef: payment.orderId, status: payment.status, reason: result.reason }, 'payment report changed nothing');
  } else if (result.mismatch) {
    log.error(
      { paymentRef: payment.orderId, status: payment.status, amountKop: payment.amountKop, currency: payment.currency },
      'payment report with a wrong amount or currency: the order is not paid; check it by hand',
    );
  } else if (result.order === 'needs_manual_refund') {
    log.error(
      { orderId: result.orderId, paymentRef: payment.orderId, status: payment.status },
      'money arrived for an order that had failed or was cancelled, and its XP are spent: return the payment by hand',
    );
  } else {
    log.info(
      { orderId: result.orderId, status: payment.status, outcome: result.outcome, order: result.order },
      'payment report applied',
    );
  }
  return result;
}

export const digestOf = (data: string, signature: string) => createHash('sha256').update(`${data}${signature}`).digest('hex');

/**
 * The provider's server callback (and the test checkout's decision): verified first, nothing of an unverified form is
 * stored. Answers normally for unknown payments too, so that the provider does not retry forever.
 */
export async function handlePaymentCallback(
  db: Database,
  events: OrderEvents,
  provider: PaymentProvider | null,
  form: { data?: unknown; signature?: unknown },
  log: FastifyBaseLogger,
): Promise<ApplyResult> {
  const payment = provider?.verifyCallback(form) ?? null;
  if (!provider || !payment || typeof form.data !== 'string' || typeof form.signature !== 'string') {
    log.warn(
      { provider: provider?.name ?? null, dataLength: typeof form.data === 'string' ? form.data.length : null },
      'payment callback refused: bad signature or data',
    );
    throw new DomainError('invalid_signature', 'The callback signature or data is not valid.');
  }
  return applyVerifiedPayment(db, events, provider.name, payment, digestOf(form.data, form.signature), log);
}

export const reconcileAfterMs = 15 * 60 * 1000;

/**
 * Pending payments older than 15 minutes are asked about; a final answer is applied like a callback (recorded under a
 * digest of the answer, so asking twice and getting the same answer applies it once).
 */
export async function reconcilePayments(
  db: Database,
  events: OrderEvents,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<{ checked: number; applied: number }> {
  const stale = await stalePendingPayments(db, provider.name, new Date(now.getTime() - reconcileAfterMs), 100);
  let applied = 0;
  for (const { paymentRef } of stale) {
    try {
      const status = await provider.fetchStatus(paymentRef);
      if (!status.found || !status.payment.final) continue;
      const digest = createHash('sha256')
        .update(`status:${JSON.stringify(status.payment.raw)}`)
        .digest('hex');
      const result = await applyVerifiedPayment(db, events, provider.name, status.payment, digest, log);
      if (result.applied) applied += 1;
    } catch (error) {
      // One payment LiqPay cannot tell about must not stop the others; the next run asks again.
      log.warn({ err: error, paymentRef }, 'payment status check failed');
    }
  }
  return { checked: stale.length, applied };
}

/**
 * The expiry job of a pending card order (enqueued with the order, ORDER_PAYMENT_TTL_HOURS later). LiqPay is asked
 * first when it holds a payment of the order, so money that did arrive is never expired away; then a still-pending
 * order fails (its XP come back, a referral code it used is released) and its payment stops being reconciled.
 * A provider that cannot answer throws: the job is retried later.
 */
export async function expireUnpaidOrder(
  db: Database,
  events: OrderEvents,
  provider: PaymentProvider | null,
  orderId: number,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<{ expired: boolean }> {
  const order = await findOrder(db, orderId);
  if (!order || order.financialStatus !== 'pending') return { expired: false };
  const payment = await findPaymentOfOrder(db, orderId);
  if (provider && payment && payment.status === 'pending' && payment.provider === provider.name) {
    const status = await provider.fetchStatus(payment.paymentRef);
    if (status.found && status.payment.final) {
      const digest = createHash('sha256')
        .update(`status:${JSON.stringify(status.payment.raw)}`)
        .digest('hex');
      await applyVerifiedPayment(db, events, provider.name, status.payment, digest, log);
    }
  }
  const expired = await db.transaction(async (tx) => {
    try {
      const moved = await transitionOrder(events, tx, orderId, { to: 'failed', reason: 'expired' }, now);
      if (!moved.changed) return false;
    } catch (error) {
      // Paid, voided or refunded meanwhile: nothing to expire.
      if (error instanceof OrderTransitionRefused) return false;
      throw error;
    }
    await movePayment(tx, orderId, 'failed', now);
    return true;
  });
  if (expired) log.info({ orderId }, 'unpaid card order expired');
  return { expired };
}
