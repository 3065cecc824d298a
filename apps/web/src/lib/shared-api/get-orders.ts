// POST /api/shop/get-orders {variant, shopifyId}: the customer's orders of a brand, newest first (spec section 7).
// Shared because the order history, the shop's success page and the feedback page all read it.
import type { Brand } from '@loyalty/contracts/brand';
import type { GetOrdersBody, GetOrdersResponse } from '@loyalty/contracts/orders';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

export async function getOrders(brand: Brand, customerId: number, signal?: AbortSignal): Promise<GetOrdersResponse> {
  // Built from typed values (the server checks it): home shows orders, and zod is not loaded to send this.
  const body: GetOrdersBody = { variant: brand, shopifyId: customerId };
  return call(ordersEndpoints.getOrders, { body, signal });
}
