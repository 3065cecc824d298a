// /scan/history: every scan attempt of the brand (camera, manual, multi-scan) with its outcome, paged by offset.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { List, ListRow } from '@/components/ui/list-row';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useScanHistory } from '@/features/scan/api/get-history';
import { formatDateTime, formatXp } from '@loyalty/client/format';

export default function ScanHistoryPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const history = useScanHistory(brand);

  if (history.isPending) return <PageSkeleton />;
  if (history.isLoadingError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;

  const scans = history.data.pages.flatMap((page) => page.scans);
  const total = history.data.pages[history.data.pages.length - 1]?.total ?? 0;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('scanHistory.title')}</h1>
      {scans.length === 0 ? (
        <EmptyState text={t('scanHistory.empty')} />
      ) : (
        <>
          <p className="loyalty-muted" data-testid="scan-total">
            {t('scanHistory.total', { count: total })}
          </p>
          <List className="ledger" data-testid="scan-history">
            {scans.map((scan) => (
              <ListRow
                key={scan.id}
                data-testid="scan-entry"
                data-outcome={scan.outcome}
                title={`${scan.kind ? t(`scanHistory.kinds.${scan.kind}`) : t('scanHistory.kinds.multi')} · ${scan.code}`}
                description={
                  <>
                    <span className="ledger__note">
                      {t(`scanHistory.outcomes.${scan.outcome}`)} · {t(`scanHistory.channels.${scan.channel}`)}
                    </span>
                    <time className="ledger__note" dateTime={scan.created_at}>
                      {formatDateTime(scan.created_at, i18n.language, 'long')}
                    </time>
                  </>
                }
                trailing={
                  scan.outcome === 'credited' && (
                    <strong className="ledger__amount--plus">{formatXp(scan.xp, i18n.language, true)}</strong>
                  )
                }
              />
            ))}
          </List>
        </>
      )}
      {history.hasNextPage && (
        <Button
          variant="secondary"
          busy={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="load-more"
        >
          {t(history.isFetchingNextPage ? 'loyalty.loadingMore' : 'loyalty.loadMore')}
        </Button>
      )}
    </div>
  );
}
