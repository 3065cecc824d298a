// Routes of the age verification feature (spec section 2, Account): /verification and its form.
import type { RouteDefinition } from '@/types/routes';

export const verificationRoutes: RouteDefinition[] = [
  {
    path: '/verification',
    layout: 'account',
    back: '/',
    titleKey: 'verification',
    lazy: () => import('./components/verification-page.tsx'),
    homeEntry: { labelKey: 'home.verification', order: 20 },
  },
  {
    path: '/verification/other',
    layout: 'account',
    back: '/verification',
    titleKey: 'verificationOther',
    lazy: () => import('./components/verification-other-page.tsx'),
  },
];
