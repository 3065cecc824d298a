// The route registry: the app's own routes plus every feature's, in one list the router and tests read.
import type { RouteDefinition } from '@/types/routes';
import { prefetchHome } from '@/app/routes/home-prefetch';
import { authRoutes } from '@/features/auth/routes';
import { ageGateRoutes } from '@/features/age-gate/routes';
import { profileRoutes } from '@/features/profile/routes';
import { verificationRoutes } from '@/features/verification/routes';
import { legalRoutes } from '@/features/legal/routes';
import { scanRoutes } from '@/features/scan/routes';
import { loyaltyRoutes } from '@/features/loyalty/routes';
import { exchangeRoutes } from '@/features/exchange/routes';
import { offersRoutes } from '@/features/offers/routes';
import { marathonRoutes } from '@/features/marathon/routes';
import { storesRoutes } from '@/features/stores/routes';
import { shopRoutes } from '@/features/shop/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { subscriptionRoutes } from '@/features/subscription/routes';
import { devicesRoutes } from '@/features/devices/routes';
import { feedbackRoutes } from '@/features/feedback/routes';
import { contentRoutes } from '@/features/content/routes';
import { certificatesRoutes } from '@/features/certificates/routes';
import { inviteRoutes } from '@/features/invite/routes';

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
];

export const featureRoutes: RouteDefinition[] = [
  ...authRoutes,
  ...ageGateRoutes,
  ...profileRoutes,
  ...verificationRoutes,
  ...legalRoutes,
  ...scanRoutes,
  ...loyaltyRoutes,
  ...exchangeRoutes,
  ...offersRoutes,
  ...marathonRoutes,
  ...storesRoutes,
  ...shopRoutes,
  ...ordersRoutes,
  ...subscriptionRoutes,
  ...devicesRoutes,
  ...feedbackRoutes,
  ...contentRoutes,
  ...certificatesRoutes,
  ...inviteRoutes,
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
