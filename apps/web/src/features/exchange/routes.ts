// Routes of the exchange of XP for rewards (spec section 2, Points and offers).
import type { RouteDefinition } from '@/types/routes';

export const exchangeRoutes: RouteDefinition[] = [
  {
    path: '/exchange',
    layout: 'account',
    back: '/',
    titleKey: 'exchange',
    lazy: () => import('./components/exchange-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.exchange', order: 4 },
  },
  {
    path: '/exchange/product/active/:id',
    layout: 'account',
    back: '/exchange',
    hideLogo: true,
    sectionTitleKey: 'title.exchange',
    titleKey: 'exchangeActive',
    lazy: () => import('./components/reward-active-page.tsx'),
  },
  {
    path: '/exchange/product/inactive/:id',
    layout: 'account',
    back: '/exchange',
    hideLogo: true,
    sectionTitleKey: 'title.exchange',
    titleKey: 'exchangeInactive',
    lazy: () => import('./components/reward-inactive-page.tsx'),
  },
];
