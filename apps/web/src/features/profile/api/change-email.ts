// POST /api/user/change-email {email, customer_id, ogoAuthApiToken}: sends a 6-digit code to the new address.
import type { Brand } from '@loyalty/contracts/brand';
import { apiRequest } from '@/lib/api-client';
import { ogoAuthApiTokenFor } from '@/features/profile/api/get-ogo-token';

export async function changeEmail(email: string, customerId: number, brand: Brand): Promise<{ expiresInSeconds: number }> {
  const { changeEmailBodySchema, changeEmailResponseSchema } = await import('@loyalty/contracts/user');
  const ogoAuthApiToken = await ogoAuthApiTokenFor(brand);
  return apiRequest({
    method: 'POST',
    path: '/user/change-email',
    body: changeEmailBodySchema.parse({ email, customer_id: customerId, ogoAuthApiToken }),
    responseSchema: changeEmailResponseSchema,
  });
}
