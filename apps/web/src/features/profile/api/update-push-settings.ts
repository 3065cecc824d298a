// POST /api/push/settings {product, orders?, referrals?, expiry?, news?, marketing_sms?}: switches kinds of notification
// on or off, and the consent to SMS about promotions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { PushSettingsResponse, UpdatePushSettingsBody } from '@loyalty/contracts/push';
import * as pushEndpoints from '@loyalty/contracts/endpoints/push';
import { call } from '@/lib/api-client';
import { pushSettingsQueryKey } from '@/features/profile/api/get-push-settings';

/** What one save changes: kinds of notification, the SMS consent. */
export type PushSettingsChange = Omit<UpdatePushSettingsBody, 'product'>;

export async function updatePushSettings(product: Brand, change: PushSettingsChange): Promise<PushSettingsResponse> {
  const body: UpdatePushSettingsBody = { ...change, product };
  return call(pushEndpoints.settingsPost, { body });
}

export function useUpdatePushSettings(product: Brand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PushSettingsChange) => updatePushSettings(product, change),
    onSuccess: (answer) => queryClient.setQueryData(pushSettingsQueryKey(product), answer),
  });
}
