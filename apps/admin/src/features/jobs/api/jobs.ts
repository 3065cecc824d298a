// GET /api/admin/jobs (depth per queue, failed jobs) and POST /api/admin/jobs/{id}/retry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminJobsResponseSchema, adminOkSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useJobs() {
  return useQuery({
    queryKey: ['jobs'],
    queryFn: () => api({ path: '/jobs', schema: adminJobsResponseSchema }),
    refetchInterval: 15_000,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says which job went back to its queue.
    meta: { ownToast: true },
    mutationFn: (id: number) => api({ method: 'POST', path: `/jobs/${id}/retry`, schema: adminOkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
