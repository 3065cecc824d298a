// Routes of the XP pages (spec section 2, Points and Account): ways to earn, the ledger history and the tier levels.
import type { RouteDefinition } from '@/types/routes';

export const loyaltyRoutes: RouteDefinition[] = [
  {
    path: '/get-xp',
    layout: 'account',
    back: '/',
    titleKey: 'getXp',
    lazy: () => import('./components/get-xp-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.getXp', order: 2 },
  },
  {
    path: '/history-bonuses',
    layout: 'account',
    back: '/',
    titleKey: 'historyBonuses',
    lazy: () => import('./components/history-bonuses-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.historyBonuses', order: 3 },
  },
  {
    path: '/tiers',
    layout: 'account',
    back: '/',
    titleKey: 'tiers',
    lazy: () => import('./components/tiers-page.tsx'),
  },
];
