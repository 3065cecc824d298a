// POST /api/content/get-faq {product, topic: 'subscription'}: the /subscription/faq list, read through the content module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqItem } from '@loyalty/contracts/content';
import { getFaq } from '@/lib/shared-api/get-faq';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function getSubscriptionFaq(brand: Brand, signal?: AbortSignal): Promise<FaqItem[]> {
  return (await getFaq(brand, 'subscription', signal)).list;
}

export const subscriptionFaqQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [subscriptionQueryRoot, 'faq', brand] as const,
    queryFn: ({ signal }) => getSubscriptionFaq(brand, signal),
  });

export function useSubscriptionFaq(brand: Brand) {
  return useQuery(subscriptionFaqQueryOptions(brand));
}
