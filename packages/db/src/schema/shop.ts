// Shop: orders with their lines, card payments and the provider's callbacks, call-back requests, referral
// promo-code reports, courier hand-offs, and the delivery directory snapshots.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { brandEnum } from './brand.ts';
import { productVariants } from './catalog.ts';

/** Shopify-style order numbers the customer sees (#1001, #1002, …), apart from the internal id. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * pending → paid | failed | voided, failed → paid (the money arrived late), paid → refunded: see
 * apps/api/src/modules/orders/lifecycle.ts, the only writer of this column. `voided` is a pending order cancelled by
 * the customer or the operator (Shopify's word for it).
 */
export const financialStatuses = ['pending', 'paid', 'failed', 'voided', 'refunded'] as const;
export type FinancialStatus = (typeof financialStatuses)[number];

/** The delivery address as the order payload carries it (spec section 3), written by the server from the delivery choice. */
export interface OrderShippingAddress {
  first_name: string;
  last_name: string;
  address1: string;
  phone: string;
  city: string;
  province: string;
  country: string;
  zip: string;
}

/** What the customer chose for delivery, kept beside the address text so support and the courier hand-off can read it. */
export interface OrderDelivery {
  mode: 1 | 2 | 3;
  cityRef: string | null;
  branchRef: string | null;
  branchNumber: string | null;
  street: string;
  house: string;
  flat: string;
  /** iPost call window (mode 3): date YYYY-MM-DD and HH:MM bounds on the Kyiv clock. */
  courierDate: string | null;
  courierFrom: string | null;
  courierTo: string | null;
}

export interface OrderShippingLine {
  id: number;
  title: string;
  price: string;
}

/**
 * An order of one brand's customer. Every amount is decided by the server from the catalogue at the time of the order
 * and kept here, so the history shows what was charged even after prices change.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    // Orders are business records: a customer with orders cannot be deleted by accident.
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    brand: brandEnum('brand').notNull(),
    financialStatus: text('financial_status').$type<FinancialStatus>().notNull().default('pending'),
    /** null while unfulfilled, as Shopify reports it. */
    fulfillmentStatus: text('fulfillment_status'),
    /** 1 cash on delivery, 2 online card (spec section 9). An order paid wholly in XP keeps the method chosen. */
    paymentMethod: integer('payment_method').notNull(),
    paymentGatewayNames: text('payment_gateway_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Money before and after discounts, in kopiyky; totalKop is what the customer pays. */
    subtotalKop: bigint('subtotal_kop', { mode: 'number' }).notNull(),
    discountKop: bigint('discount_kop', { mode: 'number' }).notNull().default(0),
    totalKop: bigint('total_kop', { mode: 'number' }).notNull(),
    /** XP the order costs (bonus products), debited through the ledger in the order's transaction. */
    bonusTotal: integer('bonus_total').notNull().default(0),
    currency: text('currency').notNull().default('UAH'),
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress>().notNull(),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    shippingLine: jsonb('shipping_line').$type<OrderShippingLine>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    /** The VELO-30 code when it was applied, the referral code when it was accepted. */
    promoCode: text('promo_code'),
    referralCode: text('referral_code'),
    /**
     * The Nova Poshta waybill (ТТН, the IntDocNumber of the InternetDocument) of a parcel to a branch, recorded when
     * the shop ships it; the customer tracks the parcel by it. null until then.
     */
    waybillNumber: text('waybill_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the shop first recorded the Nova Poshta waybill (the parcel shipped); a corrected waybill keeps it. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * When Nova Poshta's tracking said the parcel reached the recipient's branch, and when the recipient took it
     * (the parcel-tracking job); null until it says so.
     */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    // History reads a customer's orders newest first.
    index('orders_customer_id_idx').on(t.customerId, t.id),
    // The back-office's orders list by payment state, newest first, and its count (a scan at a million customers).
    index('orders_financial_status_idx').on(t.financialStatus, t.id),
    // A campaign preview replays a brand's paid orders of 30 days in (paid_at, id) pages (decision 0061).
    index('orders_brand_paid_idx')
      .on(t.brand, t.paidAt, t.id)
      .where(sql`${t.paidAt} is not null`),
    // The orders list by the delivery phone: a whole number, its start or its last digits (decision 0049).
    index('orders_phone_pattern_idx').on(sql`(${t.shippingAddress} ->> 'phone') text_pattern_ops`),
    index('orders_phone_reversed_idx').on(sql`reverse(${t.shippingAddress} ->> 'phone') text_pattern_ops`),
    check('orders_financial_status_known', sql`${t.financialStatus} in ('pending', 'paid', 'failed', 'voided', 'refunded')`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (1, 2)`),
    check('orders_waybill_number_digits', sql`${t.waybillNumber} ~ '^[0-9]{14}$'`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalKop} >= 0 and ${t.discountKop} >= 0 and ${t.totalKop} >= 0 and ${t.bonusTotal} >= 0`,
    ),
  ],
);

