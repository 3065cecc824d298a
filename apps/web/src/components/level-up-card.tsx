// The one-time level-up card: "Вітаємо! Ти на рівні «Золотий»" with the level's medal and what it gives
// (lib/level-up.ts decides when). Home shows it as a dialog; the scan screen shows it inline, under the credit that
// reached the level, so the customer reads what was credited first and the level moment after it, never covering it.
// Loaded only when there is one to show.
import { useId } from 'react';
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
  /** In the page's flow under what caused it (the scan result) instead of a dialog over the screen. */
  inline?: boolean;
}

export default function LevelUpCard({ level, tier, onClose, inline = false }: LevelUpCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('programme.levelUp.title', { name: level.name });
  const body = <LevelUpBody level={level} tier={tier} />;
  const allLevels = (
    <Link className="level-up__link" to="/tiers" onClick={onClose}>
      {t('programme.tier.all')}
    </Link>
  );
  if (inline) {
    return (
      <section className="level-up-inline" aria-labelledby={titleId} data-testid="level-up">
        <div className="level-up-inline__head">
          <h2 id={titleId} className="level-up-inline__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t('programme.levelUp.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {body}
        {allLevels}
      </section>
    );
  }
  return (
    <Dialog
      title={title}
      closeLabel={t('programme.levelUp.close')}
      onClose={onClose}
      data-testid="level-up"
      actions={
        <>
          <Button onClick={onClose}>{t('programme.levelUp.ok')}</Button>
          {allLevels}
        </>
      }
    >
      {body}
    </Dialog>
  );
}

function LevelUpBody({ level, tier }: Pick<LevelUpCardProps, 'level' | 'tier'>) {
  const { t } = useTranslation();
  const lines = benefitLines(level.benefits, t);
  return (
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
  );
}
