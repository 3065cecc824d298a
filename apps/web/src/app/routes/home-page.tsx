// Home (/): the welcome card with the customer's name (the header already shows the brand's logo), the XP balance,
// the quick actions, a strip of the last order and the current offers, then the other entry points features register.
// Home's loader asks for the balance, the offers and the last order while this chunk loads (home-prefetch.ts).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { homeEntries } from '@/app/routes/home-entries';
import '@/lib/locales/loyalty-home';
import { BalanceCard } from '@/features/loyalty/components/balance-card';
import { QuickActions, quickActionIcons } from '@/app/routes/quick-actions';
import { HomeActivity, offersOnHome } from '@/app/routes/home-activity';
import { homeOpenedAt } from '@/app/routes/home-prefetch';

/**
 * The balance card links to the XP history, the quick actions have their own tiles and the offers strip its "all"
 * link: the list leaves them out.
 */
const listedEntries = homeEntries.filter(
  (entry) => entry.path !== '/history-bonuses' && entry.path !== '/offers' && !quickActionIcons.has(entry.path),
);

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const firstName = useSessionStore((state) => state.customer?.first_name.trim() ?? '');
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  // Answers from the loader's prefetch on are this visit's (kept answers from before are not); rendered without the
  // loader, home counts from its mount.
  const [openedAt] = useState(() => homeOpenedAt() ?? Date.now());

  return (
    <div className="home">
      <Card className="welcome-card" data-testid="welcome-card">
        <h1 className="welcome-card__greeting">
          {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}
        </h1>
        <p className="welcome-card__brand">{t('home.brandLine', { brand: t(`brand.${brand}`) })}</p>
      </Card>
      <BalanceCard answeredSince={openedAt} />
      <QuickActions entries={homeEntries} />
      {offersOnHome && <HomeActivity brand={brand} customerId={customerId} openedAt={openedAt} />}
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
