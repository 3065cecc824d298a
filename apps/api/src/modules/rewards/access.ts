// Which rewards a customer may see and buy: the one rule the list, a reward's page and a redemption ask. A reward kept
// for some customers, by a tier level (decision 0062) or by a campaign's unlock (decision 0065), is theirs only when
// one of those opens it for them (their level, or a campaign that unlocked it for them); to anyone else it does not
// exist (absent from the list, 404 when opened or redeemed).
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { rewardUnlocksOf } from '../campaigns/repository.ts';
import { tierRewardOpenings } from '../tiers/reward-access.ts';

export interface RewardAccess {
  /** Whether the customer may see and redeem this reward. */
  sees(rewardId: number): boolean;
}

export async function rewardAccess(executor: Executor, customerId: number, brand: Brand): Promise<RewardAccess> {
  const [tiers, campaigns] = await Promise.all([
    tierRewardOpenings(executor, customerId, brand),
    rewardUnlocksOf(executor, customerId, brand),
  ]);
  return {
    sees: (rewardId) =>
      !(tiers.restricted.has(rewardId) || campaigns.kept.has(rewardId)) ||
      tiers.open.has(rewardId) ||
      campaigns.unlocked.has(rewardId),
  };
}
