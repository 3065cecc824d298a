// POST /api/subscription/start {variantId, packsPerMonth, product}: one active subscription per customer record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartSubscriptionBody } from '@loyalty/contracts/subscription';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function startSubscription(body: StartSubscriptionBody) {
  const { startSubscriptionBodySchema, subscriptionResponseSchema } = await import('@loyalty/contracts/subscription');
  return apiRequest({
    method: 'POST',
    path: '/subscription/start',
    body: startSubscriptionBodySchema.parse(body),
    responseSchema: subscriptionResponseSchema,
  });
}

export function useStartSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSubscription,
    // The scan counters' `subscription` flag changes with it too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [subscriptionQueryRoot] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.scan] });
    },
  });
}
