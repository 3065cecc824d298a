// GET /api/auth/get-ogo-token: the ogo customer's short-lived token that ogo-mode calls carry as ogoAuthApiToken (the
// profile's e-mail change, the invite's velo referral and the menu's full-site link).
import type { Brand } from '@loyalty/contracts/brand';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export async function getOgoToken(): Promise<string> {
  const answer = await call(authEndpoints.getOgoToken, {});
  return answer.token;
}

/** Spec section 6: the second brand's calls add its token; in glo mode there is none to add. */
export async function ogoAuthApiTokenFor(brand: Brand): Promise<string | undefined> {
  return brand === 'ogo' ? getOgoToken() : undefined;
}
