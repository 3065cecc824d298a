// Routes of the age gate (spec section 2): /is18 with its own guard and no back arrow.
import type { RouteDefinition } from '@/types/routes';

export const ageGateRoutes: RouteDefinition[] = [
  {
    path: '/is18',
    layout: 'default',
    guards: ['is-success-is18'],
    back: null,
    titleKey: 'is18',
    lazy: () => import('./components/is18-page.tsx'),
  },
];
