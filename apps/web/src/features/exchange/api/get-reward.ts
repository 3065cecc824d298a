// GET /api/exchange/reward?id=&product=: one reward (404 for an unknown id or another brand's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Reward } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { call } from '@/lib/api-client';

export async function getReward(id: number, brand: Brand, signal?: AbortSignal): Promise<Reward> {
  const answer = await call(rewardsEndpoints.reward, { query: { id, product: brand }, signal });
  return answer.reward;
}

export const rewardQueryOptions = (id: number, brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.balance, 'reward', brand, id] as const,
    queryFn: ({ signal }) => getReward(id, brand, signal),
    staleTime: 0,
    // A 404 will not turn into a reward by asking again.
    retry: false,
  });

export function useReward(id: number | null, brand: Brand) {
  return useQuery({ ...rewardQueryOptions(id ?? 0, brand), enabled: id !== null });
}
