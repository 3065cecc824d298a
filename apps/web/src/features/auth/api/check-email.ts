// POST /api/auth/check-email {email}: is the address well-formed and still free (asked when the field loses focus).
import { apiRequest } from '@/lib/api-client';

export interface CheckEmailAnswer {
  valid: boolean;
  available: boolean;
}

export async function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailAnswer> {
  const { checkEmailBodySchema, checkEmailResponseSchema } = await import('@loyalty/contracts/auth');
  return apiRequest({
    method: 'POST',
    path: '/auth/check-email',
    body: checkEmailBodySchema.parse({ email }),
    responseSchema: checkEmailResponseSchema,
    signal,
  });
}
