// The relational model of the catalogue and content both brand apps read: Drizzle tables, enums and row types.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';

export const brandEnum = pgEnum('brand', brands);

/** A shop category of one brand; `slug` is one of the category slugs of spec section 2. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    slug: text('slug').$type<CategorySlug>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('collections_brand_slug_unique').on(t.brand, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The primary category: the one a product page links back to and analytics reports. */
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageSrc: text('image_src').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    imageAlt: text('image_alt').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_collection_id_idx').on(t.collectionId), index('products_brand_idx').on(t.brand)],
);

/** Membership of collections, the primary one included; "popular" lists products whose primary category is elsewhere. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    // Listing a collection reads members in display order; the reverse lookup finds a product's collections.
    index('collection_products_collection_position_idx').on(t.collectionId, t.position),
    index('collection_products_product_id_idx').on(t.productId),
  ],
);

/** A purchasable variant; its id is the wire's `variant_id`. Money is integer kopiyky so sums never drift. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priceKop: integer('price_kop').notNull(),
    /** XP price; only bonus products have one, and those cost 0 kopiyky. */
    bonuses: integer('bonuses').notNull().default(0),
    /** Sticks per pack (wire name `quantity`): 20 for a pack, 200 for a block of ten; 1 for other goods. */
    packQuantity: integer('pack_quantity').notNull().default(1),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** This variant's picture (a colour, a flavour, a block), in the product image's box; null: the product's picture. */
    imageSrc: text('image_src'),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position),
    check('product_variants_price_kop_nonnegative', sql`${t.priceKop} >= 0`),
    check('product_variants_bonuses_nonnegative', sql`${t.bonuses} >= 0`),
    check('product_variants_pack_quantity_positive', sql`${t.packQuantity} > 0`),
  ],
);

/**
 * The catalogue's version: one row, moved on by a trigger after every statement that changes collections, their
 * members, products or variants (migration 0018), whoever runs it: the seed, an import, an operator in psql.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalog_state_singleton', sql`${t.singleton}`)],
);

/**
 * A collection's listing answer as the wire's JSON, written by the database at the catalogue version it was built
 * from (issue 12): a read whose version is current is one index look-up instead of building the JSON from four tables.
 * A row of an older version is never sent; the next read builds it again. Not a cache of the server process: every
 * process and every instance sees a change as soon as it commits.
 */
export const collectionListings = pgTable(
  'collection_listings',
  {
    collectionId: integer('collection_id').notNull(),
    onlyWithBonuses: boolean('only_with_bonuses').notNull(),
    catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.onlyWithBonuses] })],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageSrc: text('image_src').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marketing asked for a push notification of this item (issue 17); pushedAt once the fan-out was queued. */
    push: boolean('push').notNull().default(false),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Shown in the app; marketing drafts and unpublishes in the back-office (issue 16). */
    published: boolean('published').notNull().default(true),
    /** When it first went live: an item taken out after that is "unpublished", one never live is a draft (issue 37). */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_brand_published_at_idx').on(t.brand, t.publishedAt.desc())],
);

/** Static pages fetched by `get-page-by-id` (user agreement, rules, vocabularies, ...), one per brand and slug. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_pages_brand_slug_unique').on(t.brand, t.slug)],
);

export const faqTopics = ['general', 'invite-friend', 'subscription', 'velo'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    topic: text('topic').$type<FaqTopic>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('faq_items_brand_topic_position_idx').on(t.brand, t.topic, t.position),
    check('faq_items_topic_known', sql`${t.topic} in ('general', 'invite-friend', 'subscription', 'velo')`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Accounts: customers (one record per brand for the same phone, spec section 3), their metafields, one-time codes,
// sessions, outgoing SMS and mail, and age verification requests.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A customer record of one brand. Its id is the wire's `shopify_id` / `shopifyId` / `id`. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    /** E.164, +380XXXXXXXXX. The same person has one record per brand with the same phone. */
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept by the order flow in the order's own transaction, as Shopify keeps them. */
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpentKop: bigint('total_spent_kop', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customers_brand_phone_unique').on(t.brand, t.phone),
    index('customers_phone_idx').on(t.phone),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    check('customers_orders_count_nonnegative', sql`${t.ordersCount} >= 0`),
    check('customers_total_spent_nonnegative', sql`${t.totalSpentKop} >= 0`),
  ],
);

