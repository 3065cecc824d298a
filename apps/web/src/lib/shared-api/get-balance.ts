// GET /api/get-balance?v=glo|ogo: the session's XP balance in a brand (spec section 7, Common). Shared by the loyalty
// features (scan, loyalty, exchange, marathon) and home, which may not import one another (docs/decisions/0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

export async function getBalance(brand: Brand, signal?: AbortSignal): Promise<number> {
  const { getBalanceQuerySchema, balanceResponseSchema } = await import('@loyalty/contracts/loyalty');
  const answer = await apiRequest({
    method: 'GET',
    path: '/get-balance',
    query: getBalanceQuerySchema.parse({ v: brand }),
    responseSchema: balanceResponseSchema,
    signal,
  });
  return answer.balance;
}

/** Under the `balance` root: scans, exchanges and quizzes invalidate it by that root (config/constants.ts). */
export const balanceQueryKey = (brand: Brand) => [queryKeyRoots.balance, brand] as const;

export const balanceQueryOptions = (brand: Brand) =>
  queryOptions({ queryKey: balanceQueryKey(brand), queryFn: ({ signal }) => getBalance(brand, signal), staleTime: 0 });

export function useBalance(brand: Brand, enabled = true) {
  return useQuery({ ...balanceQueryOptions(brand), enabled });
}
