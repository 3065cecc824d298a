// POST /api/admin/auth/login {email, password, totp?}: the staff session (cookie) and the account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { call } from '@admin/lib/api';
import { meQueryKey } from './get-me';

export interface LoginInput {
  email: string;
  password: string;
  totp?: string | undefined;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: LoginInput) =>
      call(adminAuthEndpoints.adminPostAuthLogin, { body: { ...input, totp: input.totp || undefined } }),
    onSuccess: (answer) => queryClient.setQueryData(meQueryKey, answer.staff),
  });
}
