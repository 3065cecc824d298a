// /exchange: the customer's exchanged rewards and where each is («Мої нагороди», decision 0084), then rewards for XP
// with the balance, what the customer can get soonest first; each shows whether it can be taken now and opens its detail
// page; the shop's goods for XP are one link away (they are not repeated here).
import { Link } from 'react-router';
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useBrandStore } from '@/stores/brand-store';
import { useRewards } from '@/lib/shared-api/get-rewards';
import { RewardBadge, rewardPath, rewardsSoonestFirst } from '@/features/exchange/components/reward-parts';
import { MyRewards } from '@/features/exchange/components/my-rewards';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { pointsCategoryOf } from '@loyalty/contracts/catalog-categories';

export default function ExchangePage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const rewards = useRewards(brand);
  const balance = useBalance(brand);

  if (rewards.isPending) return <PageSkeleton />;
  if (rewards.isLoadingError) return <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('exchange.title')}</h1>
      {balance.isSuccess && (
        <p className="loyalty-balance" data-testid="exchange-balance">
          {t('exchange.balance', { amount: formatXp(balance.data, i18n.language) })}
        </p>
      )}
      <MyRewards brand={brand} />
      {rewards.data.length === 0 ? (
        <EmptyState text={t('exchange.empty')} />
      ) : (
        <ul className="reward-grid" data-testid="reward-list">
          {rewardsSoonestFirst(rewards.data).map((reward) => (
            <li key={reward.id}>
              <Link className="reward-card" to={rewardPath(reward)} data-testid="reward-card">
                {reward.image && (
                  <Picture
                    className="reward-card__image"
                    src={reward.image}
                    alt=""
                    width={72}
                    height={72}
                    sizes={pictureSizes.thumbnail}
                  />
                )}
                <span className="reward-card__title">{keepNumbersWithUnits(reward.title)}</span>
                <span className="reward-card__price">
                  {t('exchange.price', { amount: formatXp(reward.xp_price, i18n.language) })}
                </span>
                <RewardBadge reward={reward} balance={balance.data} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {/* Goods for XP that come with an order live in the shop, each at its one price: this page never lists them. */}
      <Link className="loyalty-link" to={`/shop/${pointsCategoryOf(brand)}`} data-testid="exchange-shop-points">
        {t('exchange.shopPoints')}
      </Link>
    </div>
  );
}
