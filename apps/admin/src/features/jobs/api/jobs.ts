// GET /api/admin/jobs (depth per queue, failed jobs) and POST /api/admin/jobs/{id}/retry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminJobEndpoints from '@loyalty/contracts/endpoints/admin-job';
import { call } from '@admin/lib/api';

export function useJobs() {
  return useQuery({
    queryKey: ['jobs'],
    queryFn: () => call(adminJobEndpoints.adminGetJobs, {}),
    refetchInterval: 15_000,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says which job went back to its queue.
    meta: { ownToast: true },
    mutationFn: (id: number) => call(adminJobEndpoints.adminPostJobsByIdRetry, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
