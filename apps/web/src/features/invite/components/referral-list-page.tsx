// /profile/referral: the friends the customer invited (masked phone, status, reward, date) and the totals.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { useReferrals } from '@/features/invite/api/get-referrals';
import { formatDate } from '@/lib/format/format';

export default function ReferralListPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const referrals = useReferrals(brand);

  if (referrals.isPending) return <PageLoader />;
  if (referrals.isError) return <LoadError error={referrals.error} onRetry={() => void referrals.refetch()} />;
  const { list, totals } = referrals.data;
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.referral')}</h1>
      <p data-testid="referral-totals">
        {t('invite.referrals.invited', { count: totals.invited })} · {t('invite.referrals.earned', { xp: totals.xp })}
      </p>
      {list.length === 0 ? (
        <>
          <EmptyState text={t('invite.referrals.empty')} />
          <Link className="button button--primary" to="/invite-friend">
            {t('title.inviteFriend')}
          </Link>
        </>
      ) : (
        <ul className="referral-list" data-testid="referral-list">
          {list.map((item) => (
            <li key={item.id}>
              <Card className={`referral referral--${item.status}`}>
                <span className="referral__phone">{item.phone}</span>
                <span className="referral__status">{t(`invite.referrals.status.${item.status}`, { xp: item.reward_xp })}</span>
                <span className="referral__date">{t('invite.referrals.since', { date: date(item.created_at) })}</span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
