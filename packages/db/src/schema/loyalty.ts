// Loyalty: the XP ledger (append-only) with its per-customer account, pack codes and scans, multi-scan uploads,
// rewards bought with XP, offers, quiz campaigns and shops on the map.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { staffAccounts } from './back-office.ts';
import { brandEnum } from './brand.ts';
import { bytea } from './columns.ts';
import { productVariants } from './catalog.ts';

/** The most a balance may hold: the largest integer a JavaScript number (and so every client) holds exactly. */
export const maxXpBalance = Number.MAX_SAFE_INTEGER;

/**
 * One XP account per customer record (so per brand). `balance` changes only in the transaction that appends the ledger
 * entry, by a conditional update, so it always equals the sum of the entries, never goes below zero and never past
 * maxXpBalance (64 bits, bounded where a JavaScript number is still exact).
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
    /** Points that expired, apart from the ones spent. */
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
    // A tier's "XP earned in the last N days" of one customer, summed on every credit (decision 0060).
    index('xp_ledger_customer_created_idx').on(t.customerId, t.createdAt),
    check('xp_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('xp_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The points of one credit as a lot: debits take from the oldest lots first (FIFO), so what expires is
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

/** How a back-office or command-line XP adjustment stands. */
export const xpAdjustmentStatuses = ['applied', 'pending', 'approved', 'rejected'] as const;
export type XpAdjustmentStatus = (typeof xpAdjustmentStatuses)[number];

/**
 * Every XP adjustment made by a person: applied at once ('applied', in the ledger), or, for a credit above
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
 * sending. `sending_until` is set while a run holds the claim and null once sent; a claim whose run died is
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
  /**
   * Consent to marketing SMS (campaign messages, decision 0065): off until the customer turns it on, as the law on
   * electronic communications asks of advertising by SMS. Push needs no such flag: a device subscribed is the consent,
   * and `news` switches campaign pushes off.
   */
  marketingSms: boolean('marketing_sms').notNull().default(false),
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
    // A campaign preview replays a brand's credited scans of 30 days in (created_at, id) pages (decision 0061).
    index('scans_credited_brand_created_idx')
      .on(t.brand, t.createdAt, t.id)
      .where(sql`${t.outcome} = 'credited'`),
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
    /** Where the reward goes: the Nova Poshta branch as the directory names it, and the recipient (null before 0084). */
    delivery: jsonb('delivery').$type<RewardDelivery>(),
    /** placed → sent (with the waybill) → received; placed or sent → cancelled (XP and stock back). */
    status: text('status').$type<RewardRedemptionStatus>().notNull().default('placed'),
    waybillNumber: text('waybill_number'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('reward_redemptions_customer_idx').on(t.customerId, t.createdAt),
    // The back-office's hand-over list: by status, newest first.
    index('reward_redemptions_status_idx').on(t.status, t.createdAt),
    check('reward_redemptions_status_check', sql`${t.status} in ('placed', 'sent', 'received', 'cancelled')`),
  ],
);

export const rewardRedemptionStatuses = ['placed', 'sent', 'received', 'cancelled'] as const;
export type RewardRedemptionStatus = (typeof rewardRedemptionStatuses)[number];

/** A reward's delivery: always a Nova Poshta branch, free; names and number as the directory had them for the Refs. */
export interface RewardDelivery {
  cityRef: string;
  cityName: string;
  branchRef: string;
  branchNumber: string;
  branchName: string;
  firstName: string;
  lastName: string;
  phone: string;
}

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
    /** Segments of the brand the offer is for (a customer in any of them sees it); empty: everyone. */
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
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
  // One scored attempt per customer and campaign (eleven blind guesses reached 5/5).
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
export type XpAdjustmentRow = typeof xpAdjustments.$inferSelect;
