// POST /api/admin/auth/logout: ends this session; every cached answer goes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOkSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { meQueryKey } from './get-me';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', path: '/auth/logout', schema: adminOkSchema }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
