// Rewards only a tier sees (decision 0062): a reward named in a level's reward_ids is for customers holding that
// level or a higher one. The rewards module's access (rewards/access.ts) hides it from everyone else.
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { findTierSetOfBrand, levelsOfSet } from './repository.ts';
import { tierOf } from './service.ts';

/** Rewards kept for some levels, and those of them the customer's level opens. */
export interface RewardOpenings {
  restricted: ReadonlySet<number>;
  open: ReadonlySet<number>;
}

const none: RewardOpenings = { restricted: new Set(), open: new Set() };

/** One probe without a tier set; with one, its levels and the customer's level. */
export async function tierRewardOpenings(executor: Executor, customerId: number, brand: Brand): Promise<RewardOpenings> {
  const set = await findTierSetOfBrand(executor, brand);
  if (!set) return none;
  const levels = await levelsOfSet(executor, set.id);
  const restricted = new Set(levels.flatMap((level) => level.rewardIds));
  if (restricted.size === 0) return none;
  const held = await tierOf(executor, customerId, brand);
  const heldRank = held?.level.rank ?? 0;
  const open = new Set(levels.filter((level) => level.rank <= heldRank).flatMap((level) => level.rewardIds));
  return { restricted, open };
}
