// POST /api/shop/send-promocode {code, orderId, shopDomain}: reports the referral code an order used (spec section 7).
import type { SendPromocodeBody } from '@loyalty/contracts/orders';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

export async function sendPromocode(input: SendPromocodeBody): Promise<void> {
  // The contract trims the code and the domain: they go trimmed, as its parse used to send them.
  const body: SendPromocodeBody = { code: input.code.trim(), orderId: input.orderId, shopDomain: input.shopDomain.trim() };
  await call(ordersEndpoints.sendPromocode, { body });
}
