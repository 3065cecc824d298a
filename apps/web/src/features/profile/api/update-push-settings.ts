// POST /api/push/settings {product, orders?, referrals?, expiry?, news?}: switches kinds of notification on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { NotificationSettings, PushSettingsResponse, UpdatePushSettingsBody } from '@loyalty/contracts/push';
import * as pushEndpoints from '@loyalty/contracts/endpoints/push';
import { call } from '@/lib/api-client';
import { pushSettingsQueryKey } from '@/features/profile/api/get-push-settings';

export async function updatePushSettings(product: Brand, change: Partial<NotificationSettings>): Promise<PushSettingsResponse> {
  const body: UpdatePushSettingsBody = { ...change, product };
  return call(pushEndpoints.settingsPost, { body });
}

export function useUpdatePushSettings(product: Brand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => updatePushSettings(product, change),
    onSuccess: (answer) => queryClient.setQueryData(pushSettingsQueryKey(product), answer),
  });
}
