// Home's next reward: how far the balance is from the cheapest reward not yet within reach, as a bar, or how
// many rewards the balance already covers; one tap to the exchange. The card keeps one height whatever it shows, so
// nothing below it moves when the rewards arrive (CLS).
import { Link } from 'react-router';
import type { Brand } from '@loyalty/contracts/brand';
import type { Reward } from '@loyalty/contracts/points';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { formatXp } from '@loyalty/client/format';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/translation-hooks';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useRewards } from '@/features/exchange/api/get-rewards';

export type NextRewardView =
  { kind: 'next'; reward: Reward; missing: number } | { kind: 'affordable'; count: number } | { kind: 'none' };

/** The reward to aim for: the cheapest active one above the balance; or, when every one is covered, how many are. */
export function nextRewardOf(rewards: readonly Reward[], balance: number): NextRewardView {
  const active = rewards.filter((reward) => reward.active && reward.stock !== 0);
  const ahead = active.filter((reward) => reward.xp_price > balance).sort((left, right) => left.xp_price - right.xp_price);
  const next = ahead[0];
  const covered = active.length - ahead.length;
  if (next && covered === 0) return { kind: 'next', reward: next, missing: next.xp_price - balance };
  if (covered > 0) return { kind: 'affordable', count: covered };
  return { kind: 'none' };
}

/** Shown only with a customer record in `brand` (the balance needs one), as the balance card is. */
export function NextReward({ brand, answeredSince }: { brand: Brand; answeredSince?: number }) {
  const { t, i18n } = useTranslation();
  const balance = useBalance(brand, true, answeredSince);
  const rewards = useRewards(brand);
  const failed = balance.isError || rewards.isError;
  const view = balance.isSuccess && rewards.isSuccess ? nextRewardOf(rewards.data, balance.data) : null;

  return (
    <Link className="next-reward" to="/exchange" data-testid="next-reward">
      {failed || view?.kind === 'none' ? (
        <span className="next-reward__text">{t('homeNextReward.browse')}</span>
      ) : view === null ? (
        <span className="next-reward__text next-reward__text--muted">{t('homeNextReward.loading')}</span>
      ) : view.kind === 'next' ? (
        <>
          <span className="next-reward__text">
            {/* Composed at run time: the amount and the catalogue's "10 шт." each stay on one line with their unit. */}
            {keepNumbersWithUnits(
              t('homeNextReward.missing', { amount: formatXp(view.missing, i18n.language), title: view.reward.title }),
            )}
          </span>
          <ProgressBar
            max={view.reward.xp_price}
            value={view.reward.xp_price - view.missing}
            label={t('homeNextReward.progress')}
          />
        </>
      ) : (
        <span className="next-reward__text">{t('homeNextReward.affordable', { count: view.count })}</span>
      )}
    </Link>
  );
}
