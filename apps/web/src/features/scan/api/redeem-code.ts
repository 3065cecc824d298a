// POST /api/scan/redeem {code, product, channel}: credits a pack code once, ever (the spec does not show it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { RedeemBody, RedeemResponse } from '@loyalty/contracts/scan';
import { queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export interface RedeemInput {
  code: string;
  brand: Brand;
  channel: 'camera' | 'manual';
}

export async function redeemCode({ code, brand, channel }: RedeemInput): Promise<RedeemResponse> {
  // Manual entry sends only a code it has checked and normalised (utils/manual-code.ts); the camera sends what it read,
  // and the server answers a code it cannot use with a refusal the page shows. The contract trims the code: it goes
  // trimmed, as its parse used to send it.
  const body: RedeemBody = { code: code.trim(), product: brand, channel };
  return call(scanEndpoints.redeem, { body });
}

/**
 * Every attempt can change the balance, the history and this month's counters, and a credit the campaigns shown (a
 * limit used up) and the tier: all are asked again.
 */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.scan] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.programme] });
    },
  });
}
