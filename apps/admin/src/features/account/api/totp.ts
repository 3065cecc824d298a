// POST /api/admin/auth/totp/setup {current_password, code?} (a new secret), /totp/enable {code} and /totp/disable
// {current_password, code}: the optional second factor. Changing it needs the password again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeResponseSchema, adminTotpSetupResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export interface TotpProof {
  current_password: string;
  /** A current code: required while the second factor is on. */
  code?: string | undefined;
}

export function useTotpSetup() {
  return useMutation({
    // The account screen says what changed.
    meta: { ownToast: true },
    mutationFn: (proof: TotpProof) =>
      api({
        method: 'POST',
        path: '/auth/totp/setup',
        body: { ...proof, code: proof.code || undefined },
        schema: adminTotpSetupResponseSchema,
      }),
  });
}

export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    // The account screen says what changed.
    meta: { ownToast: true },
    mutationFn: (code: string) =>
      api({ method: 'POST', path: '/auth/totp/enable', body: { code }, schema: adminMeResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.staff),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    // The account screen says what changed.
    meta: { ownToast: true },
    mutationFn: (proof: Required<TotpProof>) =>
      api({ method: 'POST', path: '/auth/totp/disable', body: proof, schema: adminMeResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.staff),
  });
}
