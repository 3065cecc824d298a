// GET /api/invite/get-promo-code?product=: the customer's own member-get-member code and the programme's rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { InvitePromoCodeQuery, InvitePromoCodeResponse } from '@loyalty/contracts/invite';
import * as inviteEndpoints from '@loyalty/contracts/endpoints/invite';
import { call } from '@/lib/api-client';

export async function getPromoCode(brand: Brand, signal?: AbortSignal): Promise<InvitePromoCodeResponse> {
  const query: InvitePromoCodeQuery = { product: brand };
  return call(inviteEndpoints.getPromoCode, { query, signal });
}

// The code never changes once made: no need to ask again while the app is open.
export const promoCodeQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: ['invite', 'promo-code', brand] as const,
    queryFn: ({ signal }) => getPromoCode(brand, signal),
    staleTime: Infinity,
  });

export function usePromoCode(brand: Brand) {
  return useQuery(promoCodeQueryOptions(brand));
}
