// POST /api/admin/customers/{id}/block {reason} and /unblock {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOkSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useBlockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { block: boolean; reason: string }) =>
      api({
        method: 'POST',
        path: `/customers/${id}/${input.block ? 'block' : 'unblock'}`,
        body: { reason: input.reason },
        schema: adminOkSchema,
      }),
    // Blocking and signing out act on the person: both brand records change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
