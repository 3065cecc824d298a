// /api/admin/news: the list (drafts too), one item, create, edit (publish/unpublish), push. The cover pictures come
// from the brand's media library (./media.ts); the sanitised preview is lib/preview.ts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminNewsItemSchema } from '@loyalty/contracts/admin';
import { type adminNewsBodySchema } from '@loyalty/contracts/admin';
import * as adminNewsEndpoints from '@loyalty/contracts/endpoints/admin-news';
import { call } from '@admin/lib/api';

export type NewsItem = z.infer<typeof adminNewsItemSchema>;
export type NewsInput = z.output<typeof adminNewsBodySchema>;

export function useNewsList(query: { page: number; sort: string; brand: string }) {
  return useQuery({
    queryKey: ['news', query],
    queryFn: () => call(adminNewsEndpoints.adminGetNews, { query: { ...query, brand: query.brand || undefined, per_page: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: ['news-item', id],
    queryFn: () => call(adminNewsEndpoints.adminGetNewsById, { params: { id: id ?? 0 } }),
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
        ? // A new item's form holds every field; the server checks them.
          call(adminNewsEndpoints.adminPostNews, { body: input as NewsInput })
        : call(adminNewsEndpoints.adminPatchNewsById, { params: { id }, body: input }),
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
    mutationFn: () => call(adminNewsEndpoints.adminPostNewsByIdPush, { params: { id } }),
  });
}
