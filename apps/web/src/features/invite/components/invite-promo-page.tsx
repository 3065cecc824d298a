// /invite-friend/promo: the code again, and where a friend enters it (the cart of a first order).
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

export default function InvitePromoPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const promo = usePromoCode(brand);

  if (promo.isPending) return <PageLoader />;
  if (promo.isLoadingError) return <LoadError error={promo.error} onRetry={() => void promo.refetch()} />;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.invitePromo')}</h1>
      <InviteCodeCard code={promo.data.consumer.memberGetMemberCode} label={t('invite.codeLabel')} />
      <p>{t('invite.promo.text')}</p>
      <Link className="button button--secondary" to="/shop">
        {t('invite.promo.openShop')}
      </Link>
    </div>
  );
}
