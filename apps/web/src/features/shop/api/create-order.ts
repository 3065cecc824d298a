// POST /api/shop/create-order {order, product, cart} with an Idempotency-Key header: places the order (spec section 7).
import type { CreateOrderBody, Order } from '@loyalty/contracts/orders';
import { apiRequest } from '@/lib/api-client';

/**
 * The key is the checkout's, kept in the shop store until an order succeeds, so a retried submit (double tap, lost
 * answer, reload) gets the first order back instead of a second one.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  const { createOrderBodySchema, createOrderResponseSchema, idempotencyKeySchema } = await import('@loyalty/contracts/orders');
  const answer = await apiRequest({
    method: 'POST',
    path: '/shop/create-order',
    body: createOrderBodySchema.parse(body),
    headers: { 'Idempotency-Key': idempotencyKeySchema.parse(idempotencyKey) },
    responseSchema: createOrderResponseSchema,
  });
  return answer.order;
}
