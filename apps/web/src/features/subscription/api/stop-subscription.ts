// POST /api/subscription/stop {product}: stops the active subscription; it and its history stay readable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { StopSubscriptionBody } from '@loyalty/contracts/subscription';
import { queryKeyRoots } from '@/config/constants';
import * as subscriptionEndpoints from '@loyalty/contracts/endpoints/subscription';
import { call } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function stopSubscription(brand: Brand) {
  const body: StopSubscriptionBody = { product: brand };
  return call(subscriptionEndpoints.stop, { body });
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
