// How the build groups modules into chunks (Rolldown's codeSplitting groups): fewer, larger chunks on the paths of a
// start (decision 0024).
// NOTE: Lighthouse's simulation (and a phone on HTTP/1.1) pays a round trip per request on one of six connections, so
// a signed-in start of 25-30 chunks waited on requests more than on bytes: a signed-in page's LCP hardly moved with
// the CPU slowdown switched off. Each group below takes modules that are always loaded together anyway.
import type { Rolldown } from 'vite';

/** The path separator either way, for a module id on any platform. */
const sep = String.raw`[\\/]`;

/** A test matching module ids that end with one of these paths (relative to the repository's apps/ or packages/). */
export function endsWithOneOf(paths: readonly string[]): RegExp {
  const escaped = paths.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', sep));
  return new RegExp(`${sep}(${escaped.join('|')})$`);
}

/**
 * Small modules that the signed-in pages a start preloads (home, the shop, a category, a product page) share with
 * many others, each a chunk of a few hundred bytes before: in the core chunk they cost the first screen about 0.5 kB
 * gzip and each of those pages five requests less. None imports a stylesheet (one would become render-blocking for
 * every page).
 */
export const sharedSmallModules = [
  'client/src/format.ts',
  'web/src/lib/shared-api/idempotency-key.ts',
  'web/src/lib/shared-api/get-metafields.ts',
  'web/src/components/ui/picture.tsx',
  'web/src/components/ui/load-error.tsx',
  'web/src/components/pwa/offline-freshness.tsx',
] as const;

/**
 * What the shop, its categories and its product pages all load: the cart store, the product parts, the catalogue's
 * helpers and its list call, the shop's texts. One chunk instead of nine; cart and checkout pages use them too.
 */
export const shopBrowseModules = [
  'web/src/features/shop/stores/shop-store.ts',
  'web/src/features/shop/components/product-parts.tsx',
  'web/src/features/shop/utils/catalog.ts',
  'web/src/features/shop/utils/shop-analytics.ts',
  'web/src/features/shop/api/get-products-by-collection.ts',
  'web/src/features/shop/api/get-favorites.ts',
  'web/src/features/shop/api/save-favorites.ts',
  'web/src/lib/locales/shop.ts',
  'web/src/lib/locales/shop.uk.json',
  'domain/src/shop/cart.ts',
  'domain/src/shop/shipping.ts',
  'domain/src/shop/payment-link-retry.ts',
  'domain/src/shop/product-picture.ts',
  'domain/src/shop/analytics-items.ts',
  // Small chunks of their own before, one request each on the shop's or a product page's start
  // (docs/performance-log.md, 0024, stop 35). Every other user loads this chunk already: the cart refresh (and its
  // only call, by id) is the shop's and the cart page's; a product by id the product, favourites and order-again
  // pages'; the shop's metafields the velo choice's, the checkout's and the empty cart's. Adds 0.5 kB (Brotli) to a
  // category's start, which needs none of it.
  // Left out, a product page's other two: the velo choice imports the velo promo's rules, which the invite calculator
  // uses through the referral rules; here, the choice would add the rules' chunk to /shop's start, the rules this
  // chunk to the calculator's. (The choice and the product page as one group cost a runtime chunk instead.)
  'web/src/features/shop/hooks/use-cart-refresh.ts',
  'web/src/features/shop/api/get-products-by-id.ts',
  'web/src/features/shop/api/get-product-by-id.ts',
  'web/src/features/shop/api/get-shop-metafields.ts',
] as const;

/**
 * Home's small UI pieces, three chunks of 0.3-1 kB before: the order's status badge (also the order history's and the
 * order success page's), the badge it draws (also the rewards', the referral list's and the marathon's), the
 * skeleton (fifteen content and loyalty pages'). Each of those pages loads the others' few hundred bytes too. Not in
 * the core chunk: each imports ui.css, which would become render-blocking on the first screen; nor in home's chunk,
 * which fifteen pages would load for a skeleton.
 */
