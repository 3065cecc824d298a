// GET /api/admin/verifications?status=&page=: the queue (pending, oldest first, by default), each request with what
// the customer entered and the phone's customer records.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type adminVerificationRowSchema } from '@loyalty/contracts/admin';
import * as adminVerificationEndpoints from '@loyalty/contracts/endpoints/admin-verification';
import { call } from '@admin/lib/api';

export type VerificationFilter = 'pending' | 'approved' | 'rejected' | 'all';
export type VerificationRequest = z.infer<typeof adminVerificationRowSchema>;

export function useVerifications(status: VerificationFilter, page: number, sort: string) {
  return useQuery({
    queryKey: ['verifications', status, page, sort],
    queryFn: () => call(adminVerificationEndpoints.adminGetVerifications, { query: { status, page, sort, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });
}
