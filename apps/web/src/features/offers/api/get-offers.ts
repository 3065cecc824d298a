// GET /api/offers?product=: the brand's currently valid offers, in the operator's order, with sanitised HTML bodies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer } from '@loyalty/contracts/points';
import { apiRequest } from '@/lib/api-client';

export async function getOffers(brand: Brand, signal?: AbortSignal): Promise<Offer[]> {
  const { offersQuerySchema, offersResponseSchema } = await import('@loyalty/contracts/points');
  const answer = await apiRequest({
    method: 'GET',
    path: '/offers',
    query: offersQuerySchema.parse({ product: brand }),
    responseSchema: offersResponseSchema,
    signal,
  });
  return answer.offers;
}

export const offersQueryOptions = (brand: Brand) =>
  queryOptions({ queryKey: ['offers', brand] as const, queryFn: ({ signal }) => getOffers(brand, signal) });

export function useOffers(brand: Brand) {
  return useQuery(offersQueryOptions(brand));
}
