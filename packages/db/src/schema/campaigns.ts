// Campaigns (decision 0059): marketing's rules of earning (a trigger, conditions, limits, an effect, a budget, a
// holdout), each credit a campaign gave for one fact, and who of the eligible customers was treated or held out.
import type {
  CampaignConditions,
  CampaignEffect,
  CampaignLimits,
  CampaignStatus,
  CampaignTrigger,
} from '@loyalty/domain/campaigns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { staffAccounts } from './back-office.ts';
import { brandEnum } from './brand.ts';
import { rewards, xpLedger } from './loyalty.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    trigger: text('trigger').$type<CampaignTrigger>().notNull(),
    /** Validated by contracts' campaignConditionsSchema before it is written. */
    conditions: jsonb('conditions').$type<CampaignConditions>().notNull().default({}),
    limits: jsonb('limits').$type<CampaignLimits>().notNull().default({}),
    effect: jsonb('effect').$type<CampaignEffect>().notNull(),
    /** Effects beside `effect` (XP and a message, XP and an unlock…; decision 0065), checked like it. */
    extraEffects: jsonb('extra_effects')
      .$type<CampaignEffect[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: no budget. A budget is spent from its slots (campaign_budget_slots), never from this row. */
    budgetXp: bigint('budget_xp', { mode: 'number' }),
    holdoutPercent: numeric('holdout_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    createdByStaffId: integer('created_by_staff_id').references(() => staffAccounts.id),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The hot path's one query: the campaigns of a brand that are active (or scheduled to start).
    index('campaigns_running_idx')
      .on(t.brand, t.trigger)
      .where(sql`${t.status} in ('active', 'scheduled')`),
    check('campaigns_status_known', sql`${t.status} in ('draft', 'scheduled', 'active', 'paused', 'ended')`),
    check('campaigns_holdout_percent', sql`${t.holdoutPercent} >= 0 and ${t.holdoutPercent} <= 100`),
    check('campaigns_dates_ordered', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * A campaign's budget split into slots (decision 0069): a credit spends from one slot with room, locked only by
 * itself, so parallel credits of one campaign do not queue on one row. The slots' budgets add up to the campaign's.
 */
export const campaignBudgetSlots = pgTable(
  'campaign_budget_slots',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    slot: smallint('slot').notNull(),
    budgetXp: bigint('budget_xp', { mode: 'number' }).notNull(),
    spentXp: bigint('spent_xp', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.slot] }),
    check('campaign_budget_slots_spent_within', sql`${t.spentXp} >= 0 and ${t.spentXp} <= ${t.budgetXp}`),
  ],
);

export type CampaignBudgetSlotRow = typeof campaignBudgetSlots.$inferSelect;

/** One credit of a campaign for one fact: unique per (campaign, fact), so a replayed fact never credits twice. */
export const campaignCredits = pgTable(
  'campaign_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    factType: text('fact_type').notNull(),
    factRef: text('fact_ref').notNull(),
    amount: integer('amount').notNull(),
    /**
     * Null inside the transaction that claims the credit, before its ledger entry is written, and for a credit of no XP
     * (a campaign that only sends a message or unlocks a reward: the credit is its once-per-fact claim).
     */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => xpLedger.id),
    /** XP taken back when the fact was reversed (an order refunded), and when. */
    reversedXp: integer('reversed_xp').notNull().default(0),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The budget slot the credit spent from, and gives back to when released or reversed; null: no budget. */
    budgetSlot: smallint('budget_slot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_credits_fact_unique').on(t.campaignId, t.factType, t.factRef),
    // The per-customer limits count a customer's credits of a campaign since a period's start.
    index('campaign_credits_customer_idx').on(t.campaignId, t.customerId, t.createdAt),
    // A reversed fact finds its credits of every campaign.
    index('campaign_credits_fact_idx').on(t.factType, t.factRef),
    check('campaign_credits_amount_nonnegative', sql`${t.amount} >= 0`),
    check('campaign_credits_reversed_within', sql`${t.reversedXp} >= 0 and ${t.reversedXp} <= ${t.amount}`),
  ],
);

export type CampaignCreditRow = typeof campaignCredits.$inferSelect;

export const campaignGroups = ['treated', 'holdout'] as const;
export type CampaignGroup = (typeof campaignGroups)[number];

/** The eligible customers of a campaign and their group, from their first matching fact: results compare the two. */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    group: text('group').$type<CampaignGroup>().notNull(),
    firstFactAt: timestamp('first_fact_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.customerId] }),
    check('campaign_members_group_known', sql`${t.group} in ('treated', 'holdout')`),
  ],
);

/**
 * Rewards a campaign unlocked for a customer (decision 0065), one row per (campaign, fact, reward), written in the fact's
 * transaction: a reward named by a campaign's unlock is seen and bought only by the customers it unlocked it for. A
 * reversed fact (a refunded order) takes its unlocks away.
 */
export const campaignRewardUnlocks = pgTable(
  'campaign_reward_unlocks',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    factType: text('fact_type').notNull(),
    factRef: text('fact_ref').notNull(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.factType, t.factRef, t.rewardId] }),
    // The rewards calls ask which rewards a customer unlocked.
    index('campaign_reward_unlocks_customer_idx').on(t.customerId, t.rewardId),
  ],
);

/**
 * Custom events reported from the ops command line (`campaigns:event`, decision 0070): the fact itself, kept apart from
 * any credit it gave, so the preview can replay it like a scan or an order. One row per (name, ref): the command run
 * again with the same reference records nothing and credits nothing. Written in the transaction of the campaigns'
 * effects it triggers and of the ops audit entry.
 */
export const campaignCustomEvents = pgTable(
  'campaign_custom_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    ref: text('ref').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: brandEnum('brand').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_custom_events_name_ref_unique').on(t.name, t.ref),
    // The preview's keyset pages: a brand's events of one name in (time, id) order over a window.
    index('campaign_custom_events_brand_name_at_idx').on(t.brand, t.name, t.at, t.id),
  ],
);

export type CampaignCustomEventRow = typeof campaignCustomEvents.$inferSelect;
