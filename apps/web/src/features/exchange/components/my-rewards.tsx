// «Мої нагороди» (decision 0084): the customer's exchanged rewards at the top of /exchange, each with its date, where it
// goes and where it is: Оформлено → Відправлено (the waybill, copied with one tap, and Nova Poshta's tracking page) →
// Отримано; Скасовано — бали повернуто.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { formatDate } from '@loyalty/client/format';
import { rewardDeliveryWorkingDays } from '@/config/constants';
import type { RewardRedemption, RewardRedemptionStatus } from '@loyalty/contracts/points';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { useTranslation } from '@/lib/translation-hooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { WaybillTracking } from '@/components/waybill-tracking';
import type { Brand } from '@loyalty/contracts/brand';
import { useMyRedemptions } from '@/features/exchange/api/get-my-redemptions';

const statusTone: Record<RewardRedemptionStatus, BadgeTone> = {
  placed: 'neutral',
  sent: 'accent',
  received: 'success',
  cancelled: 'muted',
};

/** What the reward page hands /exchange right after an exchange: the reward's title. */
export interface ClaimedState {
  claimed: string;
}

function claimedOf(state: unknown): string | null {
  const claimed = (state as Partial<ClaimedState> | null)?.claimed;
  return typeof claimed === 'string' ? claimed : null;
}

/** The section, shown once the customer has exchanged something (nothing to say before that). */
export function MyRewards({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const redemptions = useMyRedemptions(brand);
  const claimed = claimedOf(useLocation().state);
  const panel = useRef<HTMLDivElement>(null);
  const shown = redemptions.isSuccess && redemptions.data.length > 0;
  // Just exchanged: the customer lands on what happens next, read out and in view.
  useEffect(() => {
    if (shown && claimed) panel.current?.focus();
  }, [shown, claimed]);
  if (!shown) return null;
  return (
    <section className="my-rewards" aria-labelledby="my-rewards-title" data-testid="my-rewards">
      <h2 id="my-rewards-title" className="reward-detail__how-title">
        {t('exchange.mine.title')}
      </h2>
      {claimed && (
        <div className="my-rewards__claimed" ref={panel} tabIndex={-1} role="status" data-testid="my-rewards-claimed">
          <strong>{t('exchange.mine.claimedTitle', { title: keepNumbersWithUnits(claimed) })}</strong>
          <span>{t('exchange.mine.claimedText', { count: rewardDeliveryWorkingDays })}</span>
        </div>
      )}
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
      {redemption.status === 'sent' && redemption.waybill_number && (
        <WaybillTracking number={redemption.waybill_number} testId="my-reward-tracking" />
      )}
    </li>
  );
}
