// Routes of the marathon (spec section 2, Points and offers): campaigns and the active campaign's quiz.
import type { RouteDefinition } from '@/types/routes';

export const marathonRoutes: RouteDefinition[] = [
  {
    path: '/marathon',
    layout: 'account',
    back: '/',
    titleKey: 'marathon',
    lazy: () => import('./components/marathon-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.marathon', order: 6 },
  },
  {
    path: '/marathon/quiz',
    layout: 'account',
    back: '/marathon',
    titleKey: 'marathonQuiz',
    lazy: () => import('./components/quiz-page.tsx'),
  },
];
