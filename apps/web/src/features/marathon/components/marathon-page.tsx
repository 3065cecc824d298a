// /marathon: the brand's quiz campaigns with their status, reward and dates; the active one leads to /marathon/quiz.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Badge } from '@/components/ui/badge';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useCampaigns } from '@/features/marathon/api/get-campaigns';
import { formatDate, formatXp } from '@loyalty/client/format';

export default function MarathonPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const campaigns = useCampaigns(brand);

  if (campaigns.isPending) return <PageSkeleton />;
  if (campaigns.isLoadingError) return <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />;

  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('marathon.title')}</h1>
      {campaigns.data.length === 0 ? (
        <EmptyState text={t('marathon.empty')} />
      ) : (
        <ul className="loyalty-list" data-testid="campaign-list">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id}>
              <Card className="loyalty-item" data-testid="campaign" data-status={campaign.status}>
                <Badge tone={campaign.status === 'active' ? 'accent' : 'muted'}>{t(`marathon.status.${campaign.status}`)}</Badge>
                <h2 className="profile__heading">{campaign.title}</h2>
                <p>{campaign.description}</p>
                <p className="loyalty-muted">
                  {t('marathon.dates', { from: date(campaign.starts_at), to: date(campaign.ends_at) })} ·{' '}
                  {t('marathon.reward', { amount: formatXp(campaign.xp_reward, i18n.language) })}
                </p>
                {campaign.completed ? (
                  <p className="campaign-done">{t('marathon.completed')}</p>
                ) : (
                  campaign.status === 'active' && (
                    <Link className="button button--primary" to="/marathon/quiz" data-testid="quiz-start">
                      {t('marathon.start')}
                    </Link>
                  )
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
