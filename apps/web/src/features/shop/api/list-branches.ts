// POST /api/novaposhta/branches {cityRef, query}: the Nova Poshta branches of a city, by number or address.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryBranch } from '@loyalty/contracts/delivery';
import { apiRequest } from '@/lib/api-client';

export async function listBranches(cityRef: string, query: string, signal?: AbortSignal): Promise<DeliveryBranch[]> {
  const { listBranchesBodySchema, listBranchesResponseSchema } = await import('@loyalty/contracts/delivery');
  const answer = await apiRequest({
    method: 'POST',
    path: '/novaposhta/branches',
    body: listBranchesBodySchema.parse({ cityRef, query }),
    responseSchema: listBranchesResponseSchema,
    signal,
  });
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
