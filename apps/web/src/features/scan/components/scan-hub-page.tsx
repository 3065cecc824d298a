// /scan: the way into sticks, velo and multi-scan, the balance, and this month's card: what was scanned, and the monthly
// limit said once, under its bar, in the server's words (get-message) or, without them, as the share used. A customer
// who has never scanned sees one line and «Сканувати» instead of zero counters and an empty bar.
import { Link } from 'react-router';
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import type { ScanKind } from '@loyalty/contracts/scan';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CampaignBanners, scanCampaignTriggers } from '@/components/campaign-banners';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useScanMessage } from '@/features/scan/api/get-message';
import { useWideCount } from '@/features/scan/api/get-wide-count';
import { useScanPercent } from '@/features/scan/api/get-scan-percent';
import { useScanHistory } from '@/features/scan/api/get-history';

function MonthCounter({ kind }: { kind: ScanKind }) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const count = useWideCount(kind, brand);
  if (!count.isSuccess) return null;
  const values = {
    scans: t('xp.scans', { count: count.data.scan_counter }),
    xp: formatXp(count.data.calculation_amount_bonuses, i18n.language),
  };
  return (
    <li data-testid={`counter-${kind}`}>
      {t(kind === 'velo' ? 'scan.veloCounter' : 'scan.sticksCounter', values)}
    </li>
  );
}

/**
 * How much of this month's scan limit is used: the get-scan-percent bar, and under it the one line that states the limit,
 * the server's message (what is left, or when scanning counts again), or the share used when there is none.
 */
function MonthProgress({ message }: { message: string }) {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const percent = useScanPercent(brand);
  if (!percent.isSuccess && !message) return null;
  const used = percent.isSuccess ? t('scan.monthUsed', { percent: percent.data }) : '';
  return (
    <div className="scan-hub__progress">
      {percent.isSuccess && (
        <progress className="scan-hub__bar" max={100} value={percent.data} aria-label={used} data-testid="scan-percent" />
      )}
      <span data-testid={message ? 'scan-message' : undefined}>{message || used}</span>
    </div>
  );
}

export default function ScanHubPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const message = useScanMessage(brand);
  const balance = useBalance(brand);
  const history = useScanHistory(brand);
  // Known only once the history answers: until then the month's card keeps its place, as before.
  const neverScanned = history.isSuccess && (history.data.pages[0]?.total ?? 0) === 0;

  return (
    <div className="loyalty-page scan-hub">
      <h1 className="profile__title">{t('scan.hubTitle')}</h1>
      <p>{t('scan.hubIntro')}</p>
      {/* What the customer came for first: the two scans side by side, the multi-scan under them; the month's
          figures follow. */}
      <nav className="scan-hub__ways" aria-label={t('scan.hubTitle')}>
        <Link className="button button--primary" to="/scan/sticks" data-testid="scan-sticks-link">
          {t('scan.sticks')}
        </Link>
        <Link className="button button--primary" to="/scan/velo">
          {t('scan.velo')}
        </Link>
        <Link className="button button--secondary scan-hub__multi" to="/scan/multi">
          {t('scan.multi')}
        </Link>
      </nav>
      <CampaignBanners brand={brand} triggers={scanCampaignTriggers} linked={false} />
      {balance.isSuccess && (
        <p className="loyalty-balance" data-testid="scan-balance">
          {t('balance.value', { amount: formatXp(balance.data, i18n.language) })}
        </p>
      )}
      {neverScanned ? (
        // The scan buttons are just above: the empty month says only what will be here.
        <EmptyState data-testid="scan-hub-empty" text={t('scan.hubEmpty')} />
      ) : (
        <Card className="scan-hub__month">
          <h2 className="profile__heading">{t('scan.monthTitle')}</h2>
          <ul className="scan-hub__counters">
            <MonthCounter kind="sticks" />
            <MonthCounter kind="velo" />
          </ul>
          <MonthProgress message={message.isSuccess ? message.data : ''} />
        </Card>
      )}
      <ul className="loyalty-links">
        <li>
          <Link to="/scan/history">{t('scan.history')}</Link>
        </li>
        <li>
          <Link to="/scan/instruction">{t('scan.instruction')}</Link>
        </li>
        <li>
          <Link to="/scan/instruction-velo">{t('scan.instructionVelo')}</Link>
        </li>
      </ul>
    </div>
  );
}
