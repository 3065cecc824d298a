// GET /api/admin/referrals?suspicious=&page=: inviters and their friends' outcomes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminReferralEndpoints from '@loyalty/contracts/endpoints/admin-referral';
import { call, urlOf } from '@admin/lib/api';

export function useReferrals(suspicious: boolean, page: number, sort: string) {
  return useQuery({
    queryKey: ['referrals', suspicious, page, sort],
    queryFn: () =>
      call(adminReferralEndpoints.adminGetReferrals, { query: { suspicious: String(suspicious), sort, page, per_page: 50 } }),
    placeholderData: keepPreviousData,
  });
}

export function referralsCsvUrl(suspicious: boolean, sort: string): string {
  return urlOf(adminReferralEndpoints.adminGetReferrals, { query: { suspicious: String(suspicious), sort, format: 'csv' } });
}
