// Routes of the store lists (spec section 2, Points and offers; the burger menu links both).
import type { RouteDefinition } from '@/types/routes';

export const storesRoutes: RouteDefinition[] = [
  {
    path: '/go-buy',
    layout: 'account',
    back: '/',
    titleKey: 'goBuy',
    lazy: () => import('./components/stores-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.goBuy', order: 7 },
  },
  {
    path: '/glo-studio',
    layout: 'account',
    back: '/',
    titleKey: 'gloStudio',
    lazy: () => import('./components/stores-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.gloStudio', order: 8 },
  },
];
