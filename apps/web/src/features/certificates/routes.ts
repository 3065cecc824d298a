// Gift certificates (spec section 2): categories, a category's partners bought with XP, and the customer's certificates.
import type { RouteDefinition } from '@/types/routes';

export const certificatesRoutes: RouteDefinition[] = [
  {
    path: '/certificates',
    layout: 'account',
    // Up to the points hub, where certificates are one of the three ways to spend points (decision 0075).
    back: '/spend-points',
    titleKey: 'certificates',
    lazy: () => import('./components/categories-page.tsx'),
  },
  {
    path: '/certificates/bonus',
    layout: 'account',
    back: '/certificates',
    titleKey: 'certificatesBonus',
    lazy: () => import('./components/bonus-page.tsx'),
  },
  {
    path: '/certificates/my-list',
    layout: 'account',
    back: '/certificates',
    titleKey: 'certificatesMyList',
    lazy: () => import('./components/my-list-page.tsx'),
  },
];
