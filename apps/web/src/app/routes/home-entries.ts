// Home's entry points: every feature route that asks to be offered on home, so home never links to a missing page.
import type { ParseKeys } from 'i18next';
import type { RouteDefinition } from '@/types/routes';
import { featureRoutes } from '@/app/routes/app-routes';

export interface HomeEntry {
  path: string;
  labelKey: ParseKeys;
}

export function homeEntriesFrom(routes: readonly RouteDefinition[]): HomeEntry[] {
  return routes
    .flatMap((route) => (route.homeEntry ? [{ path: route.path, ...route.homeEntry }] : []))
    .sort((left, right) => left.order - right.order)
    .map(({ path, labelKey }) => ({ path, labelKey }));
}

export const homeEntries: HomeEntry[] = homeEntriesFrom(featureRoutes);
