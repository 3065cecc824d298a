// POST /api/admin/auth/logout: ends this session; every cached answer goes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { call } from '@admin/lib/api';
import { meQueryKey } from './get-me';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: () => call(adminAuthEndpoints.adminPostAuthLogout, {}),
    onSettled: () => {
      // Not clear(): the signed-in screen's observer keeps the removed `me` query and its data, so the page stayed
      // signed in after logout. `me` becomes null (the sign-in page) and every other cached answer goes.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
