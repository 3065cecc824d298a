// Routes of scanning (spec section 2, Scanning), all behind authentication except /qr, which the spec leaves unguarded.
import type { RouteDefinition } from '@/types/routes';

export const scanRoutes: RouteDefinition[] = [
  {
    path: '/scan',
    layout: 'account',
    back: '/',
    titleKey: 'scan',
    lazy: () => import('./components/scan-hub-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.scan', order: 1 },
  },
  {
    path: '/scan/sticks',
    layout: 'account-off-footer',
    back: '/scan',
    tabBar: true,
    titleKey: 'scanSticks',
    lazy: () => import('./components/scan-code-page.tsx'),
  },
  {
    path: '/scan/velo',
    layout: 'account-off-footer',
    back: '/scan',
    tabBar: true,
    titleKey: 'scanVelo',
    lazy: () => import('./components/scan-code-page.tsx'),
  },
  {
    path: '/scan/multi',
    layout: 'account-off-footer',
    back: '/scan',
    tabBar: true,
    titleKey: 'scanMulti',
    lazy: () => import('./components/multi-scan-page.tsx'),
  },
  {
    path: '/scan/history',
    layout: 'account',
    back: '/scan',
    titleKey: 'scanHistory',
    lazy: () => import('./components/scan-history-page.tsx'),
  },
  {
    path: '/scan/instruction',
    layout: 'account',
    back: '/scan',
    titleKey: 'scanInstruction',
    lazy: () => import('./components/scan-instruction-page.tsx'),
  },
  {
    path: '/scan/instruction-velo',
    layout: 'account',
    back: '/scan',
    titleKey: 'scanInstructionVelo',
    lazy: () => import('./components/scan-instruction-page.tsx'),
  },
  // Spec: /qr has no guard; a logged-out visitor's attribution waits on the device until login.
  { path: '/qr', layout: 'default', guards: [], back: null, titleKey: 'qr', lazy: () => import('./components/qr-page.tsx') },
];
