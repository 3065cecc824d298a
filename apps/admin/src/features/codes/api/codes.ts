// /api/admin/pack-codes: batches with their counts, a new batch, a batch's CSV, importing a printer's CSV.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import * as adminCodeEndpoints from '@loyalty/contracts/endpoints/admin-code';
import { call, urlOf } from '@admin/lib/api';

export function useBatches() {
  return useQuery({
    queryKey: ['batches'],
    queryFn: () => call(adminCodeEndpoints.adminGetPackCodesBatches, {}),
  });
}

export function batchCsvUrl(brand: Brand, batch: string): string {
  return urlOf(adminCodeEndpoints.adminGetPackCodesBatchCsv, { params: { brand, batch } });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brand: 'glo' | 'ogo'; xp: number; count: number; kind: 'sticks' | 'velo'; batch: string }) =>
      call(adminCodeEndpoints.adminPostPackCodesBatches, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  });
}

export function useImportCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; brand: 'glo' | 'ogo'; xp?: number; batch?: string }) =>
      call(adminCodeEndpoints.adminPostPackCodesImport, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  });
}
