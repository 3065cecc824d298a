// SQL of the shop orders: catalogue lines for pricing, orders with their lines and transactions, call-back requests and
// referral promo-code reports. This module owns the orders table (docs/decisions/0051): feedback, payments, delivery,
// analytics, velo, invites and the back-office read orders through the functions here. Every function takes the
// executor (database or transaction) first.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { jsonRecordOf, queryStatementOfForm, recordColumnLists, rowFromJson, type Executor } from '@loyalty/db/client';
import { brandFilterSql, hourOf, type HourlyPeriod } from '../../lib/hourly-sql.ts';
import { placedOrderAddressCte, type AddressFields } from '../user/repository.ts';
import { preparedQuery } from '../../plugins/prepared.ts';
import { liveOrderStatuses } from '@loyalty/domain/shop/financial-status';
import {
  collections,
  courierHandOffs,
  customerMetafields,
  feedback,
  orderLineItems,
  orderPromoCodes,
  orders,
  orderTransactions,
  phoneCallRequests,
  productVariants,
  products,
  type NewOrderRow,
  type OrderLineItemRow,
  type OrderPromoCodeRow,
  type OrderRow,
  type OrderTransactionRow,
} from '@loyalty/db/schema';

/** A variant as the order prices it: the catalogue's figures, never the client's. */
export interface CatalogueLine {
  variantId: number;
  variantTitle: string;
  priceKop: number;
  bonuses: number;
  packQuantity: number;
  available: boolean;
  productId: number;
  productTitle: string;
  brand: 'glo' | 'ogo';
  tags: string[];
  collectionId: number;
  /** What the wire order shows of the product (so a new order is answered without reading it back). */
  image: string | null;
  collectionSlug: string | null;
}

// Prepared: every order prices its cart with it.
const catalogueLinesQuery = preparedQuery((executor) =>
  executor
    .select({
      variantId: productVariants.id,
      variantTitle: productVariants.title,
      priceKop: productVariants.priceKop,
      bonuses: productVariants.bonuses,
      packQuantity: productVariants.packQuantity,
      available: productVariants.available,
      productId: products.id,
      productTitle: products.title,
      brand: products.brand,
      tags: products.tags,
      collectionId: products.collectionId,
      // The variant's own picture, else the product's.
      image: sql<string | null>`coalesce(${productVariants.imageSrc}, ${products.imageSrc})`,
      collectionSlug: collections.slug,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .where(sql`${productVariants.id} = any(${sql.placeholder('variantIds')})`)
    .prepare('order_catalogue_lines'),
);

/** The variants among `variantIds` with their product, whatever their brand or availability (the caller decides). */
export async function findCatalogueLines(executor: Executor, variantIds: number[]): Promise<CatalogueLine[]> {
  if (variantIds.length === 0) return [];
  return catalogueLinesQuery(executor).execute({ variantIds });
}

/** Orders placed and not abandoned (failed and voided ones never happened, for the "first order" rule). */
export async function countOrdersOf(executor: Executor, customerId: number): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.financialStatus, [...liveOrderStatuses])));
  return row?.value ?? 0;
}

/** Among `orderIds`, the ones of `customerId` in `brand` that are not failed and have no feedback yet. */
export async function feedbackableOrderIds(
  executor: Executor,
  customerId: number,
  brand: Brand,
  orderIds: readonly number[],
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(feedback, eq(feedback.orderId, orders.id))
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.customerId, customerId),
        eq(orders.brand, brand),
        inArray(orders.financialStatus, [...liveOrderStatuses]),
        isNull(feedback.id),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  // The client's order, so its list lines up with what it sent.
  return [...new Set(orderIds)].filter((id) => found.has(id));
}

/** Whether the customer has any order of the brand that can still get feedback. */
export async function hasFeedbackableOrder(executor: Executor, customerId: number, brand: Brand): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(feedback, eq(feedback.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.brand, brand),
        inArray(orders.financialStatus, [...liveOrderStatuses]),
        isNull(feedback.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Paid orders of the customer other than `orderId` (0: that order is their first paid one). */
export async function countOtherPaidOrders(executor: Executor, customerId: number, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.id, orderId), isNotNull(orders.paidAt)))
    .limit(1);
  return row?.value ?? 0;
}

