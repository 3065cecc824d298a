// Tiers (decision 0060): recalculating a customer's level (on every XP credit, on a paid or refunded order, and by the
// daily job), staff assignments, and what the customer, the campaigns and the back-office read of a tier.
import type { Brand } from '@loyalty/contracts/brand';
import type { Database, Executor, Transaction } from '@loyalty/db/client';
import type { TierLevelRow } from '@loyalty/db/schema';
import { decideTierMove, progressToNext } from '@loyalty/domain/tiers';
import { notFound, DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { customerIdsPage, findCustomer } from '../user/repository.ts';
import {
  findCustomerTier,
  findTierLevel,
  findTierSetOfBrand,
  levelsOfSet,
  readTierState,
  tierHistoryOf,
  writeCustomerTier,
} from './repository.ts';

export type TierChange = { from: number | null; to: number | null; reason: 'recalculated' | 'downgrade' } | null;

/**
 * Recalculates one customer's level in the caller's transaction: one read statement (readTierState), and a write only
 * when the level or its grace moves. Callers: creditXp (every credit), the order subscriber and the daily job.
 */
export async function recalculateTier(executor: Executor, customerId: number, brand: Brand, now = new Date()): Promise<TierChange> {
  const state = await readTierState(executor, customerId, brand);
  if (!state || state.levels.length === 0) return null;
  const move = decideTierMove({
    levels: state.levels,
    measure: state.measure,
    current: state.current,
    graceDays: state.set.graceDays,
    now,
  });
  if (move.kind === 'none') return null;
  const fromLevelId = state.current?.levelId ?? null;
  // A level no longer in the set (deleted) counts as none: the write starts from what is stored.
  const base = { customerId, brand, fromLevelId, manual: false, assignedByStaffId: null };
  if (move.kind === 'grace') {
    await writeCustomerTier(executor, { ...base, toLevelId: fromLevelId, graceUntil: move.graceUntil, reason: null });
    return null;
  }
  const reason = move.kind === 'up' ? 'recalculated' : 'downgrade';
  const toLevelId = move.levelId;
  const graceUntil = move.kind === 'down' ? move.graceUntil : null;
  const written = await writeCustomerTier(executor, { ...base, toLevelId, graceUntil, reason });
  return written ? { from: fromLevelId, to: toLevelId, reason } : null;
}

/** Recalculates every customer of every brand with a tier set, one short transaction each. For the daily job. */
export async function recalculateAllTiers(db: Database, brands: readonly Brand[], now = new Date()): Promise<{ visited: number; changed: number }> {
  let visited = 0;
  let changed = 0;
  for (const brand of brands) {
    if (!(await findTierSetOfBrand(db, brand))) continue;
    let afterId = 0;
    for (;;) {
      const ids = await customerIdsPage(db, brand, afterId, 500);
      if (ids.length === 0) break;
      for (const id of ids) {
        const change = await db.transaction((tx) => recalculateTier(tx, id, brand, now));
        visited += 1;
        if (change) changed += 1;
      }
      afterId = ids[ids.length - 1]!;
    }
  }
  return { visited, changed };
}

export interface CustomerTierView {
  level: Pick<TierLevelRow, 'id' | 'name' | 'rank' | 'earningMultiplierBp' | 'freeDelivery' | 'rewardIds'>;
  since: Date;
  graceUntil: Date | null;
  manual: boolean;
}

/** The customer's current level with its benefits, or null: for campaigns' tier conditions and offers. */
export async function tierOf(executor: Executor, customerId: number, brand: Brand): Promise<CustomerTierView | null> {
  const row = await findCustomerTier(executor, customerId, brand);
  if (!row) return null;
  const { levelId, since, graceUntil, manual, ...level } = row;
  return { level: { id: levelId, ...level }, since, graceUntil, manual };
}

/** The earning multiplier of the customer's level in basis points (10000, ×1, without a level): for credits. */
export async function earningMultiplierOf(executor: Executor, customerId: number, brand: Brand): Promise<number> {
  return (await tierOf(executor, customerId, brand))?.level.earningMultiplierBp ?? 10_000;
}

/** What the app shows: the level, the measure, what is missing to the next level and the benefits. */
export async function customerTierProgress(executor: Executor, customerId: number, brand: Brand) {
  const state = await readTierState(executor, customerId, brand);
  if (!state) return null;
  const tier = await tierOf(executor, customerId, brand);
  const levels = await levelsOfSet(executor, state.set.id);
  const next = progressToNext(levels, tier?.level.id ?? null, state.measure);
  return {
    setName: state.set.name,
    measure: state.set.measure,
    windowDays: state.set.windowDays,
    graceDays: state.set.graceDays,
    value: state.measure,
    tier,
    next,
    levels,
  };
}

/**
 * Staff assign a level by hand (it holds until removed) or remove the assignment (`levelId` null: the customer's
 * level is recalculated from the measure at once). The change, its history entry and its audit entry commit together.
 */
export async function assignTier(
  db: Database,
  customerId: number,
  levelId: number | null,
  reason: string,
  actor: AuditActor,
): Promise<CustomerTierView | null> {
  return db.transaction(async (tx: Transaction) => {
    const customer = await findCustomer(tx, customerId);
    if (!customer) throw notFound('No such customer.');
    const before = await tierOf(tx, customerId, customer.brand);
    if (levelId !== null) {
      const level = await findTierLevel(tx, levelId);
      const set = level ? await findTierSetOfBrand(tx, customer.brand) : undefined;
      // A level of the other brand's set answers like a missing one.
      if (!level || !set || level.tierSetId !== set.id) {
        throw new DomainError('not_found', 'No such tier level in this brand.', [{ field: 'level_id', message: 'Unknown level' }]);
      }
      const written = await writeCustomerTier(tx, {
        customerId,
        brand: customer.brand,
        fromLevelId: before?.level.id ?? null,
        toLevelId: levelId,
        graceUntil: null,
        manual: true,
        assignedByStaffId: actor.staffId,
        reason: 'manual',
      });
      if (!written) throw new DomainError('conflict', 'The tier changed meanwhile; try again.');
    } else if (before?.manual) {
      await writeCustomerTier(tx, {
        customerId,
        brand: customer.brand,
        fromLevelId: before.level.id,
        toLevelId: before.level.id,
        graceUntil: null,
        manual: false,
        assignedByStaffId: null,
        reason: null,
      });
      await recalculateTier(tx, customerId, customer.brand);
    }
    const after = await tierOf(tx, customerId, customer.brand);
    await recordAudit(tx, actor, {
      action: levelId === null ? 'tier.unassign' : 'tier.assign',
      targetType: 'customer',
      targetId: customerId,
      before: before && { level_id: before.level.id, name: before.level.name, manual: before.manual },
      after: after && { level_id: after.level.id, name: after.level.name, manual: after.manual },
      reason,
    });
    return after;
  });
}

export async function customerTierAndHistory(executor: Executor, customerId: number) {
  const customer = await findCustomer(executor, customerId);
  if (!customer) throw notFound('No such customer.');
  const tier = await tierOf(executor, customerId, customer.brand);
  const history = await tierHistoryOf(executor, customerId, 100);
  return { brand: customer.brand, tier, history };
}
