// POST /api/invite/get-velo-mgm {shopifyId, ogoApiToken}: the ogo customer's velo discount code (made once).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VeloMgmBody } from '@loyalty/contracts/invite';
import * as inviteEndpoints from '@loyalty/contracts/endpoints/invite';
import { call } from '@/lib/api-client';
import { getOgoToken } from '@/lib/shared-api/get-ogo-token';

export async function getVeloMgm(shopifyId: number): Promise<string> {
  // The session's ogo token, asked right before the call (it lives an hour).
  const body: VeloMgmBody = { shopifyId, ogoApiToken: await getOgoToken() };
  const answer = await call(inviteEndpoints.getVeloMgm, { body });
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
