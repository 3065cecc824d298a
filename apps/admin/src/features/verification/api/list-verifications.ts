// GET /api/admin/verifications?status=&page=: the queue (pending first by default).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminVerificationListResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type VerificationFilter = 'pending' | 'approved' | 'rejected' | 'all';

export function useVerifications(status: VerificationFilter, page: number) {
  return useQuery({
    queryKey: ['verifications', status, page],
    queryFn: () =>
      api({ path: '/verifications', query: { status, page, per_page: 20 }, schema: adminVerificationListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}
