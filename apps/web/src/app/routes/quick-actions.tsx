// Home's actions: four things a customer comes for that the bottom bar does not already offer (spend points, earn
// them, orders, invite a friend) as large icon tiles, and every other entry point as a smaller icon tile in a grid, never a column of identical
// text rows. Each is shown only while its route offers itself on home, so home never links to a missing page.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
// One module per icon: the package's index lists all of its 1,600 icons (the build drops the rest, the tests would not).
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import Gift from 'lucide-react/icons/gift';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import Package from 'lucide-react/icons/package';
import Repeat from 'lucide-react/icons/repeat';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import Trophy from 'lucide-react/icons/trophy';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRound from 'lucide-react/icons/user-round';
import type { HomeEntry } from '@/app/routes/home-entries';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/**
 * The quick actions in their order, by the path of the route they open. Scan and shop are the bottom bar's: a tile
 * for them would only repeat it.
 */
export const quickActionIcons: ReadonlyMap<string, Icon> = new Map<string, Icon>([
  // The one way to the three places points are spent (rewards, goods for points, certificates), beside how to earn them.
  ['/spend-points', Gift],
  ['/get-xp', Sparkles],
  ['/history-order', Package],
  ['/invite-friend', UserPlus],
]);

/** The other entries' icons; an entry without one here gets the generic help icon. */
const entryIcons: ReadonlyMap<string, Icon> = new Map<string, Icon>([
  ['/marathon', Trophy],
  ['/go-buy', MapPin],
  ['/glo-studio', Store],
  ['/feedback', MessageSquare],
  ['/profile', UserRound],
  ['/subscription', Repeat],
  ['/my-devices', Smartphone],
  ['/verification', BadgeCheck],
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

/** Every other entry point, as a grid of icon tiles. */
export function HomeEntryTiles({ entries }: { entries: readonly HomeEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="home-section" aria-labelledby="home-entries-title" data-testid="home-entries">
      <h2 className="home-section__title" id="home-entries-title">
        {t('home.entriesTitle')}
      </h2>
      <ul className="home-tiles">
        {entries.map(({ path, labelKey }) => {
          const Icon = entryIcons.get(path) ?? CircleHelp;
          return (
            <li key={path}>
              <Link className="home-tile" to={path} data-home-entry={path}>
                <Icon className="home-tile__icon" size={24} aria-hidden="true" />
                <span>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
