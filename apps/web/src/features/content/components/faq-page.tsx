// /faq: the brand's questions and answers (general, then velo) as an accordion, with a way to the vocabulary.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { FaqItem } from '@loyalty/contracts/content';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useBrandStore } from '@/stores/brand-store';
import { useFaq } from '@/features/content/api/get-faq';
import { ContentSkeleton } from '@/features/content/components/content-skeleton';
import '@/features/content/content.css';
import '@/lib/locales/content';

/** Native details/summary: keyboard and screen readers get an accordion without any script of ours. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list" data-testid="faq-list">
      {items.map((item) => (
        <details key={item.id} className="faq-item card">
          <summary>{item.title}</summary>
          <p>{item.text}</p>
        </details>
      ))}
    </div>
  );
}

export default function FaqPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const general = useFaq(brand, 'general');
  const velo = useFaq(brand, 'velo');

  if (general.isPending) return <ContentSkeleton lines={8} />;
  if (general.isLoadingError) return <LoadError error={general.error} onRetry={() => void general.refetch()} />;

  const veloItems = velo.data?.list ?? [];
  return (
    <section className="content-page" data-testid="faq-page">
      <h1 className="content-page__title">{t('title.faq')}</h1>
      {general.data.list.length === 0 && veloItems.length === 0 ? (
        <Card>
          <p>{t('content.faqEmpty')}</p>
        </Card>
      ) : (
        <FaqAccordion items={general.data.list} />
      )}
      {veloItems.length > 0 && (
        <>
          <h2>{t('content.faqVelo')}</h2>
          <FaqAccordion items={veloItems} />
        </>
      )}
      {velo.isError && <LoadError error={velo.error} onRetry={() => void velo.refetch()} />}
      <Link className="button button--secondary" to="/vocabulary">
        {t('title.vocabulary')}
      </Link>
    </section>
  );
}
