// POST /api/admin/verifications/{id}/approve and /reject {reason}: the customer is told by SMS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOkSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    // The queue says the outcome itself, with the phone (verification-page.tsx).
    meta: { ownToast: true },
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? api({ method: 'POST', path: `/verifications/${decision.id}/approve`, schema: adminOkSchema })
        : api({
            method: 'POST',
            path: `/verifications/${decision.id}/reject`,
            body: { reason: decision.reason },
            schema: adminOkSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['verifications'] }),
  });
}
