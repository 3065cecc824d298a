// POST /api/invite/get-velo-mgm {shopifyId, ogoApiToken}: the ogo customer's velo discount code (made once).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VeloMgmBody } from '@loyalty/contracts/invite';
import { apiRequest } from '@/lib/api-client';

/**
 * The session's ogo token, asked right before the call (it lives an hour). Asked here rather than through
 * features/profile's fetcher because features do not import each other.
 */
async function ogoToken(): Promise<string> {
  const answer = await apiRequest({
    method: 'GET',
    path: '/auth/get-ogo-token',
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.ogoTokenResponseSchema),
  });
  return answer.token;
}

export async function getVeloMgm(shopifyId: number): Promise<string> {
  const body: VeloMgmBody = { shopifyId, ogoApiToken: await ogoToken() };
  const answer = await apiRequest({
    method: 'POST',
    path: '/invite/get-velo-mgm',
    body,
    responseSchema: () => import('@loyalty/contracts/invite').then((contract) => contract.veloMgmResponseSchema),
  });
  return answer.discount_code;
}

export const veloMgmQueryOptions = (shopifyId: number) =>
  queryOptions({
    queryKey: ['invite', 'velo-mgm', shopifyId] as const,
    queryFn: () => getVeloMgm(shopifyId),
    staleTime: Infinity,
  });

/** Asked only when the person has an ogo record (shopifyId); the velo code belongs to it. */
export function useVeloMgm(shopifyId: number | null) {
  return useQuery({ ...veloMgmQueryOptions(shopifyId ?? 0), enabled: shopifyId !== null });
}
