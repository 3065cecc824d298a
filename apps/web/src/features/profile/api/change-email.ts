// POST /api/user/change-email {email, customer_id, ogoAuthApiToken}: sends a 6-digit code to the new address.
import type { Brand } from '@loyalty/contracts/brand';
import type { ChangeEmailBody } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';
import { ogoAuthApiTokenFor } from '@/lib/shared-api/get-ogo-token';

export async function changeEmail(email: string, customerId: number, brand: Brand): Promise<{ expiresInSeconds: number }> {
  // The email section checks the typed address with the contract's own email rule before this is called.
  const body: ChangeEmailBody = { email, customer_id: customerId, ogoAuthApiToken: await ogoAuthApiTokenFor(brand) };
  return call(userEndpoints.changeEmail, { body });
}
