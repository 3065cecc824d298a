// /subscription/faq: the brand's FAQ entries of topic 'subscription' (kept in the database, read via the content module).
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/subscription';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSubscriptionFaq } from '@/features/subscription/api/get-subscription-faq';

export default function SubscriptionFaqPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const faq = useSubscriptionFaq(brand);

  if (faq.isPending) return <PageSkeleton />;
  if (faq.isLoadingError) return <LoadError error={faq.error} onRetry={() => void faq.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('title.subscriptionFaq')}</h1>
      {faq.data.length === 0 ? (
        <EmptyState text={t('subscription.faqEmpty')} />
      ) : (
        <div data-testid="subscription-faq">
          {faq.data.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>{item.title}</summary>
              <p>{item.text}</p>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}