/** When the customer last placed a live (not failed or voided) order with a velo line; undefined: never. */
export async function lastVeloOrderAt(executor: Executor, customerId: number): Promise<Date | string | undefined> {
  const [order] = await executor
    .select({ at: max(orders.createdAt) })
    .from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.financialStatus, [...liveOrderStatuses]),
        sql`'velo' = any(${orderLineItems.tags})`,
      ),
    );
  return order?.at ?? undefined;
}

export async function findMetafieldValue(
  executor: Executor,
  customerId: number,
  namespace: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ value: customerMetafields.value })
    .from(customerMetafields)
    .where(
      and(
        eq(customerMetafields.customerId, customerId),
        eq(customerMetafields.namespace, namespace),
        eq(customerMetafields.key, key),
      ),
    )
    .limit(1);
  return row?.value;
}

export type NewOrderLine = Omit<typeof orderLineItems.$inferInsert, 'id' | 'orderId'>;

/** The Idempotency-Key's claim of an order: its statement with placeholders, and their values. */
export interface OrderKeyClaim {
  /** Built once per form of the order's statement (see plugins/idempotency, keyClaimOfPlaceholders). */
  build: () => SQL;
  values: Record<string, unknown>;
}

/**
 * The order and its lines in one statement (each statement costs a round trip and a socket write, the
 * largest part of an order's time on the server): the id is reserved by `claim` (the Idempotency-Key's claim, which
 * records it as the key's result, see plugins/idempotency) or taken from the sequence when there is no key. Null when
 * the claim found the key live: nothing was written, and the caller answers the first result. The statement's text
 * depends only on whether there is a claim and which columns the order and its lines set: compiled once per form.
 */
