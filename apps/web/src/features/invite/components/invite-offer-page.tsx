// /invite-friend/offer: the programme's terms with the configured reward and monthly cap.
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { usePromoCode } from '@/features/invite/api/get-promo-code';

const steps = [
  'invite.offer.step1',
  'invite.offer.step2',
  'invite.offer.step3',
  'invite.offer.step4',
  'invite.offer.step5',
] as const;

export default function InviteOfferPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const promo = usePromoCode(brand);

  if (promo.isPending) return <PageLoader />;
  if (promo.isLoadingError) return <LoadError error={promo.error} onRetry={() => void promo.refetch()} />;
  const { rewardXp, monthlyCap } = promo.data.rules;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteOffer')}</h1>
      <ol className="invite-steps" data-testid="invite-offer-steps">
        {steps.map((key) => (
          <li key={key}>{t(key, { xp: formatXp(rewardXp, i18n.language), cap: monthlyCap })}</li>
        ))}
      </ol>
      <p>{t('invite.offer.rules')}</p>
    </div>
  );
}
