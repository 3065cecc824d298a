// POST /api/marathon/answer {campaign_id, answers, product}: the score, and XP credited once per customer per campaign.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { MarathonAnswerBody } from '@loyalty/contracts/points';
import { queryKeyRoots } from '@/config/constants';
import * as marathonEndpoints from '@loyalty/contracts/endpoints/marathon';
import { call } from '@/lib/api-client';
import { campaignsQueryKey } from '@/features/marathon/api/get-campaigns';

export interface SubmitAnswersInput {
  campaignId: number;
  answers: Record<string, number>;
  brand: Brand;
}

export async function submitAnswers({ campaignId, answers, brand }: SubmitAnswersInput) {
  // The answers are the indexes of the options the person picked, keyed by the campaign's question ids.
  const body: MarathonAnswerBody = { campaign_id: campaignId, answers, product: brand };
  return call(marathonEndpoints.answer, { body });
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
