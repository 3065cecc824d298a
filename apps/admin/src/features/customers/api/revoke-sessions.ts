// POST /api/admin/customers/{id}/sessions/revoke: signs the person out everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@admin/lib/api';

export function useRevokeSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: () => api({ method: 'POST', path: `/customers/${id}/sessions/revoke`, schema: z.object({ ended: z.number() }) }),
    // Blocking and signing out act on the person: both brand records change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
