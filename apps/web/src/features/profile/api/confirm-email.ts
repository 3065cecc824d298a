// POST /api/user/confirm-email {code, ogoAuthApiToken}: applies the pending email change with the mailed code.
import type { Brand } from '@loyalty/contracts/brand';
import type { ConfirmEmailBody, User } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';
import { ogoAuthApiTokenFor } from '@/lib/shared-api/get-ogo-token';

export async function confirmEmail(code: string, brand: Brand): Promise<User> {
  // The email section checks the typed code with the contract's own code rule before this is called.
  const body: ConfirmEmailBody = { code, ogoAuthApiToken: await ogoAuthApiTokenFor(brand) };
  const answer = await call(userEndpoints.confirmEmail, { body });
  return answer.user;
}
