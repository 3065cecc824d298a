// POST /api/shop/send-promocode {code, orderId, shopDomain}: reports the referral code an order used (spec section 7).
import { apiRequest } from '@/lib/api-client';

export async function sendPromocode(body: { code: string; orderId: number; shopDomain: string }): Promise<void> {
  const { sendPromocodeBodySchema, sendPromocodeResponseSchema } = await import('@loyalty/contracts/orders');
  await apiRequest({
    method: 'POST',
    path: '/shop/send-promocode',
    body: sendPromocodeBodySchema.parse(body),
    responseSchema: sendPromocodeResponseSchema,
  });
}
