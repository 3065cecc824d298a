// /api/admin/pack-codes: batches with their counts, a new batch, a batch's CSV, importing a printer's CSV.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCodeBatchesResponseSchema,
  adminCreateBatchResponseSchema,
  adminImportCodesResponseSchema,
} from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useBatches() {
  return useQuery({
    queryKey: ['batches'],
    queryFn: () => api({ path: '/pack-codes/batches', schema: adminCodeBatchesResponseSchema }),
  });
}

export function batchCsvUrl(brand: string, batch: string): string {
  return `/api/admin/pack-codes/batches/${encodeURIComponent(brand)}/${encodeURIComponent(batch)}/codes.csv`;
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brand: 'glo' | 'ogo'; xp: number; count: number; kind: 'sticks' | 'velo'; batch: string }) =>
      api({ method: 'POST', path: '/pack-codes/batches', body: input, schema: adminCreateBatchResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  });
}

export function useImportCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; brand: 'glo' | 'ogo'; xp?: number; batch?: string }) =>
      api({ method: 'POST', path: '/pack-codes/import', body: input, schema: adminImportCodesResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  });
}
