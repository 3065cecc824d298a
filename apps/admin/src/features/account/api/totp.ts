// POST /api/admin/auth/totp/setup {current_password, code?} (a new secret), /totp/enable {code} and /totp/disable
// {current_password, code}: the optional second factor. Changing it needs the password again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { call } from '@admin/lib/api';

export interface TotpProof {
  current_password: string;
  /** A current code: required while the second factor is on. */
  code?: string | undefined;
}

export function useTotpSetup() {
  return useMutation({
    mutationFn: (proof: TotpProof) =>
      call(adminAuthEndpoints.adminPostAuthTotpSetup, { body: { ...proof, code: proof.code || undefined } }),
  });
}

export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(adminAuthEndpoints.adminPostAuthTotpEnable, { body: { code } }),
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.staff),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: Required<TotpProof>) => call(adminAuthEndpoints.adminPostAuthTotpDisable, { body: proof }),
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.staff),
  });
}
