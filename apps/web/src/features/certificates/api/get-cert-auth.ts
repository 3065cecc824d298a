// POST /api/cert/get-auth {date}: the certificate token, kept as a flag until expired_at and dropped on cert_unauthenticated.
import type { CertGetAuthBody, CertGetAuthResponse } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { ApiError, isApiError, call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';

const tokenFlag = 'cert-token';
/** Renew a little early: a token that dies in flight would cost a 401 and a retry. */
const earlyRenewSeconds = 30;

/** Spec section 7: the token is re-requested by hour-stamped date (the start of the current hour, UTC). */
export function hourStampedDate(now: Date = new Date()): string {
  const stamped = new Date(now);
  stamped.setUTCMinutes(0, 0, 0);
  return stamped.toISOString();
}

export async function getCertAuth(signal?: AbortSignal): Promise<CertGetAuthResponse> {
  const body: CertGetAuthBody = { date: hourStampedDate(), product: useBrandStore.getState().brand };
  return call(certificatesEndpoints.getAuth, { body, signal });
}

/** Spec section 8: cert_unauthenticated clears the certificate token flag. */
export function clearCertToken(): void {
  cacheFlags.remove(tokenFlag);
}

/** Keeps a token (get-auth's or pin/token's) until its expiry. */
export function keepCertToken(token: string, expiredAt: string, now: number = Date.now()): void {
  const lifetime = Math.floor((new Date(expiredAt).getTime() - now) / 1000) - earlyRenewSeconds;
  if (lifetime > 0) cacheFlags.set(tokenFlag, token, lifetime, now);
}

/** The kept token, else a fresh one; an answer with `error` is rejected (spec section 8) and nothing is kept. */
export async function certToken(signal?: AbortSignal): Promise<string> {
  const cached = cacheFlags.get(tokenFlag);
  if (cached) return cached;
  const answer = await getCertAuth(signal);
  if (answer.error !== null || !answer.token || !answer.expired_at) {
    throw new ApiError(200, 'cert_auth_rejected', answer.error ?? 'The certificate service gave no token');
  }
  keepCertToken(answer.token, answer.expired_at);
  return answer.token;
}

export function isCertTokenRejection(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'cert_unauthenticated';
}

/** Runs a certificate call with the token; a rejected token is cleared and the call retried once with a fresh one. */
export async function withCertToken<T>(run: (token: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run(await certToken(signal));
  } catch (error) {
    if (!isCertTokenRejection(error)) throw error;
    clearCertToken();
    return run(await certToken(signal));
  }
}

/** The brand every certificate call names (spec section 6: the brand context adds {product}). */
export function certProduct() {
  return useBrandStore.getState().brand;
}
