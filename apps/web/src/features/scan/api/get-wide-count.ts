// POST /api/scan/get-wide-count {product_variant, product}: this month's scan counters of one kind (scanCount, scanCountVelo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import type { GetWideCountBody, ScanCount, ScanKind } from '@loyalty/contracts/scan';
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';
import { queryKeyRoots } from '@/config/constants';
import { ApiError, call } from '@/lib/api-client';

export async function getWideCount(kind: ScanKind, brand: Brand, signal?: AbortSignal): Promise<ScanCount> {
  const body: GetWideCountBody = { product_variant: kind, product: brand };
  const answer = await call(scanEndpoints.getWideCount, { body, signal });
  // Spec section 8: a scan answer with non-empty errors is an error, whatever its HTTP status.
  if (answer.errors.length > 0 || answer.data === null) {
    throw new ApiError(answer.code, 'scan_errors', answer.errors[0]?.message ?? 'get-wide-count answered errors', answer.errors);
  }
  return answer.data;
}

export const wideCountQueryOptions = (kind: ScanKind, brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.scan, 'wide-count', brand, kind] as const,
    queryFn: ({ signal }) => getWideCount(kind, brand, signal),
    // Spec section 9: scan counts live 7200 s; a scan refreshes them at once (redeem-code, multi-scan).
    staleTime: cacheLifetimeSeconds.scanCounts * 1000,
  });

export function useWideCount(kind: ScanKind, brand: Brand) {
  return useQuery(wideCountQueryOptions(kind, brand));
}
