// POST /api/mlogin: the brand site's Multipass sign-in link for the session's customer (spec section 7, Shop/User).
import type { MloginBody } from '@loyalty/contracts/auth';
import type { Brand } from '@loyalty/contracts/brand';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export interface MloginInput {
  email: string;
  first_name: string;
  last_name: string;
  product: Brand;
  ogoAuthApiToken?: string;
  return_to?: string;
}

export async function mlogin(input: MloginInput): Promise<string> {
  // The session customer's own record (the server signs only what it knows of it), typed from the contract.
  const body: MloginBody = {
    email: input.email,
    last_name: input.last_name,
    first_name: input.first_name,
    return_to: input.return_to,
    product: input.product,
    ogoAuthApiToken: input.ogoAuthApiToken,
  };
  const answer = await call(authEndpoints.mlogin, { body });
  return answer.url;
}
