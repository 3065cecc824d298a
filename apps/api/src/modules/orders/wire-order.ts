// The one serializer of a stored order to the wire shape of orderSchema, used by every orders call.
import type { Order } from '@loyalty/contracts/orders';
import type { OrderRow, OrderTransactionRow } from '@loyalty/db/schema';
import type { CourierHandOff, StoredLine } from './repository.ts';

/** Kopiyky as the wire's "149.00", with integer arithmetic only (no float rounding on the way). */
export function moneyOf(kop: number): string {
  if (!Number.isSafeInteger(kop) || kop < 0) throw new RangeError(`Money must be whole kopiyky ≥ 0, got ${kop}`);
  return `${Math.trunc(kop / 100)}.${String(kop % 100).padStart(2, '0')}`;
}

export function toWireOrder(
  order: OrderRow,
  lines: readonly StoredLine[],
  transactions: readonly OrderTransactionRow[],
  handOff: CourierHandOff | null = null,
): Order {
  // A Nova Poshta parcel is tracked by the waybill the shop recorded; an iPost one by the courier's hand-off reference.
  const tracking = order.waybillNumber
    ? { number: order.waybillNumber, company: 'nova_poshta' as const, at: order.shippedAt }
    : handOff
      ? { number: handOff.reference, company: 'ipost' as const, at: handOff.sentAt }
      : null;
  return {
    id: order.id,
    order_number: order.orderNumber,
    brand: order.brand,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    shipped_at: tracking?.at?.toISOString() ?? null,
    arrived_at: order.arrivedAt?.toISOString() ?? null,
    received_at: order.receivedAt?.toISOString() ?? null,
    financial_status: order.financialStatus,
    fulfillment_status: order.fulfillmentStatus,
    payment_method: order.paymentMethod === 2 ? 2 : 1,
    payment_gateway_names: order.paymentGatewayNames,
    currency: 'UAH',
    subtotal_price: moneyOf(order.subtotalKop),
    total_discounts: moneyOf(order.discountKop),
    total_price: moneyOf(order.totalKop),
    total_bonuses: order.bonusTotal,
    tags: order.tags,
    note: order.note,
    delivery_mode: order.delivery.mode,
    shipping_address: order.shippingAddress,
    shipping_lines: [order.shippingLine].map((line) => ({ id: line.id, title: line.title, price: line.price })),
    line_items: lines.map(({ line, image }) => ({
      id: line.id,
      variant_id: line.variantId,
      product_id: line.productId,
      title: line.title,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: moneyOf(line.unitPriceKop),
      original_price: moneyOf(line.originalUnitPriceKop),
      bonuses: line.unitBonuses,
      sticks_per_unit: line.packQuantity,
      image,
    })),
    transactions: transactions.map((transaction) => ({
      kind: transaction.kind,
      status: transaction.status,
      gateway: transaction.gateway,
      amount: moneyOf(transaction.amountKop),
    })),
    tracking_number: tracking?.number ?? null,
    tracking_company: tracking?.company ?? null,
  };
}

/** Groups rows by their order id, keeping their order. */
export function groupByOrder<Row>(rows: readonly Row[], orderIdOf: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const id = orderIdOf(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
