// /exchange/product/inactive/{id}: a reward that cannot be taken now, and why (switched off with a reason, or sold out).
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { recordIdFrom } from '@/lib/record-id';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useReward } from '@/features/exchange/api/get-reward';
import { RewardDetails, rewardPath, rewardState } from '@/features/exchange/components/reward-parts';

export default function RewardInactivePage() {
  const { t } = useTranslation();
  const id = recordIdFrom(useParams().id);
  const brand = useBrandStore((state) => state.brand);
  const reward = useReward(id, brand);

  if (id === null || (reward.isError && isApiError(reward.error) && reward.error.status === 404)) return <NotFoundScreen />;
  if (reward.isPending) return <PageLoader />;
  if (reward.isLoadingError) return <LoadError error={reward.error} onRetry={() => void reward.refetch()} />;

  const current = reward.data;
  const state = rewardState(current);
  if (state === 'available' || state === 'unaffordable') return <Navigate to={rewardPath(current)} replace />;

  return (
    <div className="loyalty-page">
      <RewardDetails reward={current}>
        <div className="reward-inactive" role="status" data-testid="inactive-why" data-state={state}>
          <h2 className="profile__heading">{t(state === 'inactive' ? 'exchange.inactiveTitle' : 'exchange.outOfStock')}</h2>
          <p>
            {state === 'inactive'
              ? t('exchange.inactiveReason', { reason: current.inactive_reason ?? t('exchange.inactive') })
              : t('exchange.outOfStockText')}
          </p>
        </div>
      </RewardDetails>
      <Link className="loyalty-link" to="/exchange">
        {t('exchange.toList')}
      </Link>
    </div>
  );
}