/** The delivery address a customer keeps in /profile, prefilled at checkout. */
export const customerAddresses = pgTable('customer_addresses', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  city: text('city').notNull().default(''),
  /** Nova Poshta settlement Ref of the city, when picked from the directory. */
  cityRef: text('city_ref'),
  street: text('street').notNull().default(''),
  house: text('house').notNull().default(''),
  flat: text('flat').notNull().default(''),
  /** Preferred Nova Poshta branch number, for branch delivery. */
  branchNumber: text('branch_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shopify-style metafields (spec section 3): namespace + key per customer, value kept as text with its type. */
export const customerMetafields = pgTable(
  'customer_metafields',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    type: text('type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customer_metafields_owner_key_unique').on(t.customerId, t.namespace, t.key)],
);

/** A one-time code sent by SMS (login, registration, certificate PIN reset) or mail (email change). Only its keyed hash is stored. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'login' | 'email_change' | 'certificate_pin'>().notNull(),
    /** The phone (login) or the new address (email change) the code was sent to. */
    recipient: text('recipient').notNull(),
    /** For email changes: the customer who asked. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_recipient_idx').on(t.purpose, t.recipient, t.createdAt),
    check('otp_challenges_attempts_nonnegative', sql`${t.attemptsLeft} >= 0`),
  ],
);

/** Every SMS handed to the provider: the outbox of the local provider and the log the anti-pumping caps count. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    requestIp: text('request_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone, t.createdAt), index('sms_messages_ip_idx').on(t.requestIp, t.createdAt)],
);

/** Every mail handed to the provider (the local outbox, and a log with the SMTP adapter). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * A login session of one person (phone). The opaque token is given to the client once (cookie and bearer);
 * only its SHA-256 is stored. It carries the person's customer id in each brand.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    phone: text('phone').notNull(),
    gloCustomerId: integer('glo_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ogoCustomerId: integer('ogo_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_phone_idx').on(t.phone)],
);

/** Proof that a phone passed its SMS code but has no customer yet; spent by `registration`. */
export const registrationTickets = pgTable('registration_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-ins, sign-outs and bot statistics, for audit and support. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_phone_idx').on(t.phone, t.createdAt)],
);

export const ageVerificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type AgeVerificationStatus = (typeof ageVerificationStatuses)[number];

