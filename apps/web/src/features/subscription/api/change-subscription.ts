// POST /api/subscription/change {variantId, packsPerMonth, product}: the active subscription's flavour and packs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeSubscriptionBody } from '@loyalty/contracts/subscription';
import * as subscriptionEndpoints from '@loyalty/contracts/endpoints/subscription';
import { call } from '@/lib/api-client';
import { subscriptionQueryRoot } from '@/features/subscription/api/get-subscription';

export async function changeSubscription(input: ChangeSubscriptionBody) {
  // The variant and the packs are picked from the page's lists; the server checks them again.
  const body: ChangeSubscriptionBody = {
    variantId: input.variantId,
    packsPerMonth: input.packsPerMonth,
    product: input.product,
  };
  return call(subscriptionEndpoints.change, { body });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [subscriptionQueryRoot] }),
  });
}
