// Rewards only a tier sees (decision 0062): a reward named in a level's reward_ids is for customers holding that
// level or a higher one; to everyone else it does not exist (hidden from the list, 404 when opened or redeemed).
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { findTierSetOfBrand, levelsOfSet } from './repository.ts';
import { tierOf } from './service.ts';

export interface TierRewardAccess {
  /** Whether the customer may see and redeem this reward. */
  sees(rewardId: number): boolean;
}

const everyone: TierRewardAccess = { sees: () => true };

/** One probe without a tier set; with one, its levels and the customer's level. */
export async function tierRewardAccess(executor: Executor, customerId: number, brand: Brand): Promise<TierRewardAccess> {
  const set = await findTierSetOfBrand(executor, brand);
  if (!set) return everyone;
  const levels = await levelsOfSet(executor, set.id);
  const restricted = new Set(levels.flatMap((level) => level.rewardIds));
  if (restricted.size === 0) return everyone;
  const held = await tierOf(executor, customerId, brand);
  const heldRank = held?.level.rank ?? 0;
  const open = new Set(levels.filter((level) => level.rank <= heldRank).flatMap((level) => level.rewardIds));
  return { sees: (rewardId) => !restricted.has(rewardId) || open.has(rewardId) };
}
