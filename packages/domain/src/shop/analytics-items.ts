// The analytics item of spec section 3, built from a cart line and the product it belongs to.
import type { Brand, CartItem } from './cart.ts';

/** Analytics item fields exactly as spec section 3 names them. */
export interface AnalyticsItem {
  item_name: string;
  item_id: string;
  /** Unit price in UAH as a decimal number (analytics sums numbers, not kopiyky). */
  price: number;
  item_brand: Brand;
  item_category: string;
  item_list_name: string;
  quantity: number;
  item_variant: string;
}

export interface AnalyticsItemInput {
  item: Pick<CartItem, 'variant_id' | 'id' | 'price' | 'count' | 'quantity'>;
  productTitle: string;
  variantTitle: string;
  brand: Brand;
  /** The category slug the product belongs to, e.g. 'ogo-sticks-single'. */
  category: string;
  /** The list the customer saw the item in (a category, favourites, the cart). */
  listName: string;
}

/** Collections that sell one flavour by the block (docs/decisions/0009: blocks of 200 sticks). */
export const singleBrandSticksCategories: readonly string[] = ['ogo-sticks-single'];
/** One pack of sticks; more sticks per unit than this is a block. */
export const sticksPerPack = 20;
export const blockSuffix = ' - блок';

/** Spec section 3: the name gets ' - блок' for single-brand sticks collections and for multi-pack stick items. */
export function analyticsItemName(productTitle: string, category: string, sticksPerUnit: number): string {
  const isBlock = singleBrandSticksCategories.includes(category) || sticksPerUnit > sticksPerPack;
  return isBlock && !productTitle.endsWith(blockSuffix) ? `${productTitle}${blockSuffix}` : productTitle;
}

/** Kopiyky to UAH without float noise: 14 990 → 149.9. */
export function kopToUah(kop: number): number {
  return Math.round(kop) / 100;
}

export function analyticsItem(input: AnalyticsItemInput): AnalyticsItem {
  return {
    item_name: analyticsItemName(input.productTitle, input.category, input.item.quantity),
    item_id: String(input.item.id),
    price: kopToUah(input.item.price),
    item_brand: input.brand,
    item_category: input.category,
    item_list_name: input.listName,
    quantity: input.item.count,
    item_variant: input.variantTitle,
  };
}
