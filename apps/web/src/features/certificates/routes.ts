// Gift certificates (spec section 2): categories, a category's partners bought with XP, and the customer's certificates.
import type { RouteDefinition } from '@/types/routes';

export const certificatesRoutes: RouteDefinition[] = [
  {
    path: '/certificates',
    layout: 'account',
    back: '/',
    titleKey: 'certificates',
    lazy: () => import('./components/categories-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.certificates', order: 12 },
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
