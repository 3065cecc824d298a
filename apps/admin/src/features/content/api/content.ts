// /api/admin/pages and /api/admin/faq: brand pages and FAQ entries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminFaqItemSchema,
  adminFaqResponseSchema,
  adminOkSchema,
  adminPageSchema,
  adminPagesResponseSchema,
} from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type FaqItem = z.infer<typeof adminFaqItemSchema>;

export function usePages() {
  return useQuery({ queryKey: ['pages'], queryFn: () => api({ path: '/pages', schema: adminPagesResponseSchema }) });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen names the page it saved.
    meta: { ownToast: true },
    mutationFn: ({ id, ...change }: { id: number; title?: string; body_html?: string }) =>
      api({ method: 'PATCH', path: `/pages/${id}`, body: change, schema: adminPageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pages'] }),
  });
}

export function useFaq(brand: 'glo' | 'ogo') {
  return useQuery({
    queryKey: ['faq', brand],
    queryFn: () => api({ path: '/faq', query: { brand }, schema: adminFaqResponseSchema }),
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
      mutationFn: (input: Omit<FaqItem, 'id'>) => api({ method: 'POST', path: '/faq', body: input, schema: adminFaqItemSchema }),
      onSuccess: done,
    }),
    update: useMutation({
      meta,
      mutationFn: ({ id, ...change }: Partial<FaqItem> & { id: number }) =>
        api({ method: 'PATCH', path: `/faq/${id}`, body: change, schema: adminFaqItemSchema }),
      onSuccess: done,
    }),
    remove: useMutation({
      meta,
      mutationFn: (id: number) => api({ method: 'DELETE', path: `/faq/${id}`, schema: adminOkSchema }),
      onSuccess: done,
    }),
  };
}
