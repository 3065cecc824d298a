// POST /api/feedback/can-write-by-order: which orders can still get feedback, with the shop's showCan and canFeedback
// flags, cached per brand for 1800 s (spec section 9) as long as the order list is the same.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CanWriteByOrderBody, CanWriteByOrderResponse, FeedbackShop } from '@loyalty/contracts/feedback';
import { cacheLifetimeSeconds } from '@/config/constants';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';

export const feedbackQueryRoot = 'feedback';

export const canWriteFlagOf = (shop: FeedbackShop) => `feedback-${shop}`;

interface CachedFlags {
  customerId: number;
  orders: number[];
  answer: CanWriteByOrderResponse;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function cachedAnswer(shop: FeedbackShop, customerId: number, orders: readonly number[]): CanWriteByOrderResponse | null {
  const raw = cacheFlags.get(canWriteFlagOf(shop));
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as CachedFlags;
    return cached.customerId === customerId && sameIds(cached.orders, orders) ? cached.answer : null;
  } catch {
    return null;
  }
}

export async function canWriteByOrder(
  shop: FeedbackShop,
  customerId: number,
  orders: number[],
  signal?: AbortSignal,
): Promise<CanWriteByOrderResponse> {
  const cached = cachedAnswer(shop, customerId, orders);
  if (cached) return cached;
  const answer = await withFeedbackToken((token) => {
    // The contract trims the token (ours, from get-auth): it goes trimmed, as its parse used to send it.
    const body: CanWriteByOrderBody = { shop, token: token.trim(), shopifyId: customerId, orders };
    return call(feedbackEndpoints.canWriteByOrder, { body, signal });
  }, signal);
  const entry: CachedFlags = { customerId, orders, answer };
  cacheFlags.set(canWriteFlagOf(shop), JSON.stringify(entry), cacheLifetimeSeconds.feedbackPerBrand);
  return answer;
}

export const canWriteByOrderQueryOptions = (shop: FeedbackShop, customerId: number | null, orders: number[] | undefined) =>
  queryOptions({
    queryKey: [feedbackQueryRoot, 'can-write', shop, customerId, orders] as const,
    queryFn: ({ signal }) => {
      if (customerId === null || orders === undefined) throw new Error('No orders to ask about');
      return canWriteByOrder(shop, customerId, orders, signal);
    },
    enabled: customerId !== null && orders !== undefined,
  });

export function useCanWriteByOrder(shop: FeedbackShop, customerId: number | null, orders: number[] | undefined) {
  return useQuery(canWriteByOrderQueryOptions(shop, customerId, orders));
}
