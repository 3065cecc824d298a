// POST /api/admin/auth/totp/setup (a new secret) and /totp/enable {code}: the optional second factor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeResponseSchema, adminTotpSetupResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useTotpSetup() {
  return useMutation({
    mutationFn: () => api({ method: 'POST', path: '/auth/totp/setup', schema: adminTotpSetupResponseSchema }),
  });
}

export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api({ method: 'POST', path: '/auth/totp/enable', body: { code }, schema: adminMeResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(['me'], answer.staff),
  });
}
