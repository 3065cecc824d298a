// /go-buy (sales points) and /glo-studio (brand stores): a searchable list with debounced text search, a city filter,
// address, hours, phone and a map link. One page module for both routes; the kind comes from the path.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
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
import { useDebouncedValue } from '@/lib/use-debounced-value';

export function storeKindOfPath(pathname: string): StoreKind {
  return pathname.startsWith('/glo-studio') ? 'brand_store' : 'sales_point';
}

export default function StoresPage() {
  const { t } = useTranslation();
  const kind = storeKindOfPath(useLocation().pathname);
  const title = t(kind === 'brand_store' ? 'stores.studioTitle' : 'stores.goBuyTitle');
  const brand = useBrandStore((state) => state.brand);
  const [text, setText] = useState('');
  const [city, setCity] = useState('');
  const q = useDebouncedValue(text, storeSearchDebounceMs);
  const all = useStores(brand, { kind, q: '', city: '' });
  const found = useStores(brand, { kind, q, city });
  const cities = citiesOf(all.data ?? []);

  return (
    <div className="loyalty-page stores">
      <h1 className="profile__title">{title}</h1>
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
          value={city}
          onChange={(event) => setCity(event.target.value)}
          data-testid="store-city"
        >
          <option value="">{t('stores.allCities')}</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {found.isPending ? (
        <PageLoader />
      ) : found.isError ? (
        <LoadError error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.length === 0 ? (
        <EmptyState text={t('stores.empty')} data-testid="stores-empty" />
      ) : (
        <>
          <p className="loyalty-muted" aria-live="polite" data-testid="stores-count">
            {t('stores.count', { count: found.data.length })}
          </p>
          <ul className="loyalty-list" data-testid="store-list">
            {found.data.map((store) => (
              <li key={store.id}>
                <Card className="store" data-testid="store">
                  <h2 className="profile__heading">{store.name}</h2>
                  <p>
                    {store.city}, {store.address}
                  </p>
                  {store.hours && <p className="loyalty-muted">{t('stores.hours', { hours: store.hours })}</p>}
                  {store.phone && (
                    <p>
                      <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{t('stores.phone', { phone: store.phone })}</a>
                    </p>
                  )}
                  <a className="loyalty-link" href={store.map_url} target="_blank" rel="noopener noreferrer">
                    {t('loyalty.mapLink')}
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
