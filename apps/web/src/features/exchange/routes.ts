// Routes of the exchange of XP for rewards (spec section 2, Points and offers).
import type { RouteDefinition } from '@/types/routes';

export const exchangeRoutes: RouteDefinition[] = [
  {
    path: '/exchange',
    layout: 'account',
    // Up to the points hub, where the rewards are one of the three ways to spend points (decision 0075).
    back: '/spend-points',
    titleKey: 'exchange',
    lazy: () => import('./components/exchange-page.tsx'),
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
