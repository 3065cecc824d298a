// The feedback page (spec section 2, info pages: /feedback).
import type { RouteDefinition } from '@/types/routes';

export const feedbackRoutes: RouteDefinition[] = [
  {
    path: '/feedback',
    layout: 'account',
    back: '/',
    titleKey: 'feedback',
    lazy: () => import('./components/feedback-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.feedback', order: 9 },
  },
];
