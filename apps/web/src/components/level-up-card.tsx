// The one-time level-up card: "Вітаємо! Ти на рівні «Золотий»" with the level's medal and what it gives, over the
// screen where the app first saw the new level (lib/level-up.ts decides when). Loaded only when there is one to show.
import type { TierResponse } from '@loyalty/contracts/tiers';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { TierBadge, benefitLines, tierColourOf } from '@/components/tier-card';
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/programme';
import '@/styles/programme.css';

interface LevelUpCardProps {
  level: NonNullable<TierResponse['tier']>;
  tier: Pick<TierResponse, 'levels'>;
  onClose: () => void;
}

export default function LevelUpCard({ level, tier, onClose }: LevelUpCardProps) {
  const { t } = useTranslation();
  const lines = benefitLines(level.benefits, t);
  return (
    <Dialog
      title={t('programme.levelUp.title', { name: level.name })}
      closeLabel={t('programme.levelUp.close')}
      onClose={onClose}
      data-testid="level-up"
      actions={
        <>
          <Button onClick={onClose}>{t('programme.levelUp.ok')}</Button>
          <Link className="level-up__link" to="/tiers" onClick={onClose}>
            {t('programme.tier.all')}
          </Link>
        </>
      }
    >
      <div className="level-up">
        <span className="level-up__medal">
          <TierBadge colour={tierColourOf(tier, level.id)} />
        </span>
        {lines.length > 0 && (
          <ul className="tier-benefits" aria-label={t('programme.tier.benefitsOf', { name: level.name })}>
            {lines.map(({ key, text, Icon }) => (
              <li key={key} className="tier-benefits__item">
                <Icon className="tier-benefits__icon" size={18} aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
