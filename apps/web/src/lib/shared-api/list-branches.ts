// POST /api/novaposhta/branches {cityRef, query}: the Nova Poshta branches of a city, by number or address.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryBranch, ListBranchesBody } from '@loyalty/contracts/delivery';
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';

export async function listBranches(cityRef: string, query: string, signal?: AbortSignal): Promise<DeliveryBranch[]> {
  // The contract trims the query and defaults the limit to 100: both go so, as its parse used to send them.
  const body: ListBranchesBody = { cityRef, query: query.trim(), limit: 100 };
  const answer = await call(deliveryEndpoints.branches, { body, signal });
  return answer.branches;
}

export const listBranchesQueryOptions = (cityRef: string, query: string) =>
  queryOptions({
    queryKey: ['delivery', 'branches', cityRef, query.trim()] as const,
    queryFn: ({ signal }) => listBranches(cityRef, query, signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBranches(cityRef: string | null, query: string) {
  return useQuery({
    ...listBranchesQueryOptions(cityRef ?? '', query),
    enabled: cityRef !== null,
    placeholderData: keepPreviousData,
  });
}
