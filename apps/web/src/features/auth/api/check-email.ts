// POST /api/auth/check-email {email}: is the address well-formed and still free (asked when the field loses focus).
import type { CheckEmailBody } from '@loyalty/contracts/auth';
import { apiRequest } from '@/lib/api-client';

export interface CheckEmailAnswer {
  valid: boolean;
  available: boolean;
}

export async function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailAnswer> {
  // The registration form asks only about an address its own email check accepts; the server checks the body again.
  const body: CheckEmailBody = { email };
  return apiRequest({
    method: 'POST',
    path: '/auth/check-email',
    body,
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.checkEmailResponseSchema),
    signal,
  });
}
