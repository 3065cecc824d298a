// POST /api/content/get-faq {product, topic: 'invite-friend'}: the invite-a-friend FAQ, read through the content module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqItem } from '@loyalty/contracts/content';
import { getFaq } from '@/lib/shared-api/get-faq';

export async function getInviteFaq(brand: Brand, signal?: AbortSignal): Promise<FaqItem[]> {
  return (await getFaq(brand, 'invite-friend', signal)).list;
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
