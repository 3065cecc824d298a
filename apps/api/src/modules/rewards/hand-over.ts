// The only writer of a reward redemption's hand-over status (decision 0084). Every move is one transition of the table
// below, made by the staff who handle orders, in one transaction with its effects and its audit entry:
//
//   placed → sent       the shop handed the parcel to Nova Poshta: its waybill (ТТН) is recorded
//   placed → cancelled  the reward will not go out: its XP come back through the ledger, its unit back to the stock
//   sent   → sent       a mistyped waybill corrected (audited with the one it replaces)
//   sent   → received   the customer took it at the branch
//   sent   → cancelled  the parcel came back unclaimed: XP and stock back as above
//
// Any other move (received and cancelled are final, and are not repeated) is refused with 409
// `redemption_transition_refused`, so a doubled cancel can never return the XP twice (the ledger's source, the
// redemption's id, would refuse a second credit anyway).
import type { Brand } from '@loyalty/contracts/brand';
import type { AdminRewardRedemptionRow } from '@loyalty/contracts/admin';
import type { RewardRedemption } from '@loyalty/contracts/points';
import type { Database, Transaction } from '@loyalty/db/client';
import type { RewardRedemptionRow, RewardRedemptionStatus, RewardRow } from '@loyalty/db/schema';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { lockBrandRedemption, returnRewardUnit, updateRedemption, type RedemptionWithReward } from './repository.ts';

export const redemptionTransitions: Record<RewardRedemptionStatus, readonly RewardRedemptionStatus[]> = {
  placed: ['sent', 'cancelled'],
  sent: ['sent', 'received', 'cancelled'],
  received: [],
  cancelled: [],
};

export function redemptionTransitionAllowed(from: RewardRedemptionStatus, to: RewardRedemptionStatus): boolean {
  return redemptionTransitions[from].includes(to);
}

export class RedemptionTransitionRefused extends DomainError {
  constructor(id: number, from: RewardRedemptionStatus, to: RewardRedemptionStatus) {
    super('redemption_transition_refused', `Reward redemption ${id} is ${from}; it cannot become ${to}.`);
  }
}

/** The ledger source of the XP a cancelled redemption gives back: one credit per redemption, ever. */
export const redemptionReturnSource = 'reward_redemption_cancel';

export function redemptionOf(row: RewardRedemptionRow, reward: Pick<RewardRow, 'title' | 'imageSrc'>): RewardRedemption {
  const delivery = row.delivery;
  return {
    id: row.id,
    reward_id: row.rewardId,
    reward_title: reward.title,
    reward_image: reward.imageSrc,
    xp: row.xp,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    delivery: delivery
      ? {
          city_ref: delivery.cityRef,
          city: delivery.cityName,
          branch_ref: delivery.branchRef,
          branch_number: delivery.branchNumber,
          branch: delivery.branchName,
          first_name: delivery.firstName,
          last_name: delivery.lastName,
          phone: delivery.phone,
        }
      : null,
    waybill_number: row.waybillNumber,
    sent_at: row.sentAt?.toISOString() ?? null,
    received_at: row.receivedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

export function staffRedemptionOf(found: RedemptionWithReward & { phone: string }): AdminRewardRedemptionRow {
  return {
    ...redemptionOf(found.redemption, found.reward),
    brand: found.reward.brand,
    customer_id: found.redemption.customerId,
    customer_phone: found.phone,
  };
}

export type RedemptionMove = { to: 'sent'; waybillNumber: string } | { to: 'received' } | { to: 'cancelled'; reason: string };

/**
 * Moves a brand's redemption as staff asked, with its effects and its audit entry, in one transaction. 404 for an
 * unknown id or another brand's redemption; 409 `redemption_transition_refused` for a move the table does not allow.
 */
export async function moveRedemption(
  db: Database,
  brand: Brand,
  id: number,
  move: RedemptionMove,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AdminRewardRedemptionRow> {
  return db.transaction(async (tx) => {
    const found = await lockBrandRedemption(tx, brand, id);
    if (!found) throw notFound(`No ${brand} reward redemption ${id}.`);
    const before = found.redemption;
    if (!redemptionTransitionAllowed(before.status, move.to)) throw new RedemptionTransitionRefused(id, before.status, move.to);
    const moved = await updateRedemption(tx, id, before.status, {
      status: move.to,
      ...(move.to === 'sent' ? { waybillNumber: move.waybillNumber, sentAt: before.sentAt ?? now } : {}),
      ...(move.to === 'received' ? { receivedAt: now } : {}),
      ...(move.to === 'cancelled' ? { cancelledAt: now } : {}),
    });
    if (!moved) throw new Error(`reward redemption ${id} changed under its lock`);
    const after: Record<string, unknown> = { status: move.to };
    if (move.to === 'sent') after.waybillNumber = move.waybillNumber;
    if (move.to === 'cancelled') after.xpReturned = await giveBack(tx, brand, moved, found.reward.title);
    await recordAudit(tx, actor, {
      action: `reward_redemption.${move.to}`,
      targetType: 'reward_redemption',
      targetId: id,
      before: { status: before.status, waybillNumber: before.waybillNumber },
      after,
      reason: move.to === 'cancelled' ? move.reason : '',
    });
    return staffRedemptionOf({ ...found, redemption: moved });
  });
}

/** A cancelled redemption's XP back to the lots its debit took, and its unit back to a limited reward's stock. */
async function giveBack(tx: Transaction, brand: Brand, redemption: RewardRedemptionRow, title: string): Promise<number> {
  const credit = await creditXp(
    tx,
    {
      customerId: redemption.customerId,
      brand,
      amount: redemption.xp,
      reason: 'reward_return',
      sourceType: redemptionReturnSource,
      sourceRef: String(redemption.id),
      note: title,
      lotsOf: ['reward_redemption'],
    },
    // Points given back were earned before: they do not move the customer's level.
    { recalculateTier: false },
  );
  await returnRewardUnit(tx, redemption.rewardId);
  return credit.duplicate ? 0 : redemption.xp;
}
