// The back-office's screens and who sees them: the same roles the server enforces (modules/admin/routes/*), so the
// menu never offers what a role cannot do.
import type { StaffRole } from '@loyalty/contracts/admin';

export interface Screen {
  path: string;
  labelKey: string;
  /** Roles besides admin. */
  roles: readonly StaffRole[];
}

export const screens: readonly Screen[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', roles: ['support', 'moderator', 'marketing'] },
  { path: '/customers', labelKey: 'nav.customers', roles: ['support'] },
  { path: '/xp-approvals', labelKey: 'nav.xpApprovals', roles: ['support'] },
  { path: '/orders', labelKey: 'nav.orders', roles: ['support'] },
  { path: '/verification', labelKey: 'nav.verification', roles: ['moderator'] },
  { path: '/feedback', labelKey: 'nav.feedback', roles: ['moderator'] },
  { path: '/news', labelKey: 'nav.news', roles: ['marketing'] },
  { path: '/codes', labelKey: 'nav.codes', roles: ['marketing'] },
  { path: '/catalogue', labelKey: 'nav.catalogue', roles: ['marketing'] },
  { path: '/content', labelKey: 'nav.content', roles: ['marketing'] },
  { path: '/referrals', labelKey: 'nav.referrals', roles: ['support', 'marketing'] },
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
