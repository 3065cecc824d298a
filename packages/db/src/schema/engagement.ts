// Engagement: gift certificates bought with XP, member-get-member codes and referrals, sticks
// subscriptions, registered devices, feedback with photos and offline orders, and the analytics outbox.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { brandEnum } from './brand.ts';
import { bytea } from './columns.ts';
import { productVariants } from './catalog.ts';
import { orders } from './shop.ts';

/** A certificate category (spec section 3: CATEGORY_ID, CATEGORY_NAME); ids are the partner service's own. */
export const certificateCategories = pgTable('certificate_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** Shown by get-message for this category (terms, how to use). */
  message: text('message').notNull().default(''),
});

/** A partner whose e-certificates are sold for XP, e.g. a shop chain or a mobile operator. */
export const certificatePartners = pgTable(
  'certificate_partners',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => certificateCategories.id),
    /** The operator's key for the partner, used by the CSV import. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoSrc: text('logo_src').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('certificate_partners_category_idx').on(t.categoryId, t.position)],
);

export const certificateStatuses = ['available', 'issued', 'deleted'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/**
 * Certificate stock: one row per code loaded by the operator. Buying one claims an available row (its code is then the
 * customer's), debiting its XP price in the same transaction; `deleted` hides an issued one from the customer's list.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => certificatePartners.id),
    /** Face value in kopiyky and the XP it costs. */
    nominalKop: integer('nominal_kop').notNull(),
    xpPrice: integer('xp_price').notNull(),
    /** The certificate's code and bar code as the partner issued them; unique. */
    code: text('code').notNull().unique(),
    barCode: text('bar_code').notNull().unique(),
    validUntil: date('valid_until', { mode: 'string' }),
    status: text('status').$type<CertificateStatus>().notNull().default('available'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificates_available_idx').on(t.partnerId, t.xpPrice, t.status),
    index('certificates_customer_idx').on(t.customerId, t.issuedAt),
    check('certificates_status_known', sql`${t.status} in ('available', 'issued', 'deleted')`),
    check('certificates_amounts_positive', sql`${t.nominalKop} > 0 and ${t.xpPrice} > 0`),
  ],
);

/** A customer's registration with the certificate service (regist) and the hashed PIN that guards their list. */
export const certificateAccounts = pgTable('certificate_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  pinHash: bytea('pin_hash'),
  pinFailures: integer('pin_failures').notNull().default(0),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each customer's own stable member-get-member code (invite a friend), per customer record. */
export const memberCodes = pgTable('member_codes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  /** The velo discount code handed out by get-velo-mgm, made once. */
  veloDiscountCode: text('velo_discount_code').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referralStatuses = ['pending', 'rewarded', 'reversed', 'capped'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * An invited customer, once (unique): pending until their first paid order, then rewarded (XP credited to the inviter
 * through the ledger), reversed if that order is refunded, or capped when the inviter's monthly limit was reached.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invitedId: integer('invited_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').$type<ReferralStatus>().notNull().default('pending'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rewardXp: integer('reward_xp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_inviter_idx').on(t.inviterId, t.createdAt),
    check('referrals_status_known', sql`${t.status} in ('pending', 'rewarded', 'reversed', 'capped')`),
    check('referrals_not_self', sql`${t.inviterId} <> ${t.invitedId}`),
  ],
);

export const subscriptionStatuses = ['active', 'stopped'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A sticks subscription: a variant delivered every month; one active per customer record. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    packsPerMonth: integer('packs_per_month').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    nextDeliveryOn: date('next_delivery_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active')
      .on(t.customerId)
      .where(sql`${t.status} = 'active'`),
    check('subscriptions_status_known', sql`${t.status} in ('active', 'stopped')`),
    check('subscriptions_packs_positive', sql`${t.packsPerMonth} > 0`),
  ],
);

/** What happened to a subscription, for /subscription/history: started, changed, delivered, stopped. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id)],
);

/** A device registered by serial number (one owner per serial), with its warranty end. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    serialNumber: text('serial_number').notNull().unique(),
    model: text('model').notNull(),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    warrantyUntil: date('warranty_until', { mode: 'string' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_customer_idx').on(t.customerId)],
);

/** Purchases made in shops (not in the app), imported so their buyers can leave feedback (offline orders). */
export const offlineOrders = pgTable(
  'offline_orders',
  {
    id: serial('id').primaryKey(),
    /** The shop system's own reference: importing the same purchase twice is a no-op. */
    externalRef: text('external_ref').notNull().unique(),
    phone: text('phone').notNull(),
    brand: brandEnum('brand').notNull(),
    storeName: text('store_name').notNull().default(''),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    items: jsonb('items').$type<{ title: string; quantity: number }[]>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offline_orders_phone_idx').on(t.phone, t.purchasedAt)],
);

/** Feedback on an app order or an offline order (per shop: velo, ogo, glo), with up to a few photos. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shop: text('shop').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offlineOrderId: integer('offline_order_id').references(() => offlineOrders.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_customer_idx').on(t.customerId, t.createdAt),
    // One feedback per order.
    uniqueIndex('feedback_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('feedback_offline_order_unique')
      .on(t.offlineOrderId)
      .where(sql`${t.offlineOrderId} is not null`),
    check('feedback_shop_known', sql`${t.shop} in ('velo', 'ogo', 'glo')`),
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const feedbackPhotos = pgTable(
  'feedback_photos',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_photos_feedback_idx').on(t.feedbackId)],
);

export const analyticsEventStatuses = ['queued', 'delivered', 'failed', 'dropped'] as const;
export type AnalyticsEventStatus = (typeof analyticsEventStatuses)[number];

/**
 * The analytics outbox: every event the app reports (page views, e-commerce events, CRM contacts) is written here first
 * and delivered to each configured sink by the job queue with retries; with no sink configured events stay queued
 * for the operator to export (and are purged after the retention period).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    brand: brandEnum('brand'),
    /** bat, esputnik, order-info, … : which call produced it. */
    source: text('source').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<AnalyticsEventStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_events_status_idx').on(t.status, t.id),
    check('analytics_events_status_known', sql`${t.status} in ('queued', 'delivered', 'failed', 'dropped')`),
  ],
);

export type CertificateCategoryRow = typeof certificateCategories.$inferSelect;
export type CertificatePartnerRow = typeof certificatePartners.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type CertificateAccountRow = typeof certificateAccounts.$inferSelect;
export type MemberCodeRow = typeof memberCodes.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type OfflineOrderRow = typeof offlineOrders.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackPhotoRow = typeof feedbackPhotos.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
