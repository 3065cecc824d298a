// POST /api/admin/orders/{number}/mark-paid | refund {reason} | cancel {reason} | waybill {waybill_number} | resend-courier.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@admin/lib/api';
import { orderQueryKey } from './get-order';

export type OrderAction =
  | { kind: 'mark-paid' }
  | { kind: 'refund'; reason: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'waybill'; waybill_number: string }
  | { kind: 'resend-courier' };

function bodyOf(action: OrderAction): object | undefined {
  if ('reason' in action) return { reason: action.reason };
  if (action.kind === 'waybill') return { waybill_number: action.waybill_number };
  return undefined;
}

export function useOrderAction(orderNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (action: OrderAction) =>
      api({
        method: 'POST',
        path: `/orders/${orderNumber}/${action.kind}`,
        body: bodyOf(action),
        schema: z.unknown(),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderNumber) });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
