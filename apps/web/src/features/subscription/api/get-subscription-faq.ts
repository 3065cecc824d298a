// POST /api/content/get-faq {product, topic: 'subscription'}: the /subscription/faq list, read through the content module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqItem, GetFaqBody } from '@loyalty/contracts/content';
import { apiRequest } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function getSubscriptionFaq(brand: Brand, signal?: AbortSignal): Promise<FaqItem[]> {
  const body: GetFaqBody = { product: brand, topic: 'subscription' };
  const answer = await apiRequest({
    method: 'POST',
    path: '/content/get-faq',
    body,
    responseSchema: () => import('@loyalty/contracts/content').then((contract) => contract.getFaqResponseSchema),
    signal,
  });
  return answer.list;
}

export const subscriptionFaqQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [subscriptionQueryRoot, 'faq', brand] as const,
    queryFn: ({ signal }) => getSubscriptionFaq(brand, signal),
  });

export function useSubscriptionFaq(brand: Brand) {
  return useQuery(subscriptionFaqQueryOptions(brand));
}
