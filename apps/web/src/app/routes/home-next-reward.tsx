// Home's next reward: how far the balance is from the cheapest reward not yet within reach, as a bar, or how
// many rewards the balance already covers; one tap to the exchange. The card keeps one height whatever it shows, so
// nothing below it moves when the rewards arrive (CLS).
import { Link } from 'react-router';
import type { Brand } from '@loyalty/contracts/brand';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/translation-hooks';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useRewards } from '@/lib/shared-api/get-rewards';
import { affordableText, missingText, nextRewardOf } from '@/lib/next-reward';
import { useOnlineStatus } from '@/lib/pwa/online-status';

/** Shown only with a customer record in `brand` (the balance needs one), as the balance card is. */
export function NextReward({ brand, answeredSince }: { brand: Brand; answeredSince?: number }) {
  const { t, i18n } = useTranslation();
  const balance = useBalance(brand, true, answeredSince);
  const rewards = useRewards(brand, true, answeredSince);
  // Answers held are used even when their refetch failed (kept for offline use): only a missing one stops the card.
  const view =
    balance.data !== undefined && rewards.data !== undefined ? nextRewardOf(rewards.data, balance.data) : null;
  // Offline with nothing kept, the answers wait for the network: the card leads to the rewards rather than searching.
  const online = useOnlineStatus();
  const waiting = view === null && !online;
  const failed = balance.isLoadingError || rewards.isLoadingError || waiting;

  return (
    <Link className="next-reward" to="/exchange" data-testid="next-reward">
      {failed || view?.kind === 'none' ? (
        <span className="next-reward__text">{t('homeNextReward.browse')}</span>
      ) : view === null ? (
        <span className="next-reward__text next-reward__text--muted">{t('homeNextReward.loading')}</span>
      ) : view.kind === 'next' ? (
        <>
          <span className="next-reward__text">{missingText(t, view, i18n.language)}</span>
          <ProgressBar
            max={view.reward.xp_price}
            value={view.reward.xp_price - view.missing}
            label={t('homeNextReward.progress')}
          />
        </>
      ) : (
        <span className="next-reward__text">{affordableText(t, view)}</span>
      )}
    </Link>
  );
}
