// /profile/referral: the friends the customer invited (masked phone, status, reward, date) and the totals.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Referral } from '@loyalty/contracts/invite';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { List, ListRow } from '@/components/ui/list-row';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { useReferrals } from '@/features/invite/api/get-referrals';
import { formatDate, formatXp } from '@loyalty/client/format';

/** Rewarded in the success colour, reversed in the danger one, waiting or over the cap muted; always said in words. */
const referralTone: Record<Referral['status'], BadgeTone> = {
  pending: 'muted',
  rewarded: 'success',
  reversed: 'danger',
  capped: 'muted',
};

export default function ReferralListPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const referrals = useReferrals(brand);

  if (referrals.isPending) return <PageSkeleton />;
  if (referrals.isLoadingError) return <LoadError error={referrals.error} onRetry={() => void referrals.refetch()} />;
  const { list, totals } = referrals.data;
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.referral')}</h1>
      <p data-testid="referral-totals">
        {t('invite.referrals.invited', { count: totals.invited })} · {t('invite.referrals.earned', { xp: formatXp(totals.xp, i18n.language) })}
      </p>
      {list.length === 0 ? (
        <>
          <EmptyState text={t('invite.referrals.empty')} />
          <Link className="button button--primary" to="/invite-friend">
            {t('title.inviteFriend')}
          </Link>
        </>
      ) : (
        <Card>
          <List data-testid="referral-list">
            {list.map((item) => (
              <ListRow
                key={item.id}
                data-status={item.status}
                title={item.phone}
                description={
                  <>
                    <Badge tone={referralTone[item.status]}>
                      {t(`invite.referrals.status.${item.status}`, { xp: formatXp(item.reward_xp, i18n.language) })}
                    </Badge>{' '}
                    {t('invite.referrals.since', { date: date(item.created_at) })}
                  </>
                }
              />
            ))}
          </List>
        </Card>
      )}
    </div>
  );
}
