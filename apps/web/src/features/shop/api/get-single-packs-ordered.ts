// The single packs the customer has ordered (get-orders' mixPackIds and mixQuant, spec section 7), kept per brand in
// the shop state (spec section 3) so the single-packs list can mark them, also offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { getOrders } from '@/lib/shared-api/get-orders';
import { useShopStore } from '@/features/shop/stores/shop-store';

export async function getSinglePacksOrdered(brand: Brand, customerId: number, signal?: AbortSignal) {
  const { mixPackIds, mixQuant } = await getOrders(brand, customerId, signal);
  useShopStore.getState().update(brand, { mixPackIds, mixQuant });
  return { mixPackIds, mixQuant };
}

export const singlePacksOrderedQueryOptions = (brand: Brand, customerId: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.orders, 'single-packs', brand, customerId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error('No customer record of this brand');
      return getSinglePacksOrdered(brand, customerId, signal);
    },
    enabled: customerId !== null,
  });

export function useSinglePacksOrdered(brand: Brand, customerId: number | null, enabled: boolean) {
  return useQuery({ ...singlePacksOrderedQueryOptions(brand, customerId), enabled: enabled && customerId !== null });
}
