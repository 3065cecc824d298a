// Home (/): the greeting, one card of the XP balance, the level (one line) and the next reward, the campaigns as one
// strip (only when there are any), the quick actions (all of it in the first screen), a strip of the last order and the
// current offers, then the brand's other entry points as icon tiles. Home's loader asks for the balance,
// the offers and the last order while this chunk loads (home-prefetch.ts).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { homeEntries, homeEntriesOf } from '@/app/routes/home-entries';
import '@/lib/locales/loyalty-home';
import { BalanceCard } from '@/features/loyalty/components/balance-card';
import { HomeEntryTiles, QuickActions, quickActionIcons } from '@/app/routes/quick-actions';
import { HomeActivity, offersOnHome } from '@/app/routes/home-activity';
import { NextReward } from '@/app/routes/home-next-reward';
import { homeOpenedAt } from '@/app/routes/home-prefetch';
import { tabs } from '@/app/layouts/parts/tab-bar';
import { CampaignBanners } from '@/components/campaign-banners';
import { TierLine } from '@/components/tier-card';
import { useLevelUp } from '@/lib/level-up';

/** Only when there is a new level to congratulate on: not in home's first chunk. */
const LevelUpCard = lazy(() => import('@/components/level-up-card'));

/** Where the bottom bar already leads (home, shop, scan, cart, profile). */
const tabPaths = new Set(tabs.map((tab) => tab.to));

/**
 * The balance card links to the XP history, the next reward to the exchange, the quick actions have their own tiles,
 * the offers strip its "all" link and the bottom bar its five: the tiles leave them out, so "Розділи" holds only
 * what is a tap further away.
 */
const tiledEntries = homeEntries.filter(
  (entry) =>
    entry.path !== '/history-bonuses' &&
    entry.path !== '/offers' &&
    !quickActionIcons.has(entry.path) &&
    !tabPaths.has(entry.path),
);

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const firstName = useSessionStore((state) => state.customer?.first_name.trim() ?? '');
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  // Answers from the loader's prefetch on are this visit's (kept answers from before are not); rendered without the
  // loader, home counts from its mount.
  const [openedAt] = useState(() => homeOpenedAt() ?? Date.now());
  // A level reached since the app last showed one (an order, a credit on another screen) is congratulated here once.
  const levelUp = useLevelUp(brand, { active: true });

  return (
    <div className="home">
      <header className="home-hello" data-testid="welcome-card">
        <h1 className="welcome-card__greeting">
          {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}
        </h1>
        <p className="welcome-card__brand">{t('home.brandLine', { brand: t(`brand.${brand}`) })}</p>
      </header>
      <div className="home-balance">
        <BalanceCard answeredSince={openedAt} />
        {customerId !== null && <TierLine brand={brand} />}
        {customerId !== null && <NextReward brand={brand} answeredSince={openedAt} />}
      </div>
      {customerId !== null && <CampaignBanners brand={brand} />}
      <QuickActions entries={homeEntriesOf(homeEntries, brand)} />
      {offersOnHome && <HomeActivity brand={brand} customerId={customerId} openedAt={openedAt} />}
      <HomeEntryTiles entries={homeEntriesOf(tiledEntries, brand)} />
      {levelUp.level && levelUp.tier && (
        <Suspense fallback={null}>
          <LevelUpCard level={levelUp.level} tier={levelUp.tier} onClose={levelUp.dismiss} />
        </Suspense>
      )}
    </div>
  );
}
