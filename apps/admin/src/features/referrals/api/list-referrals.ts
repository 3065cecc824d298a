// GET /api/admin/referrals?suspicious=&page=: inviters and their friends' outcomes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReferralListResponseSchema } from '@loyalty/contracts/admin';
import { api, apiUrl } from '@admin/lib/api';

export function useReferrals(suspicious: boolean, page: number) {
  return useQuery({
    queryKey: ['referrals', suspicious, page],
    queryFn: () =>
      api({
        path: '/referrals',
        query: { suspicious: String(suspicious), page, per_page: 50 },
        schema: adminReferralListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function referralsCsvUrl(suspicious: boolean): string {
  return apiUrl('/referrals', { suspicious: String(suspicious), format: 'csv' });
}
