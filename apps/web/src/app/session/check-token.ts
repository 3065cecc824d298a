// check-token of spec sections 4 and 9: every 1200 s the server confirms the session; an answer without token ends it.
import { cacheFlagNames, cacheLifetimeSeconds, checkTokenIntervalMs } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { checkToken } from '@/features/auth/api/check-token';

export type TokenCheckOutcome = 'skipped' | 'alive' | 'ended';

const sameShopIds = (left: { glo: number | null; ogo: number | null }, right: typeof left) =>
  left.glo === right.glo && left.ogo === right.ogo;

/**
 * One check, unless a check within the last 1200 s is still fresh (the spec's check-token cookie, here a flag).
 * `onSessionEnded` logs out without calling the server: the server already has no session.
 */
export async function runTokenCheck(onSessionEnded: () => void, now: number = Date.now()): Promise<TokenCheckOutcome> {
  const { token, shopIds } = useSessionStore.getState();
  if (!token || cacheFlags.get(cacheFlagNames.checkToken, now) !== undefined) return 'skipped';

  let answer;
  try {
    answer = await checkToken(shopIds);
  } catch (error) {
    // 403: the ids kept on this device are not this session's; the local state cannot be trusted, so it ends.
    // (A 401 is handled by the api client's logout hook; network trouble waits for the next round.)
    if (isApiError(error) && error.status === 403 && useSessionStore.getState().token === token) {
      onSessionEnded();
      return 'ended';
    }
    return 'skipped';
  }

  const session = useSessionStore.getState();
  // A logout or another login happened meanwhile: this answer is about a session that is no longer ours.
  if (session.token !== token) return 'skipped';
  if (!answer.token) {
    onSessionEnded();
    return 'ended';
  }
  cacheFlags.set(cacheFlagNames.checkToken, '1', cacheLifetimeSeconds.checkToken, now);
  if (answer.token !== token) session.setToken(answer.token);
  if (answer.shopIds && !sameShopIds(answer.shopIds, session.shopIds)) session.setShopIds(answer.shopIds);
  return 'alive';
}

/** Checks now (when due) and then every 1200 s; returns the stop function. */
export function startTokenChecks(onSessionEnded: () => void): () => void {
  const check = (): void => void runTokenCheck(onSessionEnded);
  check();
  const timer = window.setInterval(check, checkTokenIntervalMs);
  return () => window.clearInterval(timer);
}
