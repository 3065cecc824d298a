// POST /api/admin/reward-redemptions/{id}/sent {brand, waybill_number} | received {brand} | cancel {brand, reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import * as endpoints from '@loyalty/contracts/endpoints/admin-reward-redemption';
import { call } from '@admin/lib/api';
import { redemptionsQueryRoot } from './list-redemptions';

export type RedemptionAction =
  { kind: 'sent'; waybill_number: string } | { kind: 'received' } | { kind: 'cancelled'; reason: string };

export function useRedemptionAction(brand: Brand, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself.
    meta: { ownToast: true },
    mutationFn: (action: RedemptionAction) => {
      const params = { id };
      switch (action.kind) {
        case 'sent':
          return call(endpoints.adminPostRewardRedemptionSent, {
            params,
            body: { brand, waybill_number: action.waybill_number },
          });
        case 'received':
          return call(endpoints.adminPostRewardRedemptionReceived, { params, body: { brand } });
        case 'cancelled':
          return call(endpoints.adminPostRewardRedemptionCancel, { params, body: { brand, reason: action.reason } });
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [redemptionsQueryRoot] }),
  });
}
