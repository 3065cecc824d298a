// POST /api/feedback/import-orders-in-background {token}: asks the server to link the phone's offline orders, at most
// once per 86400 s on this device (spec section 9, import orders).
import { feedbackTokenBodySchema, importOrdersResponseSchema } from '@loyalty/contracts/feedback';
import { cacheLifetimeSeconds } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';

const importFlag = 'feedback-import-orders';

/** True when a request was sent now, false when one was sent within the last day. */
export async function importOrdersInBackground(signal?: AbortSignal): Promise<boolean> {
  if (cacheFlags.get(importFlag)) return false;
  await withFeedbackToken(
    (token) =>
      apiRequest({
        method: 'POST',
        path: '/feedback/import-orders-in-background',
        body: feedbackTokenBodySchema.parse({ token }),
        responseSchema: importOrdersResponseSchema,
        signal,
      }),
    signal,
  );
  cacheFlags.set(importFlag, '1', cacheLifetimeSeconds.importOrders);
  return true;
}
