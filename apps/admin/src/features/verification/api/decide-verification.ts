// POST /api/admin/verifications/{id}/approve and /reject {reason}: the customer is told by SMS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminVerificationEndpoints from '@loyalty/contracts/endpoints/admin-verification';
import { call } from '@admin/lib/api';

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    // The queue says the outcome itself, with the phone (verification-page.tsx).
    meta: { ownToast: true },
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? call(adminVerificationEndpoints.adminPostVerificationsByIdApprove, { params: { id: decision.id } })
        : call(adminVerificationEndpoints.adminPostVerificationsByIdReject, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['verifications'] }),
  });
}
