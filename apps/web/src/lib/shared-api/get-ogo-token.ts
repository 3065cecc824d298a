// GET /api/auth/get-ogo-token: the ogo customer's short-lived token that ogo-mode calls carry as ogoAuthApiToken.
import type { Brand } from '@loyalty/contracts/brand';
import { apiRequest } from '@/lib/api-client';

export async function getOgoToken(): Promise<string> {
  const answer = await apiRequest({
    method: 'GET',
    path: '/auth/get-ogo-token',
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.ogoTokenResponseSchema),
  });
  return answer.token;
}

/** Spec section 6: the second brand's calls add its token; in glo mode there is none to add. */
export async function ogoAuthApiTokenFor(brand: Brand): Promise<string | undefined> {
  return brand === 'ogo' ? getOgoToken() : undefined;
}
