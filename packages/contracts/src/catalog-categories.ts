// The shop's category slugs (spec section 2), apart from the zod schemas of catalog.ts: the PWA's shop screens need
// only the list, and importing it from catalog.ts put zod (~25 kB gzip) on /shop's first paint (issue 13).
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
