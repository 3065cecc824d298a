// GET /api/scan/get-full-balance: the XP of the person's records in both brands and their total (spec section 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export async function getFullBalance(signal?: AbortSignal) {
  return call(scanEndpoints.getFullBalance, { signal });
}

/** Under the balance root: whatever moves a balance (scans, exchanges, quizzes) refreshes this too. */
export const fullBalanceQueryOptions = () =>
  queryOptions({ queryKey: [queryKeyRoots.balance, 'full'] as const, queryFn: ({ signal }) => getFullBalance(signal) });

export function useFullBalance(enabled: boolean) {
  return useQuery({ ...fullBalanceQueryOptions(), enabled });
}
