// Session-bound handles: what the client holds where the spec hands it a token of a third service (iPost, feedback,
// analytics). `<expiry ms>.<HMAC(purpose, session id, expiry)>` names no session and carries no secret; only the
// session it was issued to can use it, until it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionHandleSigner {
  issue(sessionId: string, now?: Date): { token: string; expiresAt: Date };
  verify(token: string, sessionId: string, now?: Date): boolean;
}

const handlePattern = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * `secret` is the app secret (app.appSecret: kept across restarts and shared by every process); `purpose` separates
 * the kinds, so a handle of one service never verifies as another's.
 */
export function createSessionHandleSigner(secret: string, purpose: string, ttlMs: number): SessionHandleSigner {
  const key = createHmac('sha256', secret).update(`session-handle:${purpose}`).digest();
  const mac = (sessionId: string, expiresMs: number) =>
    createHmac('sha256', key).update(`${sessionId}\n${expiresMs}`).digest('base64url');
  return {
    issue(sessionId, now = new Date()) {
      const expiresMs = now.getTime() + ttlMs;
      return { token: `${expiresMs}.${mac(sessionId, expiresMs)}`, expiresAt: new Date(expiresMs) };
    },
    verify(token, sessionId, now = new Date()) {
      const match = handlePattern.exec(token);
      if (!match) return false;
      const expiresMs = Number(match[1]);
      if (!Number.isSafeInteger(expiresMs) || expiresMs <= now.getTime()) return false;
      const expected = Buffer.from(mac(sessionId, expiresMs));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
