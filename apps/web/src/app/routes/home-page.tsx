// Home (/): the welcome card with the customer's name (the header already shows the brand's logo), the XP balance,
// the quick actions, then the other entry points features register.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { homeEntries } from '@/app/routes/home-entries';
import '@/lib/locales/loyalty-home';
import { BalanceCard } from '@/features/loyalty/components/balance-card';
import { QuickActions, quickActionIcons } from '@/app/routes/quick-actions';

/** The balance card links to the XP history; the quick actions have their own tiles: the list leaves them out. */
const listedEntries = homeEntries.filter((entry) => entry.path !== '/history-bonuses' && !quickActionIcons.has(entry.path));

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const firstName = useSessionStore((state) => state.customer?.first_name.trim() ?? '');

  return (
    <div className="home">
      <Card className="welcome-card" data-testid="welcome-card">
        <h1 className="welcome-card__greeting">
          {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}
        </h1>
        <p className="welcome-card__brand">{t('home.brandLine', { brand: t(`brand.${brand}`) })}</p>
      </Card>
      <BalanceCard />
      <QuickActions entries={homeEntries} />
      {listedEntries.length > 0 && (
        <nav className="home__entries" aria-label={t('home.entriesTitle')}>
          <ul>
            {listedEntries.map((entry) => (
              <li key={entry.path}>
                <Link className="home__entry" to={entry.path}>
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
