// POST /api/user/confirm-email {code, ogoAuthApiToken}: applies the pending email change with the mailed code.
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { apiRequest } from '@/lib/api-client';
import { ogoAuthApiTokenFor } from '@/features/profile/api/get-ogo-token';

export async function confirmEmail(code: string, brand: Brand): Promise<User> {
  const { confirmEmailBodySchema, confirmEmailResponseSchema } = await import('@loyalty/contracts/user');
  const ogoAuthApiToken = await ogoAuthApiTokenFor(brand);
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/confirm-email',
    body: confirmEmailBodySchema.parse({ code, ogoAuthApiToken }),
    responseSchema: confirmEmailResponseSchema,
  });
  return answer.user;
}
