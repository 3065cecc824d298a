// SQL of campaigns: the running campaigns of a brand (one indexed query), claiming a credit and spending the budget
// from its slots, holdout and treated members, per-customer credit counts, reversals, and the back-office's reads
// and writes.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor, type Transaction } from '@loyalty/db/client';
import {
  campaignBudgetSlots,
  campaignCredits,
  campaignMembers,
  campaignRewardUnlocks,
  campaigns,
  type CampaignBudgetSlotRow,
  type CampaignCreditRow,
  type CampaignGroup,
  type CampaignRow,
} from '@loyalty/db/schema';
import { creditSizeOf, maxBudgetSlots, sliceBudget } from '@loyalty/domain/campaign-budget';
import type { CampaignEffect, CampaignStatus, CreditCounts, LimitPeriodStarts } from '@loyalty/domain/campaigns';

/** First key of the campaigns' per-customer advisory lock ('CAMP' in ASCII): limits are counted under it. */
const campaignLockNamespace = 0x4341_4d50;

/** Campaigns that run or will (active, or scheduled to start): the engine's candidates, all brands and triggers. */
export async function runningCampaigns(executor: Executor): Promise<CampaignRow[]> {
  return executor
    .select()
    .from(campaigns)
    .where(inArray(campaigns.status, ['active', 'scheduled']));
}

/** Ends of the `at` window and statuses a claim re-checks by reading: a committed pause or end is seen at once. */
function runningAt(campaignId: number, at: string): SQL {
  return sql`select budget_xp from campaigns
             where id = ${campaignId}
               and status in ('active', 'scheduled')
               and (starts_at is null or starts_at <= ${at})
               and (ends_at is null or ends_at > ${at})`;
}

/**
 * Spends `amount` from one budget slot with room. With `wait` false, slots are tried from slot `start` on (so parallel
 * credits spread) and a slot another credit holds is skipped (`skip locked`); with it true, the credit waits for the
 * first slot with room in slot order, and PostgreSQL re-checks the room on the newest version after the wait. A slot
 * whose room a concurrent credit took is left locked though not spent from: the caller rolls back to a savepoint
 * before it waits (see claimCredit). Answers whether the campaign runs, whether it has a budget, and the slot spent
 * from (null: none had room, or it does not run).
 */
async function spendFromSlot(
  tx: Transaction,
  input: { campaignId: number; amount: number; at: string; start: number; wait: boolean },
): Promise<{ running: boolean; budgeted: boolean; slot: number | null }> {
  const lock = input.wait ? sql`for update` : sql`for update skip locked`;
  const start = input.wait ? 0 : input.start;
  const rows = await queryRows<{ running: boolean; budgeted: boolean | null; slot: number | null }>(
    tx,
    sql`with running as (${runningAt(input.campaignId, input.at)}),
        free as (
          select slot from campaign_budget_slots
          where campaign_id = ${input.campaignId}
            and budget_xp - spent_xp >= ${input.amount}
            and exists (select 1 from running where budget_xp is not null)
          order by (slot + ${maxBudgetSlots - start}) % ${maxBudgetSlots}
          limit 1
          ${lock}
        ),
        taken as (
          update campaign_budget_slots s set spent_xp = s.spent_xp + ${input.amount}
          from free
          where s.campaign_id = ${input.campaignId} and s.slot = free.slot and s.budget_xp - s.spent_xp >= ${input.amount}
          returning s.slot
        )
        select exists (select 1 from running) as running,
               (select budget_xp is not null from running) as budgeted,
               (select slot from taken) as slot`,
  );
  const row = rows[0];
  return { running: row?.running === true, budgeted: row?.budgeted === true, slot: row?.slot ?? null };
}

/**
 * The last resort of a budgeted credit, when no single slot has room for it: every slot is locked (in slot order, so
 * two such credits cannot deadlock), and if their rooms together cover the amount, the rooms of the others move to
 * the roomiest slot, which pays. The budget is never stranded across slots and never exceeded: the slots' budgets
 * still add up to the campaign's. Answers the slot, or null when the budget cannot pay.
 */
