// Routes of the auth feature (spec section 2): /auth and /registration, same guards, no back arrow.
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
  {
    path: '/registration',
    layout: 'default',
    guards: ['is-authentication', 'is18'],
    back: null,
    titleKey: 'registration',
    lazy: () => import('./components/registration-page.tsx'),
  },
];
