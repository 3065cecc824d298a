// GET /api/exchange/list?product=: rewards bought with XP, each with whether the balance covers it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ExchangeListQuery, Reward } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { call } from '@/lib/api-client';

export async function getRewards(brand: Brand, signal?: AbortSignal): Promise<Reward[]> {
  const query: ExchangeListQuery = { product: brand };
  const answer = await call(rewardsEndpoints.list, { query, signal });
  return answer.rewards;
}

// NOTE: under the balance root: `affordable` and stock change with every credit and debit.
export const rewardsQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.balance, 'rewards', brand] as const,
    queryFn: ({ signal }) => getRewards(brand, signal),
    staleTime: 0,
  });

export function useRewards(brand: Brand) {
  return useQuery(rewardsQueryOptions(brand));
}
