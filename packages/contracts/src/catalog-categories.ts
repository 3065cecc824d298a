// The shop's category slugs (spec section 2), apart from the zod schemas of catalog.ts: the PWA's shop screens need
// only the list, and importing it from catalog.ts put zod (~25 kB gzip) on /shop's first paint.
export const categorySlugs = [
  'sticks',
  'devices',
  'bonus',
  'accessories',
  'popular',
  'ogo-cigs',
  'ogo-velo',
  'ogo-bonus',
  'ogo-merch',
  'ogo-sticks',
  'ogo-sticks-single',
  'ogo-devices',
  'ogo-accessories',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** Spec section 2 lists glo's categories first; ogo's are the `ogo-*` ones (docs/decisions/0009). */
export function categoryBrand(slug: CategorySlug): 'glo' | 'ogo' {
  return slug.startsWith('ogo-') ? 'ogo' : 'glo';
}

export function isCategorySlug(value: string | undefined): value is CategorySlug {
  return value !== undefined && (categorySlugs as readonly string[]).includes(value);
}

/**
 * The shop's list of goods bought for XP and delivered with an order (docs/decisions/0009, 0073): the one place of a
 * brand's points products, which the exchange links to.
 */
export function pointsCategoryOf(brand: 'glo' | 'ogo'): CategorySlug {
  return brand === 'glo' ? 'bonus' : 'ogo-bonus';
}
