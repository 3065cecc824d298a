// GET /api/admin/dashboard?from=&to=&brand=: a period's figures day by day, added up, the period before it, and what
// waits now.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDashboardResponseSchema } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { api } from '@admin/lib/api';

export interface DashboardPeriod {
  from: string;
  to: string;
  brand: Brand | '';
}

export function useDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['dashboard', period],
    queryFn: () => api({ path: '/dashboard', query: { ...period }, schema: adminDashboardResponseSchema }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
