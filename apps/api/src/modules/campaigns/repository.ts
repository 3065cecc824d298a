// SQL of campaigns: the running campaigns of a brand (one indexed query), claiming a credit and spending the budget
// in one statement, holdout and treated members, per-customer credit counts, reversals, and the back-office's reads
// and writes.
import { and, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor, type Transaction } from '@loyalty/db/client';
import {
  campaignCredits,
  campaignMembers,
  campaignRewardUnlocks,
  campaigns,
  type CampaignCreditRow,
  type CampaignGroup,
  type CampaignRow,
} from '@loyalty/db/schema';
import type { CampaignStatus, CreditCounts, LimitPeriodStarts } from '@loyalty/domain/campaigns';

/** First key of the campaigns' per-customer advisory lock ('CAMP' in ASCII): limits are counted under it. */
const campaignLockNamespace = 0x4341_4d50;

/** Campaigns that run or will (active, or scheduled to start): the engine's candidates, all brands and triggers. */
export async function runningCampaigns(executor: Executor): Promise<CampaignRow[]> {
  return executor
    .select()
    .from(campaigns)
    .where(inArray(campaigns.status, ['active', 'scheduled']));
}

/**
 * Claims the credit of a (campaign, fact) and spends its amount from the budget, in one statement: the claim is an
 * insert guarded by the unique (campaign, fact) (a replay, even a parallel one, claims nothing), and the spend is one
 * conditional update that PostgreSQL re-checks on the newest row version after waiting for a concurrent spender, so
 * parallel credits can never take spent_xp past budget_xp. It also re-checks that the campaign runs at `at`, so a
 * campaign paused or ended since the caller's list was read never spends. The treated member is recorded with it.
 */
export async function claimCredit(
  tx: Transaction,
  input: { campaignId: number; customerId: number; factType: string; factRef: string; amount: number; at: Date },
): Promise<{ creditId: number | null; spent: boolean }> {
  const at = input.at.toISOString();
  const rows = await queryRows<{ credit_id: number | string | null; spent: boolean }>(
    tx,
    sql`with member as (
          insert into campaign_members (campaign_id, customer_id, "group", first_fact_at)
          values (${input.campaignId}, ${input.customerId}, 'treated', ${at})
          on conflict do nothing
        ),
        claim as (
          insert into campaign_credits (campaign_id, customer_id, fact_type, fact_ref, amount, created_at)
          values (${input.campaignId}, ${input.customerId}, ${input.factType}, ${input.factRef}, ${input.amount}, ${at})
          on conflict do nothing
          returning id
        ),
        spend as (
          update campaigns set spent_xp = spent_xp + ${input.amount}
          where id = ${input.campaignId}
            and exists (select 1 from claim)
            and status in ('active', 'scheduled')
            and (starts_at is null or starts_at <= ${at})
            and (ends_at is null or ends_at > ${at})
            and (budget_xp is null or spent_xp + ${input.amount} <= budget_xp)
          returning id
        )
        select (select id from claim) as credit_id, exists (select 1 from spend) as spent`,
  );
  const row = rows[0];
  return { creditId: row?.credit_id === null || row === undefined ? null : Number(row.credit_id), spent: row?.spent === true };
}

/** Gives back a claim that could not be paid (budget spent, campaign stopped, balance full): as if never made. */
export async function releaseClaim(tx: Transaction, creditId: number, campaignId: number, refund: number): Promise<void> {
  await tx.delete(campaignCredits).where(eq(campaignCredits.id, creditId));
  if (refund > 0) {
    await tx
      .update(campaigns)
      .set({ spentXp: sql`${campaigns.spentXp} - ${refund}` })
      .where(eq(campaigns.id, campaignId));
  }
}

export async function setCreditEntry(tx: Transaction, creditId: number, ledgerEntryId: number): Promise<void> {
  await tx.update(campaignCredits).set({ ledgerEntryId }).where(eq(campaignCredits.id, creditId));
}

/** A customer held out of a campaign, recorded once (the first matching fact), so results can compare the groups. */
export async function recordMember(
  tx: Transaction,
  input: { campaignId: number; customerId: number; group: CampaignGroup; at: Date },
): Promise<void> {
  await tx
    .insert(campaignMembers)
    .values({ campaignId: input.campaignId, customerId: input.customerId, group: input.group, firstFactAt: input.at })
    .onConflictDoNothing();
}

/** A segment's "treated member of any of these campaigns": a predicate on the customer id for another module's query. */
export function treatedMemberOfSql(customerId: SQL, campaignIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${campaignMembers} m where m.campaign_id in (${sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and m.customer_id = ${customerId} and m."group" = 'treated')`;
}

/** The ids among `ids` that are campaigns of `brand`: what a segment rule may name. */
export async function campaignIdsOfBrand(executor: Executor, brand: Brand, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.brand, brand), inArray(campaigns.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Serialises one customer's campaign credits (limits are counted, then a credit is added): a transaction-scoped
 * advisory lock, taken after the fact's own locks (the scan lock, the order row), never before them.
 */
export async function lockCustomerCampaigns(tx: Transaction, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${campaignLockNamespace}::integer, ${customerId}::integer)`);
}

