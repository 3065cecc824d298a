// What the people who run the shop do to an order: mark a cash order paid, refund a paid one, cancel a
// pending one, record the waybill of a shipped one. Each goes through the lifecycle (the one writer of an order's status) in one transaction; the
// back-office passes its actor and the audit entry commits with the change (the command line's entry is the ops
// route's). `npm run ops -- orders:*` and /api/admin/orders/* are thin callers of these.
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@loyalty/db/client';
import { orders, type OrderRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import type { PaidOutcome } from '../invite/referrals.ts';
import type { OrderEvents } from './events.ts';
import { transitionOrder } from './lifecycle.ts';
import { findOrderByNumber } from './repository.ts';

async function orderByNumber(tx: Transaction, orderNumber: number): Promise<OrderRow> {
  const order = await findOrderByNumber(tx, orderNumber);
  if (!order) throw new DomainError('not_found', `There is no order #${orderNumber}.`);
  return order;
}

async function audit(
  tx: Transaction,
  actor: AuditActor | undefined,
  action: string,
  order: OrderRow,
  after: Record<string, unknown>,
  reason = '',
): Promise<void> {
  if (!actor) return;
  await recordAudit(tx, actor, {
    action,
    targetType: 'order',
    targetId: order.orderNumber,
    before: { financialStatus: order.financialStatus },
    after,
    reason,
  });
}

export interface MarkedPaid {
  paid: true;
  amountKop: number;
  referral: PaidOutcome;
}

/** The courier collected the cash of a pending cash-on-delivery order. */
export async function markCashOrderPaid(
  db: Database,
  events: OrderEvents,
  orderNumber: number,
  actor?: AuditActor,
): Promise<MarkedPaid> {
  return db.transaction(async (tx) => {
    const order = await orderByNumber(tx, orderNumber);
    if (order.paymentMethod !== 1) throw new DomainError('conflict', `Order #${orderNumber} is not a cash-on-delivery order.`);
    const moved = await transitionOrder(events, tx, order.id, {
      to: 'paid',
      money: { gateway: 'cash', providerRef: `${actor?.type ?? 'ops'}:cash:${orderNumber}` },
    });
    if (!moved.changed) throw new DomainError('conflict', `Order #${orderNumber} is paid already: nothing to mark.`);
    await audit(tx, actor, 'order.mark-paid', order, { financialStatus: 'paid' });
    return { paid: true, amountKop: moved.order.totalKop, referral: moved.outcomes.referral as PaidOutcome };
  });
}

export interface Refunded {
  refunded: true;
  orderNumber: number;
  amountKop: number;
  xpReturned: number;
}

/** A paid order's money went back (outside LiqPay, or an XP-only order): refunded, its XP and counters returned. */
export async function refundOrder(
  db: Database,
  events: OrderEvents,
  orderNumber: number,
  reason: string,
  actor?: AuditActor,
): Promise<Refunded> {
  return db.transaction(async (tx) => {
    const order = await orderByNumber(tx, orderNumber);
    if (order.financialStatus !== 'paid') {
      throw new DomainError('conflict', `Order #${orderNumber} is ${order.financialStatus}, not paid: it cannot be refunded.`);
    }
    const moved = await transitionOrder(events, tx, order.id, {
      to: 'refunded',
      money: { gateway: 'manual', providerRef: `${actor?.type ?? 'ops'}:${orderNumber}` },
    });
    const xp = moved.outcomes.xp as { returned: number } | undefined;
    const result = { refunded: true as const, orderNumber, amountKop: moved.order.totalKop, xpReturned: xp?.returned ?? 0 };
    await audit(tx, actor, 'order.refund', order, { financialStatus: 'refunded', xpReturned: result.xpReturned }, reason);
    return result;
  });
}

export interface Cancelled {
  cancelled: true;
  orderNumber: number;
  xpReturned: number;
}

/** A pending order will not go ahead: voided, its XP returned, its referral code released. */
export async function cancelOrderAsOperator(
  db: Database,
  events: OrderEvents,
  orderNumber: number,
  reason: string,
  actor?: AuditActor,
): Promise<Cancelled> {
  return db.transaction(async (tx) => {
    const order = await orderByNumber(tx, orderNumber);
    if (order.financialStatus !== 'pending') {
      throw new DomainError(
        'conflict',
        `Order #${orderNumber} is ${order.financialStatus}, not pending: it cannot be cancelled.`,
      );
    }
    const moved = await transitionOrder(events, tx, order.id, { to: 'voided', by: 'operator' });
    const xp = moved.outcomes.xp as { returned: number } | undefined;
    const result = { cancelled: true as const, orderNumber, xpReturned: xp?.returned ?? 0 };
    await audit(tx, actor, 'order.cancel', order, { financialStatus: 'voided', xpReturned: result.xpReturned }, reason);
    return result;
  });
}

/**
 * The shop handed a Nova Poshta order's parcel over and the carrier gave it a waybill (ТТН): the order is shipped
 * (fulfilled, as Shopify reports it; the customer can no longer cancel it) and the customer tracks it by that number.
 * A waybill recorded before is replaced (a typo corrected), audited with what it was. iPost orders are tracked by the
 * courier's own reference, and an order that will not ship (voided, failed, refunded) takes none.
 */
export async function recordWaybill(
  db: Database,
  orderNumber: number,
  waybillNumber: string,
  actor?: AuditActor,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1).for('update');
    if (!order) throw new DomainError('not_found', `There is no order #${orderNumber}.`);
    if (order.delivery.mode === 3) {
      throw new DomainError('conflict', `Order #${orderNumber} goes by the iPost courier: it has no Nova Poshta waybill.`);
    }
    if (order.financialStatus !== 'pending' && order.financialStatus !== 'paid') {
      throw new DomainError('conflict', `Order #${orderNumber} is ${order.financialStatus}: it does not ship.`);
    }
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      // The parcel shipped when its first waybill was recorded: correcting a typo later does not move that date.
      .set({ waybillNumber, fulfillmentStatus: 'fulfilled', updatedAt: now, shippedAt: order.shippedAt ?? now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`order #${orderNumber} vanished while locked`);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'order.waybill',
        targetType: 'order',
        targetId: order.orderNumber,
        before: { waybillNumber: order.waybillNumber, fulfillmentStatus: order.fulfillmentStatus },
        after: { waybillNumber, fulfillmentStatus: 'fulfilled' },
      });
    }
    return updated;
  });
}
