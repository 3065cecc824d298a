// The customer's tier. On home, one line inside the balance card ("Срібний · ще 980 XP до Золотого", a tap opens
// /tiers); on the profile and /tiers, a card: the level with its colour badge, a bar toward the next one, the level's
// benefits as a list with icons and the way to every level. Shown only when the brand runs tiers, and only once the
// answer is there (home's prefetch asks for it early): no empty box.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { formatDate, formatHryvnias, formatXp } from '@loyalty/client/format';
import { factorText } from '@loyalty/domain/campaign-description';
import { levelNameGenitive } from '@loyalty/domain/tier-words';
// One module per icon: the package's index lists all of its icons (the build drops the rest, the tests would not).
import Award from 'lucide-react/icons/award';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Gift from 'lucide-react/icons/gift';
import Truck from 'lucide-react/icons/truck';
import Zap from 'lucide-react/icons/zap';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/translation-hooks';
import { useTier } from '@/lib/shared-api/get-tier';
import { useSessionStore } from '@/stores/session-store';
import '@/lib/locales/programme';
import '@/styles/programme.css';

type Benefits = TierResponse['levels'][number]['benefits'];
type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

export interface BenefitLine {
  key: 'multiplier' | 'freeDelivery' | 'rewards';
  text: string;
  Icon: Icon;
}

/**
 * A level's real benefits in plain words, each with its icon. A level that multiplies nothing still earns XP for every
 * scan at the programme's own rate: that line, not an empty card, is what the first level gives, and the next level's
 * multiplier reads as what it adds.
 */
export function benefitLines(benefits: Benefits, t: TFunction): BenefitLine[] {
  const lines: BenefitLine[] = [];
  const multiplied = benefits.earning_multiplier_bp > 10_000;
  lines.push({
    key: 'multiplier',
    text: multiplied
      ? t('programme.tier.benefit.multiplier', { factor: factorText(benefits.earning_multiplier_bp / 10_000) })
      : t('programme.tier.benefit.base'),
    Icon: Zap,
  });
  if (benefits.free_delivery) lines.push({ key: 'freeDelivery', text: t('programme.tier.benefit.freeDelivery'), Icon: Truck });
  if (benefits.reward_ids.length > 0) {
    lines.push({ key: 'rewards', text: t('programme.tier.benefit.rewards', { count: benefits.reward_ids.length }), Icon: Gift });
  }
  return lines;
}

/** The benefits a level gives that the one before it does not: what reaching it unlocks. */
export function unlockedBy(level: TierResponse['levels'][number], previous: TierResponse['levels'][number] | undefined, t: TFunction) {
  const before = new Set(previous ? benefitLines(previous.benefits, t).map((line) => line.text) : []);
  return new Set(benefitLines(level.benefits, t).flatMap((line) => (before.has(line.text) ? [] : [line.text])));
}

/** An amount of the set's measure: XP, or kopiyky of purchases. */
export function measureText(tier: Pick<TierResponse, 'measure'>, amount: number, language: string): string {
  return tier.measure === 'money_spent' ? `${formatHryvnias(amount, language)}` : formatXp(amount, language);
}

/**
 * "Ще 340 XP до Золотого", or with a name that does not decline, "Ще 340 XP до рівня «VIP»"; `short` starts in lower
 * case, for the end of a line ("Срібний · ще 340 XP до Золотого").
 */
export function missingText(tier: TierResponse, t: TFunction, language: string, short = false): string | null {
  if (!tier.next) return null;
  const amount = measureText(tier, tier.next.missing, language);
  const genitive = language.startsWith('uk') ? levelNameGenitive(tier.next.name) : null;
  const suffix = short ? 'Short' : '';
  return genitive
    ? t(`programme.tier.missing${suffix}`, { amount, level: genitive })
    : t(`programme.tier.missingNamed${suffix}`, { amount, name: tier.next.name });
}

/** The level's colour: the brand theme's token of its place in the set (programme.css), the last one for any above. */
export function tierColourOf(tier: Pick<TierResponse, 'levels'>, levelId: number): string {
  const place = tier.levels.findIndex((level) => level.id === levelId);
  return `var(--color-tier-${Math.min(Math.max(place + 1, 1), 4)})`;
}

