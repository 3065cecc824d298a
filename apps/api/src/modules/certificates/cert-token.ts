// The certificate token of /api/cert/get-auth: our own handle, an HMAC over the session id, its expiry and the PIN flag.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Domain separation: APP_SECRET also keys OTP hashes and the ogo token; a signature of one kind never verifies as another. */
const purpose = 'certificate-token:v1';

const payloadSchema = z.object({
  /** The session it was issued to: the token dies with its session and is useless to anyone else. */
  sid: z.string(),
  /** Expiry, Unix seconds. */
  exp: z.number().int(),
  /** Set by pin/token after a right PIN or SMS code; get-cert-list needs it once a PIN is stored. */
  pin: z.boolean(),
});
export type CertTokenClaims = z.infer<typeof payloadSchema>;

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${encodedPayload}`).digest();
}

export function signCertToken(secret: string, claims: CertTokenClaims): string {
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${encoded}.${sign(secret, encoded).toString('base64url')}`;
}

/** The claims of an unexpired token of ours issued to this session; undefined for anything else. */
export function verifyCertToken(
  secret: string,
  token: string,
  sessionId: string,
  now: Date = new Date(),
): CertTokenClaims | undefined {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: CertTokenClaims;
  try {
    claims = payloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (claims.exp <= Math.floor(now.getTime() / 1000) || claims.sid !== sessionId) return undefined;
  return claims;
}

/** The client may be a few minutes off; a stamp further than this from the server's clock is refused. */
const maxClockSkewMs = 2 * 3_600_000;

/**
 * The end of the hour of the client's hour-stamped `date` (spec: the token is re-requested by hour-stamped date).
 * A string that is no date, or one further than two hours from now, is an error (the answer carries `error`).
 */
export function certTokenExpiry(date: string, now: Date = new Date()): Date | { error: string } {
  const stamped = new Date(date);
  if (!/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(stamped.getTime())) return { error: 'invalid_date' };
  if (Math.abs(stamped.getTime() - now.getTime()) > maxClockSkewMs) return { error: 'date_out_of_range' };
  const end = new Date(stamped);
  end.setUTCMinutes(0, 0, 0);
  end.setUTCHours(end.getUTCHours() + 1);
  // A stamp of a past hour would give a token that is already dead: the client asks again with its current hour.
  if (end.getTime() <= now.getTime()) return { error: 'date_out_of_range' };
  return end;
}
