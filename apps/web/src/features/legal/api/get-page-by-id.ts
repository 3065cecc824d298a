// POST /api/content/get-page-by-id {id, product}: a content page of the brand, its HTML sanitised by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { contentPageSlugs, GetPageByIdBody } from '@loyalty/contracts/content';
import { apiRequest } from '@/lib/api-client';

export type ContentPageSlug = (typeof contentPageSlugs)[number];

export interface ContentPage {
  title: string;
  body_html: string;
}

export async function getPageById(id: ContentPageSlug, product: Brand, signal?: AbortSignal): Promise<ContentPage> {
  const body: GetPageByIdBody = { id, product };
  return apiRequest({
    method: 'POST',
    path: '/content/get-page-by-id',
    body,
    responseSchema: () => import('@loyalty/contracts/content').then((contract) => contract.getPageByIdResponseSchema),
    signal,
  });
}

export const contentPageQueryOptions = (id: ContentPageSlug, product: Brand) =>
  queryOptions({
    queryKey: ['content', id, product] as const,
    queryFn: ({ signal }) => getPageById(id, product, signal),
  });

export function useContentPage(id: ContentPageSlug, product: Brand) {
  return useQuery(contentPageQueryOptions(id, product));
}
