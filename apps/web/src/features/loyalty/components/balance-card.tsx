// The balance entry card of home: the active brand's XP and the way to its history (the app layer places it).
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { formatDate, formatXp } from '@loyalty/client/format';
import { useBalance, useExpiringSoon } from '@/lib/shared-api/get-balance';
import { OfflineFreshness } from '@/components/pwa/offline-freshness';
import { useOnlineStatus } from '@/lib/pwa/online-status';

interface BalanceCardProps {
  /** When home was opened with the balance already asked for: an answer from then on is not asked for again. */
  answeredSince?: number;
}

export function BalanceCard({ answeredSince }: BalanceCardProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  // Without a record in this brand the server answers 404: nothing to ask yet.
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const balance = useBalance(brand, hasRecord, answeredSince);
  const expiring = useExpiringSoon(brand, hasRecord, answeredSince);
  const online = useOnlineStatus();

  if (!hasRecord) return null;
  return (
    <Card className="balance-card" data-testid="balance-card">
      <span className="balance-card__label">{t('homeLoyalty.balance')}</span>
      <strong className="balance-card__value" data-testid="home-balance">
        {balance.isPending
          ? // Offline with nothing kept the request waits for the network: say so, not a count that never ends.
            t(online ? 'homeLoyalty.balanceLoading' : 'homeLoyalty.balanceOffline')
          : // A refetch that failed keeps the answer held (kept for offline use, or the last one): it is shown with
            // its time (OfflineFreshness), not hidden behind «недоступний».
            balance.isLoadingError
            ? t('homeLoyalty.balanceUnavailable')
            : formatXp(balance.data, i18n.language)}
      </strong>
      {balance.data !== undefined && <OfflineFreshness updatedAt={balance.dataUpdatedAt} />}
      {expiring.data && (
        <span className="balance-card__expiring" role="status" data-testid="expiring-soon">
          {t('homeLoyalty.expiringSoon', {
            amount: formatXp(expiring.data.amount, i18n.language),
            date: formatDate(expiring.data.date, i18n.language),
          })}
        </span>
      )}
      <Link className="balance-card__link" to="/history-bonuses">
        {t('homeLoyalty.historyBonuses')}
      </Link>
    </Card>
  );
}
