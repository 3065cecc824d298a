// POST /api/admin/orders/{number}/mark-paid | refund {reason} | cancel {reason} | waybill {waybill_number} | resend-courier.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminOrderEndpoints from '@loyalty/contracts/endpoints/admin-order';
import { call } from '@admin/lib/api';
import { orderQueryKey } from './get-order';

export type OrderAction =
  | { kind: 'mark-paid' }
  | { kind: 'refund'; reason: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'waybill'; waybill_number: string }
  | { kind: 'resend-courier' };

export function useOrderAction(orderNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (action: OrderAction) => {
      const params = { number: orderNumber };
      switch (action.kind) {
        case 'mark-paid':
          return call(adminOrderEndpoints.adminPostOrdersByNumberMarkPaid, { params });
        case 'refund':
          return call(adminOrderEndpoints.adminPostOrdersByNumberRefund, { params, body: { reason: action.reason } });
        case 'cancel':
          return call(adminOrderEndpoints.adminPostOrdersByNumberCancel, { params, body: { reason: action.reason } });
        case 'waybill':
          return call(adminOrderEndpoints.adminPostOrdersByNumberWaybill, {
            params,
            body: { waybill_number: action.waybill_number },
          });
        case 'resend-courier':
          return call(adminOrderEndpoints.adminPostOrdersByNumberResendCourier, { params });
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderNumber) });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
