// Routes of the auth feature (spec section 2). /registration arrives with the registration issue, with the same guards.
import type { RouteDefinition } from '@/types/routes';

export const authRoutes: RouteDefinition[] = [
  {
    path: '/auth',
    layout: 'default',
    guards: ['is-authentication', 'is18'],
    back: null,
    titleKey: 'auth',
    lazy: () => import('./components/auth-page.tsx'),
  },
];
