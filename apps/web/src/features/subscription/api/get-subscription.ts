// GET /api/subscription/get?product=: the customer's subscription of the brand and the sticks that can be subscribed to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetSubscriptionQuery, GetSubscriptionResponse } from '@loyalty/contracts/subscription';
import * as subscriptionEndpoints from '@loyalty/contracts/endpoints/subscription';
import { call } from '@/lib/api-client';

export const subscriptionQueryRoot = 'subscription';

export async function getSubscription(brand: Brand, signal?: AbortSignal): Promise<GetSubscriptionResponse> {
  const query: GetSubscriptionQuery = { product: brand };
  return call(subscriptionEndpoints.get, { query, signal });
}

export const subscriptionQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [subscriptionQueryRoot, 'current', brand] as const,
    queryFn: ({ signal }) => getSubscription(brand, signal),
  });

export function useSubscription(brand: Brand) {
  return useQuery(subscriptionQueryOptions(brand));
}
