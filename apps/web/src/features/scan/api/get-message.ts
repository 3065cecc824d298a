// GET /api/scan/get-message?product=: the server's Ukrainian line for the scan screen (scans left this month and so on).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { ScanBrandQuery } from '@loyalty/contracts/scan';
import { queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export async function getScanMessage(brand: Brand, signal?: AbortSignal): Promise<string> {
  const query: ScanBrandQuery = { product: brand };
  const answer = await call(scanEndpoints.getMessage, { query, signal });
  return answer.message;
}

export const scanMessageQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.scan, 'message', brand] as const,
    queryFn: ({ signal }) => getScanMessage(brand, signal),
  });

export function useScanMessage(brand: Brand) {
  return useQuery(scanMessageQueryOptions(brand));
}
