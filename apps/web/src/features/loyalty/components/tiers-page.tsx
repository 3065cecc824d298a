// /tiers: the customer's tier card and every level of the brand's set, each in its colour, with what it takes and what
// it gives, the customer's own level marked and what the next one unlocks highlighted. A brand without tiers says
// there are none to show.
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { TierBadge, TierCard, benefitLines, measureText, tierColourOf, unlockedBy } from '@/components/tier-card';
import { useTier } from '@/lib/shared-api/get-tier';
import { useBrandStore } from '@/stores/brand-store';
import '@/lib/locales/programme';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';

export default function TiersPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const tier = useTier(brand);
  if (tier.isPending) return <PageLoader />;
  if (tier.isError) return <LoadError error={tier.error} onRetry={() => void tier.refetch()} />;
  const data = tier.data;
  const days = data.window_days ?? 365;
  return (
    <div className="loyalty-page tiers-page">
      <h1 className="profile__title">{t('title.tiers')}</h1>
      {data.enabled ? (
        <>
          <p>
            {t(data.measure === 'money_spent' ? 'programme.tier.pageIntroMoney' : 'programme.tier.pageIntro', { count: days })}
          </p>
          <TierCard brand={brand} withLink={false} />
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
                  {lines.length > 0 ? (
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
                  ) : (
                    <span className="tier-levels__base">{t('programme.tier.benefit.base')}</span>
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
