// POST /api/content/get-page-by-id {id, product}: a content page of the brand, its HTML sanitised by the server.
// Shared: the user agreement (legal) and the info pages (content) read it under one query key, so the cache is one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { contentPageSlugs } from '@loyalty/contracts/content';
import * as contentEndpoints from '@loyalty/contracts/endpoints/content';
import { call } from '@/lib/api-client';

export type ContentPageSlug = (typeof contentPageSlugs)[number];

export async function getPageById(id: ContentPageSlug, product: Brand, signal?: AbortSignal) {
  return call(contentEndpoints.getPageById, { body: { id, product }, signal });
}

export const contentPageQueryOptions = (id: ContentPageSlug, product: Brand) =>
  queryOptions({
    queryKey: ['content', id, product] as const,
    queryFn: ({ signal }) => getPageById(id, product, signal),
  });

export function useContentPage(id: ContentPageSlug, product: Brand) {
  return useQuery(contentPageQueryOptions(id, product));
}