/** One line of an order: the variant and what was charged for one unit of it (after any discount). */
export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productId: integer('product_id').notNull(),
    collectionId: integer('collection_id').notNull(),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull(),
    /** How many units (the cart's count). */
    quantity: integer('quantity').notNull(),
    /** The catalogue price when ordered, and the unit price charged (they differ when VELO-30 applied). */
    originalUnitPriceKop: integer('original_unit_price_kop').notNull(),
    unitPriceKop: integer('unit_price_kop').notNull(),
    unitBonuses: integer('unit_bonuses').notNull().default(0),
    /** Sticks per pack of the variant, as the catalogue said when ordered. */
    packQuantity: integer('pack_quantity').notNull().default(1),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_line_items_order_id_idx').on(t.orderId, t.position),
    check('order_line_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_line_items_amounts_nonnegative',
      sql`${t.originalUnitPriceKop} >= 0 and ${t.unitPriceKop} >= 0 and ${t.unitBonuses} >= 0`,
    ),
  ],
);

/** `refunded`: LiqPay reported the money sent back (`reversed`). */
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The card payment of an order (payment method 2): one per order. `paymentRef` is the order_id LiqPay knows; the link
 * is kept so that asking again answers the same link.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentRef: text('payment_ref').notNull().unique(),
    amountKop: bigint('amount_kop', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    link: text('link').notNull(),
    /** The provider's own payment id, from the callback. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_payments_status_known', sql`${t.status} in ('pending', 'paid', 'failed', 'refunded')`),
    check('order_payments_amount_positive', sql`${t.amountKop} > 0`),
  ],
);

/**
 * Every verified callback, once: a replay of the same signed data finds its digest and changes nothing. Unverified
 * callbacks are not stored (they are logged).
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of data + signature. */
    digest: text('digest').notNull().unique(),
    paymentRef: text('payment_ref').notNull(),
    /** The provider's status word (success, failure, sandbox, …) and what it meant for the order. */
    providerStatus: text('provider_status').notNull(),
    outcome: text('outcome').$type<PaymentStatus>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_payment_ref_idx').on(t.paymentRef)],
);

/** The order payload's transactions (kind, status, gateway, amount): written when a payment reaches an end state. */
export const orderTransactions = pgTable(
  'order_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    gateway: text('gateway').notNull(),
    amountKop: bigint('amount_kop', { mode: 'number' }).notNull(),
    providerRef: text('provider_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_transactions_once').on(t.orderId, t.kind, t.status, t.providerRef),
    index('order_transactions_order_id_idx').on(t.orderId),
  ],
);

/** A request to be called back about an order (send-phone-call); the figures come from the database, not the client. */
export const phoneCallRequests = pgTable(
  'phone_call_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull().default(''),
    callFrom: text('call_from').notNull(),
    callTo: text('call_to').notNull(),
    /** YYYY-MM-DD on the Kyiv calendar. */
    callDate: text('call_date').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_call_requests_status_idx').on(t.status, t.createdAt),
    unique('phone_call_requests_order_unique').on(t.orderId),
  ],
);

/** A referral (member-get-member) code reported for an order by send-promocode: one per order. */
export const orderPromoCodes = pgTable(
  'order_promo_codes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    shopDomain: text('shop_domain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_promo_codes_code_idx').on(t.code)],
);

export const courierHandOffStatuses = ['sent', 'failed'] as const;

/** The courier hand-off of an iPost order (send-address): one per order; a second call answers the first result. */
export const courierHandOffs = pgTable('courier_hand_offs', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  service: text('service').notNull(),
  status: text('status').$type<(typeof courierHandOffStatuses)[number]>().notNull(),
  reference: text('reference'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Nova Poshta directory copies taken by the refresh job (the DirectorySnapshot shape of the API's delivery provider).
 * The newest row is served; with none, the directory shipped with the app is. Old rows are purged.
 */
export const deliveryDirectorySnapshots = pgTable(
  'delivery_directory_snapshots',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    cityCount: integer('city_count').notNull(),
    branchCount: integer('branch_count').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_directory_snapshots_created_at_idx').on(t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineItemRow = typeof orderLineItems.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type PaymentCallbackRow = typeof paymentCallbacks.$inferSelect;
export type OrderTransactionRow = typeof orderTransactions.$inferSelect;
export type PhoneCallRequestRow = typeof phoneCallRequests.$inferSelect;
export type OrderPromoCodeRow = typeof orderPromoCodes.$inferSelect;
export type CourierHandOffRow = typeof courierHandOffs.$inferSelect;
export type DeliveryDirectorySnapshotRow = typeof deliveryDirectorySnapshots.$inferSelect;
