// GET /api/scan/get-scan-percent?product=: credited scans this month as a share of the monthly limit (spec section 7),
// kept for the spec's scan-counts lifetime (7200 s) and refreshed after every scan with the other counters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ScanBrandQuery } from '@loyalty/contracts/scan';
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';
import { queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export async function getScanPercent(brand: Brand, signal?: AbortSignal): Promise<number> {
  const query: ScanBrandQuery = { product: brand };
  const answer = await call(scanEndpoints.getScanPercent, { query, signal });
  return answer.percent;
}

export const scanPercentQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.scan, 'wide-count', brand, 'percent'] as const,
    queryFn: ({ signal }) => getScanPercent(brand, signal),
    staleTime: cacheLifetimeSeconds.scanCounts * 1000,
  });

export function useScanPercent(brand: Brand) {
  return useQuery(scanPercentQueryOptions(brand));
}