export async function insertPlacedOrder(
  executor: Executor,
  input: {
    claim: OrderKeyClaim | null;
    order: NewOrderRow;
    lines: NewOrderLine[];
    profileAddress?: Partial<AddressFields> | null;
  },
): Promise<{ order: OrderRow; lines: OrderLineItemRow[] } | null> {
  const { claim } = input;
  // The delivery becomes the profile's address in the same statement as the order (docs/decisions/0075).
  const address = input.profileAddress ? placedOrderAddressCte('placed', 'address', input.profileAddress) : null;
  const orderRecord = jsonRecordOf(orders, input.order);
  const lineRecords = input.lines.map((line) => jsonRecordOf(orderLineItems, line));
  const orderColumnNames = Object.keys(orderRecord);
  const lineColumnNames = Object.keys(lineRecords[0] ?? {});
  const form = `order\u0000${claim ? 'claim' : 'sequence'}\u0000${orderColumnNames.join(',')}\u0000${lineColumnNames.join(',')}\u0000${address?.form ?? ''}`;
  const [row] = await queryStatementOfForm<{ order: Record<string, unknown> | null; lines: Record<string, unknown>[] }>(
    executor,
    form,
    () => {
      const orderColumns = recordColumnLists(orderRecord, 'record');
      const lineColumns = recordColumnLists(lineRecords[0] ?? {}, 'line');
      return sql`
      with claim as (${claim ? claim.build() : sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as result_ref`}),
      placed as (
        insert into orders (id, ${orderColumns.columns})
        select claim.result_ref::integer, ${orderColumns.values}
        from claim, jsonb_populate_record(null::orders, ${sql.placeholder('order')}::jsonb) as record
        returning *
      ),
      placed_lines as (
        insert into order_line_items (order_id, ${lineColumns.columns})
        select placed.id, ${lineColumns.values}
        from placed, jsonb_populate_recordset(null::order_line_items, ${sql.placeholder('lines')}::jsonb) as line
        returning *
      )${
        address
          ? sql`,
      saved_address as (${address.build()})`
          : sql``
      }
      select
        (select row_to_json(placed) from placed) as "order",
        coalesce((select json_agg(placed_lines order by placed_lines.position) from placed_lines), '[]'::json) as lines`;
    },
    {
      ...claim?.values,
      order: JSON.stringify(orderRecord),
      lines: JSON.stringify(lineRecords),
      ...(address ? { address: address.value } : {}),
    },
  );
  if (!row?.order) return null;
  return {
    order: rowFromJson(orders, row.order),
    lines: row.lines.map((line) => rowFromJson(orderLineItems, line)),
  };
}

export async function hasCourierHandOff(executor: Executor, orderId: number): Promise<boolean> {
  const [row] = await executor
    .select({ orderId: courierHandOffs.orderId })
    .from(courierHandOffs)
    .where(and(eq(courierHandOffs.orderId, orderId), eq(courierHandOffs.status, 'sent')))
    .limit(1);
  return row !== undefined;
}

/** Newest first. */
export async function listOrdersOf(executor: Executor, customerId: number, limit: number): Promise<OrderRow[]> {
  return executor.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id)).limit(limit);
}

export async function findOrder(executor: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByNumber(executor: Executor, orderNumber: number): Promise<OrderRow | undefined> {
  const [row] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return row;
}

/** A line with what the wire and the single-pack summary need from its product and collection. */
export interface StoredLine {
  line: OrderLineItemRow;
  image: string | null;
  collectionSlug: string | null;
}

/** The lines of many orders in one query, in each order's position order. */
export async function listLinesOf(executor: Executor, orderIds: number[]): Promise<StoredLine[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select({
      line: orderLineItems,
      // The picture of the variant bought, else the product's.
      image: sql<string | null>`coalesce(${productVariants.imageSrc}, ${products.imageSrc})`,
      collectionSlug: collections.slug,
    })
    .from(orderLineItems)
    .leftJoin(products, eq(products.id, orderLineItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, orderLineItems.variantId))
    .leftJoin(collections, eq(collections.id, orderLineItems.collectionId))
    .where(inArray(orderLineItems.orderId, orderIds))
    .orderBy(asc(orderLineItems.orderId), asc(orderLineItems.position), asc(orderLineItems.id));
}

export async function listTransactionsOf(executor: Executor, orderIds: number[]): Promise<OrderTransactionRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select()
    .from(orderTransactions)
    .where(inArray(orderTransactions.orderId, orderIds))
    .orderBy(asc(orderTransactions.id));
}

/** An iPost parcel handed to the courier: its reference and when the hand-off was sent (a sent one is final). */
export interface CourierHandOff {
  reference: string;
  sentAt: Date;
}

/** The hand-offs of these orders' parcels sent to the iPost courier, by order id. */
export async function listTrackingOf(executor: Executor, orderIds: number[]): Promise<Map<number, CourierHandOff>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select({ orderId: courierHandOffs.orderId, reference: courierHandOffs.reference, sentAt: courierHandOffs.updatedAt })
    .from(courierHandOffs)
    .where(and(inArray(courierHandOffs.orderId, orderIds), eq(courierHandOffs.status, 'sent')));
  return new Map(
    rows.flatMap((row) => (row.reference ? [[row.orderId, { reference: row.reference, sentAt: row.sentAt }] as const] : [])),
  );
}

/** One call-back request per order: the existing one's id when the order already has one. */
export async function insertPhoneCallRequest(executor: Executor, values: typeof phoneCallRequests.$inferInsert): Promise<number> {
  const [row] = await executor
    .insert(phoneCallRequests)
    .values(values)
    .onConflictDoNothing({ target: phoneCallRequests.orderId })
    .returning({ id: phoneCallRequests.id });
  if (row) return row.id;
  const [existing] = await executor
    .select({ id: phoneCallRequests.id })
    .from(phoneCallRequests)
    .where(eq(phoneCallRequests.orderId, values.orderId ?? -1))
    .limit(1);
  if (!existing) throw new Error(`phone call request of order ${values.orderId} conflicted but cannot be read`);
  return existing.id;
}

export async function findPromoCodeReport(executor: Executor, orderId: number): Promise<OrderPromoCodeRow | undefined> {
  const [row] = await executor.select().from(orderPromoCodes).where(eq(orderPromoCodes.orderId, orderId)).limit(1);
  return row;
}

/** Inserts the report unless the order has one; the row of the order afterwards either way. */
export async function insertPromoCodeReport(
  executor: Executor,
  values: typeof orderPromoCodes.$inferInsert,
): Promise<OrderPromoCodeRow> {
  await executor.insert(orderPromoCodes).values(values).onConflictDoNothing({ target: orderPromoCodes.orderId });
  const row = await findPromoCodeReport(executor, values.orderId);
  if (!row) throw new Error(`promo code report of order ${values.orderId} not saved`);
  return row;
}

/** Paid orders and their revenue per hour of the period and payment method, for the dashboard. */
export async function paidOrdersByHour(
  executor: Executor,
  period: HourlyPeriod,
): Promise<{ hour: string; payment: number; value: number; revenue: number }[]> {
  const { since, until, brand } = period;
  return executor
    .select({
      hour: hourOf(orders.paidAt),
      payment: orders.paymentMethod,
      value: count(),
      revenue: sql<number>`coalesce(sum(${orders.totalKop}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.paidAt, since),
        lt(orders.paidAt, until),
        eq(orders.financialStatus, 'paid'),
        brand ? eq(orders.brand, brand) : undefined,
      ),
    )
    .groupBy(sql`1`, orders.paymentMethod);
}

