// POST /api/content/get-page-by-id {id, product} for the info pages: the brand's page, its HTML sanitised by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { contentPageSlugs, GetPageByIdBody } from '@loyalty/contracts/content';
import { apiRequest } from '@/lib/api-client';

export type InfoPageSlug = (typeof contentPageSlugs)[number];

export async function getContentPage(id: InfoPageSlug, product: Brand, signal?: AbortSignal) {
  const body: GetPageByIdBody = { id, product };
  return apiRequest({
    method: 'POST',
    path: '/content/get-page-by-id',
    body,
    responseSchema: () => import('@loyalty/contracts/content').then((contract) => contract.getPageByIdResponseSchema),
    signal,
  });
}

// NOTE: the same key as features/legal's query: both read the same page, so the cache is shared, not duplicated.
export const infoPageQueryOptions = (id: InfoPageSlug, product: Brand) =>
  queryOptions({
    queryKey: ['content', id, product] as const,
    queryFn: ({ signal }) => getContentPage(id, product, signal),
  });

export function useInfoPage(id: InfoPageSlug, product: Brand) {
  return useQuery(infoPageQueryOptions(id, product));
}
