// POST /api/scan/get-history {offset, variant}: scan attempts of the brand, newest first, paged by offset.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetScanHistoryBody, ScanHistory } from '@loyalty/contracts/scan';
import { queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export async function getScanHistory(brand: Brand, offset: number, signal?: AbortSignal): Promise<ScanHistory> {
  const body: GetScanHistoryBody = { offset, variant: brand };
  return call(scanEndpoints.getHistory, { body, signal });
}

/** The next offset is what is loaded so far, until the server's total is reached. */
export function nextScanHistoryOffset(pages: readonly ScanHistory[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.scans.length, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  const lastEmpty = (pages[pages.length - 1]?.scans.length ?? 0) === 0;
  return loaded < total && !lastEmpty ? loaded : undefined;
}

export const scanHistoryQueryOptions = (brand: Brand) =>
  infiniteQueryOptions({
    queryKey: [queryKeyRoots.scan, 'history', brand] as const,
    queryFn: ({ pageParam, signal }) => getScanHistory(brand, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextScanHistoryOffset(pages),
    staleTime: 0,
  });

export function useScanHistory(brand: Brand) {
  return useInfiniteQuery(scanHistoryQueryOptions(brand));
}
