// POST /api/content/get-news-item {id, product}: one news item with its body HTML, sanitised by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetNewsItemBody, NewsItem } from '@loyalty/contracts/content';
import * as contentEndpoints from '@loyalty/contracts/endpoints/content';
import { call } from '@/lib/api-client';

export async function getNewsItem(id: number, product: Brand, signal?: AbortSignal): Promise<NewsItem> {
  // The id is the route's; the query runs only for a positive whole number (useNewsItem), and the server checks it.
  const body: GetNewsItemBody = { id, product };
  return call(contentEndpoints.getNewsItem, { body, signal });
}

export const newsItemQueryOptions = (id: number, product: Brand) =>
  queryOptions({
    queryKey: ['content', 'news-item', product, id] as const,
    queryFn: ({ signal }) => getNewsItem(id, product, signal),
  });

export function useNewsItem(id: number, product: Brand) {
  return useQuery({ ...newsItemQueryOptions(id, product), enabled: Number.isSafeInteger(id) && id > 0 });
}
