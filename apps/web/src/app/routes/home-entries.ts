// Home's entry points: every feature route that asks to be offered on home, so home never links to a missing page.
import type { ParseKeys } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';
import type { RouteDefinition } from '@/types/routes';
import { featureRoutes, shellRoutes } from '@/app/routes/app-routes';

export interface HomeEntry {
  path: string;
  labelKey: ParseKeys;
  /** The brands that offer it; undefined for all. */
  brands?: readonly Brand[];
}

export function homeEntriesFrom(routes: readonly RouteDefinition[]): HomeEntry[] {
  return routes
    .flatMap((route) => (route.homeEntry ? [{ path: route.path, ...route.homeEntry }] : []))
    .sort((left, right) => left.order - right.order)
    .map(({ path, labelKey, brands }) => (brands ? { path, labelKey, brands } : { path, labelKey }));
}

/** The entries of one brand's home: each brand shows only its own concepts. */
export function homeEntriesOf(entries: readonly HomeEntry[], brand: Brand): HomeEntry[] {
  return entries.filter((entry) => entry.brands === undefined || entry.brands.includes(brand));
}

export const homeEntries: HomeEntry[] = homeEntriesFrom([...shellRoutes, ...featureRoutes]);
