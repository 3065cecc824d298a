// POST /api/shop/create-order {order, product, cart} with an Idempotency-Key header: places the order (spec section 7).
import type { CreateOrderBody, Order } from '@loyalty/contracts/orders';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

/**
 * The key is the checkout's, kept in the shop store until an order succeeds, so a retried submit (double tap, lost
 * answer, reload) gets the first order back instead of a second one.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  // The body is built by utils/checkout-order.ts from what the checkout's forms checked, the key by
  // lib/shared-api/idempotency-key.ts; the server checks both (a 400 naming the field or the header).
  const answer = await call(ordersEndpoints.createOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.order;
}
