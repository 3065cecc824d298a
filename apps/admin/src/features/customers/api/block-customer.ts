// POST /api/admin/customers/{id}/block {reason} and /unblock {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminCustomerEndpoints from '@loyalty/contracts/endpoints/admin-customer';
import { call } from '@admin/lib/api';

export function useBlockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { block: boolean; reason: string }) => {
      const request = { params: { id }, body: { reason: input.reason } };
      return input.block
        ? call(adminCustomerEndpoints.adminPostCustomersByIdBlock, request)
        : call(adminCustomerEndpoints.adminPostCustomersByIdUnblock, request);
    },
    // Blocking and signing out act on the person: both brand records change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
