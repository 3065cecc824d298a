// What both reward pages and the list share: a reward's state for this customer, its state line and its detail body.
// One module on purpose: each small chunk a lazy page needs costs the first screen a line in the entry's preload table.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { Reward } from '@loyalty/contracts/points';
import { Card } from '@/components/ui/card';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LockedBadge } from '@/components/ui/locked-badge';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';

export type RewardState = 'available' | 'unaffordable' | 'out_of_stock' | 'inactive';

export function rewardState(reward: Pick<Reward, 'active' | 'stock' | 'affordable'>): RewardState {
  if (!reward.active) return 'inactive';
  if (reward.stock === 0) return 'out_of_stock';
  return reward.affordable ? 'available' : 'unaffordable';
}

/** Inactive and sold-out rewards open the "inactive" page, which says why; the rest the one with the redeem button. */
export function rewardPath(reward: Pick<Reward, 'id' | 'active' | 'stock' | 'affordable'>): string {
  const state = rewardState(reward);
  return state === 'inactive' || state === 'out_of_stock'
    ? `/exchange/product/inactive/${reward.id}`
    : `/exchange/product/active/${reward.id}`;
}

/** Available in the accent, not reachable in the danger colour, not enough XP yet muted; always said in words. */
const badgeTone: Record<RewardState, BadgeTone> = {
  available: 'accent',
  unaffordable: 'muted',
  inactive: 'danger',
  out_of_stock: 'danger',
};

export function RewardBadge({ reward, balance }: { reward: Reward; balance: number | undefined }) {
  const { t } = useTranslation();
  const state = rewardState(reward);
  if (state === 'unaffordable') {
    // Locked, with what is missing: the whole price while the balance is not known yet.
    const short = balance === undefined ? reward.xp_price : Math.max(reward.xp_price - balance, 0);
    return (
      <LockedBadge data-testid="reward-state" data-state={state}>
        {t('exchange.notEnough', { amount: t('xp.amount', { count: short }) })}
      </LockedBadge>
    );
  }
  const text =
    state === 'inactive'
      ? t('exchange.inactive')
      : state === 'out_of_stock'
        ? t('exchange.outOfStock')
        : t('exchange.affordable');
  return (
    <Badge tone={badgeTone[state]} data-testid="reward-state" data-state={state}>
      {text}
    </Badge>
  );
}

export function RewardDetails({ reward, children }: { reward: Reward; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="reward-detail" data-testid="reward-detail">
      {reward.image && (
        <Picture
          className="reward-detail__image"
          src={reward.image}
          alt=""
          width={1}
          height={1}
          sizes={pictureSizes.column}
          eager
        />
      )}
      <h1 className="profile__title">{keepNumbersWithUnits(reward.title)}</h1>
      <p>{reward.description}</p>
      <p className="reward-card__price">{t('exchange.price', { amount: t('xp.amount', { count: reward.xp_price }) })}</p>
      {reward.stock !== null && reward.stock > 0 && (
        <p className="loyalty-muted">{t('exchange.stock', { count: reward.stock })}</p>
      )}
      {children}
    </Card>
  );
}
