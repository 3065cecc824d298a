// POST /api/content/get-faq {product, topic: 'invite-friend'}: the invite-a-friend FAQ, read through the content module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqItem, GetFaqBody } from '@loyalty/contracts/content';
import { apiRequest } from '@/lib/api-client';

export async function getInviteFaq(brand: Brand, signal?: AbortSignal): Promise<FaqItem[]> {
  const body: GetFaqBody = { product: brand, topic: 'invite-friend' };
  const answer = await apiRequest({
    method: 'POST',
    path: '/content/get-faq',
    body,
    responseSchema: () => import('@loyalty/contracts/content').then((contract) => contract.getFaqResponseSchema),
    signal,
  });
  return answer.list;
}

export const inviteFaqQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: ['invite', 'faq', brand] as const,
    queryFn: ({ signal }) => getInviteFaq(brand, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useInviteFaq(brand: Brand) {
  return useQuery(inviteFaqQueryOptions(brand));
}
