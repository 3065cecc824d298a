// GET /api/admin/orders?query=&brand=&status=&payment=&delivery=&page=: orders, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminOrderEndpoints from '@loyalty/contracts/endpoints/admin-order';
import { call, urlOf } from '@admin/lib/api';

// A type, not an interface: the list's address parameters are a plain string record.
export type OrderFilter = {
  sort: string;
  query: string;
  brand: string;
  status: string;
  payment: string;
  delivery: string;
};

export function useOrders(filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: ['orders', filter, page],
    queryFn: () => call(adminOrderEndpoints.adminGetOrders, { query: { ...filter, page, per_page: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export function ordersCsvUrl(filter: OrderFilter): string {
  return urlOf(adminOrderEndpoints.adminGetOrders, { query: { ...filter, format: 'csv' } });
}
