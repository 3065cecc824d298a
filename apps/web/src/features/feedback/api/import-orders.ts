// POST /api/feedback/import-orders-in-background {token}: asks the server to link the phone's offline orders, at most
// once per 86400 s on this device (spec section 9, import orders).
import type { FeedbackTokenBody } from '@loyalty/contracts/feedback';
import { cacheLifetimeSeconds } from '@/config/constants';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';

const importFlag = 'feedback-import-orders';

/** True when a request was sent now, false when one was sent within the last day. */
export async function importOrdersInBackground(signal?: AbortSignal): Promise<boolean> {
  if (cacheFlags.get(importFlag)) return false;
  await withFeedbackToken((token) => {
    // The contract trims the token (ours, from get-auth): it goes trimmed, as its parse used to send it.
    const body: FeedbackTokenBody = { token: token.trim() };
    return call(feedbackEndpoints.importOrdersInBackground, { body, signal });
  }, signal);
  cacheFlags.set(importFlag, '1', cacheLifetimeSeconds.importOrders);
  return true;
}
