// Routes of the offers page (spec section 2, Points and offers).
import type { RouteDefinition } from '@/types/routes';

export const offersRoutes: RouteDefinition[] = [
  {
    path: '/offers',
    layout: 'account',
    back: '/',
    titleKey: 'offers',
    lazy: () => import('./components/offers-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.offers', order: 5 },
  },
];
