// /invite-friend/calculator: how many XP an inviter earns for N friends over M months, honouring the monthly cap.
import { formatXp } from '@loyalty/client/format';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { referralEarnings } from '@loyalty/domain/referral';
import { TextField } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { usePromoCode } from '@/features/invite/api/get-promo-code';

const maxInput = 1000;

/** A whole number 0…1000 typed by the customer, or null while the field holds anything else. */
export function parseCount(value: string): number | null {
  if (!/^\d{1,4}$/.test(value.trim())) return null;
  const count = Number(value.trim());
  return count <= maxInput ? count : null;
}

export default function InviteCalculatorPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const promo = usePromoCode(brand);
  const [friends, setFriends] = useState('5');
  const [months, setMonths] = useState('1');

  if (promo.isPending) return <PageLoader />;
  if (promo.isLoadingError) return <LoadError error={promo.error} onRetry={() => void promo.refetch()} />;

  const friendCount = parseCount(friends);
  const monthCount = parseCount(months);
  const result =
    friendCount !== null && monthCount !== null && monthCount > 0
      ? referralEarnings({
          friends: friendCount,
          months: monthCount,
          monthlyCap: promo.data.rules.monthlyCap,
          rewardXp: promo.data.rules.rewardXp,
        })
      : null;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteCalculator')}</h1>
      <p>{t('invite.reward', { xp: formatXp(promo.data.rules.rewardXp, i18n.language), cap: promo.data.rules.monthlyCap })}</p>
      <TextField
        id="invite-friends"
        label={t('invite.calculator.friends')}
        error={friendCount === null ? t('invite.calculator.invalid') : undefined}
        inputMode="numeric"
        value={friends}
        onChange={(event) => setFriends(event.target.value)}
      />
      <TextField
        id="invite-months"
        label={t('invite.calculator.months')}
        error={monthCount === null || monthCount === 0 ? t('invite.calculator.invalid') : undefined}
        inputMode="numeric"
        value={months}
        onChange={(event) => setMonths(event.target.value)}
      />
      {result && (
        <div className="invite-calculator__result" data-testid="invite-calculator-result">
          <p className="invite-calculator__xp">{t('invite.calculator.result', { xp: formatXp(result.xp, i18n.language) })}</p>
          {result.capped > 0 && <p>{t('invite.calculator.capped', { count: result.capped })}</p>}
        </div>
      )}
    </div>
  );
}
