// POST /api/push/settings {product, orders?, referrals?, expiry?, news?}: switches kinds of notification on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { NotificationSettings, PushSettingsResponse, UpdatePushSettingsBody } from '@loyalty/contracts/push';
import { apiRequest } from '@/lib/api-client';
import { pushSettingsQueryKey } from '@/features/profile/api/get-push-settings';

export async function updatePushSettings(product: Brand, change: Partial<NotificationSettings>): Promise<PushSettingsResponse> {
  const body: UpdatePushSettingsBody = { ...change, product };
  return apiRequest({
    method: 'POST',
    path: '/push/settings',
    body,
    responseSchema: () => import('@loyalty/contracts/push').then((contract) => contract.pushSettingsResponseSchema),
  });
}

export function useUpdatePushSettings(product: Brand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => updatePushSettings(product, change),
    onSuccess: (answer) => queryClient.setQueryData(pushSettingsQueryKey(product), answer),
  });
}
