// /api/admin/segments: the list (by brand), one segment, create, change, delete, the live count of rules being edited
// and the members' CSV (a download link). Marketing (and admin) change; support reads and downloads.
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSegmentBodySchema, adminSegmentSchema, SegmentRulesWire } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import * as adminSegmentEndpoints from '@loyalty/contracts/endpoints/admin-segment';
import { call, urlOf } from '@admin/lib/api';

export type Segment = z.infer<typeof adminSegmentSchema>;
export type SegmentInput = z.output<typeof adminSegmentBodySchema>;
export type { SegmentRulesWire };

export function useSegments(brand: string) {
  return useQuery({
    queryKey: ['segments', brand],
    queryFn: () => call(adminSegmentEndpoints.adminGetSegments, { query: { brand: (brand || undefined) as Brand | undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useSegment(id: number | null) {
  return useQuery({
    queryKey: ['segment', id],
    queryFn: () => call(adminSegmentEndpoints.adminGetSegmentsById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** How many customers the rules hold now; `rules` null (not valid yet) asks nothing. */
export function useSegmentCount(brand: Brand, rules: SegmentRulesWire | null) {
  return useQuery({
    queryKey: ['segment-count', brand, rules],
    queryFn: ({ signal }) => call(adminSegmentEndpoints.adminPostSegmentsCount, { body: { brand, rules: rules ?? {} }, signal }),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
  });
}

/** Each saved segment's members now (one count per segment), for the segments an offer or a news item is for. */
export function useSegmentMemberCounts(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['segment-members', id],
      queryFn: () => call(adminSegmentEndpoints.adminGetSegmentsByIdCount, { params: { id } }),
    })),
  });
}

export function useSaveSegment(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { ownToast: true },
    mutationFn: (input: SegmentInput) =>
      id === null
        ? call(adminSegmentEndpoints.adminPostSegments, { body: input })
        : call(adminSegmentEndpoints.adminPatchSegmentsById, { params: { id }, body: { name: input.name, rules: input.rules } }),
    onSuccess: ({ segment }) => {
      queryClient.setQueryData(['segment', segment.id], { segment });
      void queryClient.invalidateQueries({ queryKey: ['segments'] });
    },
  });
}

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { ownToast: true },
    mutationFn: (id: number) => call(adminSegmentEndpoints.adminDeleteSegmentsById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['segments'] }),
  });
}

export const membersCsvUrl = (id: number) => urlOf(adminSegmentEndpoints.adminGetSegmentsByIdMembersCsv, { params: { id } });
