// The velo user of spec section 3: the ogo record as the velo site knows it (GET /api/user/get-velo-user, kept for the
// spec's velo id lifetime, 3600 s) and its oral status (GET /api/velo/check-oral-status, kept 14 400 s).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import * as veloEndpoints from '@loyalty/contracts/endpoints/velo';
import { call } from '@/lib/api-client';

const veloUserRoot = 'velo-user';

export async function getVeloUser(signal?: AbortSignal) {
  return call(userEndpoints.getVeloUser, { signal });
}

export async function getOralStatus(signal?: AbortSignal) {
  const answer = await call(veloEndpoints.checkOralStatus, { signal });
  return answer.result;
}

/** Only for a person with an ogo record (the server answers 404 otherwise): `ogoId` keys the cache to that record. */
export const veloUserQueryOptions = (ogoId: number | null) =>
  queryOptions({
    queryKey: [veloUserRoot, ogoId] as const,
    queryFn: ({ signal }) => getVeloUser(signal),
    enabled: ogoId !== null,
    staleTime: cacheLifetimeSeconds.veloId * 1000,
  });

export const oralStatusQueryOptions = (ogoId: number | null) =>
  queryOptions({
    queryKey: [veloUserRoot, ogoId, 'oral-status'] as const,
    queryFn: ({ signal }) => getOralStatus(signal),
    enabled: ogoId !== null,
    staleTime: cacheLifetimeSeconds.oralStatus * 1000,
  });

export function useVeloUser(ogoId: number | null) {
  return useQuery(veloUserQueryOptions(ogoId));
}

export function useOralStatus(ogoId: number | null) {
  return useQuery(oralStatusQueryOptions(ogoId));
}
