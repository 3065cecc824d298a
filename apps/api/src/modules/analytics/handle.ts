// The BAT token handle answered by get-bat-token: an HMAC of the session and an expiry, checked by send-bat-event.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An hour: the client re-requests after expiry or a 401 (spec section 8: a 401 clears its token flag). */
export const batHandleTtlMs = 3_600_000;

export interface BatHandleSigner {
  issue(sessionId: string, now?: Date): { token: string; expiresAt: Date };
  verify(token: string, sessionId: string, now?: Date): boolean;
}

/** Keyed by APP_SECRET when set (handles survive a restart and work on every process), else a per-process key. */
export function createBatHandleSigner(appSecret: string | undefined): BatHandleSigner {
  const key = createHmac('sha256', appSecret ?? randomBytes(32))
    .update('bat-handle/v1')
    .digest();
  const mac = (sessionId: string, expiresMs: number) =>
    createHmac('sha256', key).update(`${sessionId}\n${expiresMs}`).digest('base64url');
  return {
    issue(sessionId, now = new Date()) {
      const expiresMs = now.getTime() + batHandleTtlMs;
      return { token: `${expiresMs}.${mac(sessionId, expiresMs)}`, expiresAt: new Date(expiresMs) };
    },
    verify(token, sessionId, now = new Date()) {
      const match = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expiresMs = Number(match[1]);
      if (!Number.isSafeInteger(expiresMs) || expiresMs <= now.getTime()) return false;
      const expected = Buffer.from(mac(sessionId, expiresMs));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
