// The back-office's screens and who sees them: the same roles the server enforces (modules/admin/routes/*), so the
// menu never offers what a role cannot do.
import type { StaffRole } from '@loyalty/contracts/admin';

export interface Screen {
  path: string;
  labelKey: string;
  /** Roles besides admin. */
  roles: readonly StaffRole[];
  /** Roles besides admin that may change what the screen shows; the others read it. Left out: every role that opens it. */
  editors?: readonly StaffRole[];
  /** The menu's group the screen sits in (its label key); left out: at the top level. */
  group?: string;
}

export const screens: readonly Screen[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', roles: ['support', 'moderator', 'marketing'] },
  { path: '/customers', labelKey: 'nav.customers', roles: ['support'] },
  { path: '/xp-approvals', labelKey: 'nav.xpApprovals', roles: ['support'] },
  { path: '/orders', labelKey: 'nav.orders', roles: ['support'] },
  // The rewards bought with XP go out with the orders: the same people hand them over (decision 0084).
  { path: '/reward-redemptions', labelKey: 'nav.rewardRedemptions', roles: ['support'] },
  { path: '/verification', labelKey: 'nav.verification', roles: ['moderator'] },
  { path: '/feedback', labelKey: 'nav.feedback', roles: ['moderator'] },
  { path: '/news', labelKey: 'nav.news', roles: ['marketing'] },
  { path: '/codes', labelKey: 'nav.codes', roles: ['marketing'] },
  { path: '/catalogue', labelKey: 'nav.catalogue', roles: ['marketing'] },
  { path: '/content', labelKey: 'nav.content', roles: ['marketing'] },
  { path: '/stores', labelKey: 'nav.stores', roles: ['marketing'] },
  { path: '/referrals', labelKey: 'nav.referrals', roles: ['support', 'marketing'] },
  // Marketing runs campaigns, tiers and segments; support reads them to answer customers (decisions 0059, 0060).
  {
    path: '/campaigns',
    labelKey: 'nav.campaigns',
    roles: ['support', 'marketing'],
    editors: ['marketing'],
    group: 'nav.marketing',
  },
  { path: '/tiers', labelKey: 'nav.tiers', roles: ['support', 'marketing'], editors: ['marketing'], group: 'nav.marketing' },
  {
    path: '/segments',
    labelKey: 'nav.segments',
    roles: ['support', 'marketing'],
    editors: ['marketing'],
    group: 'nav.marketing',
  },
  { path: '/jobs', labelKey: 'nav.jobs', roles: [] },
  { path: '/audit', labelKey: 'nav.audit', roles: [] },
  { path: '/staff', labelKey: 'nav.staff', roles: [] },
  { path: '/account', labelKey: 'nav.account', roles: ['support', 'moderator', 'marketing'] },
];

export function screensFor(role: StaffRole): Screen[] {
  return screens.filter((screen) => role === 'admin' || screen.roles.includes(role));
}

/** Whether the role may open the screen at `path` (or a page under it, such as /customers/11). */
export function canOpen(role: StaffRole, path: string): boolean {
  return screensFor(role).some((screen) => path === screen.path || path.startsWith(`${screen.path}/`));
}

/** Whether the role may change what the screen at `path` shows (a read-only role sees it without its actions). */
export function canEdit(role: StaffRole, path: string): boolean {
  if (role === 'admin') return true;
  const screen = screens.find((one) => path === one.path || path.startsWith(`${one.path}/`));
  return screen !== undefined && screen.roles.includes(role) && (screen.editors ?? screen.roles).includes(role);
}

export interface MenuEntry {
  /** A screen, or a group's label key with its screens. */
  screen?: Screen;
  group?: { labelKey: string; screens: Screen[] };
}

/** The role's menu in the table's order, the screens of a group gathered where its first one stands. */
export function menuFor(role: StaffRole): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const screen of screensFor(role)) {
    if (!screen.group) {
      entries.push({ screen });
      continue;
    }
    const group = entries.find((entry) => entry.group?.labelKey === screen.group)?.group;
    if (group) group.screens.push(screen);
    else entries.push({ group: { labelKey: screen.group, screens: [screen] } });
  }
  return entries;
}
