// POST /api/admin/customers/{id}/sessions/revoke: signs the person out everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminCustomerEndpoints from '@loyalty/contracts/endpoints/admin-customer';
import { call } from '@admin/lib/api';

export function useRevokeSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: () => call(adminCustomerEndpoints.adminPostCustomersByIdSessionsRevoke, { params: { id } }),
    // Blocking and signing out act on the person: both brand records change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
