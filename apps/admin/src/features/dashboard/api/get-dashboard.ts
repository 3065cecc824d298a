// GET /api/admin/dashboard?from=&to=&brand=: a period's figures day by day, added up, the period before it, and what
// waits now.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import * as adminDashboardEndpoints from '@loyalty/contracts/endpoints/admin-dashboard';
import { call } from '@admin/lib/api';

export interface DashboardPeriod {
  from: string;
  to: string;
  brand: Brand | '';
}

export function useDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['dashboard', period],
    queryFn: () => call(adminDashboardEndpoints.adminGetDashboard, { query: { ...period } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
