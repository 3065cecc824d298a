// SQL of tiers (decision 0060). This module owns tier_sets, tier_levels, customer_tiers and tier_history: other modules
// (segments, campaigns, loyalty) reach them through the functions here and in service.ts.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor } from '@loyalty/db/client';
import {
  customerTiers,
  tierHistory,
  tierLevels,
  tierSets,
  type TierChangeReason,
  type TierHistoryRow,
  type TierLevelRow,
  type TierMeasure,
  type TierSetRow,
} from '@loyalty/db/schema';
import { xpEarnedSinceSql } from '../loyalty/repository.ts';
import { paidSinceSql } from '../orders/repository.ts';

export interface TierState {
  set: Pick<TierSetRow, 'id' | 'name' | 'measure' | 'windowDays' | 'graceDays'>;
  levels: Pick<TierLevelRow, 'id' | 'name' | 'rank' | 'threshold'>[];
  /** The measure over the set's window, now. */
  measure: number;
  current: { levelId: number; graceUntil: Date | null; manual: boolean } | null;
}

/**
 * Everything a recalculation needs, in ONE statement: the brand's set, its levels, the customer's current level and
 * the measure over the window (only the set's own measure is computed: CASE evaluates one branch). Undefined when the
 * brand has no tier set, which costs one index probe of tier_sets_brand_unique.
 */
export async function readTierState(executor: Executor, customerId: number, brand: Brand): Promise<TierState | undefined> {
  const customer = sql`${customerId}::integer`;
  const since = sql`now() - s.window_days * interval '1 day'`;
  const rows = await queryRows<{
    set_id: number;
    set_name: string;
    measure: TierMeasure;
    window_days: number;
    grace_days: number;
    levels: { id: number; name: string; rank: number; threshold: number | string }[] | null;
    level_id: number | null;
    grace_until: string | Date | null;
    manual: boolean | null;
    value: number | string;
  }>(
    executor,
    sql`select s.id as set_id, s.name as set_name, s.measure, s.window_days, s.grace_days,
      (select json_agg(json_build_object('id', l.id, 'name', l.name, 'rank', l.rank, 'threshold', l.threshold))
         from ${tierLevels} l where l.tier_set_id = s.id) as levels,
      ct.level_id, ct.grace_until, ct.manual,
      case when s.measure = 'xp_earned' then ${xpEarnedSinceSql(customer, since)}
           else ${paidSinceSql(customer, since)} end as value
    from ${tierSets} s left join ${customerTiers} ct on ct.customer_id = ${customer}
    where s.brand = ${brand}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    set: { id: row.set_id, name: row.set_name, measure: row.measure, windowDays: row.window_days, graceDays: row.grace_days },
    levels: (row.levels ?? []).map((level) => ({ ...level, threshold: Number(level.threshold) })),
    measure: Number(row.value),
    current:
      row.level_id === null
        ? null
        : {
            levelId: row.level_id,
            graceUntil: row.grace_until === null ? null : new Date(row.grace_until),
            manual: row.manual === true,
          },
  };
}

export interface TierWrite {
  customerId: number;
  brand: Brand;
  /** The level read before deciding: the write happens only if it is still the one stored (a compare-and-set). */
  fromLevelId: number | null;
  toLevelId: number | null;
  graceUntil: Date | null;
  manual: boolean;
  assignedByStaffId: number | null;
  /** Whether the level changes (and so a history entry is written) or only the grace period. */
  reason: TierChangeReason | null;
}

/**
 * Writes a customer's level if it is still `fromLevelId`, and its history entry when the level changes, in the
 * caller's transaction. Returns false when another writer changed it first (nothing written).
 */
export async function writeCustomerTier(executor: Executor, write: TierWrite): Promise<boolean> {
  const { customerId, brand, fromLevelId, toLevelId, graceUntil, manual, assignedByStaffId } = write;
  let written: boolean;
  if (toLevelId === null) {
    const deleted = await executor
      .delete(customerTiers)
      .where(and(eq(customerTiers.customerId, customerId), fromLevelId === null ? undefined : eq(customerTiers.levelId, fromLevelId)))
      .returning({ id: customerTiers.customerId });
    written = deleted.length > 0 || fromLevelId === null;
  } else if (fromLevelId === null) {
    const inserted = await executor
      .insert(customerTiers)
      .values({ customerId, brand, levelId: toLevelId, graceUntil, manual, assignedByStaffId })
      .onConflictDoNothing()
      .returning({ id: customerTiers.customerId });
    written = inserted.length > 0;
  } else {
    const changesLevel = fromLevelId !== toLevelId;
    const updated = await executor
      .update(customerTiers)
      .set({
        levelId: toLevelId,
        graceUntil,
        manual,
        assignedByStaffId,
        updatedAt: sql`now()`,
        ...(changesLevel ? { since: sql`now()` } : {}),
      })
      .where(and(eq(customerTiers.customerId, customerId), eq(customerTiers.levelId, fromLevelId)))
      .returning({ id: customerTiers.customerId });
    written = updated.length > 0;
  }
  if (written && write.reason !== null && fromLevelId !== toLevelId) {
    const nameOf = (id: number | null) =>
      id === null ? sql`null` : sql`(select l.name from ${tierLevels} l where l.id = ${id})`;
    await executor.insert(tierHistory).values({
      customerId,
      brand,
      fromLevelId,
      fromName: nameOf(fromLevelId),
      toLevelId,
      toName: nameOf(toLevelId),
      reason: write.reason,
      staffId: assignedByStaffId,
    });
  }
  return written;
}

export async function findCustomerTier(executor: Executor, customerId: number, brand: Brand) {
  const [row] = await executor
    .select({
      levelId: customerTiers.levelId,
      since: customerTiers.since,
      graceUntil: customerTiers.graceUntil,
      manual: customerTiers.manual,
      earningMultiplierBp: tierLevels.earningMultiplierBp,
      freeDelivery: tierLevels.freeDelivery,
      rewardIds: tierLevels.rewardIds,
      name: tierLevels.name,
      rank: tierLevels.rank,
    })
    .from(customerTiers)
    .innerJoin(tierLevels, eq(tierLevels.id, customerTiers.levelId))
    .where(and(eq(customerTiers.customerId, customerId), eq(customerTiers.brand, brand)))
    .limit(1);
  return row;
}

export async function tierHistoryOf(executor: Executor, customerId: number, limit: number): Promise<TierHistoryRow[]> {
  return executor
    .select()
    .from(tierHistory)
    .where(eq(tierHistory.customerId, customerId))
    .orderBy(desc(tierHistory.id))
    .limit(limit);
}

/** A segment's "tier is one of": a predicate on the customer id for another module's query. */
export function tierLevelInSql(customerId: SQL, levelIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${customerTiers} t where t.customer_id = ${customerId}
    and t.level_id in (${sql.join(levelIds.map((id) => sql`${id}`), sql`, `)}))`;
}

export async function listTierSets(executor: Executor): Promise<TierSetRow[]> {
  return executor.select().from(tierSets).orderBy(asc(tierSets.id));
}

export async function findTierSet(executor: Executor, id: number): Promise<TierSetRow | undefined> {
  const [row] = await executor.select().from(tierSets).where(eq(tierSets.id, id)).limit(1);
  return row;
}

export async function findTierSetOfBrand(executor: Executor, brand: Brand): Promise<TierSetRow | undefined> {
  const [row] = await executor.select().from(tierSets).where(eq(tierSets.brand, brand)).limit(1);
  return row;
}

export async function levelsOfSet(executor: Executor, setId: number): Promise<TierLevelRow[]> {
  return executor.select().from(tierLevels).where(eq(tierLevels.tierSetId, setId)).orderBy(asc(tierLevels.rank));
}

export async function findTierLevel(executor: Executor, id: number): Promise<TierLevelRow | undefined> {
  const [row] = await executor.select().from(tierLevels).where(eq(tierLevels.id, id)).limit(1);
  return row;
}

export async function insertTierSet(executor: Executor, values: typeof tierSets.$inferInsert): Promise<TierSetRow> {
  const [row] = await executor.insert(tierSets).values(values).onConflictDoNothing().returning();
  if (!row) throw new Error('tier set of the brand exists');
  return row;
}

export async function updateTierSet(
  executor: Executor,
  id: number,
  values: Partial<Pick<TierSetRow, 'name' | 'measure' | 'windowDays' | 'graceDays'>>,
): Promise<TierSetRow | undefined> {
  const [row] = await executor
    .update(tierSets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tierSets.id, id))
    .returning();
  return row;
}

