// The XP side of an order's life: the XP an order costs are debited when it is placed (create-order), returned when
// it fails, is voided or refunded, and taken again when a failed or voided order is paid after all. Every move is a
// ledger entry whose source is the order, so each happens at most once per order whatever retries run.
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Transaction } from '@loyalty/db/client';
import { xpLedger, type OrderRow } from '@loyalty/db/schema';
import type { OrderEvent, OrderSubscriber } from '../orders/events.ts';
import { creditXp, debitXp } from './ledger.ts';

/** The ledger sources of one order: placed, paid again after failing, returned on fail/void, returned on refund. */
const orderSources = { placed: 'order', repaid: 'order_repaid', returned: 'order_return', refunded: 'order_refund' } as const;

/** XP the order holds now: its debits less what was returned (0 when it cost none). */
export async function xpHeldByOrder(tx: Transaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(xpLedger.amount) })
    .from(xpLedger)
    .where(and(inArray(xpLedger.sourceType, Object.values(orderSources)), eq(xpLedger.sourceRef, String(orderId))));
  return -Number(row?.total ?? 0);
}

/** Debits the order's XP when it is placed; 409 insufficient_xp rolls the order back. */
export async function debitPlacedOrderXp(tx: Transaction, order: OrderRow): Promise<void> {
  if (order.bonusTotal <= 0) return;
  await debitXp(tx, {
    customerId: order.customerId,
    brand: order.brand,
    amount: order.bonusTotal,
    reason: 'order',
    sourceType: orderSources.placed,
    sourceRef: String(order.id),
    note: `#${order.orderNumber}`,
  });
}

async function giveBack(tx: Transaction, event: OrderEvent, sourceType: string): Promise<{ returned: number }> {
  const held = await xpHeldByOrder(tx, event.order.id);
  if (held <= 0) return { returned: 0 };
  const entry = await creditXp(tx, {
    customerId: event.order.customerId,
    brand: event.order.brand,
    amount: held,
    reason: 'order_refund',
    sourceType,
    sourceRef: String(event.order.id),
    note: `#${event.order.orderNumber}`,
    // The points go back to the lots the order took them from, with their original dates.
    lotsOf: Object.values(orderSources),
  });
  return { returned: entry.duplicate ? 0 : held };
}

export const orderXpSubscriber: OrderSubscriber = {
  name: 'xp',
  on: {
    // A failed or voided order gave its XP back; paying it after all takes them again (insufficient_xp refuses the
    // payment's transition, and the payments module tells the operator to return the money).
    'order.paid': async (tx, { order, from }) => {
      if (from === 'pending' || order.bonusTotal <= 0) return { debited: 0 };
      await debitXp(tx, {
        customerId: order.customerId,
        brand: order.brand,
        amount: order.bonusTotal,
        reason: 'order',
        sourceType: orderSources.repaid,
        sourceRef: String(order.id),
        note: `#${order.orderNumber}`,
      });
      return { debited: order.bonusTotal };
    },
    'order.failed': (tx, event) => giveBack(tx, event, orderSources.returned),
    'order.voided': (tx, event) => giveBack(tx, event, orderSources.returned),
    'order.refunded': (tx, event) => giveBack(tx, event, orderSources.refunded),
  },
};
