// The route registry: the app's own routes plus every feature's, in one list the router and tests read.
import type { RouteDefinition } from '@/types/routes';
import { prefetchHome } from '@/app/routes/home-prefetch';
import { featureRoutes } from '@/app/routes/feature-routes';

export { featureRoutes };

/** Routes of the app layer itself: home composes the features' entry points. */
export const shellRoutes: RouteDefinition[] = [
  {
    path: '/',
    layout: 'account',
    back: null,
    titleKey: 'home',
    lazy: () => import('./home-page.tsx'),
    prefetch: () => prefetchHome(featureRoutes),
  },
  {
    // Where points go: the exchange's rewards, the shop's goods for points and the certificates (decision 0075).
    path: '/spend-points',
    layout: 'account',
    back: '/',
    titleKey: 'spendPoints',
    lazy: () => import('./spend-points-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.spendPoints', order: 4 },
  },
];

export const appRoutes: RouteDefinition[] = [...shellRoutes, ...featureRoutes];

/** Any unknown path: the 404 page, reachable without login so a wrong link never turns into a login prompt. */
export const notFoundRoute: RouteDefinition = {
  path: '*',
  layout: 'error',
  guards: [],
  back: null,
  titleKey: 'notFound',
  lazy: () => import('./not-found-page.tsx'),
};
