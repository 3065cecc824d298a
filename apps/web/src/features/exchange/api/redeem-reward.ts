// POST /api/exchange/redeem {reward_id, product, delivery, recipient} (+ Idempotency-Key): debits the reward's XP, takes one
// unit and records the Nova Poshta branch it goes to, in one server transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Recipient } from '@loyalty/contracts/orders';
import type { RedeemRewardBody } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { call } from '@/lib/api-client';

export async function redeemReward({
  rewardId,
  brand,
  cityRef,
  branchRef,
  recipient,
  idempotencyKey,
}: {
  rewardId: number;
  brand: Brand;
  /** The branch by its Refs; the server stores the directory's names for them. */
  cityRef: string;
  branchRef: string;
  recipient: Recipient;
  /** One per confirmation, so a repeated submit buys once. */
  idempotencyKey?: string;
}) {
  const body: RedeemRewardBody = { reward_id: rewardId, product: brand, delivery: { cityRef, branchRef }, recipient };
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
