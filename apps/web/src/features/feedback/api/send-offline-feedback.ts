// POST /api/feedback/send-offline {token, offline_order_id, rating, text}: feedback on an offline order without photos.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendFeedbackResponseSchema,
  sendOfflineFeedbackBodySchema,
  type SendFeedbackResponse,
} from '@loyalty/contracts/feedback';
import { apiRequest } from '@/lib/api-client';
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
  return withFeedbackToken((token) =>
    apiRequest({
      method: 'POST',
      path: '/feedback/send-offline',
      body: sendOfflineFeedbackBodySchema.parse({
        token,
        offline_order_id: submission.offlineOrderId,
        rating: submission.rating,
        text: submission.text,
      }),
      responseSchema: sendFeedbackResponseSchema,
    }),
  );
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
