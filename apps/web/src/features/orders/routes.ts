// The order history (spec section 2, Account: /history-order, back /) and each order's page, its child.
import type { RouteDefinition } from '@/types/routes';

export const ordersRoutes: RouteDefinition[] = [
  {
    path: '/history-order',
    layout: 'account',
    back: '/',
    titleKey: 'historyOrder',
    lazy: () => import('./components/history-order-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.historyOrder', order: 8 },
  },
  {
    path: '/history-order/:orderNumber',
    layout: 'account',
    back: '/history-order',
    titleKey: 'order',
    lazy: () => import('./components/order-page.tsx'),
  },
];
