// GET /api/admin/xp-adjustments?status=&page=: XP credits waiting for a second staff member (oldest first), or the
// approved, rejected and at-once ones; with the limits in force.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminXpAdjustmentListResponseSchema, type xpAdjustmentStatuses } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type XpAdjustmentFilter = (typeof xpAdjustmentStatuses)[number];

export const xpAdjustmentsQueryKey = ['xp-adjustments'] as const;

export function useXpAdjustments(status: XpAdjustmentFilter, page: number) {
  return useQuery({
    queryKey: [...xpAdjustmentsQueryKey, status, page],
    queryFn: () =>
      api({ path: '/xp-adjustments', query: { status, page, per_page: 20 }, schema: adminXpAdjustmentListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}
