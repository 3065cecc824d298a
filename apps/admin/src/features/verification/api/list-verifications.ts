// GET /api/admin/verifications?status=&page=: the queue (pending first by default).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminVerificationListResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type VerificationFilter = 'pending' | 'approved' | 'rejected' | 'all';

export function useVerifications(status: VerificationFilter, page: number, sort: string) {
  return useQuery({
    queryKey: ['verifications', status, page, sort],
    queryFn: () =>
      api({ path: '/verifications', query: { status, page, sort, per_page: 20 }, schema: adminVerificationListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}
