// GET /api/admin/dashboard: the last 30 Kyiv days and what waits now.
import { useQuery } from '@tanstack/react-query';
import { adminDashboardResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api({ path: '/dashboard', schema: adminDashboardResponseSchema }),
    refetchInterval: 60_000,
  });
}
