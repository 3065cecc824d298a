// The back-office's changes to tier sets and their levels: each commits in one transaction with its audit entry.
import type { AdminTierLevel, AdminTierSet } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database, Executor, Transaction } from '@loyalty/db/client';
import type { TierLevelRow, TierMeasure, TierSetRow } from '@loyalty/db/schema';
import { firstUnorderedLevel } from '@loyalty/domain/tiers';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import {
  deleteTierLevel,
  deleteTierSet,
  findTierLevel,
  findTierSet,
  findTierSetOfBrand,
  insertTierLevel,
  insertTierSet,
  levelsOfSet,
  listTierSets,
  membersPerLevel,
  updateTierLevel,
  updateTierSet,
} from './repository.ts';

function levelView(level: TierLevelRow, members: Map<number, number>): AdminTierLevel {
  return {
    id: level.id,
    tier_set_id: level.tierSetId,
    name: level.name,
    threshold: level.threshold,
    rank: level.rank,
    earning_multiplier_bp: level.earningMultiplierBp,
    free_delivery: level.freeDelivery,
    reward_ids: level.rewardIds,
    members: members.get(level.id) ?? 0,
  };
}

export async function tierSetView(executor: Executor, set: TierSetRow): Promise<AdminTierSet> {
  const [levels, members] = await Promise.all([levelsOfSet(executor, set.id), membersPerLevel(executor, set.id)]);
  return {
    id: set.id,
    brand: set.brand,
    name: set.name,
    measure: set.measure,
    window_days: set.windowDays,
    grace_days: set.graceDays,
    levels: levels.map((level) => levelView(level, members)),
  };
}

export async function tierSetViews(executor: Executor): Promise<AdminTierSet[]> {
  const sets = await listTierSets(executor);
  const views: AdminTierSet[] = [];
  for (const set of sets) views.push(await tierSetView(executor, set));
  return views;
}

export async function requireTierSet(executor: Executor, id: number): Promise<TierSetRow> {
  const set = await findTierSet(executor, id);
  if (!set) throw notFound('No such tier set.');
  return set;
}

export interface TierSetInput {
  brand: Brand;
  name: string;
  measure: TierMeasure;
  window_days: number;
  grace_days: number;
}

export async function createTierSet(db: Database, input: TierSetInput, actor: AuditActor): Promise<AdminTierSet> {
  return db.transaction(async (tx) => {
    if (await findTierSetOfBrand(tx, input.brand)) {
      throw new DomainError('conflict', 'This brand has a tier set already.', [{ field: 'brand', message: 'One tier set per brand' }]);
    }
    const set = await insertTierSet(tx, {
      brand: input.brand,
      name: input.name,
      measure: input.measure,
      windowDays: input.window_days,
      graceDays: input.grace_days,
    });
    await recordAudit(tx, actor, { action: 'tier_set.create', targetType: 'tier_set', targetId: set.id, after: set });
    return tierSetView(tx, set);
  });
}

export async function changeTierSet(
  db: Database,
  id: number,
  input: Partial<Omit<TierSetInput, 'brand'>>,
  actor: AuditActor,
): Promise<AdminTierSet> {
  return db.transaction(async (tx) => {
    const before = await requireTierSet(tx, id);
    const after = await updateTierSet(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.measure !== undefined ? { measure: input.measure } : {}),
      ...(input.window_days !== undefined ? { windowDays: input.window_days } : {}),
      ...(input.grace_days !== undefined ? { graceDays: input.grace_days } : {}),
    });
    if (!after) throw notFound('No such tier set.');
    await recordAudit(tx, actor, { action: 'tier_set.update', targetType: 'tier_set', targetId: id, before, after });
    return tierSetView(tx, after);
  });
}

/** Deletes the set, its levels and every customer's level in it (the history keeps the names). */
export async function removeTierSet(db: Database, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tierSetView(tx, await requireTierSet(tx, id));
    await deleteTierSet(tx, id);
    await recordAudit(tx, actor, { action: 'tier_set.delete', targetType: 'tier_set', targetId: id, before });
  });
}

