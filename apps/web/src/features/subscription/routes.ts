// Routes of the sticks subscription (spec section 2, Subscription).
import type { RouteDefinition } from '@/types/routes';

export const subscriptionRoutes: RouteDefinition[] = [
  {
    path: '/subscription',
    layout: 'account',
    back: '/',
    titleKey: 'subscription',
    lazy: () => import('./components/subscription-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.subscription', order: 13, brands: ['glo'] },
  },
  {
    path: '/subscription/about',
    layout: 'account',
    back: '/subscription',
    titleKey: 'subscriptionAbout',
    lazy: () => import('./components/subscription-about-page.tsx'),
  },
  {
    path: '/subscription/faq',
    layout: 'account',
    back: '/subscription',
    titleKey: 'subscriptionFaq',
    lazy: () => import('./components/subscription-faq-page.tsx'),
  },
  {
    path: '/subscription/history',
    layout: 'account',
    back: '/subscription',
    titleKey: 'subscriptionHistory',
    lazy: () => import('./components/subscription-history-page.tsx'),
  },
];
