// POST /api/auth/check-email {email}: is the address well-formed and still free (asked when the field loses focus).
import type { CheckEmailBody } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export interface CheckEmailAnswer {
  valid: boolean;
  available: boolean;
}

export async function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailAnswer> {
  // The registration form asks only about an address its own email check accepts; the server checks the body again.
  const body: CheckEmailBody = { email };
  return call(authEndpoints.checkEmail, { body, signal });
}
