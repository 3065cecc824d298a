// POST /api/admin/orders/{number}/mark-paid | refund {reason} | cancel {reason} | resend-courier.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@admin/lib/api';
import { orderQueryKey } from './get-order';

export type OrderAction =
  { kind: 'mark-paid' } | { kind: 'refund'; reason: string } | { kind: 'cancel'; reason: string } | { kind: 'resend-courier' };

export function useOrderAction(orderNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (action: OrderAction) =>
      api({
        method: 'POST',
        path: `/orders/${orderNumber}/${action.kind}`,
        body: 'reason' in action ? { reason: action.reason } : undefined,
        schema: z.unknown(),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderNumber) });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
