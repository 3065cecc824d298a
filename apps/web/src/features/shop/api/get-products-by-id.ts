// POST /api/shop/get-products-by-id {prods{variantId:{id,bonuses}}, product}: today's price and bonuses of cart variants.
import type { Brand } from '@loyalty/contracts/brand';
import type { GetProductsByIdBody, GetProductsByIdResponse } from '@loyalty/contracts/catalog';
import type { CartItem } from '@loyalty/domain/shop/cart';
import * as catalogEndpoints from '@loyalty/contracts/endpoints/catalog';
import { call } from '@/lib/api-client';

/** The spec's `prods` map: keyed by variant id, each with its product id and the bonuses the cart knows. */
export function prodsOf(cart: readonly Pick<CartItem, 'variant_id' | 'id' | 'bonuses'>[]) {
  return Object.fromEntries(cart.map((line) => [String(line.variant_id), { id: line.id, bonuses: line.bonuses }]));
}

export async function getProductsById(
  { cart, brand }: { cart: readonly Pick<CartItem, 'variant_id' | 'id' | 'bonuses'>[]; brand: Brand },
  signal?: AbortSignal,
): Promise<GetProductsByIdResponse['variants']> {
  const body: GetProductsByIdBody = { prods: prodsOf(cart), product: brand };
  const answer = await call(catalogEndpoints.getProductsById, { body, signal });
  return answer.variants;
}
