// The favourite product ids of the brand's customer record: the favoriteList metafield (pwaFavorite, json) read through
// POST /api/user/get-metafields {id, product}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { getMetafields } from '@/lib/shared-api/get-metafields';
import { useSessionStore } from '@/stores/session-store';

export const favoritesQueryRoot = 'shop-favorites';
export const favoriteListKey = 'favoriteList';

/**
 * The metafield's value as product ids. Anything that is not a JSON array counts as empty, and entries that are not
 * positive whole numbers are skipped, so a value written by an older app never breaks the page.
 */
export function parseFavoriteList(value: string | undefined): number[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .map((entry) => (typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry))
    .filter((entry): entry is number => Number.isSafeInteger(entry) && (entry as number) > 0);
  return [...new Set(ids)];
}

export async function getFavorites({ customerId, brand }: { customerId: number; brand: Brand }, signal?: AbortSignal) {
  const metafields = await getMetafields(customerId, brand, signal);
  const metafield = metafields.find((field) => field.key === favoriteListKey);
  return parseFavoriteList(metafield?.value);
}

export const favoritesQueryOptions = (customerId: number, brand: Brand) =>
  queryOptions({
    queryKey: [favoritesQueryRoot, brand, customerId] as const,
    queryFn: ({ signal }) => getFavorites({ customerId, brand }, signal),
    staleTime: 5 * 60_000,
  });

/** The brand's customer record id of the session; null when this person has no record in that brand yet. */
export function useCustomerId(brand: Brand): number | null {
  return useSessionStore((state) => state.shopIds[brand]);
}

export function useFavorites(brand: Brand) {
  const customerId = useCustomerId(brand);
  return useQuery({ ...favoritesQueryOptions(customerId ?? 0, brand), enabled: customerId !== null });
}
