// POST /api/subscription/start {variantId, packsPerMonth, product}: one active subscription per customer record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartSubscriptionBody } from '@loyalty/contracts/subscription';
import { queryKeyRoots } from '@/config/constants';
import * as subscriptionEndpoints from '@loyalty/contracts/endpoints/subscription';
import { call } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function startSubscription(input: StartSubscriptionBody) {
  // The variant and the packs are picked from the page's lists; the server checks them again.
  const body: StartSubscriptionBody = {
    variantId: input.variantId,
    packsPerMonth: input.packsPerMonth,
    product: input.product,
  };
  return call(subscriptionEndpoints.start, { body });
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
