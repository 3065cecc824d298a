// POST /api/shop/get-orders {variant, shopifyId}: the orders the feedback page offers (this feature's own call).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetOrdersResponse } from '@loyalty/contracts/orders';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

export async function getFeedbackOrders(brand: Brand, customerId: number, signal?: AbortSignal): Promise<GetOrdersResponse> {
  const { getOrdersBodySchema, getOrdersResponseSchema } = await import('@loyalty/contracts/orders');
  return apiRequest({
    method: 'POST',
    path: '/shop/get-orders',
    body: getOrdersBodySchema.parse({ variant: brand, shopifyId: customerId }),
    responseSchema: getOrdersResponseSchema,
    signal,
  });
}

export const feedbackOrdersQueryOptions = (brand: Brand, customerId: number | null) =>
  queryOptions({
    // Under the orders root: a placed or paid order invalidates it, as it does the history.
    queryKey: [queryKeyRoots.orders, 'feedback', brand, customerId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error('No customer record in this brand');
      return getFeedbackOrders(brand, customerId, signal);
    },
    enabled: customerId !== null,
  });

export function useFeedbackOrders(brand: Brand, customerId: number | null) {
  return useQuery(feedbackOrdersQueryOptions(brand, customerId));
}
