// The back-office's work on campaigns: drafts, activation (scheduled until its start), pause and end, each change in
// one transaction with its audit entry; and the campaign as the back-office reads it.
import type { Brand } from '@loyalty/contracts/brand';
import type { Campaign, CampaignDraft } from '@loyalty/contracts/campaigns';
import type { Database, Executor } from '@loyalty/db/client';
import type { CampaignRow } from '@loyalty/db/schema';
import { effectiveStatus, type CampaignConditions, type CampaignEffect, type CampaignStatus } from '@loyalty/domain/campaigns';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { findReward } from '../rewards/repository.ts';
import { findSegment } from '../segments/service.ts';
import { findTierSetOfBrand, levelsOfSet } from '../tiers/repository.ts';
import {
  findCampaign,
  insertCampaign,
  listCampaigns,
  sliceCampaignBudget,
  spentXpOf,
  statsOf,
  updateCampaign,
  type CampaignStats,
} from './repository.ts';

function viewOf(row: CampaignRow, stats: CampaignStats | undefined, spentXp: number, now: Date): Campaign {
  return {
    id: row.id,
    brand: row.brand,
    name: row.name,
    status: effectiveStatus(row, now),
    trigger: row.trigger,
    conditions: row.conditions,
    limits: row.limits,
    effect: row.effect,
    extra_effects: row.extraEffects,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    budget_xp: row.budgetXp,
    spent_xp: spentXp,
    holdout_percent: Number(row.holdoutPercent),
    credits: stats?.credits ?? 0,
    treated: stats?.treated ?? 0,
    holdout: stats?.holdout ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function campaignView(executor: Executor, id: number, now = new Date()): Promise<Campaign> {
  const row = await findCampaign(executor, id);
  if (!row) throw notFound('There is no such campaign.');
  const [stats, spent] = await Promise.all([statsOf(executor, [id]), spentXpOf(executor, [id])]);
  return viewOf(row, stats.get(id), spent.get(id) ?? 0, now);
}

export async function listCampaignViews(
  executor: Executor,
  filter: { status?: CampaignStatus | undefined; brand?: Brand | undefined },
  page: { page: number; perPage: number },
): Promise<{ campaigns: Campaign[]; total: number }> {
  const { rows, total } = await listCampaigns(executor, filter, page);
  const ids = rows.map((row) => row.id);
  const [stats, spent] = await Promise.all([statsOf(executor, ids), spentXpOf(executor, ids)]);
  const now = new Date();
  return { campaigns: rows.map((row) => viewOf(row, stats.get(row.id), spent.get(row.id) ?? 0, now)), total };
}

function columnsOf(draft: CampaignDraft) {
  return {
    brand: draft.brand,
    name: draft.name,
    trigger: draft.trigger,
    conditions: draft.conditions,
    limits: draft.limits,
    effect: draft.effect,
    // Absent: the table's default on insert ([]), and left as it is on update.
    ...(draft.extra_effects === undefined ? {} : { extraEffects: draft.extra_effects }),
    startsAt: draft.starts_at === null ? null : new Date(draft.starts_at),
    endsAt: draft.ends_at === null ? null : new Date(draft.ends_at),
    budgetXp: draft.budget_xp,
    holdoutPercent: draft.holdout_percent,
  };
}

/**
 * Segments and tier levels named by conditions must be the campaign's brand's: a missing or foreign one is a 400
 * naming the field (a foreign id answers like a missing one).
 */
export async function assertConditionsOfBrand(executor: Executor, brand: Brand, conditions: CampaignConditions): Promise<void> {
  const unknownSegments: number[] = [];
  for (const id of conditions.segment_ids ?? []) {
    const segment = await findSegment(executor, id);
    if (segment?.brand !== brand) unknownSegments.push(id);
  }
  if (unknownSegments.length > 0) {
    throw new DomainError('validation_failed', 'The conditions name segments this brand does not have.', [
      { field: 'conditions.segment_ids', message: `Unknown segments: ${unknownSegments.join(', ')}` },
    ]);
  }
  if ((conditions.tier_level_ids?.length ?? 0) === 0) return;
  const set = await findTierSetOfBrand(executor, brand);
  const known = new Set(set ? (await levelsOfSet(executor, set.id)).map((level) => level.id) : []);
  const unknownLevels = (conditions.tier_level_ids ?? []).filter((id) => !known.has(id));
  if (unknownLevels.length > 0) {
    throw new DomainError('validation_failed', 'The conditions name tier levels this brand does not have.', [
      { field: 'conditions.tier_level_ids', message: `Unknown levels: ${unknownLevels.join(', ')}` },
    ]);
  }
}

/** Rewards the effects unlock must be the campaign's brand's: a missing or foreign one is a 400 naming the field. */
async function assertEffectsOfBrand(executor: Executor, draft: CampaignDraft): Promise<void> {
  const effects: CampaignEffect[] = [draft.effect, ...(draft.extra_effects ?? [])];
  for (const [index, effect] of effects.entries()) {
    if (effect.kind !== 'unlock_reward') continue;
    if (await findReward(executor, draft.brand, effect.reward_id)) continue;
    const field = index === 0 ? 'effect.reward_id' : `extra_effects.${index - 1}.reward_id`;
    throw new DomainError('validation_failed', 'The effect unlocks a reward this brand does not have.', [
      { field, message: `Unknown reward: ${effect.reward_id}` },
    ]);
  }
}

/** What a draft names (segments, tier levels, rewards) must be of its brand. */
export async function assertDraftOfBrand(executor: Executor, draft: CampaignDraft): Promise<void> {
  await assertConditionsOfBrand(executor, draft.brand, draft.conditions);
  await assertEffectsOfBrand(executor, draft);
}

export async function createCampaignDraft(db: Database, draft: CampaignDraft, actor: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    await assertDraftOfBrand(tx, draft);
    const row = await insertCampaign(tx, {
      ...columnsOf(draft),
      createdByStaffId: actor.staffId,
      updatedByStaffId: actor.staffId,
    });
    await recordAudit(tx, actor, { action: 'campaign.create', targetType: 'campaign', targetId: row.id, after: row });
    return row.id;
  });
}

