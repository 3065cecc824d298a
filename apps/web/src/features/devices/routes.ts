// Routes of registered devices (spec section 2, Account: /my-devices, /device-reg with back /my-devices).
import type { RouteDefinition } from '@/types/routes';

export const devicesRoutes: RouteDefinition[] = [
  {
    path: '/my-devices',
    layout: 'account',
    back: '/',
    titleKey: 'myDevices',
    lazy: () => import('./components/my-devices-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.myDevices', order: 14, brands: ['glo'] },
  },
  {
    path: '/device-reg',
    layout: 'account',
    back: '/my-devices',
    titleKey: 'deviceReg',
    lazy: () => import('./components/device-reg-page.tsx'),
  },
];
