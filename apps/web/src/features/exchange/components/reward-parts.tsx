// What both reward pages and the list share: a reward's state for this customer, its state line and its detail body.
// One module on purpose: each small chunk a lazy page needs costs the first screen a line in the entry's preload table.
import type { ReactNode } from 'react';
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import type { Reward } from '@loyalty/contracts/points';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LockedBadge } from '@/components/ui/locked-badge';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';

export type RewardState = 'available' | 'unaffordable' | 'out_of_stock' | 'inactive';

/** What the customer can get soonest first: the ones within reach, then the rest by price, then those not offered. */
export function rewardsSoonestFirst<T extends Pick<Reward, 'active' | 'stock' | 'affordable' | 'xp_price'>>(
  rewards: readonly T[],
): T[] {
  const rank = (reward: T) => {
    const state = rewardState(reward);
    return state === 'available' ? 0 : state === 'unaffordable' ? 1 : 2;
  };
  return [...rewards].sort((left, right) => rank(left) - rank(right) || left.xp_price - right.xp_price);
}

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

/**
 * Available in the accent; everything that cannot be taken is a quiet neutral label that says why: "Ще N XP" with a
 * lock, "Закінчились" for a sold-out reward, "Недоступно · " and the reason for one switched off. Never alarm red: a
 * reward out of reach is no error.
 */
const badgeTone: Record<RewardState, BadgeTone> = {
  available: 'accent',
  unaffordable: 'muted',
  inactive: 'muted',
  out_of_stock: 'muted',
};

export function RewardBadge({ reward, balance }: { reward: Reward; balance: number | undefined }) {
  const { t, i18n } = useTranslation();
  const state = rewardState(reward);
  // What is missing: the whole price while the balance is not known yet.
  const short = balance === undefined ? reward.xp_price : Math.max(reward.xp_price - balance, 0);
  const shortText = t('exchange.notEnough', { amount: formatXp(short, i18n.language) });
  if (state === 'unaffordable') {
    return (
      <LockedBadge data-testid="reward-state" data-state={state}>
        {shortText}
      </LockedBadge>
    );
  }
  // A reason in words is the line itself, on one muted line under the price (never a pill); the word "Недоступно" is
  // said to screen readers before it, and written only when no reason follows it or the missing XP do.
  if (state === 'inactive') {
    const reason = reward.inactive_reason?.trim();
    return (
      <span className="reward-state__reason" data-testid="reward-state" data-state={state}>
        {reason ? (
          <>
            <span className="visually-hidden">{t('exchange.inactive')}: </span>
            {reason}
          </>
        ) : reward.affordable ? (
          t('exchange.inactive')
        ) : (
          // Mid-line, the missing points go lower case: «Ще 80 XP» alone, «Недоступно · ще 80 XP» after the state.
          t('exchange.inactiveShort', { amount: formatXp(short, i18n.language) })
        )}
      </span>
    );
  }
  const text = state === 'out_of_stock' ? t('exchange.soldOut') : t('exchange.affordable');
  return (
    <Badge tone={badgeTone[state]} data-testid="reward-state" data-state={state}>
      {text}
    </Badge>
  );
}

/**
 * A reward's page body: picture, name, description, the one price line and the stock as a quiet line, then what the
 * page adds (the progress and the action, or why it is not available). On the page itself, not a card in a card.
 */
export function RewardDetails({ reward, children }: { reward: Reward; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="reward-detail" data-testid="reward-detail">
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
      <h1 className="reward-detail__title">{keepNumbersWithUnits(reward.title)}</h1>
      <p className="reward-detail__description">{reward.description}</p>
      <p className="reward-detail__price" data-testid="reward-price">
        {formatXp(reward.xp_price, i18n.language)}
      </p>
      {reward.stock !== null && reward.stock > 0 && (
        <p className="reward-detail__stock" data-testid="reward-stock">
          {t('exchange.stock', { count: reward.stock })}
        </p>
      )}
      {children}
    </article>
  );
}

/** How far the balance is from a reward it does not cover yet: a bar, what is missing and the balance, in words. */
export function RewardProgress({ price, balance }: { price: number; balance: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="reward-progress" data-testid="reward-progress">
      <ProgressBar value={balance} max={price} label={t('exchange.progress')} />
      <p className="reward-progress__text">
        <strong data-testid="reward-state" data-state="unaffordable">
          {t('exchange.notEnough', { amount: formatXp(Math.max(price - balance, 0), i18n.language) })}
        </strong>
        <span data-testid="reward-balance">{t('exchange.balance', { amount: formatXp(balance, i18n.language) })}</span>
      </p>
    </div>
  );
}
