// POST /api/admin/customers/{id}/xp-adjust {amount, reason}: credits or debits through the ledger.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminXpAdjustResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { customerQueryKey } from './get-customer';

export function useAdjustXp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; reason: string }) =>
      api({ method: 'POST', path: `/customers/${id}/xp-adjust`, body: input, schema: adminXpAdjustResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
