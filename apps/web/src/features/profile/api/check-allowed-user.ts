// GET /api/user/check-allowed-user: the spec's allowed-user flag (section 6), true for the phones of ALLOWED_PHONES.
// The spec does not say what it allows; the app reads it as "a tester's phone" (decision 0044) and shows such a
// customer the build they are running, so a report names the build. Customers are never refused anything for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeyRoots } from '@/config/constants';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

export async function checkAllowedUser(signal?: AbortSignal): Promise<boolean> {
  const answer = await call(userEndpoints.checkAllowedUser, { signal });
  return answer.allowed;
}

export const allowedUserQueryOptions = () =>
  queryOptions({
    // Under the user root: logout and a brand switch drop it with the customer's other answers.
    queryKey: [queryKeyRoots.user, 'allowed'] as const,
    queryFn: ({ signal }) => checkAllowedUser(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useAllowedUser(enabled: boolean) {
  return useQuery({ ...allowedUserQueryOptions(), enabled });
}
