// GET /api/offers?product=: the brand's currently valid offers, in the operator's order, with sanitised HTML bodies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer, OffersQuery } from '@loyalty/contracts/points';
import * as offersEndpoints from '@loyalty/contracts/endpoints/offers';
import { call } from '@/lib/api-client';

export async function getOffers(brand: Brand, signal?: AbortSignal): Promise<Offer[]> {
  // Home lists offers: the query is typed, not parsed, so zod is not loaded to send it.
  const query: OffersQuery = { product: brand };
  const answer = await call(offersEndpoints.offers, { query, signal });
  return answer.offers;
}

export const offersQueryOptions = (brand: Brand) =>
  queryOptions({ queryKey: ['offers', brand] as const, queryFn: ({ signal }) => getOffers(brand, signal) });

export function useOffers(brand: Brand) {
  return useQuery(offersQueryOptions(brand));
}
