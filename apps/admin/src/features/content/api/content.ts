// /api/admin/pages and /api/admin/faq: brand pages and FAQ entries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminFaqItemSchema } from '@loyalty/contracts/admin';
import * as adminContentEndpoints from '@loyalty/contracts/endpoints/admin-content';
import { call } from '@admin/lib/api';

export type FaqItem = z.infer<typeof adminFaqItemSchema>;

export function usePages() {
  return useQuery({ queryKey: ['pages'], queryFn: () => call(adminContentEndpoints.adminGetPages, {}) });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen names the page it saved.
    meta: { ownToast: true },
    mutationFn: ({ id, ...change }: { id: number; title?: string; body_html?: string }) =>
      call(adminContentEndpoints.adminPatchPagesById, { params: { id }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pages'] }),
  });
}

export function useFaq(brand: 'glo' | 'ogo') {
  return useQuery({
    queryKey: ['faq', brand],
    queryFn: () => call(adminContentEndpoints.adminGetFaq, { query: { brand } }),
  });
}

export function useFaqMutations() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['faq'] });
  // The screen names the entry it changed.
  const meta = { ownToast: true };
  return {
    create: useMutation({
      meta,
      mutationFn: (input: Omit<FaqItem, 'id'>) => call(adminContentEndpoints.adminPostFaq, { body: input }),
      onSuccess: done,
    }),
    update: useMutation({
      meta,
      mutationFn: ({ id, ...change }: Partial<FaqItem> & { id: number }) =>
        call(adminContentEndpoints.adminPatchFaqById, { params: { id }, body: change }),
      onSuccess: done,
    }),
    remove: useMutation({
      meta,
      mutationFn: (id: number) => call(adminContentEndpoints.adminDeleteFaqById, { params: { id } }),
      onSuccess: done,
    }),
  };
}
