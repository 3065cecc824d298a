// GET /api/get-bonus-history?shop=&cursor=&limit=: ledger entries newest first, paged by cursor, with the summary.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { BonusHistoryResponse, GetBonusHistoryQuery } from '@loyalty/contracts/loyalty';
import { queryKeyRoots } from '@/config/constants';
import * as loyaltyEndpoints from '@loyalty/contracts/endpoints/loyalty';
import { call } from '@/lib/api-client';

export const bonusHistoryPageSize = 20;

export async function getBonusHistory(brand: Brand, cursor: string | null, signal?: AbortSignal): Promise<BonusHistoryResponse> {
  // The cursor is the server's own next_cursor, sent back as it came.
  const query: GetBonusHistoryQuery = { shop: brand, cursor: cursor ?? undefined, limit: bonusHistoryPageSize };
  return call(loyaltyEndpoints.getBonusHistory, { query, signal });
}

export const bonusHistoryQueryOptions = (brand: Brand) =>
  infiniteQueryOptions({
    queryKey: [queryKeyRoots.bonusHistory, brand] as const,
    queryFn: ({ pageParam, signal }) => getBonusHistory(brand, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export function useBonusHistory(brand: Brand) {
  return useInfiniteQuery(bonusHistoryQueryOptions(brand));
}
