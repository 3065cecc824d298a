// GET /api/push/settings?product=: which notifications the customer wants, and how many of their devices get push.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { PushSettingsQuery, PushSettingsResponse } from '@loyalty/contracts/push';
import { queryKeyRoots } from '@/config/constants';
import * as pushEndpoints from '@loyalty/contracts/endpoints/push';
import { call } from '@/lib/api-client';

export async function getPushSettings(product: Brand, signal?: AbortSignal): Promise<PushSettingsResponse> {
  const query: PushSettingsQuery = { product };
  return call(pushEndpoints.settings, { query, signal });
}

/** Under the `user` root: the brand switch reloads it and logout drops it. */
export const pushSettingsQueryKey = (product: Brand) => [queryKeyRoots.user, 'push-settings', product] as const;

export const pushSettingsQueryOptions = (product: Brand, enabled: boolean) =>
  queryOptions({
    queryKey: pushSettingsQueryKey(product),
    queryFn: ({ signal }) => getPushSettings(product, signal),
    enabled,
  });

export function usePushSettings(product: Brand, enabled = true) {
  return useQuery(pushSettingsQueryOptions(product, enabled));
}
