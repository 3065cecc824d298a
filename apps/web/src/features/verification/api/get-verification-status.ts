// GET /api/verification/status: the person's latest age verification request and whether they are verified.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@loyalty/contracts/verification';
import * as verificationEndpoints from '@loyalty/contracts/endpoints/verification';
import { call } from '@/lib/api-client';

export async function getVerificationStatus(signal?: AbortSignal): Promise<VerificationStatus> {
  return call(verificationEndpoints.status, { signal });
}

export const verificationStatusQueryKey = ['verification', 'status'] as const;

export const verificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: verificationStatusQueryKey,
    queryFn: ({ signal }) => getVerificationStatus(signal),
    // An operator decides at any moment: coming back to the page asks again.
    staleTime: 0,
  });

export function useVerificationStatus() {
  return useQuery(verificationStatusQueryOptions());
}
