// GET /api/feedback/get-auth: the feedback token (spec section 7), kept until its expiry and dropped on a 401.
import type { FeedbackAuthResponse } from '@loyalty/contracts/feedback';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { isApiError, call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';

const tokenFlag = 'feedback-token';
/** Renew a minute early: a token that expires in flight would cost a 401 and a retry. */
const earlyRenewSeconds = 60;

export async function getFeedbackAuth(signal?: AbortSignal): Promise<FeedbackAuthResponse> {
  return call(feedbackEndpoints.getAuth, { signal });
}

/** Spec section 8: a feedback 401 clears the feedback token. */
export function clearFeedbackToken(): void {
  cacheFlags.remove(tokenFlag);
}

export async function feedbackToken(signal?: AbortSignal): Promise<string> {
  const cached = cacheFlags.get(tokenFlag);
  if (cached) return cached;
  const answer = await getFeedbackAuth(signal);
  const lifetime = Math.floor((new Date(answer.expired_at).getTime() - Date.now()) / 1000) - earlyRenewSeconds;
  if (lifetime > 0) cacheFlags.set(tokenFlag, answer.token, lifetime);
  return answer.token;
}

export function isFeedbackTokenRejection(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'feedback_token_invalid';
}

/** Runs a feedback call with the token; a rejected token is cleared and the call retried once with a fresh one. */
export async function withFeedbackToken<T>(run: (token: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run(await feedbackToken(signal));
  } catch (error) {
    if (!isFeedbackTokenRejection(error)) throw error;
    clearFeedbackToken();
    return run(await feedbackToken(signal));
  }
}
