// POST /api/user/get-metafields {id, product}: the checkout reads velo-30 from it for the VELO-30 preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Metafield } from '@loyalty/contracts/user';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

export async function getShopMetafields(id: number, product: Brand, signal?: AbortSignal): Promise<Metafield[]> {
  const { getMetafieldsBodySchema, metafieldsResponseSchema } = await import('@loyalty/contracts/user');
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/get-metafields',
    body: getMetafieldsBodySchema.parse({ id, product }),
    responseSchema: metafieldsResponseSchema,
    signal,
  });
  return answer.metafields;
}

export const shopMetafieldsQueryOptions = (product: Brand, id: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.user, 'shop-metafields', product, id] as const,
    queryFn: ({ signal }) => {
      if (id === null) throw new Error('No customer record in this brand');
      return getShopMetafields(id, product, signal);
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
