// GET /api/admin/customers/{id}: everything support needs about one customer.
import { useQuery } from '@tanstack/react-query';
import { adminCustomerDetailSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export const customerQueryKey = (id: number) => ['customer', id] as const;

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerQueryKey(id),
    queryFn: () => api({ path: `/customers/${id}`, schema: adminCustomerDetailSchema }),
  });
}
