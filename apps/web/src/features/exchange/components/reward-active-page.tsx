// /exchange/product/active/{id}: a reward that can be taken; redeem → confirmation with where to send it (a Nova Poshta
// branch and the recipient, decision 0084) → success toast and the new balance, and how the reward is received
// («Як отримати»).
import { useState } from 'react';
import { formatXp } from '@loyalty/client/format';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { recordIdFrom } from '@/lib/record-id';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/loyalty';
import { notify } from '@/lib/notify';
import { useBalance } from '@/lib/shared-api/get-balance';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useReward } from '@/features/exchange/api/get-reward';
import { useRedeemReward } from '@/features/exchange/api/redeem-reward';
import type { ClaimedState } from '@/features/exchange/components/my-rewards';
import { RewardDetails, RewardProgress, rewardPath, rewardState } from '@/features/exchange/components/reward-parts';
import { newIdempotencyKey } from '@/lib/shared-api/idempotency-key';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { rewardDeliveryWorkingDays } from '@/config/constants';
import {
  rewardDeliveryProblems,
  useRewardDelivery,
  type RewardDeliveryField,
} from '@/features/exchange/hooks/use-reward-delivery';
import { RewardDeliveryFields } from '@/features/exchange/components/reward-delivery-fields';

const refusalKeys = {
  insufficient_xp: 'exchange.errors.insufficient_xp',
  out_of_stock: 'exchange.errors.out_of_stock',
  reward_inactive: 'exchange.errors.reward_inactive',
  not_found: 'exchange.errors.not_found',
  unknown_delivery_place: 'exchange.delivery.errors.unknown_delivery_place',
} as const;

function refusalKey(code: string) {
  return Object.hasOwn(refusalKeys, code) ? refusalKeys[code as keyof typeof refusalKeys] : undefined;
}

export default function RewardActivePage() {
  const { t, i18n } = useTranslation();
  const id = recordIdFrom(useParams().id);
  const brand = useBrandStore((state) => state.brand);
  const reward = useReward(id, brand);
  const balance = useBalance(brand);
  const redeem = useRedeemReward();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // One key per confirmation: a retried or doubled submit of it buys once (the server answers the first redemption).
  const [redeemKey, setRedeemKey] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const delivery = useRewardDelivery(brand);
  // Marked only after a confirm that could not go: the prefill is still arriving while the sheet opens.
  const [problems, setProblems] = useState<RewardDeliveryField[]>([]);

  if (id === null || (reward.isError && isApiError(reward.error) && reward.error.status === 404)) return <NotFoundScreen />;
  if (reward.isPending) return <PageLoader />;
  if (reward.isLoadingError) return <LoadError error={reward.error} onRetry={() => void reward.refetch()} />;

  const current = reward.data;
  const state = rewardState(current);
  // A link kept from before the reward ran out or was switched off leads to the page that says why.
  if (state === 'inactive' || state === 'out_of_stock') return <Navigate to={rewardPath(current)} replace />;

  const openConfirmation = (): void => {
    setRedeemKey(newIdempotencyKey());
    setProblems([]);
    setConfirming(true);
  };

  const confirm = (): void => {
    setRefusal(null);
    const { draft } = delivery;
    const missing = rewardDeliveryProblems(draft);
    setProblems(missing);
    if (missing.length > 0 || !draft.city || !draft.branch) return;
    redeem.mutate(
      {
        rewardId: current.id,
        brand,
        cityRef: draft.city.city_id,
        branchRef: draft.branch.value,
        recipient: {
          first_name: draft.firstName.trim(),
          last_name: draft.lastName.trim(),
          phone: draft.phone.replace(/[\s()-]/g, ''),
        },
        idempotencyKey: redeemKey,
      },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          notify.success(t('exchange.success', { balance: formatXp(answer.balance, i18n.language) }));
          // The payoff has a page of its own: «Мої нагороди», the new one first, saying what happens next.
          void navigate('/exchange', { state: { claimed: current.title } satisfies ClaimedState });
        },
        onError: (error) => {
          setConfirming(false);
          const key = isApiError(error) ? refusalKey(error.code) : undefined;
          setRefusal(key ? t(key) : t(errorMessageKey(error)));
        },
      },
    );
  };

  return (
    <div className="loyalty-page">
      <RewardDetails reward={current}>
        {/* Short of the price: how far, next to the disabled action; otherwise the balance, quietly. */}
        {state === 'unaffordable' && balance.isSuccess ? (
          <RewardProgress price={current.xp_price} balance={balance.data} />
        ) : (
          balance.isSuccess && (
            <p className="reward-detail__stock" data-testid="reward-balance">
              {t('exchange.balance', { amount: formatXp(balance.data, i18n.language) })}
            </p>
          )
        )}
        {refusal && (
          <p className="field__error" role="alert" data-testid="redeem-refusal">
            {refusal}
          </p>
        )}
        {confirming ? (
          <ConfirmPanel
            title={t('exchange.confirmTitle')}
            confirmLabel={t(redeem.isPending ? 'exchange.redeeming' : 'exchange.confirm')}
            cancelLabel={t('exchange.cancel')}
            busy={redeem.isPending}
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
            testId="redeem-confirm"
            confirmTestId="redeem-confirm-yes"
          >
            <p>{t('exchange.confirmText', { amount: formatXp(current.xp_price, i18n.language) })}</p>
            <RewardDeliveryFields
              draft={delivery.draft}
              problems={problems}
              onCity={delivery.pickCity}
              onBranch={delivery.pickBranch}
              onText={delivery.setText}
            />
          </ConfirmPanel>
        ) : (
          <Button disabled={state !== 'available'} onClick={() => openConfirmation()} data-testid="redeem-reward">
            {t('exchange.redeem')}
          </Button>
        )}
        {/* What happens after the exchange: the reward goes, free, to the branch chosen in the confirmation. */}
        <section className="reward-detail__how" aria-labelledby="reward-how-title" data-testid="reward-how">
          <h2 id="reward-how-title" className="reward-detail__how-title">
            {t('exchange.howTo.title')}
          </h2>
          <p>
            {t('exchange.howTo.text', { count: rewardDeliveryWorkingDays })}{' '}
            <Link to="/exchange">{t('exchange.howTo.mine')}</Link>.
          </p>
        </section>
      </RewardDetails>
      <Link className="loyalty-link" to="/exchange">
        {t('exchange.toList')}
      </Link>
    </div>
  );
}
