// POST /api/user/get-user {id, product}: the checkout's view of the customer (orders_count, name, phone, address).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

export async function getShopUser(id: number, product: Brand, signal?: AbortSignal): Promise<User> {
  const { getUserBodySchema, userResponseSchema } = await import('@loyalty/contracts/user');
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/get-user',
    body: getUserBodySchema.parse({ id, product }),
    responseSchema: userResponseSchema,
    signal,
  });
  return answer.user;
}

// Under the `user` root, so the brand switch and logout drop it with the rest of the customer's data.
export const shopUserQueryOptions = (product: Brand, id: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.user, 'shop', product, id] as const,
    queryFn: ({ signal }) => {
      if (id === null) throw new Error('No customer record in this brand');
      return getShopUser(id, product, signal);
    },
    enabled: id !== null,
  });

export function useShopUser(product: Brand, id: number | null) {
  return useQuery(shopUserQueryOptions(product, id));
}
