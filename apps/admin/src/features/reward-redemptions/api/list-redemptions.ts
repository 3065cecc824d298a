// GET /api/admin/reward-redemptions?brand=&status=&page=: a brand's reward redemptions to hand over, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { RewardRedemptionStatus } from '@loyalty/contracts/points';
import * as endpoints from '@loyalty/contracts/endpoints/admin-reward-redemption';
import { call } from '@admin/lib/api';

// A type, not an interface: the list's address parameters are a plain string record.
export type RedemptionFilter = { brand: string; status: string };

export const redemptionsQueryRoot = 'reward-redemptions';

export function useRedemptions(filter: RedemptionFilter, page: number) {
  return useQuery({
    queryKey: [redemptionsQueryRoot, filter, page],
    queryFn: () =>
      call(endpoints.adminGetRewardRedemptions, {
        query: {
          brand: filter.brand as Brand,
          ...(filter.status ? { status: filter.status as RewardRedemptionStatus } : {}),
          page,
          per_page: 25,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
