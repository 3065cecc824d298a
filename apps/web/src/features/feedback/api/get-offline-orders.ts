// POST /api/feedback/get-offline-orders {token}: the phone's offline orders without feedback, cached 1800 s (spec
// section 9). The daily import request goes first, so a new day's purchases get linked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getOfflineOrdersResponseSchema,
  type FeedbackTokenBody,
  type GetOfflineOrdersResponse,
} from '@loyalty/contracts/feedback';
import { cacheLifetimeSeconds } from '@/config/constants';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { feedbackQueryRoot } from '@/features/feedback/api/can-write-by-order';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';
import { importOrdersInBackground } from '@/features/feedback/api/import-orders';

export const offlineOrdersFlag = 'feedback-offline-orders';
/** The server links offline orders in a background job: the list is asked for again this soon after a new request. */
export const linkingRecheckMs = 3000;

export interface OfflineOrdersAnswer extends GetOfflineOrdersResponse {
  /** An import was requested just now, so this list may miss orders the job is still linking (not cached). */
  linking: boolean;
}

export async function getOfflineOrders(signal?: AbortSignal): Promise<OfflineOrdersAnswer> {
  const raw = cacheFlags.get(offlineOrdersFlag);
  if (raw) {
    // Stored text is checked in every build, so this module imports the contract and names the answer's schema itself.
    try {
      const cached = getOfflineOrdersResponseSchema.safeParse(JSON.parse(raw));
      if (cached.success) return { ...cached.data, linking: false };
    } catch {
      // A corrupt entry is asked for again below.
    }
  }
  // The import is best effort: the list of what is already linked is still worth showing.
  const linking = await importOrdersInBackground(signal).catch(() => false);
  const answer = await withFeedbackToken((token) => {
    // The contract trims the token (ours, from get-auth): it goes trimmed, as its parse used to send it.
    const body: FeedbackTokenBody = { token: token.trim() };
    return call(feedbackEndpoints.getOfflineOrders, { body, signal });
  }, signal);
  if (!linking) cacheFlags.set(offlineOrdersFlag, JSON.stringify(answer), cacheLifetimeSeconds.offlineOrders);
  return { ...answer, linking };
}

export const offlineOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [feedbackQueryRoot, 'offline-orders'] as const,
    queryFn: ({ signal }) => getOfflineOrders(signal),
    // Once more after a fresh import request (that second call sends no import and caches the list).
    refetchInterval: (query) => (query.state.data?.linking ? linkingRecheckMs : false),
  });

export function useOfflineOrders() {
  return useQuery(offlineOrdersQueryOptions());
}
