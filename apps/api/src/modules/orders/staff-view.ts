// The support desk's view of orders: filtered, paged lists across both brands, and one order with its
// lines, money movements, payment callbacks and courier hand-off.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { listCountHorizon, type AdminOrderDetail, type AdminOrderRow } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { phoneMatches } from '@loyalty/db/text-search';
import { phoneQueryOf } from '@loyalty/domain/phone-format';
import {
  courierHandOffs,
  orderLineItems,
  orderTransactions,
  orders,
  paymentCallbacks,
  type FinancialStatus,
  type OrderRow,
} from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { paymentRefsOfOrder } from '../payments/repository.ts';

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

/** The delivery phone, the expression migration 0024's pattern and reversed indexes are on. */
const orderPhone = sql`${orders.shippingAddress} ->> 'phone'`;

function filterCondition(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brand) conditions.push(eq(orders.brand, filter.brand));
  if (filter.status) conditions.push(eq(orders.financialStatus, filter.status));
  if (filter.payment) conditions.push(eq(orders.paymentMethod, filter.payment));
  if (filter.delivery) conditions.push(sql`(${orders.delivery}->>'mode')::int = ${filter.delivery}`);
  const text = filter.query.trim().replace(/^#|^№/, '');
  if (text !== '') {
    // Up to 9 bare digits may be an order number; from 7 on they may also be a phone (its first or last digits, or a
    // whole national number); a formatted or longer number is a phone only. Every arm is an index look-up.
    const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
    const phone = number === undefined || text.length >= 7 ? phoneQueryOf(text) : null;
    const arms = [
      ...(number === undefined ? [] : [eq(orders.orderNumber, number)]),
      ...(phone ? [phoneMatches(orderPhone, phone)] : []),
    ];
    conditions.push(or(...arms) ?? sql`false`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orderSorts = {
  '-created_at': [desc(orders.id)],
  created_at: [asc(orders.id)],
  '-total': [desc(orders.totalKop), desc(orders.id)],
  total: [asc(orders.totalKop), asc(orders.id)],
} as const;

/** A page of orders, and how many match, counted up to the page's offset + listCountHorizon. */
export async function listOrders(
  executor: Executor,
  filter: OrderFilter,
  page: { page: number; perPage: number; count?: boolean },
): Promise<{ orders: AdminOrderRow[]; total: number; total_exact: boolean }> {
  const where = filterCondition(filter);
  const offset = (page.page - 1) * page.perPage;
  const horizon = offset + listCountHorizon;
  const [rows, counted] = await Promise.all([
    executor
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderSorts[filter.sort ?? '-created_at'])
      .limit(page.perPage)
      .offset(offset),
    page.count === false
      ? Promise.resolve([])
      : executor.select({ value: count() }).from(
          executor
            .select({ one: sql`1` })
            .from(orders)
            .where(where)
            .limit(horizon + 1)
            .as('capped'),
        ),
  ]);
  const found = counted[0]?.value ?? rows.length;
  return { orders: rows.map(orderRowOf), total: Math.min(found, horizon), total_exact: found <= horizon };
}

export async function orderDetail(executor: Executor, orderNumber: number): Promise<AdminOrderDetail> {
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order) throw new DomainError('not_found', `There is no order #${orderNumber}.`);
  const payments = await paymentRefsOfOrder(executor, order.id);
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
  if (!order) throw new DomainError('not_found', `There is no order #${orderNumber}.`);
  return orderRowOf(order);
}