/** The level's badge: a medal in the level's colour. Decorative: the level's name is always written beside it. */
export function TierBadge({ colour, size = 'md' }: { colour: string; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`tier-badge tier-badge--${size}`}
      style={{ background: colour }}
      aria-hidden="true"
      data-tier-colour={colour}
    >
      <Award size={size === 'sm' ? 14 : 18} />
    </span>
  );
}

function useCustomerTierQuery(brand: Brand) {
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const tier = useTier(brand, hasRecord);
  return { data: tier.data?.enabled ? tier.data : null, pending: hasRecord && tier.isPending };
}

function useCustomerTier(brand: Brand) {
  return useCustomerTierQuery(brand).data;
}

/** The level held and the way to the next one, on one line: "🏅 Золотий · ще 1 688 XP до Платинового". */
export function TierStanding({ data }: { data: TierResponse }) {
  const { t, i18n } = useTranslation();
  const held = data.tier;
  const rest = data.next ? missingText(data, t, i18n.language, !!held) : t('programme.tier.topShort');
  return (
    <>
      {held && <TierBadge colour={tierColourOf(data, held.id)} size="sm" />}
      <span className="tier-line__text">
        {held && (
          <strong className="tier-line__level" data-testid="tier-level">
            {held.name}
          </strong>
        )}
        {held && rest ? ' · ' : ''}
        <span data-testid="tier-missing">{rest}</span>
      </span>
    </>
  );
}

/** Home's line in the balance card: the level and the way to the next one, one tap to every level of the programme. */
export function TierLine({ brand }: { brand: Brand }) {
  const { data, pending } = useCustomerTierQuery(brand);
  // The line's place is kept while the level is asked for, so the next reward and everything under the card do not
  // move when it arrives (CLS); a brand without tiers gives it back once, at its answer.
  if (pending) return <div className="tier-line tier-line--pending" aria-hidden="true" data-testid="tier-line-pending" />;
  if (!data) return null;
  return (
    <Link className="tier-line" to="/tiers" data-testid="tier-line">
      {/* The programme by its name for the tap target's accessible name; the line itself has room only for the level. */}
      {data.set_name && <span className="visually-hidden">{`${data.set_name}: `}</span>}
      <TierStanding data={data} />
      <ChevronRight className="tier-line__chevron" size={18} aria-hidden="true" />
    </Link>
  );
}

interface TierCardProps {
  brand: Brand;
  /** The link to every level; the levels page itself leaves it out. */
  withLink?: boolean;
  /** The level's benefits; the levels page leaves them out, its level's own card lists them. */
  withBenefits?: boolean;
  className?: string;
}

export function TierCard({ brand, withLink = true, withBenefits = true, className }: TierCardProps) {
  const { t, i18n } = useTranslation();
  const data = useCustomerTier(brand);
  if (!data) return null;
  const held = data.tier;
  const nextLevel = data.next && data.levels.find((level) => level.id === data.next?.id);
  const from = held?.threshold ?? 0;
  const missing = missingText(data, t, i18n.language);
  const benefits = held && withBenefits ? benefitLines(held.benefits, t) : [];
  return (
    <section
      className={['tier-card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby="tier-card-title"
      data-testid="tier-card"
    >
      <div className="tier-card__head">
        {held && <TierBadge colour={tierColourOf(data, held.id)} />}
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
            colour={held ? tierColourOf(data, held.id) : undefined}
          />
          <span className="tier-card__missing" data-testid="tier-missing">
            {missing}
          </span>
        </>
      ) : (
        <span className="tier-card__missing">{t('programme.tier.top')}</span>
      )}
      {held && benefits.length > 0 && (
        <ul className="tier-benefits" aria-label={t('programme.tier.benefitsOf', { name: held.name })}>
          {benefits.map(({ key, text, Icon }) => (
            <li key={key} className="tier-benefits__item">
              <Icon className="tier-benefits__icon" size={18} aria-hidden="true" />
              {text}
            </li>
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
