// GET /api/user/get-referrals?product=: the friends the customer invited, with status and reward, and the totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ReferralsQuery, ReferralsResponse } from '@loyalty/contracts/invite';
import { queryKeyRoots } from '@/config/constants';
import * as inviteEndpoints from '@loyalty/contracts/endpoints/invite';
import { call } from '@/lib/api-client';

export async function getReferrals(brand: Brand, signal?: AbortSignal): Promise<ReferralsResponse> {
  const query: ReferralsQuery = { product: brand };
  return call(inviteEndpoints.getReferrals, { query, signal });
}

// NOTE: under the balance root: a friend's paid order credits XP and moves a referral at once.
export const referralsQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.balance, 'referrals', brand] as const,
    queryFn: ({ signal }) => getReferrals(brand, signal),
    staleTime: 0,
  });

export function useReferrals(brand: Brand) {
  return useQuery(referralsQueryOptions(brand));
}
