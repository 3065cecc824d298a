// POST /api/shop/get-liqpay-link {orderId, product, ogoAuthApiToken}: the LiqPay checkout link of an order (spec section 7).
// Shared because checkout follows the link of a new order and the order history pays a pending order again.
import type { Brand } from '@loyalty/contracts/brand';
import type { GetLiqpayLinkBody } from '@loyalty/contracts/orders';
import * as paymentsEndpoints from '@loyalty/contracts/endpoints/payments';
import { call } from '@/lib/api-client';

export interface LiqpayLinkAnswer {
  success: boolean;
  link: string | null;
}

export async function getLiqpayLink(orderId: number, product: Brand): Promise<LiqpayLinkAnswer> {
  const body: GetLiqpayLinkBody = { orderId, product };
  return call(paymentsEndpoints.getLiqpayLink, { body });
}
