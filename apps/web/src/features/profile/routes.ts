// Routes of the profile feature (spec section 2, Account): /profile (the hub) and /profile/details (the forms), in the
// account layout.
import type { RouteDefinition } from '@/types/routes';

export const profileRoutes: RouteDefinition[] = [
  {
    path: '/profile',
    layout: 'account',
    // NOTE: the spec names no back arrow for /profile; home is where every account page leads back to.
    back: '/',
    titleKey: 'profile',
    lazy: () => import('./components/profile-hub-page.tsx'),
    homeEntry: { labelKey: 'menu.profile', order: 10 },
  },
  {
    path: '/profile/details',
    layout: 'account',
    back: '/profile',
    titleKey: 'profileDetails',
    lazy: () => import('./components/personal-data-page.tsx'),
  },
];
