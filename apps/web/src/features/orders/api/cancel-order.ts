// POST /api/shop/cancel-order {orderId, product}: the customer cancels a pending order; its XP come back at once
// (beyond the spec, decision 0016).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { CancelOrderBody, Order } from '@loyalty/contracts/orders';
import { queryKeyRoots } from '@/config/constants';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

export interface CancelOrderInput {
  orderId: number;
  brand: Brand;
}

export async function cancelOrder({ orderId, brand }: CancelOrderInput): Promise<Order> {
  const body: CancelOrderBody = { orderId, product: brand };
  const answer = await call(ordersEndpoints.cancelOrder, { body });
  return answer.order;
}

/** A cancel moves the order and the XP: the orders, the balance and the bonus history are asked again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.orders] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
    },
  });
}
