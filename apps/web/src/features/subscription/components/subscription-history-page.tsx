// /subscription/history: what happened to the customer's subscriptions (started, changed, stopped), newest first.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/subscription';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSubscriptionHistory } from '@/features/subscription/api/get-subscription-history';
import { formatDate } from '@loyalty/client/format';

export default function SubscriptionHistoryPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const history = useSubscriptionHistory(brand);

  if (history.isPending) return <PageSkeleton />;
  if (history.isLoadingError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const events = history.data.pages.flatMap((page) => page.events);

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('title.subscriptionHistory')}</h1>
      {events.length === 0 ? (
        <EmptyState text={t('subscription.history.empty')} />
      ) : (
        <ul data-testid="subscription-history">
          {events.map((event) => (
            <li key={event.id} data-testid="subscription-event">
              <strong>{t(`subscription.history.kinds.${event.kind}`)}</strong> {formatDate(event.created_at, i18n.language)}
              {event.note && <span> · {event.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <Button variant="secondary" busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('subscription.history.more')}
        </Button>
      )}
    </div>
  );
}
