// POST /api/marathon/answer {campaign_id, answers, product}: the score, and XP credited once per customer per campaign.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { campaignsQueryKey } from '@/features/marathon/api/get-campaigns';

export interface SubmitAnswersInput {
  campaignId: number;
  answers: Record<string, number>;
  brand: Brand;
}

export async function submitAnswers({ campaignId, answers, brand }: SubmitAnswersInput) {
  const { marathonAnswerBodySchema, marathonAnswerResponseSchema } = await import('@loyalty/contracts/points');
  return apiRequest({
    method: 'POST',
    path: '/marathon/answer',
    body: marathonAnswerBodySchema.parse({ campaign_id: campaignId, answers, product: brand }),
    responseSchema: marathonAnswerResponseSchema,
  });
}

export function useSubmitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnswers,
    onSuccess: (_answer, { brand }) => {
      void queryClient.invalidateQueries({ queryKey: campaignsQueryKey(brand) });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
    },
  });
}
