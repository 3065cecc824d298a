// GET /api/user/get-tier?v=glo|ogo: the customer's level, the way to the next one and every level's benefits, for
// home's tier card, the loyalty pages and the profile, which may not import one another (docs/decisions/0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import * as tierEndpoints from '@loyalty/contracts/endpoints/tiers';
import { queryKeyRoots } from '@/config/constants';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';

export async function getTier(brand: Brand, signal?: AbortSignal): Promise<TierResponse> {
  return call(tierEndpoints.getTier, { query: { v: brand }, signal });
}

/** Under the `programme` root: a credit invalidates it (the level may have moved). */
export const tierQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.programme, 'tier', brand] as const,
    queryFn: ({ signal }) => getTier(brand, signal),
    staleTime: 60_000,
  });

/** Part of home's prefetch: asked for while home's chunk loads, so the card is there at home's first render. */
export function prefetchTier(): Promise<void> | undefined {
  const brand = useBrandStore.getState().brand;
  if (useSessionStore.getState().shopIds[brand] === null) return undefined;
  return queryClient.prefetchQuery(tierQueryOptions(brand));
}

export function useTier(brand: Brand, enabled = true) {
  return useQuery({ ...tierQueryOptions(brand), enabled });
}

/** The name of the customer's level when it gives free delivery in the brand shown, else null (also while loading). */
export function useTierFreeDelivery(): string | null {
  const brand = useBrandStore((state) => state.brand);
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const tier = useTier(brand, hasRecord);
  const held = tier.data?.tier;
  return held?.benefits.free_delivery ? held.name : null;
}
