// POST /api/admin/auth/password {current_password, new_password}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { meQueryKey } from './get-me';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { current_password: string; new_password: string }) =>
      api({ method: 'POST', path: '/auth/password', body: input, schema: adminMeResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(meQueryKey, answer.staff),
  });
}