export async function deleteTierSet(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.delete(tierSets).where(eq(tierSets.id, id)).returning({ id: tierSets.id });
  return rows.length > 0;
}

export async function insertTierLevel(executor: Executor, values: typeof tierLevels.$inferInsert): Promise<TierLevelRow> {
  const [row] = await executor.insert(tierLevels).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTierLevel(
  executor: Executor,
  id: number,
  values: Partial<Pick<TierLevelRow, 'name' | 'threshold' | 'rank' | 'earningMultiplierBp' | 'freeDelivery' | 'rewardIds'>>,
): Promise<TierLevelRow | undefined> {
  const [row] = await executor
    .update(tierLevels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tierLevels.id, id))
    .returning();
  return row;
}

export async function deleteTierLevel(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.delete(tierLevels).where(eq(tierLevels.id, id)).returning({ id: tierLevels.id });
  return rows.length > 0;
}

/** Customers holding a level, for the set's page. */
export async function membersPerLevel(executor: Executor, setId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ level_id: number; members: number | string }>(
    executor,
    sql`select ct.level_id, count(*) as members from ${customerTiers} ct
      join ${tierLevels} l on l.id = ct.level_id where l.tier_set_id = ${setId} group by ct.level_id`,
  );
  return new Map(rows.map((row) => [row.level_id, Number(row.members)]));
}
