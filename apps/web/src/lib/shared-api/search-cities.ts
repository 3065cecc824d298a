// POST /api/novaposhta/cities {query, limit}: city search of the delivery form; an empty query lists the popular six.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryCity, SearchCitiesBody } from '@loyalty/contracts/delivery';
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';

export async function searchCities(query: string, signal?: AbortSignal): Promise<DeliveryCity[]> {
  // The contract trims the query and defaults the limit to 20: both go so, as its parse used to send them.
  const body: SearchCitiesBody = { query: query.trim(), limit: 20 };
  const answer = await call(deliveryEndpoints.cities, { body, signal });
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
