// POST /api/feedback/send-offline {token, offline_order_id, rating, text}: feedback on an offline order without photos.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendFeedbackResponse, SendOfflineFeedbackBody } from '@loyalty/contracts/feedback';
import * as feedbackEndpoints from '@loyalty/contracts/endpoints/feedback';
import { call } from '@/lib/api-client';
import { feedbackQueryRoot } from '@/features/feedback/api/can-write-by-order';
import { withFeedbackToken } from '@/features/feedback/api/get-feedback-auth';
import { forgetFeedbackFlags } from '@/features/feedback/api/send-feedback';
import type { Brand } from '@loyalty/contracts/brand';

export interface OfflineFeedbackSubmission {
  brand: Brand;
  offlineOrderId: number;
  rating: number;
  text: string;
}

export async function sendOfflineFeedback(submission: OfflineFeedbackSubmission): Promise<SendFeedbackResponse> {
  return withFeedbackToken((token) => {
    // The page offers ratings 1 to 5 only and caps the text at the contract's length; the server checks again. The
    // contract trims the token and the text: they go trimmed, as its parse used to send them.
    const body: SendOfflineFeedbackBody = {
      token: token.trim(),
      offline_order_id: submission.offlineOrderId,
      rating: submission.rating,
      text: submission.text.trim(),
    };
    return call(feedbackEndpoints.sendOffline, { body });
  });
}

export function useSendOfflineFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOfflineFeedback,
    onSuccess: (_answer, submission) => {
      forgetFeedbackFlags(submission.brand);
      void queryClient.invalidateQueries({ queryKey: [feedbackQueryRoot] });
    },
  });
}
