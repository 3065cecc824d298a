// /invite-friend: the customer's own invite code (copy, share), the reward rules and the invite sub-pages.
import { formatXp } from '@loyalty/client/format';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { usePromoCode } from '@/features/invite/api/get-promo-code';
import { InviteCodeCard } from '@/features/invite/components/invite-code-card';

const subPages = [
  { to: '/invite-friend/offer', key: 'invite.links.offer' },
  { to: '/invite-friend/promo', key: 'invite.links.promo' },
  { to: '/invite-friend/test-drive', key: 'invite.links.testDrive' },
  { to: '/invite-friend/calculator', key: 'invite.links.calculator' },
  { to: '/invite-friend/faq', key: 'invite.links.faq' },
  { to: '/profile/referral', key: 'invite.links.referrals' },
] as const;

export default function InvitePage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const promo = usePromoCode(brand);

  if (promo.isPending) return <PageLoader />;
  if (promo.isLoadingError) return <LoadError error={promo.error} onRetry={() => void promo.refetch()} />;
  const { rules, consumer } = promo.data;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteFriend')}</h1>
      <p>{t('invite.lead')}</p>
      <InviteCodeCard code={consumer.memberGetMemberCode} label={t('invite.codeLabel')} />
      <p className="invite-page__reward" data-testid="invite-reward">
        {t('invite.reward', { xp: formatXp(rules.rewardXp, i18n.language), cap: rules.monthlyCap })}
      </p>
      <nav className="invite-links">
        {subPages.map((page) => (
          <Link key={page.to} className="invite-links__item" to={page.to}>
            {t(page.key)}
          </Link>
        ))}
        {/* The velo discount is an ogo site's code (spec section 7, get-velo-mgm). */}
        {brand === 'ogo' && (
          <Link className="invite-links__item" to="/invite-friend/velo">
            {t('invite.links.velo')}
          </Link>
        )}
      </nav>
    </div>
  );
}
