// /api/admin/news: the list (drafts too), one item, create, edit (publish/unpublish), push. The cover pictures come
// from the brand's media library (./media.ts); the sanitised preview is lib/preview.ts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminNewsItemSchema, adminNewsListResponseSchema, type adminNewsBodySchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type NewsItem = z.infer<typeof adminNewsItemSchema>;
export type NewsInput = z.output<typeof adminNewsBodySchema>;

export function useNewsList(query: { page: number; sort: string; brand: string }) {
  return useQuery({
    queryKey: ['news', query],
    queryFn: () =>
      api({
        path: '/news',
        query: { ...query, brand: query.brand || undefined, per_page: 25 },
        schema: adminNewsListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: ['news-item', id],
    queryFn: () => api({ path: `/news/${id}`, schema: adminNewsItemSchema }),
    enabled: id !== null,
  });
}

export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself (the item's new state, the chosen picture).
    meta: { ownToast: true },
    mutationFn: (input: Partial<NewsInput>) =>
      id === null
        ? api({ method: 'POST', path: '/news', body: input, schema: adminNewsItemSchema })
        : api({ method: 'PATCH', path: `/news/${id}`, body: input, schema: adminNewsItemSchema }),
    onSuccess: (item) => {
      queryClient.setQueryData(['news-item', item.id], item);
      void queryClient.invalidateQueries({ queryKey: ['news'] });
      void queryClient.invalidateQueries({ queryKey: ['media'] });
    },
  });
}

export function usePushNews(id: number) {
  return useMutation({
    // The screen says the outcome itself (the item's new state, the chosen picture).
    meta: { ownToast: true },
    mutationFn: () => api({ method: 'POST', path: `/news/${id}/push`, schema: z.object({ queued: z.boolean() }) }),
  });
}
