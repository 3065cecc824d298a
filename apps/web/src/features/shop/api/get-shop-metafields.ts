// The checkout reads velo-30 from the customer's metafields for the VELO-30 preview (lib/shared-api/get-metafields).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Metafield } from '@loyalty/contracts/user';
import { queryKeyRoots } from '@/config/constants';
import { getMetafields } from '@/lib/shared-api/get-metafields';

export const shopMetafieldsQueryOptions = (product: Brand, id: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.user, 'shop-metafields', product, id] as const,
    queryFn: ({ signal }) => {
      if (id === null) throw new Error('No customer record in this brand');
      return getMetafields(id, product, signal);
    },
    enabled: id !== null,
  });

export function useShopMetafields(product: Brand, id: number | null) {
  return useQuery(shopMetafieldsQueryOptions(product, id));
}

/** The velo-30 metafield's value (pwaDiscount namespace), or null when the customer has none. */
export function velo30Value(metafields: readonly Metafield[] | undefined): string | null {
  return metafields?.find((field) => field.key === 'velo-30' && field.namespace === 'pwaDiscount')?.value ?? null;
}
