// POST /api/shop/get-orders {variant, shopifyId}, read by the success page for the status of the order just placed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Order } from '@loyalty/contracts/orders';
import { queryKeyRoots } from '@/config/constants';
import { getOrders } from '@/lib/shared-api/get-orders';

/** The order with this id (the spec's orderId, also LiqPay's return) among the customer's orders; null if absent. */
export async function getOrderStatus(
  brand: Brand,
  customerId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<Order | null> {
  const answer = await getOrders(brand, customerId, signal);
  return answer.list.find((order) => order.id === orderId) ?? null;
}

/** How often and how many times a pending card payment is asked again (LiqPay's callback may land a little later). */
export const orderStatusPoll = { intervalMs: 2000, maxPolls: 5 } as const;

export const orderStatusQueryOptions = (brand: Brand, customerId: number | null, orderId: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.orders, 'status', brand, customerId, orderId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null || orderId === null) throw new Error('No order to look up');
      return getOrderStatus(brand, customerId, orderId, signal);
    },
    enabled: customerId !== null && orderId !== null,
  });

export function useOrderStatus(brand: Brand, customerId: number | null, orderId: number | null, poll: boolean) {
  return useQuery({
    ...orderStatusQueryOptions(brand, customerId, orderId),
    refetchInterval: (query) => {
      const pending = query.state.data?.financial_status === 'pending';
      return poll && pending && query.state.dataUpdateCount <= orderStatusPoll.maxPolls ? orderStatusPoll.intervalMs : false;
    },
  });
}
