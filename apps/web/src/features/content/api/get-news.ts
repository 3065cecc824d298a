// POST /api/content/get-news {product, offset}: the brand's news, newest first, a page of 10 at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetNewsBody, GetNewsResponse } from '@loyalty/contracts/content';
import * as contentEndpoints from '@loyalty/contracts/endpoints/content';
import { call } from '@/lib/api-client';

export async function getNews(product: Brand, offset: number, signal?: AbortSignal): Promise<GetNewsResponse> {
  const body: GetNewsBody = { product, offset };
  return call(contentEndpoints.getNews, { body, signal });
}

export const newsQueryOptions = (product: Brand) =>
  infiniteQueryOptions({
    queryKey: ['content', 'news', product] as const,
    queryFn: ({ pageParam, signal }) => getNews(product, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((count, page) => count + page.list.length, 0) : undefined),
  });

export function useNews(product: Brand) {
  return useInfiniteQuery(newsQueryOptions(product));
}
