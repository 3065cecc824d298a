// POST /api/shop/get-orders {variant, shopifyId}: the customer's orders of a brand, newest first (spec section 7).
// Shared because the order history, the shop's success page and the feedback page all read it.
import type { Brand } from '@loyalty/contracts/brand';
import type { GetOrdersResponse } from '@loyalty/contracts/orders';
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
