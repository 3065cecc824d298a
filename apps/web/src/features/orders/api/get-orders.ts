// The orders of the history page, through the shared get-orders fetcher (lib/shared-api).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { getOrders } from '@/lib/shared-api/get-orders';

export const ordersQueryOptions = (brand: Brand, customerId: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.orders, 'list', brand, customerId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error('No customer record in this brand');
      return getOrders(brand, customerId, signal);
    },
    enabled: customerId !== null,
    staleTime: 0,
  });

export function useOrders(brand: Brand, customerId: number | null) {
  return useQuery(ordersQueryOptions(brand, customerId));
}
