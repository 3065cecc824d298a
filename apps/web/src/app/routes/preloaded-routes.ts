// The pages a signed-in customer most often opens the app on, and the paths that show them: the build
// writes each page's chunks to route-preloads.json, and the server's shell for those paths names them as
// modulepreload links, so the page's code arrives with the entry instead of one round trip after it. The first
// screen of a new visitor (/is18, /auth) is preloaded by index.html itself (build-plugins/first-screen-preload.ts).
// Read by vite.config.ts, which loads workspace packages as Node would (no TypeScript): the contract's list of
// category slugs is imported by its path so the config's bundler takes it in. preloaded-routes.test.ts holds this
// list to the route table.
import { categorySlugs } from '../../../../../packages/contracts/src/catalog-categories.ts';

export interface PreloadedRoute {
  /** Client paths, as the route table spells them (`:id` stands for any one segment). */
  paths: readonly string[];
  /** The page's module, relative to apps/web. */
  module: string;
}

export const preloadedRoutes: readonly PreloadedRoute[] = [
  { paths: ['/'], module: 'src/app/routes/home-page.tsx' },
  { paths: ['/shop'], module: 'src/features/shop/components/shop-page.tsx' },
  {
    paths: categorySlugs.map((slug) => `/shop/${slug}`),
    module: 'src/features/shop/components/category-page.tsx',
  },
  {
    paths: categorySlugs.map((slug) => `/shop/${slug}/:id`),
    module: 'src/features/shop/components/product-page.tsx',
  },
];
