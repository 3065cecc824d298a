// The ways to earn XP that /get-xp offers: each links to a page of this app (app/routes tests that every path exists).
import type { ParseKeys } from 'i18next';

export interface WayToEarn {
  id: string;
  titleKey: ParseKeys;
  textKey: ParseKeys;
  linkKey: ParseKeys;
  path: string;
}

// NOTE: orders and invitations earn XP too (spec section 1), but their pages come with the shop and invite issues;
// they join this list with their routes, so the page never links to a missing page.
export const waysToEarn: readonly WayToEarn[] = [
  { id: 'scan', titleKey: 'getXp.scanTitle', textKey: 'getXp.scanText', linkKey: 'getXp.scanLink', path: '/scan' },
  { id: 'multi', titleKey: 'getXp.multiTitle', textKey: 'getXp.multiText', linkKey: 'getXp.multiLink', path: '/scan/multi' },
  { id: 'quiz', titleKey: 'getXp.quizTitle', textKey: 'getXp.quizText', linkKey: 'getXp.quizLink', path: '/marathon' },
  { id: 'offers', titleKey: 'getXp.offersTitle', textKey: 'getXp.offersText', linkKey: 'getXp.offersLink', path: '/offers' },
  {
    id: 'exchange',
    titleKey: 'getXp.exchangeTitle',
    textKey: 'getXp.exchangeText',
    linkKey: 'getXp.exchangeLink',
    path: '/exchange',
  },
];
