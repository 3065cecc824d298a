// POST /api/admin/xp-adjustments/{id}/approve {reason?} (the ledger entry is written then) and /reject {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminXpAdjustmentEndpoints from '@loyalty/contracts/endpoints/admin-xp-adjustment';
import { call } from '@admin/lib/api';
import { xpAdjustmentsQueryKey } from './list-xp-adjustments';

export function useDecideXpAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the amount, the customer and the balance after.
    meta: { ownToast: true },
    mutationFn: (decision: { id: number; approve: boolean; reason: string }) => {
      const request = { params: { id: decision.id }, body: { reason: decision.reason } };
      return decision.approve
        ? call(adminXpAdjustmentEndpoints.adminPostXpAdjustmentsByIdApprove, request)
        : call(adminXpAdjustmentEndpoints.adminPostXpAdjustmentsByIdReject, request);
    },
    onSuccess: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: xpAdjustmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['customer', result.adjustment.customer_id] }),
      ]),
  });
}
