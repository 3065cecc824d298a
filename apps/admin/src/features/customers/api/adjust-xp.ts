// POST /api/admin/customers/{id}/xp-adjust {amount, reason}: credits or debits through the ledger; a credit above the
// approval threshold answers 202 pending and waits for another staff member (the xp-adjustments queue).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminCustomerEndpoints from '@loyalty/contracts/endpoints/admin-customer';
import { call } from '@admin/lib/api';
import { customerQueryKey } from './get-customer';

export function useAdjustXp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { amount: number; reason: string }) =>
      call(adminCustomerEndpoints.adminPostCustomersByIdXpAdjust, { params: { id }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['xp-adjustments'] }),
      ]),
  });
}
