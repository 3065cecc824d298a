// POST /api/feedback/send?shop&token (multipart): rating, text and up to 3 photos on an order or an offline order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackPhotoField, type FeedbackShop, type SendFeedbackResponse } from '@loyalty/contracts/feedback';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { canWriteFlagOf, feedbackQueryRoot } from '@/features/feedback/api/can-write-by-order';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';
import { offlineOrdersFlag } from '@/features/feedback/api/get-offline-orders';

export interface FeedbackSubmission {
  shop: FeedbackShop;
  target: { kind: 'order'; id: number } | { kind: 'offline'; id: number };
  rating: number;
  text: string;
  photos: File[];
}

export async function sendFeedback(submission: FeedbackSubmission): Promise<SendFeedbackResponse> {
  return withFeedbackToken((token) => {
    // A fresh form per attempt: a retry after a 401 must send the same fields again.
    const formData = new FormData();
    formData.set(submission.target.kind === 'order' ? 'order_id' : 'offline_order_id', String(submission.target.id));
    formData.set('rating', String(submission.rating));
    formData.set('text', submission.text);
    // The files last: the text fields are read first, so a refused form fails before the photos travel.
    for (const photo of submission.photos) formData.append(feedbackPhotoField, photo, photo.name);
    return call(feedbackEndpoints.send, { query: { shop: submission.shop, token }, formData });
  });
}

/** After a send the cached flags are stale: the order can no longer get feedback. */
export function forgetFeedbackFlags(shop: FeedbackShop): void {
  cacheFlags.remove(canWriteFlagOf(shop));
  cacheFlags.remove(offlineOrdersFlag);
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_answer, submission) => {
      forgetFeedbackFlags(submission.shop);
      void queryClient.invalidateQueries({ queryKey: [feedbackQueryRoot] });
    },
  });
}