async function rebalanceAndSpend(tx: Transaction, campaignId: number, amount: number): Promise<number | null> {
  // A spent budget is told by a read that locks nothing: its credits do not queue on its slots to learn it.
  const [unlocked] = await tx
    .select({ room: sql<number | string | null>`sum(${campaignBudgetSlots.budgetXp} - ${campaignBudgetSlots.spentXp})` })
    .from(campaignBudgetSlots)
    .where(eq(campaignBudgetSlots.campaignId, campaignId));
  if (Number(unlocked?.room ?? 0) < amount) return null;
  const slots = await tx
    .select()
    .from(campaignBudgetSlots)
    .where(eq(campaignBudgetSlots.campaignId, campaignId))
    .orderBy(campaignBudgetSlots.slot)
    .for('update');
  const room = (slot: CampaignBudgetSlotRow) => slot.budgetXp - slot.spentXp;
  const total = slots.reduce((sum, slot) => sum + room(slot), 0);
  const target = slots.reduce<CampaignBudgetSlotRow | undefined>(
    (best, slot) => (!best || room(slot) > room(best) ? slot : best),
    undefined,
  );
  if (!target || total < amount) return null;
  const moved = total - room(target);
  if (moved > 0) {
    await tx
      .update(campaignBudgetSlots)
      .set({ budgetXp: sql`${campaignBudgetSlots.spentXp}` })
      .where(and(eq(campaignBudgetSlots.campaignId, campaignId), ne(campaignBudgetSlots.slot, target.slot)));
  }
  await tx
    .update(campaignBudgetSlots)
    .set({
      budgetXp: sql`${campaignBudgetSlots.budgetXp} + ${moved}`,
      spentXp: sql`${campaignBudgetSlots.spentXp} + ${amount}`,
    })
    .where(and(eq(campaignBudgetSlots.campaignId, campaignId), eq(campaignBudgetSlots.slot, target.slot)));
  return target.slot;
}

/**
 * The claim of a (campaign, fact): an insert guarded by the unique (campaign, fact), so a replay, even a parallel one,
 * claims nothing (null), with the customer recorded as treated on their first. Its foreign key holds a key-share lock
 * on the campaign's row until commit (shared by every parallel credit, so none waits for another), which a pause, an
 * end or an activation's re-slicing waits for; a later statement of the transaction then reads the campaign's status
 * and window afresh (READ COMMITTED), so a campaign stopped since the caller's list was read never spends.
 */
export async function claimFact(
  tx: Transaction,
  input: { campaignId: number; customerId: number; factType: string; factRef: string; amount: number; at: Date },
): Promise<number | null> {
  const at = input.at.toISOString();
  const claimed = await queryRows<{ credit_id: number | string | null }>(
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
        )
        select (select id from claim) as credit_id`,
  );
  const id = claimed[0]?.credit_id;
  return id === null || id === undefined ? null : Number(id);
}

/** PostgreSQL's array literal of whole numbers: one parameter (drizzle spreads a JavaScript array into a list). */
function arrayLiteral(values: (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(Math.trunc(value)))).join(',')}}`;
}

/** A claimed credit whose XP are in the ledger (or of no XP), its budget not yet spent. */
export interface UnspentCredit {
  creditId: number;
  campaignId: number;
  amount: number;
  ledgerEntryId: number | null;
}

/** The point a fact's campaign effects can be undone to (undoCampaignEffects), taken before the first of them. */
export async function markCampaignEffects(tx: Transaction): Promise<void> {
  await tx.execute(sql`savepoint campaign_effects`);
}

/** Undoes every campaign effect written since markCampaignEffects, and gives back the slots they locked. */
export async function undoCampaignEffects(tx: Transaction): Promise<void> {
  await tx.execute(sql`rollback to savepoint campaign_effects`);
}

/**
 * Spends the budgets of a fact's credits in one statement, the last of the fact's campaign work (decision 0071): each
 * campaign's status and window are read afresh (its claim's key-share lock makes a pause or an end wait for this
 * transaction, as in claimCredit), each budgeted credit of XP takes a free slot with room (`skip locked`, from a random
 * slot so parallel facts spread), and the credits get their ledger entry and slot. Answers false, having spent or
 * written only what the caller's savepoint undoes, when a campaign no longer runs or a budget has no free slot with
 * room; never waits for a lock, so facts spending last cannot deadlock.
 */