/** The customer's credits of a campaign today, this week, this month and ever, in one indexed query. */
export async function creditCounts(
  tx: Executor,
  campaignId: number,
  customerId: number,
  starts: LimitPeriodStarts,
): Promise<CreditCounts> {
  const rows = await queryRows<{
    day: number | string;
    week: number | string;
    month: number | string;
    campaign: number | string;
  }>(
    tx,
    sql`select count(*) filter (where created_at >= ${starts.day.toISOString()}) as day,
               count(*) filter (where created_at >= ${starts.week.toISOString()}) as week,
               count(*) filter (where created_at >= ${starts.month.toISOString()}) as month,
               count(*) as campaign
        from campaign_credits where campaign_id = ${campaignId} and customer_id = ${customerId}`,
  );
  const row = rows[0];
  return {
    day: Number(row?.day ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
    campaign: Number(row?.campaign ?? 0),
  };
}

/**
 * The credits a fact gave that were not yet reversed, with their campaign's brand (the credited customer's), locked:
 * a second reversal waits and then finds none.
 */
export async function unreversedCreditsOf(
  tx: Transaction,
  factType: string,
  factRef: string,
): Promise<(CampaignCreditRow & { brand: Brand })[]> {
  const rows = await tx
    .select({ credit: campaignCredits, brand: campaigns.brand })
    .from(campaignCredits)
    .innerJoin(campaigns, eq(campaigns.id, campaignCredits.campaignId))
    .where(and(eq(campaignCredits.factType, factType), eq(campaignCredits.factRef, factRef), isNull(campaignCredits.reversedAt)))
    .orderBy(campaignCredits.id)
    .for('update', { of: campaignCredits });
  return rows.map((row) => ({ ...row.credit, brand: row.brand }));
}

/** Marks a credit reversed with the XP taken back, and gives them back to the campaign's budget. */
export async function markReversed(tx: Transaction, credit: CampaignCreditRow, takenBack: number, at: Date): Promise<void> {
  await tx.update(campaignCredits).set({ reversedXp: takenBack, reversedAt: at }).where(eq(campaignCredits.id, credit.id));
  if (takenBack > 0) {
    await tx
      .update(campaigns)
      .set({ spentXp: sql`greatest(0, ${campaigns.spentXp} - ${takenBack})` })
      .where(eq(campaigns.id, credit.campaignId));
  }
}

// --- rewards unlocked (decision 0065) ----------------------------------------------------------------------------

/** A reward unlocked for the customer by a campaign's fact; a replay of the fact adds nothing. */
export async function recordRewardUnlock(
  tx: Transaction,
  unlock: { campaignId: number; factType: string; factRef: string; rewardId: number; customerId: number; at: Date },
): Promise<void> {
  await tx
    .insert(campaignRewardUnlocks)
    .values({ ...unlock, createdAt: unlock.at })
    .onConflictDoNothing();
}

/** A reversed fact takes the rewards it unlocked away (a redemption made meanwhile stands). */
export async function removeRewardUnlocks(tx: Transaction, campaignId: number, factType: string, factRef: string): Promise<void> {
  await tx
    .delete(campaignRewardUnlocks)
    .where(
      and(
        eq(campaignRewardUnlocks.campaignId, campaignId),
        eq(campaignRewardUnlocks.factType, factType),
        eq(campaignRewardUnlocks.factRef, factRef),
      ),
    );
}

/**
 * Rewards of the brand kept for the customers a campaign unlocks them for (any campaign past its draft names them in
 * an unlock effect), and those of them this customer unlocked: two small reads, the campaigns of the brand and the
 * customer's unlocks by index.
 */
export async function rewardUnlocksOf(
  executor: Executor,
  customerId: number,
  brand: Brand,
): Promise<{ kept: Set<number>; unlocked: Set<number> }> {
  const [kept, unlocked] = await Promise.all([
    queryRows<{ reward_id: number | string }>(
      executor,
      sql`select distinct (e ->> 'reward_id')::int as reward_id
          from campaigns c, jsonb_array_elements(jsonb_build_array(c.effect) || c.extra_effects) as e
          where c.brand = ${brand} and c.status <> 'draft' and e ->> 'kind' = 'unlock_reward'`,
    ),
    executor
      .select({ rewardId: campaignRewardUnlocks.rewardId })
      .from(campaignRewardUnlocks)
      .where(eq(campaignRewardUnlocks.customerId, customerId)),
  ]);
  return { kept: new Set(kept.map((row) => Number(row.reward_id))), unlocked: new Set(unlocked.map((row) => row.rewardId)) };
}

// --- the back-office -------------------------------------------------------------------------------------------------

export interface CampaignStats {
  credits: number;
  treated: number;
  holdout: number;
}

export async function findCampaign(executor: Executor, id: number, lock = false): Promise<CampaignRow | undefined> {
  const query = executor.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listCampaigns(
  executor: Executor,
  filter: { status?: CampaignStatus | undefined; brand?: Brand | undefined },
  page: { page: number; perPage: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(campaigns.status, filter.status));
  if (filter.brand) conditions.push(eq(campaigns.brand, filter.brand));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(campaigns).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Credits given and members of each group, for the listed campaigns, in two grouped queries. */
export async function statsOf(executor: Executor, ids: number[]): Promise<Map<number, CampaignStats>> {
  const stats = new Map<number, CampaignStats>(ids.map((id) => [id, { credits: 0, treated: 0, holdout: 0 }]));
  if (ids.length === 0) return stats;
  const [credits, members] = await Promise.all([
    executor
      .select({ id: campaignCredits.campaignId, value: count() })
      .from(campaignCredits)
      .where(inArray(campaignCredits.campaignId, ids))
      .groupBy(campaignCredits.campaignId),
    executor
      .select({ id: campaignMembers.campaignId, group: campaignMembers.group, value: count() })
      .from(campaignMembers)
      .where(inArray(campaignMembers.campaignId, ids))
      .groupBy(campaignMembers.campaignId, campaignMembers.group),
  ]);
  for (const row of credits) {
    const entry = stats.get(row.id);
    if (entry) entry.credits = row.value;
  }
  for (const row of members) {
    const entry = stats.get(row.id);
    if (entry) entry[row.group] = row.value;
  }
  return stats;
}

export async function insertCampaign(tx: Transaction, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign not inserted');
  return row;
}

export async function updateCampaign(
  tx: Transaction,
  id: number,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<CampaignRow> {
  const [row] = await tx
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error('campaign not updated');
  return row;
}

/** The customer's credits of a campaign since `since` (tests and results). */
export async function creditsOfCustomer(executor: Executor, campaignId: number, customerId: number, since = new Date(0)) {
  return executor
    .select()
    .from(campaignCredits)
    .where(
      and(
        eq(campaignCredits.campaignId, campaignId),
        eq(campaignCredits.customerId, customerId),
        gte(campaignCredits.createdAt, since),
      ),
    );
}

/** A member of a campaign with what they did from joining until `to`: one row of the results' comparison. */
export interface MemberOutcome {
  customerId: number;
  group: CampaignGroup;
  scans: number;
  orders: number;
  revenueKop: number;
}

/**
 * One page of a campaign's members (keyset on customer id, the primary key's second column) with, per member, the
 * owners' counts from first_fact_at until `to`: credited scans (scan), paid orders and their money (orders).
 */
export async function memberOutcomesPage(
  executor: Executor,
  input: {
    campaignId: number;
    to: Date;
    afterCustomerId: number;
    limit: number;
    scans: (from: SQL, to: SQL) => SQL;
    orders: (from: SQL, to: SQL) => { orders: SQL; revenueKop: SQL };
  },
): Promise<MemberOutcome[]> {
  const to = sql`${input.to.toISOString()}::timestamptz`;
  const from = sql`m.first_fact_at`;
  const paid = input.orders(from, to);
  const rows = await queryRows<{
    customer_id: number;
    group: CampaignGroup;
    scans: number | string;
    orders: number | string;
    revenue_kop: number | string;
  }>(
    executor,
    sql`select m.customer_id, m."group", ${input.scans(from, to)} as scans, ${paid.orders} as orders,
               ${paid.revenueKop} as revenue_kop
        from campaign_members m
        where m.campaign_id = ${input.campaignId} and m.customer_id > ${input.afterCustomerId}
        order by m.customer_id
        limit ${input.limit}`,
  );
  return rows.map((row) => ({
    customerId: row.customer_id,
    group: row.group,
    scans: Number(row.scans),
    orders: Number(row.orders),
    revenueKop: Number(row.revenue_kop),
  }));
}

/** XP a campaign credited net of what reversals took back, and its number of credits. */
export async function spentOf(
  executor: Executor,
  campaignId: number,
): Promise<{ xp: number; credits: number; firstAt: Date | null }> {
  const rows = await queryRows<{ xp: number | string | null; credits: number | string; first_at: Date | string | null }>(
    executor,
    sql`select (select coalesce(sum(amount - coalesce(reversed_xp, 0)), 0) from campaign_credits where campaign_id = ${campaignId}) as xp,
               (select count(*) from campaign_credits where campaign_id = ${campaignId}) as credits,
               (select min(first_fact_at) from campaign_members where campaign_id = ${campaignId}) as first_at`,
  );
  const row = rows[0];
  return {
    xp: Number(row?.xp ?? 0),
    credits: Number(row?.credits ?? 0),
    firstAt: row?.first_at ? new Date(row.first_at) : null,
  };
}
