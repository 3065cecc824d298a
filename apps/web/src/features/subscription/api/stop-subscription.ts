// POST /api/subscription/stop {product}: stops the active subscription; it and its history stay readable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { queryKeyRoots } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function stopSubscription(brand: Brand) {
  const { stopSubscriptionBodySchema, subscriptionResponseSchema } = await import('@loyalty/contracts/subscription');
  return apiRequest({
    method: 'POST',
    path: '/subscription/stop',
    body: stopSubscriptionBodySchema.parse({ product: brand }),
    responseSchema: subscriptionResponseSchema,
  });
}

export function useStopSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSubscription,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [subscriptionQueryRoot] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.scan] });
    },
  });
}
