// GET /api/admin/customers/{id}: everything support needs about one customer.
import { useQuery } from '@tanstack/react-query';
import * as adminCustomerEndpoints from '@loyalty/contracts/endpoints/admin-customer';
import { call } from '@admin/lib/api';

export const customerQueryKey = (id: number) => ['customer', id] as const;

/** One brand record; `id` left out (no record in the other brand) asks nothing. */
export function useCustomer(id: number | undefined) {
  return useQuery({
    queryKey: customerQueryKey(id ?? 0),
    queryFn: () => call(adminCustomerEndpoints.adminGetCustomersById, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
