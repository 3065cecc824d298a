// Catalogue helpers of the shop screens: which brand a category belongs to, prices on the wire vs in the cart, the
// cart line and the analytics item of a product variant, and the ids read from a product page's path.
import type { Brand } from '@loyalty/contracts/brand';
import type { Product } from '@loyalty/contracts/catalog';
import { categoryBrand, categorySlugs, isCategorySlug, type CategorySlug } from '@loyalty/contracts/catalog-categories';
import { analyticsItem, type AnalyticsItem } from '@loyalty/domain/shop/analytics-items';
import { defaultVariant, variantImageSrc } from '@loyalty/domain/shop/product-picture';
import type { CartLine } from '@/features/shop/stores/shop-store';

export type ProductVariant = Product['variants'][number];

export { categoryBrand, isCategorySlug };

/** The categories of a brand, in the spec's order. */
export function brandCategories(brand: Brand): CategorySlug[] {
  return categorySlugs.filter((slug) => categoryBrand(slug) === brand);
}

/** Bonus categories are listed with `bonus: true` (only what can be bought for XP) and priced in XP. */
export const bonusCategories: readonly CategorySlug[] = ['bonus', 'ogo-bonus'];

export function isBonusCategory(slug: CategorySlug): boolean {
  return bonusCategories.includes(slug);
}

/**
 * Lists that gather products whose primary category is elsewhere (the schema's "popular"; bonus lists pick the XP
 * variants of any category). A product page under such a list accepts any product of the brand.
 */
const crossCategoryLists: readonly CategorySlug[] = ['popular', 'bonus', 'ogo-bonus'];

/** Whether a product may be shown at /shop/{slug}/{id}: its own category, or a list that gathers from others. */
export function productBelongsTo(product: Pick<Product, 'category' | 'brand'>, slug: CategorySlug): boolean {
  if (product.brand !== categoryBrand(slug)) return false;
  return product.category === slug || crossCategoryLists.includes(slug);
}

export const veloCategory: CategorySlug = 'ogo-velo';

/** The category slug of a shop path: /shop/{slug} or /shop/{slug}/{id}; null for any other path. */
export function categoryFromPath(pathname: string): CategorySlug | null {
  const [, shop, slug] = pathname.split('/');
  return shop === 'shop' && isCategorySlug(slug) ? slug : null;
}

/** A route's id parameter: a positive whole number within int4, else null (the page then shows not found). */
/** "149.00" → 14 900 kopiyky, by digits (no float arithmetic on money). */
export function moneyToKop(money: string): number {
  const [whole = '0', fraction = '00'] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Bonus variants cost XP and 0 kopiyky (docs/decisions/0009); everything else is priced in UAH. */
export function isPricedInXp(variant: Pick<ProductVariant, 'bonuses'>): boolean {
  return variant.bonuses > 0;
}

/** The variant a card offers by default: the first available one, else the first. */
/** The variant a product page opens with, and a variant's picture (rules shared with the server's preload). */
export { defaultVariant, variantImageSrc };

/** The cart line of spec section 3 for a variant of a product, with what the cart screen shows. */
export function cartLineFor(product: Product, variant: ProductVariant, count = 1): CartLine {
  return {
    variant_id: variant.id,
    id: product.id,
    price: moneyToKop(variant.price),
    count,
    bonuses: variant.bonuses,
    collectionId: product.collectionId,
    tags: product.tags,
    quantity: variant.quantity,
    title: product.title,
    variantTitle: variant.title,
    image: variantImageSrc(product, variant),
    category: product.category,
  };
}

/** The analytics item of spec section 3 (' - блок' rule in the domain) for a variant seen in `listName`. */
export function productAnalyticsItem(product: Product, variant: ProductVariant, listName: string, count = 1): AnalyticsItem {
  const line = cartLineFor(product, variant, count);
  return analyticsItem({
    item: line,
    productTitle: product.title,
    variantTitle: variant.title,
    brand: product.brand,
    category: product.category,
    listName,
  });
}

/** A category's order: the shop's own (its popularity order), or by price either way. */
export const productOrders = ['popular', 'price-asc', 'price-desc'] as const;
export type ProductOrder = (typeof productOrders)[number];

export function isProductOrder(value: string | null): value is ProductOrder {
  return productOrders.includes(value as ProductOrder);
}

/** What a tile shows as the price: the default variant's kopiyky, or its XP in a bonus list. */
function tilePrice(product: Product): number {
  const variant = defaultVariant(product);
  return isPricedInXp(variant) ? variant.bonuses : moneyToKop(variant.price);
}

/** The products in the order asked; 'popular' keeps the shop's; equal prices keep it too (a stable sort). */
export function sortedProducts<P extends Product>(products: readonly P[], order: ProductOrder): P[] {
  if (order === 'popular') return [...products];
  const sign = order === 'price-asc' ? 1 : -1;
  return products
    .map((product, index) => ({ product, index, price: tilePrice(product) }))
    .sort((a, b) => sign * (a.price - b.price) || a.index - b.index)
    .map((entry) => entry.product);
}