/** A request to verify age with a document photo, reviewed by an operator (`npm run ops -- verification:*`). */
export const ageVerificationRequests = pgTable(
  'age_verification_requests',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    documentType: text('document_type').notNull(),
    photo: bytea('photo').notNull(),
    photoMime: text('photo_mime').notNull(),
    status: text('status').$type<AgeVerificationStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('age_verification_requests_phone_idx').on(t.phone, t.createdAt),
    index('age_verification_requests_status_idx').on(t.status, t.createdAt),
    check('age_verification_requests_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Loyalty: the XP ledger (append-only) with its per-customer account, pack codes and scans, multi-scan uploads,
// rewards bought with XP, offers, quiz campaigns, shops on the map, and the durable job queue.

/** The most a balance may hold: the largest integer a JavaScript number (and so every client) holds exactly. */
export const maxXpBalance = Number.MAX_SAFE_INTEGER;

/**
 * One XP account per customer record (so per brand). `balance` changes only in the transaction that appends the ledger
 * entry, by a conditional update, so it always equals the sum of the entries, never goes below zero and never past
 * maxXpBalance (issue 35: 64 bits, bounded where a JavaScript number is still exact).
 */
export const xpAccounts = pgTable(
  'xp_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Sum of credits and of debits (as a positive number): the history summary in O(1). */
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    /** Points that expired (issue 17), apart from the ones spent. */
    expired: bigint('expired', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('xp_accounts_balance_nonnegative', sql`${t.balance} >= 0`),
    check('xp_accounts_balance_within', sql`${t.balance} <= ${sql.raw(String(maxXpBalance))}`),
    check('xp_accounts_totals_nonnegative', sql`${t.earned} >= 0 and ${t.spent} >= 0 and ${t.expired} >= 0`),
  ],
);

/**
 * Every credit (+) and debit (-) of XP, never updated or deleted. (source_type, source_ref) is unique, so a retried
 * credit or debit of the same source (a pack code, an order, a quiz, an operator's adjustment id) is harmless.
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Why, for the customer's history: scan, multiscan, order, order_refund, quiz, reward, adjustment, … */
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceRef: text('source_ref').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('xp_ledger_source_unique').on(t.sourceType, t.sourceRef),
    // History is read newest first by keyset (customer, id): a backward scan of this ascending index serves
    // `ORDER BY id DESC` (a DESC index would be NULLS LAST, which a plain DESC ordering cannot use).
    index('xp_ledger_customer_id_idx').on(t.customerId, t.id),
    check('xp_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('xp_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The points of one credit as a lot (issue 17): debits take from the oldest lots first (FIFO), so what expires is
 * exactly the unspent remainder of old credits. Written only by the database function xp_move (migration 0010); the
 * sum of a customer's `remaining` is their balance.
 */
export const xpLots = pgTable(
  'xp_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The credit that made the lot. */
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => xpLedger.id, { onDelete: 'cascade' }),
    /** When the points were earned: the lot expires POINTS_EXPIRY_MONTHS after this (Kyiv calendar). */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    index('xp_lots_customer_open_idx')
      .on(t.customerId, t.earnedAt, t.id)
      .where(sql`${t.remaining} > 0`),
    index('xp_lots_open_earned_idx')
      .on(t.earnedAt)
      .where(sql`${t.remaining} > 0`),
    check('xp_lots_amount_positive', sql`${t.amount} > 0`),
    check('xp_lots_remaining_within', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** What a ledger entry took from (-) or gave back to (+) each lot: refunds restore the lots their debit consumed. */
export const xpLotMoves = pgTable(
  'xp_lot_moves',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => xpLedger.id, { onDelete: 'cascade' }),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => xpLots.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lotId] }),
    index('xp_lot_moves_lot_idx').on(t.lotId),
    check('xp_lot_moves_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** How a back-office or command-line XP adjustment stands (issue 35). */
export const xpAdjustmentStatuses = ['applied', 'pending', 'approved', 'rejected'] as const;
export type XpAdjustmentStatus = (typeof xpAdjustmentStatuses)[number];

/**
 * Every XP adjustment made by a person (issue 35): applied at once ('applied', in the ledger), or, for a credit above
 * XP_ADJUST_APPROVAL_THRESHOLD, kept 'pending' (not in the ledger) until another staff member approves it (its ledger
 * entry is written then) or rejects it. The ledger entry's source is ('adjustment', source_ref), so a request can
 * reach the ledger at most once. The daily cap per staff member and customer sums these rows.
 */
export const xpAdjustments = pgTable(
  'xp_adjustments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    /** Positive credits, negative debits. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<XpAdjustmentStatus>().notNull(),
    /** Null for the operator command line. */
    requestedByStaffId: integer('requested_by_staff_id').references(() => staffAccounts.id),
    /** The staff e-mail, or 'ops'. */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffAccounts.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason').notNull().default(''),
    sourceRef: uuid('source_ref').notNull().unique().defaultRandom(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => xpLedger.id),
  },
  (t) => [
    // The daily cap: what one staff member asked for one customer since the start of a day.
    index('xp_adjustments_cap_idx').on(t.requestedByStaffId, t.customerId, t.requestedAt),
    index('xp_adjustments_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    index('xp_adjustments_customer_idx').on(t.customerId, t.id),
    check('xp_adjustments_status_known', sql`${t.status} in ('applied', 'pending', 'approved', 'rejected')`),
    check('xp_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
    // In the ledger exactly when applied or approved; decided exactly when approved or rejected, by someone else.
    check('xp_adjustments_ledger_when_done', sql`(${t.ledgerEntryId} is not null) = (${t.status} in ('applied', 'approved'))`),
    check('xp_adjustments_decided_when_decided', sql`(${t.decidedAt} is not null) = (${t.status} in ('approved', 'rejected'))`),
    check(
      'xp_adjustments_second_person',
      sql`${t.decidedByStaffId} is null or ${t.decidedByStaffId} is distinct from ${t.requestedByStaffId}`,
    ),
  ],
);

/** A reminder that points are about to expire, sent once per customer, expiry date and stage (30 or 7 days). */
export const xpExpiryReminders = pgTable(
  'xp_expiry_reminders',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    stage: integer('stage').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    channel: text('channel').$type<'sms' | 'push'>().notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.expiresOn, t.stage] }),
    check('xp_expiry_reminders_stage_known', sql`${t.stage} in (30, 7)`),
  ],
);

