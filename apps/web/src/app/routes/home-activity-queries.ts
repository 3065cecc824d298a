// The queries of home's activity strip (issue 14), shared by the strip and home's prefetch (home-prefetch.ts): the
// brand's offers and, with a customer record, the last order. A module of home's chunk, so that the entry does not
// carry these fetchers; the prefetch imports it while home's chunk loads.
import type { Brand } from '@loyalty/contracts/brand';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { homeEntries } from '@/app/routes/home-entries';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';

/** Home shows the activity strip (offers, and the last order) only while their pages offer themselves on home. */
export const offersOnHome = homeEntries.some((entry) => entry.path === '/offers');
export const ordersOnHome = homeEntries.some((entry) => entry.path === '/history-order');

/** Whether the strip asks for the last order: its page is on home and the customer has a record in the brand. */
export function asksLastOrder(customerId: number | null): customerId is number {
  return ordersOnHome && customerId !== null;
}

/** Starts the strip's requests for the brand shown (the balance is the entry's own prefetch). */
export function prefetchHomeActivity(): void {
  if (!offersOnHome) return;
  const brand: Brand = useBrandStore.getState().brand;
  const customerId = useSessionStore.getState().shopIds[brand];
  void queryClient.prefetchQuery(offersQueryOptions(brand));
  if (asksLastOrder(customerId)) void queryClient.prefetchQuery(ordersQueryOptions(brand, customerId));
}
