// POST /api/shop/check-promocode {product, line_items, promocode?, mgmPromoCode?}: whether the cart's codes apply, by
// the rules create-order applies (the discount and total, or the reason), before the customer leaves the cart.
import { useMutation } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { CheckPromocodeBody, CheckPromocodeResponse } from '@loyalty/contracts/orders';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

export interface CheckPromocodeInput {
  brand: Brand;
  lines: ReadonlyArray<{ variant_id: number; count: number }>;
  promocode?: string;
  mgmPromoCode?: string;
}

export async function checkPromocode(input: CheckPromocodeInput): Promise<CheckPromocodeResponse> {
  const body: CheckPromocodeBody = {
    product: input.brand,
    line_items: input.lines.map((line) => ({ variant_id: line.variant_id, quantity: line.count })),
    ...(input.promocode?.trim() ? { promocode: input.promocode.trim() } : {}),
    ...(input.mgmPromoCode?.trim() ? { mgmPromoCode: input.mgmPromoCode.trim() } : {}),
  };
  return call(ordersEndpoints.checkPromocode, { body });
}

export function useCheckPromocode() {
  return useMutation({ mutationKey: ['shop', 'check-promocode'], mutationFn: checkPromocode });
}
