// The shop search's limits, apart from the zod schemas of catalog.ts: the shop page's search field needs only the
// numbers, and importing them from catalog.ts put zod and the catalogue's schemas (about 24 kB Brotli, and their
// construction at load) on /shop's start.

/** Longest search the shop takes; a product name is shorter. */
export const productSearchMaxLength = 60;
/** Fewest characters a search needs: one letter matches half the catalogue. */
export const productSearchMinLength = 2;
/** Most products one search answers: more than a customer scrolls through, and the answer stays small. */
export const productSearchLimit = 40;
