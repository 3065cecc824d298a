// POST /api/admin/customers/{id}/xp-adjust {amount, reason}: credits or debits through the ledger; a credit above the
// approval threshold answers 202 pending and waits for another staff member (the xp-adjustments queue).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminXpAdjustResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { customerQueryKey } from './get-customer';

export function useAdjustXp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (input: { amount: number; reason: string }) =>
      // No descriptor yet: it answers 200 or 202 (pending approval), and a descriptor has one success status.
      // eslint-disable-next-line no-restricted-syntax
      api({ method: 'POST', path: `/customers/${id}/xp-adjust`, body: input, schema: adminXpAdjustResponseSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['xp-adjustments'] }),
      ]),
  });
}