/** Who ordered when in the period: one arm (created_at, customer_id) of the dashboard's union of activity. */
export function orderActivitySql(period: HourlyPeriod): SQL {
  const { since, until, brand } = period;
  return sql`select created_at, customer_id from ${orders}
          where created_at >= ${since} and created_at < ${until} ${brandFilterSql(orders.brand, brand)}`;
}

/**
 * Where each order went, as a derived table (customer_id, place: city and first address line, lower case) for another
 * module's raw SQL report to join (the referral report's "several friends, one address").
 */
export function orderPlacesSql(): SQL {
  return sql`(select customer_id,
    lower(coalesce(shipping_address->>'city', '') || '|' || coalesce(shipping_address->>'address1', '')) as place
    from ${orders})`;
}

/** Money a customer paid for orders since `since` (a SQL instant) that are still paid, in kopiyky: for the tiers module. */
export function paidSinceSql(customerId: SQL, since: SQL): SQL {
  return sql`(select coalesce(sum(o.total_kop), 0) from ${orders} o
    where o.customer_id = ${customerId} and o.financial_status = 'paid' and o.paid_at >= ${since})`;
}

/** The city the customer's last order went to, trimmed and in lower case (null without orders): for segments. */
export function lastDeliveryCitySql(customerId: SQL): SQL {
  // The newest order by a backward scan of orders_customer_id_idx (customer_id, id).
  return sql`(select lower(btrim(o.shipping_address->>'city')) from ${orders} o
    where o.customer_id = ${customerId} order by o.id desc limit 1)`;
}

/** A paid order as a campaign preview replays it: its payment time in microseconds since the epoch, exact for paging. */
export interface PaidOrderFact {
  id: number;
  customerId: number;
  atUs: number;
}

type OrderFactsPageInput = {
  brand: Brand;
  from: Date;
  to: Date;
  after: { atUs: number; id: number } | null;
  limit: number;
};

/**
 * One keyset page of a brand's orders paid in [from, to), in (paid_at, id) order, on orders_brand_paid_idx: each a fact
 * of its buyer, or (`inviter`) only those that settled a referral, each a fact of the inviter.
 */
async function orderFactsPage(executor: Executor, input: OrderFactsPageInput, of: 'buyer' | 'inviter'): Promise<PaidOrderFact[]> {
  const after = input.after
    ? sql`and (o.paid_at, o.id) > (timestamptz 'epoch' + ${input.after.atUs}::int8 * interval '1 microsecond', ${input.after.id}::int4)`
    : sql``;
  const customer = of === 'inviter' ? sql`r.inviter_id` : sql`o.customer_id`;
  const referral =
    of === 'inviter' ? sql`join referrals r on r.order_id = o.id and r.status in ('rewarded', 'capped', 'reversed')` : sql``;
  const result = (await executor.execute(
    sql`select o.id, ${customer} as customer_id, (extract(epoch from o.paid_at) * 1000000)::int8 as at_us from orders o
        ${referral}
        where o.brand = ${input.brand} and o.paid_at is not null
          and o.paid_at >= ${input.from.toISOString()} and o.paid_at < ${input.to.toISOString()} ${after}
        order by o.paid_at, o.id
        limit ${input.limit}`,
  )) as { rows: { id: number; customer_id: number; at_us: number | string }[] };
  return result.rows.map((row) => ({ id: row.id, customerId: row.customer_id, atUs: Number(row.at_us) }));
}

