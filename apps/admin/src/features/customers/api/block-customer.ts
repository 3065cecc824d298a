// POST /api/admin/customers/{id}/block {reason} and /unblock {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOkSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { customerQueryKey } from './get-customer';

export function useBlockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { block: boolean; reason: string }) =>
      api({
        method: 'POST',
        path: `/customers/${id}/${input.block ? 'block' : 'unblock'}`,
        body: { reason: input.reason },
        schema: adminOkSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
