// One store of the locator: the place, its distance when «Поруч зі мною» is on, open or closed now (read from the
// hours text), the address, hours, phone and the route in the phone's maps.
import type { Store } from '@loyalty/contracts/points';
import { distanceShown } from '@loyalty/domain/geo-distance';
import { openingStateAt, parseStoreHours, type OpeningState } from '@loyalty/domain/store-hours';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useTranslation, type UseTranslationResult } from '@/lib/translation-hooks';

type Translate = UseTranslationResult['t'];

/** «у понеділок» … «у неділю»: when a closed store opens again, Monday first as the domain counts. */
const weekdayKeys = [
  'stores.on.0',
  'stores.on.1',
  'stores.on.2',
  'stores.on.3',
  'stores.on.4',
  'stores.on.5',
  'stores.on.6',
] as const;

/** «о 10:00», but «об 11:00»: Ukrainian says «об» before the vowel of «одинадцятій». */
function atClock(t: Translate, time: string): string {
  return t(time.startsWith('11') ? 'stores.atVowel' : 'stores.at', { time });
}

export function openingText(t: Translate, state: OpeningState): string {
  if (state.open) return state.closesAt ? t('stores.openUntil', { time: state.closesAt }) : t('stores.openAroundTheClock');
  if (state.opensAt === null) return t('stores.closed');
  const at = atClock(t, state.opensAt);
  if (state.inDays === 0) return t('stores.closedOpensToday', { at });
  if (state.inDays === 1) return t('stores.closedOpensTomorrow', { at });
  return t('stores.closedOpensOn', { day: t(weekdayKeys[state.weekday] ?? 'stores.on.0'), at });
}

function distanceText(t: Translate, language: string, km: number): string {
  const shown = distanceShown(km);
  const distance = new Intl.NumberFormat(language, {
    minimumFractionDigits: shown.fractionDigits,
    maximumFractionDigits: shown.fractionDigits,
  }).format(shown.value);
  return t(shown.unit === 'km' ? 'stores.distanceKm' : 'stores.distanceM', { distance });
}

interface StoreCardProps {
  store: Store;
  /** Kilometres from the customer, when they asked for the nearest. */
  km: number | null;
  now: Date;
}

export function StoreCard({ store, km, now }: StoreCardProps) {
  const { t, i18n } = useTranslation();
  const week = parseStoreHours(store.hours);
  const opening = week ? openingStateAt(week, now) : null;
  return (
    <Card className="store" data-testid="store">
      <div className="store__top">
        <h2 className="profile__heading">{store.name}</h2>
        {km !== null && (
          <span className="store__distance" data-testid="store-distance">
            {distanceText(t, i18n.language, km)}
          </span>
        )}
      </div>
      {opening && (
        <p>
          <Badge tone={opening.open ? 'success' : 'neutral'} data-testid="store-opening">
            {openingText(t, opening)}
          </Badge>
        </p>
      )}
      <p>
        {store.city}, {store.address}
      </p>
      {store.hours && <p className="loyalty-muted">{t('stores.hours', { hours: store.hours })}</p>}
      {store.phone && (
        <p>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{t('stores.phone', { phone: store.phone })}</a>
        </p>
      )}
      <a
        className="loyalty-link"
        href={store.map_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('stores.routeTo', { name: store.name })}
        data-testid="store-route"
      >
        {t('stores.route')}
      </a>
    </Card>
  );
}
