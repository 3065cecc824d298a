// GET /api/admin/customers?query=&sort=&page=&per_page=: customers of both brands, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminCustomerEndpoints from '@loyalty/contracts/endpoints/admin-customer';
import { call, urlOf } from '@admin/lib/api';

export type CustomerSort = 'created_at' | '-created_at' | 'phone' | 'last_name';
export interface CustomerSearch {
  query: string;
  sort: CustomerSort;
  page: number;
}
const perPage = 25;

export function useCustomerSearch(search: CustomerSearch) {
  return useQuery({
    queryKey: ['customers', search],
    queryFn: () => call(adminCustomerEndpoints.adminGetCustomers, { query: { ...search, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/** The same search as a CSV download (every page). */
export function customersCsvUrl(search: CustomerSearch): string {
  return urlOf(adminCustomerEndpoints.adminGetCustomers, { query: { query: search.query, sort: search.sort, format: 'csv' } });
}
