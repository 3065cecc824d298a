// Home's quick actions: the four things a customer comes for (scan a pack, shop, exchange points, invite a
// friend), as icon tiles above the other entries. Each is shown only while its route offers itself on home, so home
// never links to a missing page; the entries list below leaves them out.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
// One module per icon: the package's index lists all of its 1,600 icons (the build drops the rest, the tests would not).
import Gift from 'lucide-react/icons/gift';
import ScanLine from 'lucide-react/icons/scan-line';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import UserPlus from 'lucide-react/icons/user-plus';
import type { HomeEntry } from '@/app/routes/home-entries';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** The quick actions in their order, by the path of the route they open. */
export const quickActionIcons: ReadonlyMap<string, Icon> = new Map<string, Icon>([
  ['/scan', ScanLine],
  ['/shop', ShoppingBag],
  ['/exchange', Gift],
  ['/invite-friend', UserPlus],
]);

export function QuickActions({ entries }: { entries: readonly HomeEntry[] }) {
  const { t } = useTranslation();
  const actions = [...quickActionIcons].flatMap(([path, Icon]) => {
    const entry = entries.find((candidate) => candidate.path === path);
    return entry ? [{ ...entry, Icon }] : [];
  });
  if (actions.length === 0) return null;
  return (
    <nav className="quick-actions" aria-label={t('home.quickActions')} data-testid="quick-actions">
      {actions.map(({ path, labelKey, Icon }) => (
        <Link key={path} className="quick-action" to={path}>
          <Icon className="quick-action__icon" size={28} aria-hidden="true" />
          <span>{t(labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