/** One keyset page of a brand's orders paid in [from, to), each a fact of its buyer. */
export function paidOrderFactsPage(executor: Executor, input: OrderFactsPageInput): Promise<PaidOrderFact[]> {
  return orderFactsPage(executor, input, 'buyer');
}

/**
 * Paid orders that settled a referral (the invited customer's first paid order), as facts of the inviter: the facts of
 * referral_first_order for a preview, in the keyset order of paidOrderFactsPage. A referral reversed since (its order
 * refunded) was a fact when the order was paid, as the refunded orders are for order_paid.
 */
export function referralFirstOrderFactsPage(executor: Executor, input: OrderFactsPageInput): Promise<PaidOrderFact[]> {
  return orderFactsPage(executor, input, 'inviter');
}

/** Of these customers, which paid an order before `before`: a preview's "first paid order" starts from them. */
export async function customersPaidBefore(
  executor: Executor,
  customerIds: readonly number[],
  before: Date,
): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(and(inArray(orders.customerId, [...customerIds]), isNotNull(orders.paidAt), lt(orders.paidAt, before)));
  return new Set(rows.map((row) => row.customerId));
}

/** Paid (not refunded) orders of a customer in [from, to) and their money: a campaign's results per member. */
export function paidOrdersBetweenSql(customerId: SQL, from: SQL, to: SQL): { orders: SQL; revenueKop: SQL } {
  // orders_customer_id_idx narrows to the customer's orders; a customer has few.
  const where = sql`o.customer_id = ${customerId} and o.financial_status = 'paid' and o.paid_at >= ${from} and o.paid_at < ${to}`;
  return {
    orders: sql`(select count(*) from ${orders} o where ${where})`,
    revenueKop: sql`(select coalesce(sum(o.total_kop), 0) from ${orders} o where ${where})`,
  };
}

/** A shipped Nova Poshta parcel whose receipt is not recorded yet: what the parcel-tracking job asks the carrier about. */
export interface ParcelToTrack {
  orderId: number;
  waybill: string;
  phone: string;
  shippedAt: Date | null;
}

/**
 * Up to `limit` parcels still to follow: a recorded waybill, no recorded receipt, an order still live, shipped within
 * `since` (a parcel nobody collected goes back to the shop within weeks; older ones are no longer asked about).
 */
export async function listParcelsToTrack(executor: Executor, since: Date, limit: number): Promise<ParcelToTrack[]> {
  const rows = await executor
    .select({
      orderId: orders.id,
      waybill: orders.waybillNumber,
      phone: sql<string>`${orders.shippingAddress} ->> 'phone'`,
      shippedAt: orders.shippedAt,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.waybillNumber),
        isNull(orders.receivedAt),
        inArray(orders.financialStatus, ['pending', 'paid']),
        gte(sql`coalesce(${orders.shippedAt}, ${orders.updatedAt})`, since),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.flatMap((row) => (row.waybill ? [{ ...row, waybill: row.waybill, phone: row.phone ?? '' }] : []));
}

/** Records where the carrier says a parcel is; a date already recorded is kept (the first report of it stands). */
export async function recordParcelDates(
  executor: Executor,
  orderId: number,
  dates: { arrivedAt: Date | null; receivedAt: Date | null },
): Promise<void> {
  if (!dates.arrivedAt && !dates.receivedAt) return;
  await executor
    .update(orders)
    .set({
      arrivedAt: sql`coalesce(${orders.arrivedAt}, ${dates.arrivedAt?.toISOString() ?? null}::timestamptz)`,
      receivedAt: sql`coalesce(${orders.receivedAt}, ${dates.receivedAt?.toISOString() ?? null}::timestamptz)`,
    })
    .where(eq(orders.id, orderId));
}
