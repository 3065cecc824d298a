// Tiers (decision 0060): per brand one tier set of levels reached by XP earned or money spent over a rolling window,
// each customer's current level with its grace period, and the append-only history of every change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { staffAccounts } from './back-office.ts';
import { brandEnum } from './brand.ts';

/** What a tier set measures: XP credited (not given back) or money paid for orders, in kopiyky, over its window. */
export const tierMeasures = ['xp_earned', 'money_spent'] as const;
export type TierMeasure = (typeof tierMeasures)[number];

/** One tier set per brand: how customers of that brand are ranked. */
export const tierSets = pgTable(
  'tier_sets',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull().unique(),
    name: text('name').notNull(),
    measure: text('measure').$type<TierMeasure>().notNull(),
    /** The rolling window the measure is summed over, in days (365: the last 12 months). */
    windowDays: integer('window_days').notNull().default(365),
    /** Days a customer keeps a level after falling below it, before going down one level. */
    graceDays: integer('grace_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tier_sets_measure_known', sql`${t.measure} in ('xp_earned', 'money_spent')`),
    check('tier_sets_window_positive', sql`${t.windowDays} between 1 and 3660`),
    check('tier_sets_grace_nonnegative', sql`${t.graceDays} between 0 and 3660`),
  ],
);

/** A level of a set: reached when the measure is at least `threshold`; a higher rank has a higher threshold. */
export const tierLevels = pgTable(
  'tier_levels',
  {
    id: serial('id').primaryKey(),
    tierSetId: integer('tier_set_id')
      .notNull()
      .references(() => tierSets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** XP, or kopiyky, over the set's window. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    /** 1 for the lowest level of the set. */
    rank: integer('rank').notNull(),
    /** The earning multiplier in basis points: 10000 is ×1, 15000 is ×1.5. */
    earningMultiplierBp: integer('earning_multiplier_bp').notNull().default(10_000),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    /** Rewards only customers of this level (or higher) see. */
    rewardIds: integer('reward_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tier_levels_set_rank_unique').on(t.tierSetId, t.rank),
    unique('tier_levels_set_threshold_unique').on(t.tierSetId, t.threshold),
    check('tier_levels_threshold_nonnegative', sql`${t.threshold} >= 0`),
    check('tier_levels_rank_positive', sql`${t.rank} >= 1`),
    check('tier_levels_multiplier_within', sql`${t.earningMultiplierBp} between 10000 and 100000`),
  ],
);

/**
 * Each customer's current level (a customer record is one brand's). `grace_until` is set while the measure is below
 * the level: past it the customer goes down one level. A level assigned by staff holds until removed.
 */
export const customerTiers = pgTable(
  'customer_tiers',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => tierLevels.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    assignedByStaffId: integer('assigned_by_staff_id').references(() => staffAccounts.id),
    /** True while a staff member's assignment holds (the ops command line has no staff id). */
    manual: boolean('manual').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Segments by tier and the set's member counts.
  (t) => [index('customer_tiers_level_idx').on(t.levelId)],
);

export const tierChangeReasons = ['recalculated', 'manual', 'downgrade'] as const;
export type TierChangeReason = (typeof tierChangeReasons)[number];

/** Every change of a customer's level, never updated or deleted; null is "no level". Names are kept as they were. */
export const tierHistory = pgTable(
  'tier_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    fromLevelId: integer('from_level_id').references(() => tierLevels.id, { onDelete: 'set null' }),
    fromName: text('from_name'),
    toLevelId: integer('to_level_id').references(() => tierLevels.id, { onDelete: 'set null' }),
    toName: text('to_name'),
    reason: text('reason').$type<TierChangeReason>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tier_history_customer_idx').on(t.customerId, t.id),
    check('tier_history_reason_known', sql`${t.reason} in ('recalculated', 'manual', 'downgrade')`),
  ],
);

export type TierSetRow = typeof tierSets.$inferSelect;
export type TierLevelRow = typeof tierLevels.$inferSelect;
export type CustomerTierRow = typeof customerTiers.$inferSelect;
export type TierHistoryRow = typeof tierHistory.$inferSelect;
