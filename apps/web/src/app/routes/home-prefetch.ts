// Home's prefetch: the balance, the rewards, the tier, the campaigns, the offers and the last order are asked for together once the guards let
// the visitor in, while home's chunk still loads, so the strip (home's LCP element) does not wait for a second round
// trip after home has rendered. Synchronous and part of the entry on purpose: a dynamic import of the fetchers would
// resolve only in a task after the page's render (measured: the offers then left later than home's own mount asked).
import type { RouteDefinition } from '@/types/routes';
import { queryClient } from '@/lib/query-client';
import { prefetchBalance } from '@/lib/shared-api/get-balance';
import { prefetchCampaigns } from '@/lib/shared-api/get-campaigns';
import { prefetchRewards } from '@/lib/shared-api/get-rewards';
import { prefetchTier } from '@/lib/shared-api/get-tier';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';

let openedAt: number | null = null;

/**
 * When home was last opened (its loader ran), or null before the first time. Home counts answers from then on as this
 * visit's: answered during the prefetch, they are neither asked for again nor taken for answers kept from before.
 */
export function homeOpenedAt(): number | null {
  return openedAt;
}

/** Whether home shows a route's entry (home-entries.ts): the strip's offers and last order depend on their pages. */
export function isOnHome(routes: readonly RouteDefinition[], path: string): boolean {
  return routes.some((route) => route.path === path && route.homeEntry !== undefined);
}

/**
 * `routes`: the feature routes (passed in, as this module is part of the route table's own imports). Resolves once
 * every answer asked for is in the query cache (never rejects: a failed prefetch leaves its query to the page).
 */
export function prefetchHome(routes: readonly RouteDefinition[], now: number = Date.now()): Promise<unknown> {
  openedAt = now;
  const asked: (Promise<void> | undefined)[] = [prefetchBalance(), prefetchRewards(), prefetchCampaigns(), prefetchTier()];
  if (isOnHome(routes, '/offers')) {
    const brand = useBrandStore.getState().brand;
    const customerId = useSessionStore.getState().shopIds[brand];
    asked.push(queryClient.prefetchQuery(offersQueryOptions(brand)));
    if (customerId !== null && isOnHome(routes, '/history-order')) {
      asked.push(queryClient.prefetchQuery(ordersQueryOptions(brand, customerId)));
    }
  }
  return Promise.all(asked);
}
