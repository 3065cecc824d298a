// «Мої нагороди» (decision 0084): the customer's exchanged rewards at the top of /exchange, each with its date, where it
// goes and where it is: Оформлено → Відправлено (the waybill, copied with one tap, and Nova Poshta's tracking page) →
// Отримано; Скасовано — бали повернуто.
import { formatDate } from '@loyalty/client/format';
import type { RewardRedemption, RewardRedemptionStatus } from '@loyalty/contracts/points';
import { novaPoshtaTrackingUrl } from '@loyalty/domain/shop/tracking';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { useTranslation } from '@/lib/translation-hooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCopyFeedback } from '@/lib/copy-text';
import { notify } from '@/lib/notify';
import type { Brand } from '@loyalty/contracts/brand';
import { useMyRedemptions } from '@/features/exchange/api/get-my-redemptions';

const statusTone: Record<RewardRedemptionStatus, BadgeTone> = {
  placed: 'neutral',
  sent: 'accent',
  received: 'success',
  cancelled: 'muted',
};

/** The section, shown once the customer has exchanged something (nothing to say before that). */
export function MyRewards({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const redemptions = useMyRedemptions(brand);
  if (!redemptions.isSuccess || redemptions.data.length === 0) return null;
  return (
    <section className="my-rewards" aria-labelledby="my-rewards-title" data-testid="my-rewards">
      <h2 id="my-rewards-title" className="reward-detail__how-title">
        {t('exchange.mine.title')}
      </h2>
      <ul className="my-rewards__list">
        {redemptions.data.map((redemption) => (
          <MyReward key={redemption.id} redemption={redemption} />
        ))}
      </ul>
    </section>
  );
}

export function MyReward({ redemption }: { redemption: RewardRedemption }) {
  const { t, i18n } = useTranslation();
  const { delivery } = redemption;
  return (
    <li className="my-rewards__item" data-testid="my-reward" data-status={redemption.status}>
      <span className="my-rewards__head">
        <strong>{keepNumbersWithUnits(redemption.reward_title)}</strong>
        <Badge tone={statusTone[redemption.status]} data-testid="my-reward-status">
          {t(`exchange.mine.status.${redemption.status}`)}
        </Badge>
      </span>
      <span className="reward-detail__stock">
        {formatDate(redemption.created_at, i18n.language)}
        {delivery && ` · ${t('exchange.mine.branch', { city: delivery.city, number: delivery.branch_number })}`}
      </span>
      {redemption.status === 'sent' && redemption.waybill_number && <RewardTracking number={redemption.waybill_number} />}
    </li>
  );
}

/** The waybill of a sent reward: copied with one tap, and Nova Poshta's tracking page a tap away. */
function RewardTracking({ number }: { number: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFeedback();
  return (
    <span className="my-rewards__tracking" data-testid="my-reward-tracking">
      <span>
        {t('exchange.mine.waybill')} <strong data-testid="my-reward-waybill">{number}</strong>
      </span>
      <span className="my-rewards__actions">
        <Button
          variant="secondary"
          onClick={() => void copy(number).then((done) => done || notify.error(t('exchange.mine.copyFailed')))}
          data-testid="my-reward-copy"
        >
          <span aria-live="polite">{copied ? t('exchange.mine.copied') : t('exchange.mine.copy')}</span>
        </Button>
        <a
          className="button button--secondary"
          href={novaPoshtaTrackingUrl(number)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('exchange.mine.trackLabel')}
          data-testid="my-reward-track"
        >
          {t('exchange.mine.track')}
        </a>
      </span>
    </span>
  );
}
