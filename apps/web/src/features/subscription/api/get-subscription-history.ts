// GET /api/subscription/history?product&offset: the subscription's events, newest first, in pages of 20.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { SubscriptionHistoryResponse } from '@loyalty/contracts/subscription';
import * as subscriptionEndpoints from '@loyalty/contracts/endpoints/subscription';
import { call } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function getSubscriptionHistory(
  brand: Brand,
  offset: number,
  signal?: AbortSignal,
): Promise<SubscriptionHistoryResponse> {
  return call(subscriptionEndpoints.history, { query: { product: brand, offset }, signal });
}

export const subscriptionHistoryQueryOptions = (brand: Brand) =>
  infiniteQueryOptions({
    queryKey: [subscriptionQueryRoot, 'history', brand] as const,
    queryFn: ({ pageParam, signal }) => getSubscriptionHistory(brand, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((sum, page) => sum + page.events.length, 0) : undefined),
  });

export function useSubscriptionHistory(brand: Brand) {
  return useInfiniteQuery(subscriptionHistoryQueryOptions(brand));
}
