// The cart a failed order becomes when the customer pays it again: its lines as today's catalogue sells them. The
// failed order itself is not reopened (docs/decisions/0016): the new order is priced from today's catalogue, and a
// line whose variant is gone or no longer on sale is left out and counted, so the page can say so.
import type { Product } from '@loyalty/contracts/catalog';
import type { Order } from '@loyalty/contracts/orders';
import type { CartLine } from '@/features/shop/stores/shop-store';
import { cartLineFor } from '@/features/shop/utils/catalog';

export interface OrderAgainCart {
  lines: CartLine[];
  /** Lines of the order that cannot be bought again. */
  dropped: number;
}

/** Products of the order are asked for once each, whatever the number of its lines. */
export function productIdsOf(order: Pick<Order, 'line_items'>): number[] {
  return [...new Set(order.line_items.map((line) => line.product_id))];
}

/** `products` holds what the catalogue answered for productIdsOf(order); a product it lacks is no longer sold. */
export function orderAgainCart(
  order: Pick<Order, 'brand' | 'line_items'>,
  products: ReadonlyMap<number, Product>,
): OrderAgainCart {
  const lines: CartLine[] = [];
  let dropped = 0;
  for (const line of order.line_items) {
    const product = products.get(line.product_id);
    const variant = product?.brand === order.brand ? product.variants.find((each) => each.id === line.variant_id) : undefined;
    if (!product || !variant?.available) {
      dropped += 1;
      continue;
    }
    lines.push(cartLineFor(product, variant, line.quantity));
  }
  return { lines, dropped };
}
