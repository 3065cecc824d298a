// /go-buy (sales points) and /glo-studio (brand stores): one locator page for both routes, the kind from the path.
// Chips lead to the other list where the brand has both; search (debounced) and a city filter that a typed city name
// sets; «Поруч зі мною» sorts by distance from the customer; each card says whether the store is open now.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { byDistanceFrom } from '@loyalty/domain/geo-distance';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select';
import { storeSearchDebounceMs } from '@/config/constants';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { citiesOf, useStores, type StoreKind } from '@/features/stores/api/get-stores';
import { StoreCard } from '@/features/stores/components/store-card';
import { useMinuteClock } from '@/features/stores/hooks/use-minute-clock';
import { useNearby } from '@/features/stores/hooks/use-nearby';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export function storeKindOfPath(pathname: string): StoreKind {
  return pathname.startsWith('/glo-studio') ? 'brand_store' : 'sales_point';
}

const kindPaths: Record<StoreKind, string> = { sales_point: '/go-buy', brand_store: '/glo-studio' };
const kindTitles = { sales_point: 'stores.goBuyTitle', brand_store: 'stores.studioTitle' } as const;

/** The city a search names whole («львів» is Львів), so the city filter shows it rather than «Усі міста». */
export function cityNamedBy(search: string, cities: readonly string[]): string | undefined {
  const wanted = search.trim().toLocaleLowerCase('uk');
  return wanted ? cities.find((city) => city.toLocaleLowerCase('uk') === wanted) : undefined;
}

export default function StoresPage() {
  const { t } = useTranslation();
  const kind = storeKindOfPath(useLocation().pathname);
  const otherKind: StoreKind = kind === 'brand_store' ? 'sales_point' : 'brand_store';
  const brand = useBrandStore((state) => state.brand);
  const [text, setText] = useState('');
  const [city, setCity] = useState('');
  const q = useDebouncedValue(text, storeSearchDebounceMs);
  const all = useStores(brand, { kind, q: '', city: '' });
  const other = useStores(brand, { kind: otherKind, q: '', city: '' });
  const cities = citiesOf(all.data ?? []);
  // A typed city name is the city filter, not a text search: the select and the list say the same thing.
  const typedCity = cityNamedBy(q, cities);
  const found = useStores(brand, { kind, q: typedCity ? '' : q, city: typedCity ?? city });
  const nearby = useNearby();
  const now = useMinuteClock();
  const bothKinds = (all.data?.length ?? 0) > 0 && (other.data?.length ?? 0) > 0;

  const listed = found.data
    ? nearby.state.status === 'on'
      ? byDistanceFrom(nearby.state.origin, found.data).map(({ place, km }) => ({ store: place, km }))
      : found.data.map((store) => ({ store, km: null }))
    : [];

  return (
    <div className="loyalty-page stores">
      <h1 className="profile__title">{t(kindTitles[kind])}</h1>
      {bothKinds && (
        <nav className="stores__kinds" aria-label={t('stores.kinds')} data-testid="store-kinds">
          {(['sales_point', 'brand_store'] as const).map((entry) => (
            <Link
              key={entry}
              to={kindPaths[entry]}
              replace
              className="chip"
              aria-current={entry === kind ? 'page' : undefined}
              data-testid={`store-kind-${entry}`}
            >
              {t(kindTitles[entry])}
            </Link>
          ))}
        </nav>
      )}
      <div className="stores__filters" role="search">
        <TextField
          id="store-search"
          label={t('stores.search')}
          hint={t('stores.searchHint')}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          data-testid="store-search"
        />
        <SelectField
          id="store-city"
          label={t('stores.city')}
          value={typedCity ?? city}
          onChange={(event) => {
            setCity(event.target.value);
            // The typed city would otherwise outrank the choice just made.
            if (typedCity) setText('');
          }}
          data-testid="store-city"
        >
          <option value="">{t('stores.allCities')}</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <div className="stores__nearby">
          <Button
            variant="secondary"
            aria-pressed={nearby.state.status === 'on'}
            busy={nearby.state.status === 'locating'}
            onClick={nearby.state.status === 'on' ? nearby.stop : nearby.locate}
            data-testid="store-nearby"
          >
            {t(nearby.state.status === 'locating' ? 'stores.locating' : 'stores.nearby')}
          </Button>
          <p className="loyalty-muted" role="status" data-testid="store-nearby-status">
            {nearby.state.status === 'on'
              ? t('stores.nearestFirst')
              : nearby.state.status === 'denied'
                ? t('stores.locationDenied')
                : nearby.state.status === 'unavailable'
                  ? t('stores.locationUnavailable')
                  : ''}
          </p>
        </div>
      </div>
      {found.isPending ? (
        <PageLoader />
      ) : found.isError ? (
        <LoadError error={found.error} onRetry={() => void found.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyState text={t('stores.empty')} data-testid="stores-empty" />
      ) : (
        <>
          <p className="loyalty-muted" aria-live="polite" data-testid="stores-count">
            {t('stores.count', { count: listed.length })}
          </p>
          <ul className="loyalty-list" data-testid="store-list">
            {listed.map(({ store, km }) => (
              <li key={store.id}>
                <StoreCard store={store} km={km} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
