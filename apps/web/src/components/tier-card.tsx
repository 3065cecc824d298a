// The customer's tier as a compact card: the level, a bar toward the next one ("Ще 340 XP до Золотого"), the level's
// benefits in plain words and the way to every level. Shown only when the brand runs tiers, and only once the answer is
// there (home's prefetch asks for it early): no empty box.
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { formatDate, formatHryvnias, formatXp } from '@loyalty/client/format';
import { factorText } from '@loyalty/domain/campaign-description';
import { levelNameGenitive } from '@loyalty/domain/tier-words';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/translation-hooks';
import { useTier } from '@/lib/shared-api/get-tier';
import { useSessionStore } from '@/stores/session-store';
import '@/lib/locales/programme';
import '@/styles/programme.css';

type Benefits = TierResponse['levels'][number]['benefits'];

/** A level's benefits in plain words, one line each; the base programme when it adds nothing. */
export function benefitLines(benefits: Benefits, t: TFunction): string[] {
  const lines: string[] = [];
  if (benefits.earning_multiplier_bp > 10_000) {
    lines.push(t('programme.tier.benefit.multiplier', { factor: factorText(benefits.earning_multiplier_bp / 10_000) }));
  }
  if (benefits.free_delivery) lines.push(t('programme.tier.benefit.freeDelivery'));
  if (benefits.reward_ids.length > 0) lines.push(t('programme.tier.benefit.rewards', { count: benefits.reward_ids.length }));
  return lines.length > 0 ? lines : [t('programme.tier.benefit.base')];
}

/** An amount of the set's measure: XP, or kopiyky of purchases. */
export function measureText(tier: Pick<TierResponse, 'measure'>, amount: number, language: string): string {
  return tier.measure === 'money_spent' ? `${formatHryvnias(amount, language)}` : formatXp(amount, language);
}

/** "Ще 340 XP до Золотого", or with a name that does not decline, "Ще 340 XP до рівня «VIP»". */
export function missingText(tier: TierResponse, t: TFunction, language: string): string | null {
  if (!tier.next) return null;
  const amount = measureText(tier, tier.next.missing, language);
  const genitive = language.startsWith('uk') ? levelNameGenitive(tier.next.name) : null;
  return genitive
    ? t('programme.tier.missing', { amount, level: genitive })
    : t('programme.tier.missingNamed', { amount, name: tier.next.name });
}

interface TierCardProps {
  brand: Brand;
  /** The link to every level; the levels page itself leaves it out. */
  withLink?: boolean;
  className?: string;
}

export function TierCard({ brand, withLink = true, className }: TierCardProps) {
  const { t, i18n } = useTranslation();
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const tier = useTier(brand, hasRecord);
  if (!tier.data?.enabled) return null;
  const data = tier.data;
  const held = data.tier;
  const nextLevel = data.next && data.levels.find((level) => level.id === data.next?.id);
  const from = held?.threshold ?? 0;
  const missing = missingText(data, t, i18n.language);
  return (
    <section
      className={['tier-card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby="tier-card-title"
      data-testid="tier-card"
    >
      <div className="tier-card__head">
        <span className="tier-card__label" id="tier-card-title">
          {t('programme.tier.title')}
        </span>
        <strong className="tier-card__level" data-testid="tier-level">
          {held ? held.name : t('programme.tier.none')}
        </strong>
      </div>
      {nextLevel && data.next ? (
        <>
          <ProgressBar
            max={Math.max(1, nextLevel.threshold - from)}
            value={nextLevel.threshold - from - data.next.missing}
            label={t('programme.tier.progress')}
          />
          <span className="tier-card__missing" data-testid="tier-missing">
            {missing}
          </span>
        </>
      ) : (
        <span className="tier-card__missing">{t('programme.tier.top')}</span>
      )}
      {held && (
        <ul className="tier-card__benefits" aria-label={t('programme.tier.benefitsOf', { name: held.name })}>
          {benefitLines(held.benefits, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {held?.grace_until && (
        <span className="tier-card__grace">
          {t('programme.tier.grace', { date: formatDate(held.grace_until, i18n.language) })}
        </span>
      )}
      {withLink && (
        <Link className="tier-card__link" to="/tiers" data-testid="tier-card-link">
          {t('programme.tier.all')}
        </Link>
      )}
    </section>
  );
}
