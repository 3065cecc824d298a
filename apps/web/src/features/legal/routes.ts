// Routes of legal content (spec section 2): /user-agreement in the forall layout, reachable without login.
import type { RouteDefinition } from '@/types/routes';

export const legalRoutes: RouteDefinition[] = [
  {
    path: '/user-agreement',
    layout: 'forall',
    guards: [],
    back: null,
    titleKey: 'userAgreement',
    lazy: () => import('./components/user-agreement-page.tsx'),
  },
];
