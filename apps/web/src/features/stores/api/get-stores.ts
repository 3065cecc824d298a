// GET /api/stores?product=&kind=&q=&city=: sales points or brand stores, searched on the server by name, city or address.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Store, StoresQuery } from '@loyalty/contracts/points';
import * as storesEndpoints from '@loyalty/contracts/endpoints/stores';
import { call } from '@/lib/api-client';

export type StoreKind = 'sales_point' | 'brand_store';

export interface StoreSearch {
  kind: StoreKind;
  q: string;
  city: string;
}

export async function getStores(brand: Brand, search: StoreSearch, signal?: AbortSignal): Promise<Store[]> {
  // The contract trims q and city: they go trimmed, as its parse used to send them.
  const query: StoresQuery = {
    product: brand,
    kind: search.kind,
    q: search.q.trim() || undefined,
    city: search.city ? search.city.trim() : undefined,
  };
  const answer = await call(storesEndpoints.stores, { query, signal });
  return answer.stores;
}

export const storesQueryOptions = (brand: Brand, search: StoreSearch) =>
  queryOptions({
    queryKey: ['stores', brand, search.kind, search.q.trim(), search.city] as const,
    queryFn: ({ signal }) => getStores(brand, search, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The list keeps showing the previous answer while a new search runs, so it does not flash empty on every letter. */
export function useStores(brand: Brand, search: StoreSearch) {
  return useQuery({ ...storesQueryOptions(brand, search), placeholderData: keepPreviousData });
}

/** Every city the kind has, from the unfiltered list, for the city filter. */
export function citiesOf(stores: readonly Store[]): string[] {
  return [...new Set(stores.map((store) => store.city))].sort((left, right) => left.localeCompare(right, 'uk'));
}