/** A browser's PushSubscription of a customer (several devices each); the endpoint is one device, of one customer. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_customer_idx').on(t.customerId)],
);

/**
 * A notification to one subscription, claimed before it is sent: a retried job skips the devices that already got
 * it, and a second run of the same job (its lease passed while the first still worked) skips those the first is
 * sending (issue 35). `sending_until` is set while a run holds the claim and null once sent; a claim whose run died is
 * taken over after that time.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationKey: text('notification_key').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** When the device was claimed, then when it was sent; the retention of these rows counts from it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** The run holding the claim (worker, job and attempt): only it may give the claim up. */
    claimedBy: text('claimed_by'),
  },
  (t) => [primaryKey({ columns: [t.notificationKey, t.subscriptionId] }), index('push_deliveries_sent_at_idx').on(t.sentAt)],
);

/** Which notifications a customer wants (all on until they switch one off); one row per customer, made on change. */
export const notificationSettings = pgTable('notification_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  orders: boolean('orders').notNull().default(true),
  referrals: boolean('referrals').notNull().default(true),
  expiry: boolean('expiry').notNull().default(true),
  news: boolean('news').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const packCodeKinds = ['sticks', 'velo'] as const;
export type PackCodeKind = (typeof packCodeKinds)[number];

/** A code printed in a pack. Stored normalised (upper case, no spaces or dashes); redeemed once, ever. */
export const packCodes = pgTable(
  'pack_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    brand: brandEnum('brand').notNull(),
    kind: text('kind').$type<PackCodeKind>().notNull(),
    xp: integer('xp').notNull(),
    /** The product variant the pack belongs to, when known. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    batch: text('batch').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedByCustomerId: integer('redeemed_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('pack_codes_redeemed_by_idx').on(t.redeemedByCustomerId, t.redeemedAt),
    check('pack_codes_xp_positive', sql`${t.xp} > 0`),
    check('pack_codes_kind_known', sql`${t.kind} in ('sticks', 'velo')`),
  ],
);

export const scanOutcomes = ['credited', 'already_used', 'unknown_code', 'limit_reached'] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];

/** Every scan attempt of a customer and its outcome: the scan history and the monthly counters read it. */
export const scans = pgTable(
  'scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    /** The normalised code as scanned (also for unknown codes, so support can see what was tried). */
    code: text('code').notNull(),
    packCodeId: integer('pack_code_id').references(() => packCodes.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PackCodeKind>(),
    outcome: text('outcome').$type<ScanOutcome>().notNull(),
    xp: integer('xp').notNull().default(0),
    /** camera, manual or multiscan */
    channel: text('channel').notNull(),
    uploadId: uuid('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scans_customer_id_idx').on(t.customerId, t.id),
    index('scans_customer_outcome_created_idx').on(t.customerId, t.outcome, t.createdAt),
  ],
);

/** A sales consultant's attribution of a customer (save-manager, the /qr page): set once. */
export const customerManagers = pgTable('customer_managers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  brand: brandEnum('brand').notNull(),
  managerId: text('manager_id').notNull(),
  managerFrom: text('manager_from').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const uploadStatuses = ['queued', 'processing', 'done', 'failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One photo of several packs (multi-scan), decoded on the server by a background job. */
export const multiscanUploads = pgTable(
  'multiscan_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    image: bytea('image').notNull(),
    imageMime: text('image_mime').notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('queued'),
    codesFound: integer('codes_found').notNull().default(0),
    creditedXp: integer('credited_xp').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('multiscan_uploads_customer_idx').on(t.customerId, t.createdAt)],
);

/** Rewards bought with XP (/exchange). An inactive reward stays visible with the reason it cannot be taken. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageSrc: text('image_src').notNull(),
    xpPrice: integer('xp_price').notNull(),
    active: boolean('active').notNull().default(true),
    inactiveReason: text('inactive_reason'),
    /** Units left; null means unlimited. */
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('rewards_brand_idx').on(t.brand, t.position),
    check('rewards_xp_price_positive', sql`${t.xpPrice} > 0`),
    check('rewards_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_redemptions_customer_idx').on(t.customerId, t.createdAt)],
);

/** Promotions shown on /offers, per brand, within their dates. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageSrc: text('image_src').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('offers_brand_valid_idx').on(t.brand, t.validTo)],
);

export interface QuizQuestion {
  id: string;
  text: string;
  options: string[];
  correctIndex: number;
}

/** A marathon: a quiz campaign that credits XP once per customer per campaign. */
export const quizCampaigns = pgTable('quiz_campaigns', {
  id: serial('id').primaryKey(),
  brand: brandEnum('brand').notNull(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  xpReward: integer('xp_reward').notNull(),
  /** Correct answers needed for the reward. */
  passScore: integer('pass_score').notNull(),
  questions: jsonb('questions').$type<QuizQuestion[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => quizCampaigns.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    creditedXp: integer('credited_xp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One scored attempt per customer and campaign (issue 11: eleven blind guesses reached 5/5).
  (t) => [unique('quiz_attempts_campaign_customer_unique').on(t.campaignId, t.customerId)],
);

export const storeKinds = ['sales_point', 'brand_store'] as const;
export type StoreKind = (typeof storeKinds)[number];

/** Sales points (/go-buy) and brand stores (/glo-studio) with address, hours and coordinates for a map link. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    kind: text('kind').$type<StoreKind>().notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    hours: text('hours').notNull(),
    phone: text('phone').notNull().default(''),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('stores_brand_kind_idx').on(t.brand, t.kind, t.position),
    check('stores_kind_known', sql`${t.kind} in ('sales_point', 'brand_store')`),
  ],
);

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue: workers claim due jobs with FOR UPDATE SKIP LOCKED; a job whose worker died is claimed again
 * after its lock expires; failures retry with backoff up to maxAttempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Enqueueing twice with the same key is a no-op (null: no deduplication). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.queue, t.status, t.runAt),
    check('jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * The one Idempotency-Key record of every call that takes the header (create-order, reward redeem, certificate
 * purchase): the first call's body hash and what it made (`resultRef`, the order/redemption/certificate id), written
 * in the same transaction as the result. Same key and body → the first answer; another body → 422. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which call: 'create-order', 'reward-redeem', 'certificate-create'. */
    scope: text('scope').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of what the call was asked to do. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the first call's own transaction: nobody else ever sees it so. */
    resultRef: text('result_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_scope_customer_key_unique').on(t.scope, t.customerId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Shop (issue 5): orders with their lines, card payments and the provider's callbacks, call-back requests, referral
// promo-code reports, courier hand-offs, and the delivery directory snapshots.

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // History reads a customer's orders newest first.
    index('orders_customer_id_idx').on(t.customerId, t.id),
    // The back-office's orders list by payment state, newest first, and its count (issue 37: a scan at a million).
    index('orders_financial_status_idx').on(t.financialStatus, t.id),
    check('orders_financial_status_known', sql`${t.financialStatus} in ('pending', 'paid', 'failed', 'voided', 'refunded')`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (1, 2)`),
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

// ---------------------------------------------------------------------------------------------------------------
// Engagement (issue 6): gift certificates bought with XP, member-get-member codes and referrals, sticks
// subscriptions, registered devices, feedback with photos and offline orders, and the analytics outbox.

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

export type CollectionRow = typeof collections.$inferSelect;
export type NewCollectionRow = typeof collections.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CollectionProductRow = typeof collectionProducts.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
export type FaqItemRow = typeof faqItems.$inferSelect;
export type NewFaqItemRow = typeof faqItems.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type CustomerMetafieldRow = typeof customerMetafields.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RegistrationTicketRow = typeof registrationTickets.$inferSelect;
export type AuthEventRow = typeof authEvents.$inferSelect;
export type AgeVerificationRequestRow = typeof ageVerificationRequests.$inferSelect;
export type XpAccountRow = typeof xpAccounts.$inferSelect;
export type XpLedgerRow = typeof xpLedger.$inferSelect;
export type XpLotRow = typeof xpLots.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PackCodeRow = typeof packCodes.$inferSelect;
export type ScanRow = typeof scans.$inferSelect;
export type CustomerManagerRow = typeof customerManagers.$inferSelect;
export type MultiscanUploadRow = typeof multiscanUploads.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type RewardRedemptionRow = typeof rewardRedemptions.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type QuizCampaignRow = typeof quizCampaigns.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
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

// ---------------------------------------------------------------------------------------------------------------
// Back-office (issue 16): staff accounts apart from customers, their sessions and sign-in attempts, blocked customers,
// and the append-only audit trail of every change made through the back-office or the operator command line.

export const staffRoles = ['admin', 'support', 'moderator', 'marketing'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    /** scrypt, with its parameters and salt (modules/admin/staff/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** A generated password must be replaced at the first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** The TOTP secret (base32) once the second factor is set up; it is required at sign-in once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A secret set up but not yet confirmed with a code: it replaces totpSecret only when enabled (issue 35). */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second time step whose code was accepted: a code is taken once, and never one older (issue 35). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_role_known', sql`${t.role} in ('admin', 'support', 'moderator', 'marketing')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Password checks (sign-in, and re-entering the password when signed in), counted for the limits of
 * modules/admin/login-limit.ts. A row is written as a failure before the password is checked and turned into a
 * success after, so parallel tries see each other (issue 35).
 */
export const staffLoginAttempts = pgTable(
  'staff_login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The client's network: an IPv4 address, or the /64 of an IPv6 one (a single host is given a whole /64). */
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    /** The known browser the try came from (staff_devices.token_hash), when it presented one of this account's. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_login_attempts_email_idx').on(t.email, t.createdAt),
    index('staff_login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('staff_login_attempts_device_idx').on(t.device, t.createdAt),
  ],
);

/**
 * Browsers that signed in to an account (a cookie holding a random token; its hash here): their tries are limited on
 * their own, so strangers' failures that lock the account for unknown browsers do not lock its staff out (issue 35).
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_devices_staff_idx').on(t.staffId)],
);

/** A person (phone) the support desk blocked: no sign-in in either brand until unblocked. */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by').notNull(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what (issue 16); rows are never updated or deleted (a trigger refuses both, migration 0011). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'staff' (the back-office) or 'ops' (the operator command line). */
    actorType: text('actor_type').$type<'staff' | 'ops'>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The staff e-mail, or 'ops'. */
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actor, t.createdAt),
  ],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type XpAdjustmentRow = typeof xpAdjustments.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

export const mediaKinds = ['cover', 'content'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The media library (issue 37): pictures staff uploaded for one brand, re-encoded to WebP in every width the app uses
 * (domain/media-image) without their metadata, served at /media/library/<brand>-<key>-<width>.webp. The bytes live
 * here, not on a disk, because the API replicas share no volume and the backups cover only the database (decision
 * 0048).
 */
export const mediaLibrary = pgTable(
  'media_library',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    /** Random, part of the public file name: names never repeat, so the files are cached as immutable. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** The uploaded file's name without its extension, to find the picture again; never used as a path. */
    title: text('title').notNull(),
    /** Of the widest file. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    webp320: bytea('webp_320').notNull(),
    webp640: bytea('webp_640').notNull(),
    createdBy: integer('created_by').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_library_brand_created_idx').on(t.brand, t.createdAt.desc()),
    check('media_library_kind_known', sql`${t.kind} in ('cover', 'content')`),
  ],
);

export type MediaLibraryRow = typeof mediaLibrary.$inferSelect;
