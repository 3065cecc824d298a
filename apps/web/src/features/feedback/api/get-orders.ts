// The orders the feedback page offers, through the shared get-orders fetcher (lib/shared-api).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { getOrders } from '@/lib/shared-api/get-orders';

export const feedbackOrdersQueryOptions = (brand: Brand, customerId: number | null) =>
  queryOptions({
    // Under the orders root: a placed or paid order invalidates it, as it does the history.
    queryKey: [queryKeyRoots.orders, 'feedback', brand, customerId] as const,
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error('No customer record in this brand');
      return getOrders(brand, customerId, signal);
    },
    enabled: customerId !== null,
  });

export function useFeedbackOrders(brand: Brand, customerId: number | null) {
  return useQuery(feedbackOrdersQueryOptions(brand, customerId));
}
