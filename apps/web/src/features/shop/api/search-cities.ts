// POST /api/novaposhta/cities {query, limit}: city search of the delivery form; an empty query lists the popular six.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryCity } from '@loyalty/contracts/delivery';
import { apiRequest } from '@/lib/api-client';

export async function searchCities(query: string, signal?: AbortSignal): Promise<DeliveryCity[]> {
  const { searchCitiesBodySchema, searchCitiesResponseSchema } = await import('@loyalty/contracts/delivery');
  const answer = await apiRequest({
    method: 'POST',
    path: '/novaposhta/cities',
    body: searchCitiesBodySchema.parse({ query }),
    responseSchema: searchCitiesResponseSchema,
    signal,
  });
  return answer.cities;
}

export const searchCitiesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['delivery', 'cities', query.trim()] as const,
    queryFn: ({ signal }) => searchCities(query, signal),
    // The directory changes daily at most: a city list is good for the whole checkout.
    staleTime: 10 * 60 * 1000,
  });

export function useCitySearch(query: string, enabled = true) {
  // The previous list stays on screen while the next query's answer is on its way, so the list does not blink.
  return useQuery({ ...searchCitiesQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
