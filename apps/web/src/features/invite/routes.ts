// Routes of invite a friend (spec section 2, Invites: /invite-friend and its sub-pages, back /) and /profile/referral.
import type { RouteDefinition } from '@/types/routes';

export const inviteRoutes: RouteDefinition[] = [
  {
    path: '/invite-friend',
    layout: 'account',
    back: '/',
    titleKey: 'inviteFriend',
    lazy: () => import('./components/invite-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.inviteFriend', order: 11 },
  },
  {
    path: '/invite-friend/offer',
    layout: 'account',
    back: '/',
    titleKey: 'inviteOffer',
    lazy: () => import('./components/invite-offer-page.tsx'),
  },
  {
    path: '/invite-friend/promo',
    layout: 'account',
    back: '/',
    titleKey: 'invitePromo',
    lazy: () => import('./components/invite-promo-page.tsx'),
  },
  {
    path: '/invite-friend/test-drive',
    layout: 'account',
    back: '/',
    titleKey: 'inviteTestDrive',
    lazy: () => import('./components/invite-test-drive-page.tsx'),
  },
  {
    path: '/invite-friend/faq',
    layout: 'account',
    back: '/',
    titleKey: 'inviteFaq',
    lazy: () => import('./components/invite-faq-page.tsx'),
  },
  {
    path: '/invite-friend/calculator',
    layout: 'account',
    back: '/',
    titleKey: 'inviteCalculator',
    lazy: () => import('./components/invite-calculator-page.tsx'),
  },
  {
    path: '/invite-friend/velo',
    layout: 'account',
    back: '/',
    titleKey: 'inviteVelo',
    lazy: () => import('./components/invite-velo-page.tsx'),
  },
  {
    path: '/profile/referral',
    layout: 'account',
    // NOTE: the spec names no back arrow for /profile/referral; it is a page of the profile.
    back: '/profile',
    titleKey: 'referral',
    lazy: () => import('./components/referral-list-page.tsx'),
  },
];
