// The shop's category slugs, in a module of their own: the route table builds its category and product routes from
// them, and the build reads them to know which paths show those pages (app/routes/preloaded-routes.ts).
import type { CategorySlug } from '@loyalty/contracts/catalog';

// NOTE: spelled out, not imported: the contract module brings zod, and this file is part of the first screen's
// JavaScript through the route table (150 KB budget, docs/decisions/0007). The type keeps every entry a real slug and
// utils/catalog.test.ts keeps the list complete.
export const shopCategorySlugs = [
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
] as const satisfies readonly CategorySlug[];
