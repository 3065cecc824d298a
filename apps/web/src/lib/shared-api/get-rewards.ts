// GET /api/exchange/list?product=: the rewards bought with XP, each with whether the balance covers it: the exchange,
// home's next reward and the scan result's bar read one list (features may not import each other, decision 0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ExchangeListQuery, Reward } from '@loyalty/contracts/points';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { queryKeyRoots } from '@/config/constants';
import { call } from '@/lib/api-client';

export async function getRewards(brand: Brand, signal?: AbortSignal): Promise<Reward[]> {
  const query: ExchangeListQuery = { product: brand };
  const answer = await call(rewardsEndpoints.list, { query, signal });
  return answer.rewards;
}

// Under the balance root: `affordable` and stock change with every credit and debit.
export const rewardsQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.balance, 'rewards', brand] as const,
    queryFn: ({ signal }) => getRewards(brand, signal),
    staleTime: 0,
  });

export function useRewards(brand: Brand, enabled = true) {
  return useQuery({ ...rewardsQueryOptions(brand), enabled });
}
