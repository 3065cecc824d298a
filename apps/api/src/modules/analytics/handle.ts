// The BAT token handle answered by get-bat-token and checked by send-bat-event (plugins/session-handle.ts).
import { createSessionHandleSigner, type SessionHandleSigner } from '../../plugins/session-handle.ts';

/** An hour: the client re-requests after expiry or a 401 (spec section 8: a 401 clears its token flag). */
export const batHandleTtlMs = 3_600_000;

export type BatHandleSigner = SessionHandleSigner;

export function createBatHandleSigner(appSecret: string): BatHandleSigner {
  return createSessionHandleSigner(appSecret, 'bat-handle/v1', batHandleTtlMs);
}
