// Card payments of orders: the checkout link of an order (once), the provider's callback applied idempotently in one
// transaction, and the reconciliation of payments whose callback never came.
import { refundOrder } from '../orders/refund.ts';
import { onOrderPaid } from '../invite/referrals.ts';
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import { orderPayments, orderTransactions, orders, paymentCallbacks, type PaymentStatus } from '@loyalty/db/schema';
import type { LiqpayCallback, PaymentProvider } from '../../providers/payment/provider.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { findOrderForPayment, findPaymentOfOrder, stalePendingPayments } from './repository.ts';

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
  const order = await findOrderForPayment(db, input.orderId);
  // An unknown id answers like another customer's: no hint whether it exists.
  if (!order || order.brand !== input.brand || session.customerIds[input.brand] !== order.customerId) {
    throw new HttpError(403, 'forbidden', 'This order is not yours.');
  }
  if (order.paymentMethod !== 2 || order.totalKop <= 0) {
    throw new HttpError(409, 'payment_not_needed', 'This order is not paid by card.');
  }
  if (order.financialStatus !== 'pending') {
    throw new HttpError(409, 'order_not_payable', `This order is ${order.financialStatus}; it cannot be paid again.`);
  }
  if (!provider) throw new HttpError(503, 'payment_unavailable', 'Card payments are not available right now.');

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
  | { applied: true; outcome: PaymentStatus | 'refunded'; orderId: number; mismatch: boolean };

/**
 * Applies a verified provider payment (callback or status answer) in ONE transaction: the callback is recorded by its
 * digest first (a replay finds it and changes nothing), then the payment and the order move. Amount and currency must
 * be the payment's own; a paid order never goes back.
 */
export async function applyVerifiedPayment(
  db: Database,
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
    let outcome: PaymentStatus | 'refunded' =
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
    if (mismatch) return { applied: true, outcome, orderId: row.orderId, mismatch };

    const now = new Date();
    if (payment.paymentState === 'paid' && row.status !== 'paid') {
      await tx
        .update(orderPayments)
        .set({ status: 'paid', providerPaymentId: payment.paymentId, updatedAt: now })
        .where(eq(orderPayments.orderId, row.orderId));
      // A refunded order stays refunded; a failed one is paid after all (the money did arrive).
      const [nowPaid] = await tx
        .update(orders)
        .set({ financialStatus: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, row.orderId), inArray(orders.financialStatus, ['pending', 'failed'])))
        .returning({ id: orders.id });
      // Only when the order did move to paid: the invited customer's first paid order rewards their inviter.
      if (nowPaid) await onOrderPaid(tx, nowPaid.id, now);
      await tx
        .insert(orderTransactions)
        .values({
          orderId: row.orderId,
          kind: 'sale',
          status: 'success',
          gateway: providerName,
          amountKop: row.amountKop,
          providerRef: payment.paymentId ?? row.paymentRef,
        })
        .onConflictDoNothing();
    } else if (payment.paymentState === 'refunded' && row.status === 'paid') {
      // The money went back (LiqPay `reversed`): the order is refunded and its XP returned, in this transaction.
      await refundOrder(tx, {
        orderId: row.orderId,
        gateway: providerName,
        providerRef: `refund:${payment.paymentId ?? row.paymentRef}`,
      });
    } else if (payment.paymentState === 'failed' && row.status === 'pending') {
      await tx
        .update(orderPayments)
        .set({ status: 'failed', providerPaymentId: payment.paymentId, updatedAt: now })
        .where(and(eq(orderPayments.orderId, row.orderId), eq(orderPayments.status, 'pending')));
      await tx
        .update(orders)
        .set({ financialStatus: 'failed', updatedAt: now })
        .where(and(eq(orders.id, row.orderId), eq(orders.financialStatus, 'pending')));
    }
    return { applied: true, outcome, orderId: row.orderId, mismatch };
  });

  if (!result.applied) {
    const level = result.reason === 'unknown_payment' ? 'warn' : 'info';
    log[level]({ paymentRef: payment.orderId, status: payment.status, reason: result.reason }, 'payment report changed nothing');
  } else if (result.mismatch) {
    log.error(
      { paymentRef: payment.orderId, status: payment.status, amountKop: payment.amountKop, currency: payment.currency },
      'payment report with a wrong amount or currency: the order is not paid; check it by hand',
    );
  } else {
    log.info({ orderId: result.orderId, status: payment.status, outcome: result.outcome }, 'payment report applied');
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
    throw new HttpError(400, 'invalid_signature', 'The callback signature or data is not valid.');
  }
  return applyVerifiedPayment(db, provider.name, payment, digestOf(form.data, form.signature), log);
}

export const reconcileAfterMs = 15 * 60 * 1000;

/**
 * Pending payments older than 15 minutes are asked about; a final answer is applied like a callback (recorded under a
 * digest of the answer, so asking twice and getting the same answer applies it once).
 */
export async function reconcilePayments(
  db: Database,
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
      const result = await applyVerifiedPayment(db, provider.name, status.payment, digest, log);
      if (result.applied) applied += 1;
    } catch (error) {
      // One payment LiqPay cannot tell about must not stop the others; the next run asks again.
      log.warn({ err: error, paymentRef }, 'payment status check failed');
    }
  }
  return { checked: stale.length, applied };
}
