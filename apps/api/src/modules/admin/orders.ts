// The support desk's view of orders: filtered, paged lists across both brands, and one order with its
// lines, money movements, payment callbacks and courier hand-off.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import {
  courierHandOffs,
  orderLineItems,
  orderPayments,
  orderTransactions,
  orders,
  paymentCallbacks,
  type FinancialStatus,
  type OrderRow,
} from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';

export function orderRowOf(order: OrderRow): AdminOrderRow {
  return {
    id: order.id,
    order_number: order.orderNumber,
    brand: order.brand,
    customer_id: order.customerId,
    phone: order.shippingAddress.phone,
    financial_status: order.financialStatus,
    payment_method: order.paymentMethod,
    delivery_mode: order.delivery.mode,
    total_kop: order.totalKop,
    bonus_total: order.bonusTotal,
    created_at: order.createdAt.toISOString(),
    waybill_number: order.waybillNumber,
  };
}

export interface OrderFilter {
  query: string;
  sort?: '-created_at' | 'created_at' | '-total' | 'total' | undefined;
  brand?: Brand | undefined;
  status?: FinancialStatus | undefined;
  payment?: number | undefined;
  delivery?: number | undefined;
}

function filterCondition(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brand) conditions.push(eq(orders.brand, filter.brand));
  if (filter.status) conditions.push(eq(orders.financialStatus, filter.status));
  if (filter.payment) conditions.push(eq(orders.paymentMethod, filter.payment));
  if (filter.delivery) conditions.push(sql`(${orders.delivery}->>'mode')::int = ${filter.delivery}`);
  const text = filter.query.trim().replace(/^#|^№/, '');
  if (text !== '') {
    const digits = text.replace(/\D/g, '');
    if (/^\d{1,9}$/.test(text)) {
      // A short number is an order number; a longer one may also be a phone.
      conditions.push(
        digits.length >= 7
          ? sql`(${orders.orderNumber} = ${Number(digits)} or ${orders.shippingAddress}->>'phone' like ${`%${digits}%`})`
          : eq(orders.orderNumber, Number(digits)),
      );
    } else if (digits.length >= 4) {
      conditions.push(sql`${orders.shippingAddress}->>'phone' like ${`%${digits}%`}`);
    } else {
      conditions.push(sql`false`);
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orderSorts = {
  '-created_at': [desc(orders.id)],
  created_at: [asc(orders.id)],
  '-total': [desc(orders.totalKop), desc(orders.id)],
  total: [asc(orders.totalKop), asc(orders.id)],
} as const;

export async function listOrders(
  executor: Executor,
  filter: OrderFilter,
  page: { page: number; perPage: number },
): Promise<{ orders: AdminOrderRow[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderSorts[filter.sort ?? '-created_at'])
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map(orderRowOf), total: total?.value ?? 0 };
}

export async function orderDetail(executor: Executor, orderNumber: number): Promise<AdminOrderDetail> {
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order) throw new HttpError(404, 'not_found', `There is no order #${orderNumber}.`);
  const payments = await executor
    .select({ ref: orderPayments.paymentRef })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id));
  const [lines, transactions, callbacks, handOffs] = await Promise.all([
    executor.select().from(orderLineItems).where(eq(orderLineItems.orderId, order.id)).orderBy(orderLineItems.id),
    executor.select().from(orderTransactions).where(eq(orderTransactions.orderId, order.id)).orderBy(orderTransactions.id),
    payments.length === 0
      ? Promise.resolve([])
      : executor
          .select()
          .from(paymentCallbacks)
          .where(
            inArray(
              paymentCallbacks.paymentRef,
              payments.map((payment) => payment.ref),
            ),
          )
          .orderBy(paymentCallbacks.id),
    executor.select().from(courierHandOffs).where(eq(courierHandOffs.orderId, order.id)).limit(1),
  ]);
  const handOff = handOffs[0];
  return {
    order: {
      ...orderRowOf(order),
      tags: order.tags,
      note: order.note,
      promo_code: order.promoCode,
      referral_code: order.referralCode,
      subtotal_kop: order.subtotalKop,
      discount_kop: order.discountKop,
      shipping_address: { ...order.shippingAddress },
      delivery: { ...order.delivery },
      paid_at: order.paidAt?.toISOString() ?? null,
    },
    lines: lines.map((line) => ({
      title: line.title,
      variant_title: line.variantTitle,
      variant_id: line.variantId,
      quantity: line.quantity,
      unit_price_kop: line.unitPriceKop,
      unit_bonuses: line.unitBonuses,
    })),
    transactions: transactions.map((row) => ({
      kind: row.kind,
      status: row.status,
      gateway: row.gateway,
      amount_kop: row.amountKop,
      provider_ref: row.providerRef,
      created_at: row.createdAt.toISOString(),
    })),
    callbacks: callbacks.map((row) => ({
      provider_status: row.providerStatus,
      outcome: row.outcome,
      received_at: row.receivedAt.toISOString(),
    })),
    courier: handOff
      ? {
          service: handOff.service,
          status: handOff.status,
          reference: handOff.reference,
          attempts: handOff.attempts,
          last_error: handOff.lastError,
          updated_at: handOff.updatedAt.toISOString(),
        }
      : null,
  };
}

export async function orderRowByNumber(executor: Executor, orderNumber: number): Promise<AdminOrderRow> {
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order) throw new HttpError(404, 'not_found', `There is no order #${orderNumber}.`);
  return orderRowOf(order);
}
