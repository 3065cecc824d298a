// POST /api/user/get-user {id, product}: the customer record of a brand (spec section 7, User). Shared: the session's
// sync after start-up, the profile and the checkout (orders_count, name, phone, address) read the same record, under one
// query key, so one request serves them all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetUserBody, User } from '@loyalty/contracts/user';
import { queryKeyRoots } from '@/config/constants';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

export async function getUser(id: number, product: Brand, signal?: AbortSignal): Promise<User> {
  // Every signed-in start asks for it: the body is typed, not parsed, so zod is not loaded to send it.
  const body: GetUserBody = { id, product };
  const answer = await call(userEndpoints.getUser, { body, signal });
  return answer.user;
}

/** Under the `user` root, so the brand switch reloads it and logout drops it (spec section 4). */
export const userQueryKey = (product: Brand, id: number | null) => [queryKeyRoots.user, product, id] as const;

export const getUserQueryOptions = (product: Brand, id: number | null) =>
  queryOptions({
    queryKey: userQueryKey(product, id),
    queryFn: ({ signal }) => {
      if (id === null) throw new Error('No customer record in this brand');
      return getUser(id, product, signal);
    },
    enabled: id !== null,
  });

export function useUser(product: Brand, id: number | null) {
  return useQuery(getUserQueryOptions(product, id));
}
