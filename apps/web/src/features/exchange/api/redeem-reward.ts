// POST /api/exchange/redeem {reward_id, product} (+ Idempotency-Key): debits the reward's XP and takes one unit, in one server transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { RedeemRewardBody } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { call } from '@/lib/api-client';

export async function redeemReward({
  rewardId,
  brand,
  idempotencyKey,
}: {
  rewardId: number;
  brand: Brand;
  /** One per confirmation, so a repeated submit buys once. */
  idempotencyKey?: string;
}) {
  const body: RedeemRewardBody = { reward_id: rewardId, product: brand };
  return call(rewardsEndpoints.redeem, { body, ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReward,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
    },
  });
}
