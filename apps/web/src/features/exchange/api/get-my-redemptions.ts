// GET /api/exchange/redemptions?product=: the customer's rewards («Мої нагороди»), newest first, with where each is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { RewardRedemption } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as rewardsEndpoints from '@loyalty/contracts/endpoints/rewards';
import { call } from '@/lib/api-client';

export async function getMyRedemptions(brand: Brand, signal?: AbortSignal): Promise<RewardRedemption[]> {
  const answer = await call(rewardsEndpoints.redemptions, { query: { product: brand }, signal });
  return answer.redemptions;
}

/** Under the balance root: a redeem invalidates it with the balance, and the brand switch reloads it. */
export const myRedemptionsQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.balance, 'redemptions', brand] as const,
    queryFn: ({ signal }) => getMyRedemptions(brand, signal),
    staleTime: 0,
  });

export function useMyRedemptions(brand: Brand) {
  return useQuery(myRedemptionsQueryOptions(brand));
}
