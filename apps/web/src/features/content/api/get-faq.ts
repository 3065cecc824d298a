// POST /api/content/get-faq {product, topic}: a FAQ list of {title, text} in the brand's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqTopicName, GetFaqBody, GetFaqResponse } from '@loyalty/contracts/content';
import { apiRequest } from '@/lib/api-client';

export async function getFaq(product: Brand, topic: FaqTopicName, signal?: AbortSignal): Promise<GetFaqResponse> {
  const body: GetFaqBody = { product, topic };
  return apiRequest({
    method: 'POST',
    path: '/content/get-faq',
    body,
    responseSchema: () => import('@loyalty/contracts/content').then((contract) => contract.getFaqResponseSchema),
    signal,
  });
}

export const faqQueryOptions = (product: Brand, topic: FaqTopicName) =>
  queryOptions({
    queryKey: ['content', 'faq', product, topic] as const,
    queryFn: ({ signal }) => getFaq(product, topic, signal),
  });

export function useFaq(product: Brand, topic: FaqTopicName) {
  return useQuery(faqQueryOptions(product, topic));
}