export interface TierLevelInput {
  name: string;
  threshold: number;
  rank: number;
  earning_multiplier_bp: number;
  free_delivery: boolean;
  reward_ids: number[];
}

function levelValues(input: Partial<TierLevelInput>) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.threshold !== undefined ? { threshold: input.threshold } : {}),
    ...(input.rank !== undefined ? { rank: input.rank } : {}),
    ...(input.earning_multiplier_bp !== undefined ? { earningMultiplierBp: input.earning_multiplier_bp } : {}),
    ...(input.free_delivery !== undefined ? { freeDelivery: input.free_delivery } : {}),
    ...(input.reward_ids !== undefined ? { rewardIds: input.reward_ids } : {}),
  };
}

/** Ranks and thresholds must rise together: a 400 naming the field, before anything is written. */
function assertOrdered(levels: readonly Pick<TierLevelRow, 'id' | 'rank' | 'threshold'>[]): void {
  const bad = firstUnorderedLevel(levels);
  if (bad === null) return;
  const sameRank = new Set(levels.map((level) => level.rank)).size < levels.length;
  throw new DomainError(
    'validation_failed',
    'Each level needs its own rank, and a higher rank a higher threshold.',
    [sameRank ? { field: 'rank', message: 'Another level has this rank' } : { field: 'threshold', message: 'Expected a threshold between the levels below and above' }],
  );
}

async function requireLevelOfSet(tx: Transaction, setId: number, levelId: number): Promise<TierLevelRow> {
  const level = await findTierLevel(tx, levelId);
  // A level of another set answers like a missing one.
  if (!level || level.tierSetId !== setId) throw notFound('No such tier level.');
  return level;
}

async function levelAnswer(tx: Transaction, setId: number, level: TierLevelRow): Promise<AdminTierLevel> {
  return levelView(level, await membersPerLevel(tx, setId));
}

export async function createTierLevel(db: Database, setId: number, input: TierLevelInput, actor: AuditActor): Promise<AdminTierLevel> {
  return db.transaction(async (tx) => {
    await requireTierSet(tx, setId);
    const levels = await levelsOfSet(tx, setId);
    assertOrdered([...levels, { id: 0, rank: input.rank, threshold: input.threshold }]);
    const level = await insertTierLevel(tx, { tierSetId: setId, ...levelValues(input), name: input.name, threshold: input.threshold, rank: input.rank });
    await recordAudit(tx, actor, { action: 'tier_level.create', targetType: 'tier_level', targetId: level.id, after: level });
    return levelAnswer(tx, setId, level);
  });
}

export async function changeTierLevel(
  db: Database,
  setId: number,
  levelId: number,
  input: Partial<TierLevelInput>,
  actor: AuditActor,
): Promise<AdminTierLevel> {
  return db.transaction(async (tx) => {
    const before = await requireLevelOfSet(tx, setId, levelId);
    const levels = await levelsOfSet(tx, setId);
    assertOrdered(levels.map((level) => (level.id === levelId ? { ...level, ...levelValues(input) } : level)));
    const after = await updateTierLevel(tx, levelId, levelValues(input));
    if (!after) throw notFound('No such tier level.');
    await recordAudit(tx, actor, { action: 'tier_level.update', targetType: 'tier_level', targetId: levelId, before, after });
    return levelAnswer(tx, setId, after);
  });
}

/** Deletes a level; its customers lose it (the history keeps its name) and the next recalculation places them again. */
export async function removeTierLevel(db: Database, setId: number, levelId: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireLevelOfSet(tx, setId, levelId);
    await deleteTierLevel(tx, levelId);
    await recordAudit(tx, actor, { action: 'tier_level.delete', targetType: 'tier_level', targetId: levelId, before });
  });
}