/** Only a draft changes its rules: a campaign that ran keeps the rules its credits were given by. */
export async function updateCampaignDraft(db: Database, id: number, draft: CampaignDraft, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCampaign(tx, id, true);
    if (!before) throw notFound('There is no such campaign.');
    if (before.status !== 'draft') {
      throw new DomainError('conflict', `The campaign is ${before.status}; only a draft can be changed.`);
    }
    await assertDraftOfBrand(tx, draft);
    const after = await updateCampaign(tx, id, { ...columnsOf(draft), updatedByStaffId: actor.staffId });
    await recordAudit(tx, actor, { action: 'campaign.update', targetType: 'campaign', targetId: id, before, after });
  });
}

export type CampaignMove = 'activate' | 'pause' | 'end';

/** The stored statuses each move leaves from (as they stand now: a scheduled campaign past its end is ended). */
const movesFrom: Record<CampaignMove, readonly CampaignStatus[]> = {
  activate: ['draft', 'paused'],
  pause: ['active', 'scheduled'],
  end: ['draft', 'scheduled', 'active', 'paused'],
};

/** activate (scheduled when its start is ahead), pause or end; 409 conflict from a status the move cannot leave. */
export async function moveCampaign(
  db: Database,
  id: number,
  move: CampaignMove,
  reason: string,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCampaign(tx, id, true);
    if (!before) throw notFound('There is no such campaign.');
    const current = effectiveStatus(before, now);
    if (!movesFrom[move].includes(current)) {
      throw new DomainError('conflict', `The campaign is ${current}; it cannot ${move}.`);
    }
    if (move === 'activate' && before.endsAt && before.endsAt <= now) {
      throw new DomainError('conflict', 'The campaign ended before it could start; set its dates in a new draft.');
    }
    const status: CampaignStatus =
      move === 'pause' ? 'paused' : move === 'end' ? 'ended' : before.startsAt && before.startsAt > now ? 'scheduled' : 'active';
    const after = await updateCampaign(tx, id, { status, updatedByStaffId: actor.staffId });
    // Activation slices the budget into the slots credits spend from (decision 0069); the row lock held since
    // findCampaign waits for the credits in flight (their claims hold a key-share lock on this row) and holds off new ones.
    const budgetSlots = move === 'activate' ? await sliceCampaignBudget(tx, after) : undefined;
    await recordAudit(tx, actor, {
      action: `campaign.${move}`,
      targetType: 'campaign',
      targetId: id,
      before: { status: before.status },
      after: budgetSlots === undefined ? { status: after.status } : { status: after.status, budget_slots: budgetSlots },
      reason,
    });
  });
}
