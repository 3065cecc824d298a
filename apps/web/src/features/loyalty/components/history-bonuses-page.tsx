// /history-bonuses: the XP ledger of the active brand, newest first, "load more" by cursor, and the summary; tabs show
// all entries, the earned or the spent ones (of the pages loaded so far: "load more" stays under each). A scan is one
// row with its parts in a muted line under it, as the server joins them, read in the customer's order: the code, the
// level's extra XP, then the campaigns by name. An adjustment says who made it (support), never the operator's note.
import { Fragment, useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { List, ListRow } from '@/components/ui/list-row';
import { PageSkeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useBonusHistory } from '@/features/loyalty/api/get-bonus-history';
import { useFullBalance } from '@/features/loyalty/api/get-full-balance';
import { useSessionStore } from '@/stores/session-store';
import { ledgerNote, ledgerPartKey, ledgerReasonKey, partsInReadingOrder } from '@/features/loyalty/utils/ledger-reason';
import { formatDate, formatDateTime, formatXp } from '@loyalty/client/format';
import { useExpiringSoon } from '@/lib/shared-api/get-balance';

type LedgerFilter = 'all' | 'earned' | 'spent';

export default function HistoryBonusesPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<LedgerFilter>('all');
  const brand = useBrandStore((state) => state.brand);
  const history = useBonusHistory(brand);
  // The brands keep separate balances (spec section 3): a person with records in both sees both and their total.
  const bothBrands = useSessionStore((state) => state.shopIds.glo !== null && state.shopIds.ogo !== null);
  const full = useFullBalance(bothBrands);
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const expiring = useExpiringSoon(brand, hasRecord);

  if (history.isPending) return <PageSkeleton />;
  if (history.isLoadingError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;

  const pages = history.data.pages;
  // The summary of the newest answer: a later page never makes it older than what the first page said.
  const summary = pages[pages.length - 1]?.summary ?? pages[0]?.summary;
  const transactions = pages.flatMap((page) => page.transactions);
  const shown = transactions.filter((entry) =>
    filter === 'all' ? true : filter === 'earned' ? entry.amount >= 0 : entry.amount < 0,
  );

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('bonusHistory.title')}</h1>
      {summary && (
        <Card className="xp-summary" data-testid="bonus-summary">
          <div className="xp-summary__item">
            <span className="xp-summary__label">{t('bonusHistory.earned')}</span>
            <strong data-testid="summary-earned">{formatXp(summary.earned, i18n.language)}</strong>
          </div>
          <div className="xp-summary__item">
            <span className="xp-summary__label">{t('bonusHistory.spent')}</span>
            <strong data-testid="summary-spent">{formatXp(summary.spent, i18n.language)}</strong>
          </div>
          {summary.expired > 0 && (
            <div className="xp-summary__item">
              <span className="xp-summary__label">{t('bonusHistory.expired')}</span>
              <strong data-testid="summary-expired">{formatXp(summary.expired, i18n.language)}</strong>
            </div>
          )}
          <div className="xp-summary__item">
            <span className="xp-summary__label">{t('bonusHistory.current')}</span>
            <strong data-testid="summary-current">{formatXp(summary.current, i18n.language)}</strong>
          </div>
        </Card>
      )}
      {expiring.data && (
        <p className="xp-expiring" role="status" data-testid="expiring-soon">
          <strong>
            {t('bonusHistory.expiringSoon', {
              amount: formatXp(expiring.data.amount, i18n.language),
              date: formatDate(expiring.data.date, i18n.language),
            })}
          </strong>{' '}
          {t('bonusHistory.expiringHint')}
        </p>
      )}
      {bothBrands && full.isSuccess && (
        <p className="loyalty-muted" data-testid="full-balance">
          {t('bonusHistory.bothBrands', {
            glo: formatXp(full.data.glo, i18n.language),
            ogo: formatXp(full.data.ogo, i18n.language),
            total: formatXp(full.data.total, i18n.language),
          })}
        </p>
      )}
      {transactions.length === 0 ? (
        <EmptyState text={t('bonusHistory.empty')} />
      ) : (
        <Tabs
          label={t('bonusHistory.filterLabel')}
          tabs={[
            { key: 'all', label: t('bonusHistory.all') },
            { key: 'earned', label: t('bonusHistory.earned') },
            { key: 'spent', label: t('bonusHistory.spent') },
          ]}
          selected={filter}
          onSelect={setFilter}
        >
          {shown.length === 0 ? (
            <EmptyState
              text={t(history.hasNextPage ? 'bonusHistory.noneLoaded' : 'bonusHistory.none')}
              data-testid="bonus-filter-empty"
            />
          ) : (
            <List className="ledger" data-testid="bonus-history">
              {shown.map((entry) => {
                const note = ledgerNote(entry.reason, entry.note, entry.kind && t(`scanHistory.kinds.${entry.kind}`));
                return (
                  <ListRow
                    key={entry.id}
                    data-testid="bonus-entry"
                    title={t(ledgerReasonKey(entry.reason, entry.amount))}
                    description={
                      <>
                        {note && (
                          <span className="ledger__note" data-testid="bonus-entry-note">
                            {note}
                          </span>
                        )}
                        {entry.parts && entry.parts.length > 1 && (
                          <span className="ledger__note ledger__parts" data-testid="bonus-entry-parts">
                            {/* Each part wraps as a whole ("50 XP за «×2 на стіки»" never splits after "50"). */}
                            {partsInReadingOrder(entry.parts).map((part, index, parts) => {
                              const { key, named } = ledgerPartKey(part.reason);
                              const text = t(key, {
                                amount: formatXp(part.amount, i18n.language),
                                name: named ? part.note : '',
                                reason: t(ledgerReasonKey(part.reason, part.amount)),
                              });
                              // The dot keeps to the part before it (a no-break space): a line never starts with "·".
                              return (
                                <Fragment key={index}>
                                  <span className="ledger__part">{text}</span>
                                  {index < parts.length - 1 && '\u00a0· '}
                                </Fragment>
                              );
                            })}
                          </span>
                        )}
                        <time className="ledger__note" dateTime={entry.created_at}>
                          {formatDateTime(entry.created_at, i18n.language, 'long')}
                        </time>
                      </>
                    }
                    trailing={
                      <strong className={entry.amount >= 0 ? 'ledger__amount--plus' : 'ledger__amount--minus'}>
                        {`${entry.amount >= 0 ? '+' : '−'}${formatXp(Math.abs(entry.amount), i18n.language)}`}
                      </strong>
                    }
                  />
                );
              })}
            </List>
          )}
        </Tabs>
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
