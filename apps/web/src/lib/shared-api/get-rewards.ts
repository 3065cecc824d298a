// GET /api/exchange/list?product=: the rewards bought with XP, each with whether the balance covers it: the exchange,
// home's next reward and the scan result's bar read one list (features may not import each other, decision 0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ExchangeListQuery, Reward } from '@loyalty/contracts/points';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { queryKeyRoots } from '@/config/constants';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { answeredSinceOptions } from '@/lib/offline-cache/answered-since';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';

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

/**
 * Part of home's prefetch (app/routes/home-prefetch.ts): home's next reward is its largest text once both the balance
 * and this list are in, and asked for only by home's render it arrived a round trip after the balance.
 */
export function prefetchRewards(): Promise<void> | undefined {
  const brand = useBrandStore.getState().brand;
  if (useSessionStore.getState().shopIds[brand] === null) return undefined;
  return queryClient.prefetchQuery(rewardsQueryOptions(brand));
}

/** `answeredSince`: as useBalance's, an answer from the page's prefetch on is not asked for again on mount. */
export function useRewards(brand: Brand, enabled = true, answeredSince?: number) {
  return useQuery({
    ...rewardsQueryOptions(brand),
    ...answeredSinceOptions(answeredSince),
    enabled,
  });
}
