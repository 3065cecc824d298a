// The ways to earn XP that /get-xp offers: each links to a page of this app (app/routes tests that every path exists).
import type { ParseKeys } from 'i18next';

export interface WayToEarn {
  id: string;
  titleKey: ParseKeys;
  textKey: ParseKeys;
  linkKey: ParseKeys;
  path: string;
}

// Only ways to earn: spending has its own page (/spend-points), linked under the list. A purchase earns nothing by
// itself (only a campaign may credit an order), so the shop is not one of them; campaigns are in «Пропозиції».
export const waysToEarn: readonly WayToEarn[] = [
  { id: 'scan', titleKey: 'getXp.scanTitle', textKey: 'getXp.scanText', linkKey: 'getXp.scanLink', path: '/scan' },
  { id: 'multi', titleKey: 'getXp.multiTitle', textKey: 'getXp.multiText', linkKey: 'getXp.multiLink', path: '/scan/multi' },
  { id: 'quiz', titleKey: 'getXp.quizTitle', textKey: 'getXp.quizText', linkKey: 'getXp.quizLink', path: '/marathon' },
  { id: 'invite', titleKey: 'getXp.inviteTitle', textKey: 'getXp.inviteText', linkKey: 'getXp.inviteLink', path: '/invite-friend' },
  { id: 'offers', titleKey: 'getXp.offersTitle', textKey: 'getXp.offersText', linkKey: 'getXp.offersLink', path: '/offers' },
];
