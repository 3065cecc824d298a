// GET /api/get-balance?v=glo|ogo: the session's XP balance in a brand (spec section 7, Common). Shared by the loyalty
// features (scan, loyalty, exchange, marathon) and home, which may not import one another (docs/decisions/0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { BalanceResponse, ExpiringPoints, GetBalanceQuery } from '@loyalty/contracts/loyalty';
import { queryKeyRoots } from '@/config/constants';
import * as loyaltyEndpoints from '@loyalty/contracts/endpoints/loyalty';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { answeredSinceOptions } from '@/lib/offline-cache/answered-since';

export async function getBalance(brand: Brand, signal?: AbortSignal): Promise<BalanceResponse> {
  // Typed from the contract; the request never waits for zod's chunk, which is loaded only where answers are checked
  // (home's LCP is the balance figure, and the call used to start one chunk load later).
  const query: GetBalanceQuery = { v: brand };
  return call(loyaltyEndpoints.getBalance, { query, signal });
}

/** Under the `balance` root: scans, exchanges and quizzes invalidate it by that root (config/constants.ts). */
export const balanceQueryKey = (brand: Brand) => [queryKeyRoots.balance, brand] as const;

export const balanceQueryOptions = (brand: Brand) =>
  queryOptions({ queryKey: balanceQueryKey(brand), queryFn: ({ signal }) => getBalance(brand, signal), staleTime: 0 });

/**
 * Part of home's prefetch (app/routes/home-prefetch.ts): the balance of the brand shown, asked for while home's
 * chunk loads, when the person has a record in that brand (without one the server answers 404 and the card is not shown).
 */
export function prefetchBalance(): Promise<void> | undefined {
  const brand = useBrandStore.getState().brand;
  if (useSessionStore.getState().shopIds[brand] === null) return undefined;
  return queryClient.prefetchQuery(balanceQueryOptions(brand));
}

/**
 * `answeredSince`: the time the page was opened with the balance already asked for (home's prefetch); an answer from
 * then on is not asked for again on mount.
 */
export function useBalance(brand: Brand, enabled = true, answeredSince?: number) {
  return useQuery({
    ...balanceQueryOptions(brand),
    ...answeredSinceOptions(answeredSince),
    enabled,
    select: (answer) => answer.balance,
  });
}

/** Days ahead within which expiring points are worth a warning. */
const expiryWarningDays = 30;

/** The soonest points that expire within 30 days, or null (also when expiry is off: the server lists none). */
export function soonestExpiring(expiring: readonly ExpiringPoints[], now: Date = new Date()): ExpiringPoints | null {
  const soonest = expiring[0];
  if (!soonest) return null;
  const days = (Date.parse(`${soonest.date}T00:00:00Z`) - now.getTime()) / 86_400_000;
  return days <= expiryWarningDays ? soonest : null;
}

/** The same answer as useBalance (one request): what expires soon. */
export function useExpiringSoon(brand: Brand, enabled = true, answeredSince?: number) {
  return useQuery({
    ...balanceQueryOptions(brand),
    ...answeredSinceOptions(answeredSince),
    enabled,
    select: (answer) => soonestExpiring(answer.expiring),
  });
}