export async function spendCredits(tx: Transaction, credits: UnspentCredit[], at: Date): Promise<boolean> {
  const when = at.toISOString();
  const starts = credits.map(() => randomInt(maxBudgetSlots));
  const rows = await queryRows<{ running: boolean; budgeted: boolean; amount: number; slot: number | null }>(
    tx,
    sql`with pending as (
          select * from unnest(${arrayLiteral(credits.map((credit) => credit.campaignId))}::integer[],
                               ${arrayLiteral(credits.map((credit) => credit.creditId))}::bigint[],
                               ${arrayLiteral(credits.map((credit) => credit.ledgerEntryId))}::bigint[],
                               ${arrayLiteral(credits.map((credit) => credit.amount))}::integer[],
                               ${arrayLiteral(starts)}::integer[])
            as p(campaign_id, credit_id, ledger_entry_id, amount, start)
        ),
        running as (
          select id, budget_xp from campaigns
          where id in (select campaign_id from pending)
            and status in ('active', 'scheduled')
            and (starts_at is null or starts_at <= ${when})
            and (ends_at is null or ends_at > ${when})
        ),
        free as (
          select p.campaign_id, p.amount, s.slot
          from pending p
          join running r on r.id = p.campaign_id and r.budget_xp is not null and p.amount > 0
          cross join lateral (
            select slot from campaign_budget_slots b
            where b.campaign_id = p.campaign_id and b.budget_xp - b.spent_xp >= p.amount
            order by (b.slot + ${maxBudgetSlots} - p.start) % ${maxBudgetSlots}
            limit 1
            for update skip locked
          ) s
        ),
        taken as (
          update campaign_budget_slots b set spent_xp = b.spent_xp + f.amount
          from free f
          where b.campaign_id = f.campaign_id and b.slot = f.slot and b.budget_xp - b.spent_xp >= f.amount
          returning b.campaign_id, b.slot
        ),
        written as (
          update campaign_credits c set ledger_entry_id = p.ledger_entry_id, budget_slot = t.slot
          from pending p left join taken t on t.campaign_id = p.campaign_id
          where c.id = p.credit_id
        )
        select r.id is not null as running, coalesce(r.budget_xp is not null, false) as budgeted, p.amount, t.slot
        from pending p
        left join running r on r.id = p.campaign_id
        left join taken t on t.campaign_id = p.campaign_id`,
  );
  return (
    rows.length === credits.length &&
    rows.every((row) => row.running && (!row.budgeted || Number(row.amount) === 0 || row.slot !== null))
  );
}

/**
 * Claims the credit of a (campaign, fact) (claimFact) and spends its amount at once, holding the slot until commit: the
 * way a fact's credits are given again when spending them last could not pay (decision 0071). A campaign without a
 * budget writes nothing more; one with a budget spends from a slot (decision 0069): a free one, else the first with
 * room once its holder commits, else by moving the rooms of all slots into one. Nothing writes the campaign's own row.
 * Waits on slots happen only in slot order and holding no other slot of the campaign, so credits never deadlock.
 */
export async function claimCredit(
  tx: Transaction,
  input: {
    campaignId: number;
    customerId: number;
    factType: string;
    factRef: string;
    amount: number;
    at: Date;
    /** Whether the campaign has a budget, as the caller's list of running campaigns says. */
    budgeted: boolean;
  },
): Promise<{ creditId: number | null; spent: boolean; slot: number | null }> {
  const at = input.at.toISOString();
  const creditId = await claimFact(tx, input);
  if (creditId === null) return { creditId: null, spent: false, slot: null };
  // Slots locked but not spent from (their room went to a concurrent credit) are dropped by rolling back to this
  // savepoint before waiting: a credit that waits holds no slot of the campaign out of slot order, so two never wait
  // for each other. Only a budgeted campaign (the caller's list says; a budget changes only in a draft) needs it.
  if (input.budgeted) await tx.execute(sql`savepoint campaign_budget_slot`);
  const spend = { campaignId: input.campaignId, amount: input.amount, at, start: randomInt(maxBudgetSlots) };
  const free = await spendFromSlot(tx, { ...spend, wait: false });
  if (!free.running) return { creditId, spent: false, slot: null };
  if (!free.budgeted) return { creditId, spent: true, slot: null };
  if (free.slot !== null) return { creditId, spent: true, slot: free.slot };
  if (input.budgeted) await tx.execute(sql`rollback to savepoint campaign_budget_slot`);
  const waited = await spendFromSlot(tx, { ...spend, wait: true });
  if (waited.slot !== null) return { creditId, spent: true, slot: waited.slot };
  if (input.budgeted) await tx.execute(sql`rollback to savepoint campaign_budget_slot`);
  const slot = await rebalanceAndSpend(tx, input.campaignId, input.amount);
  return { creditId, spent: slot !== null, slot };
}

