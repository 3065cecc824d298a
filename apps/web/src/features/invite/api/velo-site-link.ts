// The link to the velo page of the ogo site: GET /api/velo/get-token, then POST /api/velo/mlogin for a Multipass link.
// Spec section 5: the Multipass link is used only if a token and an email exist; otherwise the plain return URL.
import type { VeloMloginBody } from '@loyalty/contracts/velo';
import * as veloEndpoints from '@loyalty/contracts/endpoints/velo';
import { call } from '@/lib/api-client';

export interface VeloSiteLinkInput {
  /** The ogo site's origin (VITE_OGO_SITE_URL); without it there is no link at all. */
  siteUrl: string;
  /** Path on the ogo site, with the discount code as the velo page reads it. */
  returnTo: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function plainVeloUrl(siteUrl: string, returnTo: string): string {
  return new URL(returnTo, siteUrl).toString();
}

/** Whether the Multipass call is worth making (spec section 5). */
export function usesMultipass(token: string | null, email: string): token is string {
  return token !== null && token !== '' && email.trim() !== '';
}

async function veloToken(): Promise<string | null> {
  try {
    const answer = await call(veloEndpoints.getToken, {});
    return answer.token;
  } catch {
    return null;
  }
}

/** Resolves the address to open: the Multipass link when possible, else (or when the call fails) the plain page. */
export async function veloSiteLink(input: VeloSiteLinkInput): Promise<string> {
  const plain = plainVeloUrl(input.siteUrl, input.returnTo);
  const token = await veloToken();
  if (!usesMultipass(token, input.email)) return plain;
  // The ogo record's own names and email (the server signs only what it knows of them), typed from the contract.
  const body: VeloMloginBody = {
    email: input.email,
    last_name: input.lastName,
    first_name: input.firstName,
    token,
    return_to: input.returnTo,
  };
  try {
    const answer = await call(veloEndpoints.mlogin, { body });
    return answer.url;
  } catch {
    return plain;
  }
}
