// POST /api/content/get-faq {product, topic}: a FAQ list of {title, text} in the brand's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqTopicName } from '@loyalty/contracts/content';
import { getFaq } from '@/lib/shared-api/get-faq';

export const faqQueryOptions = (product: Brand, topic: FaqTopicName) =>
  queryOptions({
    queryKey: ['content', 'faq', product, topic] as const,
    queryFn: ({ signal }) => getFaq(product, topic, signal),
  });

export function useFaq(product: Brand, topic: FaqTopicName) {
  return useQuery(faqQueryOptions(product, topic));
}
