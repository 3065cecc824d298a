// The ogoAuthApiToken: a short-lived token, signed with APP_SECRET, naming the session's ogo customer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SessionContext } from '../../plugins/session.ts';

/** One hour (spec section 9: "other tokens until server expiry"; the client keeps it until expired_at). */
export const ogoTokenLifetimeSeconds = 3600;

/** Domain separation: the same secret also keys OTP hashes; a signature of one kind never verifies as another. */
const purpose = 'ogo-auth-api-token:v1';

const payloadSchema = z.object({
  /** The ogo customer id. */
  cid: z.number().int().positive(),
  /** The session it was issued to: a token dies with its session (logout, token-clear). */
  sid: z.string(),
  /** Expiry, Unix seconds. */
  exp: z.number().int(),
});

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${encodedPayload}`).digest();
}

export function signOgoAuthApiToken(
  secret: string,
  claims: { customerId: number; sessionId: string },
  now: Date = new Date(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ogoTokenLifetimeSeconds;
  const encoded = Buffer.from(JSON.stringify({ cid: claims.customerId, sid: claims.sessionId, exp })).toString('base64url');
  return { token: `${encoded}.${sign(secret, encoded).toString('base64url')}`, expiresAt: new Date(exp * 1000) };
}

/** True only for an unexpired token of ours that names this session and its ogo customer. */
export function verifyOgoAuthApiToken(secret: string, token: string, session: SessionContext, now: Date = new Date()): boolean {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return false;
  }
  return (
    payload.exp > Math.floor(now.getTime() / 1000) &&
    payload.sid === session.id &&
    session.customerIds.ogo !== null &&
    payload.cid === session.customerIds.ogo
  );
}