export const uiPartsModules = [
  'web/src/components/order-status-badge.tsx',
  'web/src/components/ui/badge.tsx',
  'web/src/components/ui/skeleton.tsx',
] as const;

/**
 * What home's start loads beyond its own chunk and the shared parts above, which other pages share: the tier card, the
 * campaign strip, the progress bar, the rewards' call, and their texts. Each was a chunk of its own and home's shell
 * preloaded sixteen JavaScript files, each a request on one of the six connections while the entry and the core chunk
 * download (docs/performance-log.md, issue 36). The scan result, the profile, the levels and the offers page load most
 * of these anyway.
 */
export const homePartsModules = [
  'web/src/components/tier-card.tsx',
  'web/src/components/campaign-banners.tsx',
  'web/src/components/ui/progress-bar.tsx',
  'web/src/lib/shared-api/get-rewards.ts',
  'web/src/lib/locales/loyalty-home.ts',
  'web/src/lib/locales/loyalty-home.uk.json',
  'web/src/lib/locales/programme.ts',
  'web/src/lib/locales/programme.uk.json',
  'contracts/src/endpoints/rewards.ts',
  'domain/src/campaigns.ts',
  'domain/src/campaign-description.ts',
  'domain/src/tier-words.ts',
] as const;

/**
 * Every icon home's start draws (its quick actions, tier card and campaign strip; chunk-groups.test.ts holds the list
 * to their imports): an icon that another page shares was a chunk of its own (0.2–1 kB), and taking only some of them
 * into the group split off the others.
 */
export const homeIcons = [
  'award',
  'badge-check',
  'chevron-right',
  'circle-help',
  'gift',
  'map-pin',
  'message-square',
  'package',
  'repeat',
  'smartphone',
  'sparkles',
  'store',
  'ticket',
  'trophy',
  'truck',
  'user-plus',
  'user-round',
  'zap',
] as const;

const homeIconTest = new RegExp(String.raw`${sep}lucide-react${sep}dist${sep}esm${sep}icons${sep}(${homeIcons.join('|')})\.mjs$`);

/**
 * The shared client kit the app's own door to /api (src/lib/api-client.ts) is made of (decision 0050): the core
 * loaded it as one module before it moved to packages/client, and a chunk of its own would cost the first screen a
 * request. The descriptors' helper too: every fetcher's descriptor module imports it.
 */
export const clientKitModules = ['client/src/http.ts', 'client/src/api-error.ts', 'contracts/src/endpoint.ts'] as const;

/** The app's shared core (decision 0007): src/lib, src/stores and src/config top-level modules and zustand. */
const coreTest = new RegExp(
  [
    String.raw`node_modules${sep}zustand${sep}`,
    String.raw`src${sep}(lib|stores|config)${sep}[^\\/]+\.ts$`,
    // The phone's display form too: the login shows it and so do later pages (lib/format), and a chunk of its own
    // would cost the first screen more gzip overhead than its few bytes.
    String.raw`domain${sep}src${sep}phone-format\.ts$`,
    endsWithOneOf(sharedSmallModules).source,
    endsWithOneOf(clientKitModules).source,
  ].join('|'),
);

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // NOTE: left alone, Rolldown splinters the modules that the entry shares with lazy pages into many small common
  // chunks, and each one costs gzip overhead against the first screen's budget.
  { name: 'core', test: coreTest },
  // Everything the entry imports statically, with the entry: it always loads with it, yet Rolldown made six more
  // chunks of it (the JSX runtime, TanStack Query's provider and hooks, home's prefetch of orders), six requests of
  // every start.
  { name: 'start', tags: ['$initial'] },
  // Without their dependencies: those are the core's, or shared with the first screen (TanStack Query's useMutation),
  // which must not load the shop's code.
  { name: 'shop-browse', test: endsWithOneOf(shopBrowseModules), includeDependenciesRecursively: false },
  { name: 'ui-parts', test: endsWithOneOf(uiPartsModules), includeDependenciesRecursively: false },
  {
    name: 'home-parts',
    test: new RegExp(`${endsWithOneOf(homePartsModules).source}|${homeIconTest.source}`),
    includeDependenciesRecursively: false,
  },
];
