// GET /api/admin/orders/{number}: one order with its lines, money movements, callbacks and courier hand-off.
import { useQuery } from '@tanstack/react-query';
import * as adminOrderEndpoints from '@loyalty/contracts/endpoints/admin-order';
import { call } from '@admin/lib/api';

export const orderQueryKey = (orderNumber: number) => ['order', orderNumber] as const;

export function useOrder(orderNumber: number) {
  return useQuery({
    queryKey: orderQueryKey(orderNumber),
    queryFn: () => call(adminOrderEndpoints.adminGetOrdersByNumber, { params: { number: orderNumber } }),
  });
}
