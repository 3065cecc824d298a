// POST /api/admin/xp-adjustments/{id}/approve {reason?} (the ledger entry is written then) and /reject {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminXpDecisionResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';
import { xpAdjustmentsQueryKey } from './list-xp-adjustments';

export function useDecideXpAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the amount, the customer and the balance after.
    meta: { ownToast: true },
    mutationFn: (decision: { id: number; approve: boolean; reason: string }) =>
      api({
        method: 'POST',
        path: `/xp-adjustments/${decision.id}/${decision.approve ? 'approve' : 'reject'}`,
        body: { reason: decision.reason },
        schema: adminXpDecisionResponseSchema,
      }),
    onSuccess: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: xpAdjustmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['customer', result.adjustment.customer_id] }),
      ]),
  });
}
