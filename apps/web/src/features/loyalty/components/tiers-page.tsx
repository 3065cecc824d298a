// /tiers: the customer's tier card and every level of the brand's set with what it takes and what it gives, the
// customer's own level marked. A brand without tiers says there are none to show.
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { TierCard, benefitLines, measureText } from '@/components/tier-card';
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
            {data.levels.map((level) => {
              const current = data.tier?.id === level.id;
              return (
                <li
                  key={level.id}
                  className={['tier-levels__item', current ? 'tier-levels__item--current' : ''].filter(Boolean).join(' ')}
                  aria-current={current ? 'true' : undefined}
                >
                  <div className="tier-levels__head">
                    <h2 className="profile__heading">{level.name}</h2>
                    {current && <span className="tier-levels__current">{t('programme.tier.current')}</span>}
                  </div>
                  <span className="tier-levels__threshold">
                    {level.threshold === 0
                      ? t('programme.tier.thresholdZero')
                      : t('programme.tier.threshold', { count: days, amount: measureText(data, level.threshold, i18n.language) })}
                  </span>
                  <ul className="tier-levels__benefits">
                    {benefitLines(level.benefits, t).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
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
