// POST /api/admin/auth/password {current_password, new_password}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { call } from '@admin/lib/api';
import { meQueryKey } from './get-me';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { current_password: string; new_password: string }) =>
      call(adminAuthEndpoints.adminPostAuthPassword, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(meQueryKey, answer.staff),
  });
}
