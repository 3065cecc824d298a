// Home (/): the welcome card with the customer's name (the header already shows the brand's logo), the XP balance,
// the quick actions, a strip of the last order and the current offers (after the balance), then the other entry points
// features register.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { homeEntries } from '@/app/routes/home-entries';
import '@/lib/locales/loyalty-home';
import { BalanceCard } from '@/features/loyalty/components/balance-card';
import { QuickActions, quickActionIcons } from '@/app/routes/quick-actions';
import { HomeActivity } from '@/app/routes/home-activity';
import { useBalance } from '@/lib/shared-api/get-balance';

/** Home shows the activity strip (offers, and the last order) only while their pages offer themselves on home. */
const offersOnHome = homeEntries.some((entry) => entry.path === '/offers');
const ordersOnHome = homeEntries.some((entry) => entry.path === '/history-order');

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
  // The same query as the balance card's: offers and the last order are asked for once it has its answer.
  const balance = useBalance(brand, customerId !== null);
  const balanceSettled = customerId === null || !balance.isPending;

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
      {offersOnHome && <HomeActivity brand={brand} customerId={customerId} ready={balanceSettled} withOrders={ordersOnHome} />}
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
