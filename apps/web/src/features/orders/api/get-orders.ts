// POST /api/shop/get-orders {variant, shopifyId}: the customer's orders of a brand, newest first (spec section 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetOrdersResponse } from '@loyalty/contracts/orders';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

export async function getOrders(brand: Brand, customerId: number, signal?: AbortSignal): Promise<GetOrdersResponse> {
  const { getOrdersBodySchema, getOrdersResponseSchema } = await import('@loyalty/contracts/orders');
  return apiRequest({
    method: 'POST',
    path: '/shop/get-orders',
    body: getOrdersBodySchema.parse({ variant: brand, shopifyId: customerId }),
    responseSchema: getOrdersResponseSchema,
    signal,
  });
}

export const ordersQueryOptions = (brand: Brand, customerId: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.orders, 'list', brand, customerId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error('No customer record in this brand');
      return getOrders(brand, customerId, signal);
    },
    enabled: customerId !== null,
    staleTime: 0,
  });

export function useOrders(brand: Brand, customerId: number | null) {
  return useQuery(ordersQueryOptions(brand, customerId));
}
