// GET /api/admin/xp-adjustments?status=&page=: XP credits waiting for a second staff member (oldest first), or the
// approved, rejected and at-once ones; with the limits in force.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type xpAdjustmentStatuses } from '@loyalty/contracts/admin';
import * as adminXpAdjustmentEndpoints from '@loyalty/contracts/endpoints/admin-xp-adjustment';
import { call } from '@admin/lib/api';

export type XpAdjustmentFilter = (typeof xpAdjustmentStatuses)[number];

export const xpAdjustmentsQueryKey = ['xp-adjustments'] as const;

export function useXpAdjustments(status: XpAdjustmentFilter, page: number) {
  return useQuery({
    queryKey: [...xpAdjustmentsQueryKey, status, page],
    queryFn: () => call(adminXpAdjustmentEndpoints.adminGetXpAdjustments, { query: { status, page, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });
}
