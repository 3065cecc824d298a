// GET /api/get-devices?product= → {code, data: {asset}}: the customer's registered devices, kept 14400 s (spec section 9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Device, GetDevicesQuery } from '@loyalty/contracts/devices';
import { cacheLifetimeSeconds } from '@/config/constants';
import * as devicesEndpoints from '@loyalty/contracts/endpoints/devices';
import { call } from '@/lib/api-client';

export const devicesQueryRoot = 'devices';

export async function getDevices(brand: Brand, signal?: AbortSignal): Promise<Device[]> {
  const query: GetDevicesQuery = { product: brand };
  const answer = await call(devicesEndpoints.getDevices, { query, signal });
  return answer.data.asset;
}

export const devicesQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [devicesQueryRoot, brand] as const,
    queryFn: ({ signal }) => getDevices(brand, signal),
    staleTime: cacheLifetimeSeconds.devices * 1000,
  });

export function useDevices(brand: Brand) {
  return useQuery(devicesQueryOptions(brand));
}
