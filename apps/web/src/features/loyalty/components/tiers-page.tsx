// /tiers: the programme by its name («Клуб glo»), the customer's level once (what it gives is on its card below), how
// the level is kept (the set's window and grace), and every level of the set, each in its colour, with what it takes
// and what it gives, the customer's own level marked and what the next one unlocks highlighted. A brand without tiers
// says there are none to show.
import type { TFunction } from 'i18next';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { TierBadge, TierCard, benefitLines, measureText, tierColourOf, unlockedBy } from '@/components/tier-card';
import { useTier } from '@/lib/shared-api/get-tier';
import { useBrandStore } from '@/stores/brand-store';
import '@/lib/locales/programme';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';

/**
 * How the level is kept: "Рівень переглядається щодня за балами, заробленими за останні 365 днів. Якщо опустишся
 * нижче порогу, рівень «Золотий» збережеться ще 30 днів." The grace only for a level one can fall from (not the first).
 */
export function keepText(data: TierResponse, days: number, t: TFunction): string {
  const review = t(data.measure === 'money_spent' ? 'programme.tier.keepMoney' : 'programme.tier.keep', { count: days });
  const held = data.tier;
  const grace = data.grace_days ?? 0;
  const fallible = held ? data.levels.some((level) => level.rank < held.rank) : false;
  if (!held || !fallible || grace === 0) return review;
  return `${review} ${t('programme.tier.keepGrace', { count: grace, name: held.name })}`;
}

export default function TiersPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const tier = useTier(brand);
  if (tier.isPending) return <PageLoader />;
  if (tier.isLoadingError) return <LoadError error={tier.error} onRetry={() => void tier.refetch()} />;
  const data = tier.data;
  const days = data.window_days ?? 365;
  return (
    <div className="loyalty-page tiers-page">
      <h1 className="profile__title" data-testid="tiers-title">
        {data.enabled && data.set_name ? data.set_name : t('title.tiers')}
      </h1>
      {data.enabled ? (
        <>
          <TierCard brand={brand} withLink={false} withBenefits={false} />
          <p className="tiers-page__keep" data-testid="tiers-keep">
            {keepText(data, days, t)}
          </p>
          <ol className="tier-levels" data-testid="tier-levels">
            {data.levels.map((level, index) => {
              const current = data.tier?.id === level.id;
              const next = data.next?.id === level.id;
              const lines = benefitLines(level.benefits, t);
              const unlocked = next ? unlockedBy(level, data.levels[index - 1], t) : new Set<string>();
              return (
                <li
                  key={level.id}
                  className={[
                    'tier-levels__item',
                    current ? 'tier-levels__item--current' : '',
                    next ? 'tier-levels__item--next' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={current ? 'true' : undefined}
                  data-testid="tier-level-item"
                >
                  <div className="tier-levels__head">
                    <TierBadge colour={tierColourOf(data, level.id)} />
                    <h2 className="profile__heading tier-levels__name">{level.name}</h2>
                    {current && <span className="tier-levels__tag tier-levels__tag--current">{t('programme.tier.current')}</span>}
                    {next && <span className="tier-levels__tag">{t('programme.tier.nextTag')}</span>}
                  </div>
                  <span className="tier-levels__threshold">
                    {level.threshold === 0
                      ? t('programme.tier.thresholdZero')
                      : t('programme.tier.threshold', { count: days, amount: measureText(data, level.threshold, i18n.language) })}
                  </span>
                  {lines.length > 0 && (
                    <ul className="tier-benefits" aria-label={t('programme.tier.benefitsOf', { name: level.name })}>
                      {lines.map(({ key, text, Icon }) => {
                        const isNew = unlocked.has(text);
                        return (
                          <li
                            key={key}
                            className={['tier-benefits__item', isNew ? 'tier-benefits__item--new' : ''].filter(Boolean).join(' ')}
                            data-unlocks={isNew ? 'true' : undefined}
                          >
                            <Icon className="tier-benefits__icon" size={18} aria-hidden="true" />
                            <span>{text}</span>
                            {isNew && <span className="tier-benefits__new">{t('programme.tier.unlocks')}</span>}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p data-testid="tiers-off">{t('programme.tier.off')}</p>
      )}
    </div>
  );
}