/** Gives back the XP a slot paid (a released or reversed credit); nothing for a campaign without a budget. */
async function giveBack(tx: Transaction, campaignId: number, slot: number | null, xp: number): Promise<void> {
  if (slot === null || xp <= 0) return;
  await tx
    .update(campaignBudgetSlots)
    .set({ spentXp: sql`greatest(0, ${campaignBudgetSlots.spentXp} - ${xp})` })
    .where(and(eq(campaignBudgetSlots.campaignId, campaignId), eq(campaignBudgetSlots.slot, slot)));
}

/**
 * Gives back a claim that could not be paid (budget spent, campaign stopped, balance full): as if never made. `slot`
 * is the slot that paid `refund` (claimCredit's answer).
 */
export async function releaseClaim(
  tx: Transaction,
  claim: { creditId: number; campaignId: number; slot: number | null },
  refund: number,
): Promise<void> {
  await tx.delete(campaignCredits).where(eq(campaignCredits.id, claim.creditId));
  await giveBack(tx, claim.campaignId, claim.slot, refund);
}

/**
 * A campaign's budget (re)sliced (decision 0069), under the campaign's row lock the caller holds: its slots keep what
 * they spent, the rest of the budget is shared over as many slots as its size asks. No budget: no slots. Answers the
 * number of slots.
 */
export async function sliceCampaignBudget(
  tx: Transaction,
  campaign: { id: number; budgetXp: number | null; effect: CampaignEffect },
): Promise<number> {
  const existing = await tx
    .select()
    .from(campaignBudgetSlots)
    .where(eq(campaignBudgetSlots.campaignId, campaign.id))
    .orderBy(campaignBudgetSlots.slot)
    .for('update');
  if (campaign.budgetXp === null) {
    if (existing.some((slot) => slot.spentXp > 0)) throw new Error('a budget that paid credits cannot be removed');
    await tx.delete(campaignBudgetSlots).where(eq(campaignBudgetSlots.campaignId, campaign.id));
    return 0;
  }
  const slices = sliceBudget(campaign.budgetXp, creditSizeOf(campaign.effect), existing);
  await tx
    .delete(campaignBudgetSlots)
    .where(and(eq(campaignBudgetSlots.campaignId, campaign.id), gte(campaignBudgetSlots.slot, slices.length)));
  await tx
    .insert(campaignBudgetSlots)
    .values(slices.map((slice) => ({ campaignId: campaign.id, ...slice })))
    .onConflictDoUpdate({
      target: [campaignBudgetSlots.campaignId, campaignBudgetSlots.slot],
      set: { budgetXp: sql`excluded.budget_xp` },
    });
  return slices.length;
}

/**
 * XP each campaign spent, for the back-office's answers: the sum of its slots when it has a budget, else the sum of
 * its credits net of reversals (a campaign without a budget keeps no counter at all).
 */
export async function spentXpOf(executor: Executor, ids: number[]): Promise<Map<number, number>> {
  const spent = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return spent;
  const rows = await queryRows<{ id: number; spent: number | string | null }>(
    executor,
    sql`select campaigns.id,
               case when campaigns.budget_xp is null
                 then (select sum(amount - reversed_xp) from campaign_credits where campaign_id = campaigns.id)
                 else (select sum(spent_xp) from campaign_budget_slots where campaign_id = campaigns.id)
               end as spent
        from campaigns where ${inArray(campaigns.id, ids)}`,
  );
  for (const row of rows) spent.set(row.id, Number(row.spent ?? 0));
  return spent;
}

/** The paid credit's ledger entry and the budget slot it spent from, written together (one version of the row). */
export async function setCreditEntry(
  tx: Transaction,
  creditId: number,
  ledgerEntryId: number,
  budgetSlot: number | null,
): Promise<void> {
  await tx.update(campaignCredits).set({ ledgerEntryId, budgetSlot }).where(eq(campaignCredits.id, creditId));
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
    // In campaign order, as credits spend from the campaigns' slots, so a refund and a credit never lock crosswise.
    .orderBy(campaignCredits.campaignId, campaignCredits.id)
    .for('update', { of: campaignCredits });
  return rows.map((row) => ({ ...row.credit, brand: row.brand }));
}

/** Marks a credit reversed with the XP taken back, and gives them back to the budget slot that paid it. */
export async function markReversed(tx: Transaction, credit: CampaignCreditRow, takenBack: number, at: Date): Promise<void> {
  await tx.update(campaignCredits).set({ reversedXp: takenBack, reversedAt: at }).where(eq(campaignCredits.id, credit.id));
  await giveBack(tx, credit.campaignId, credit.budgetSlot, takenBack);
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
