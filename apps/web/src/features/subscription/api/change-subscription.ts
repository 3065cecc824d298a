// POST /api/subscription/change {variantId, packsPerMonth, product}: the active subscription's flavour and packs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeSubscriptionBody } from '@loyalty/contracts/subscription';
import { apiRequest } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function changeSubscription(body: ChangeSubscriptionBody) {
  const { changeSubscriptionBodySchema, subscriptionResponseSchema } = await import('@loyalty/contracts/subscription');
  return apiRequest({
    method: 'POST',
    path: '/subscription/change',
    body: changeSubscriptionBodySchema.parse(body),
    responseSchema: subscriptionResponseSchema,
  });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [subscriptionQueryRoot] }),
  });
}
