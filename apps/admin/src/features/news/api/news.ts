// /api/admin/news: the list (drafts too), one item, create, edit (publish/unpublish), push; the news pictures; and the
// (the sanitised preview is lib/preview.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminNewsItemSchema, adminNewsListResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type NewsItem = z.infer<typeof adminNewsItemSchema>;
export interface NewsInput {
  brand: 'glo' | 'ogo';
  title: string;
  summary: string;
  body_html: string;
  image_src: string;
  published?: boolean;
}

export function useNewsList(page: number, sort: string) {
  return useQuery({
    queryKey: ['news', page, sort],
    queryFn: () => api({ path: '/news', query: { page, sort, per_page: 25 }, schema: adminNewsListResponseSchema }),
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

export function useNewsImages() {
  return useQuery({
    queryKey: ['news-images'],
    queryFn: () => api({ path: '/media/news', schema: z.object({ images: z.array(z.string()) }) }),
  });
}

export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<NewsInput>) =>
      id === null
        ? api({ method: 'POST', path: '/news', body: input, schema: adminNewsItemSchema })
        : api({ method: 'PATCH', path: `/news/${id}`, body: input, schema: adminNewsItemSchema }),
    onSuccess: (item) => {
      queryClient.setQueryData(['news-item', item.id], item);
      void queryClient.invalidateQueries({ queryKey: ['news'] });
    },
  });
}

export function usePushNews(id: number) {
  return useMutation({
    mutationFn: () => api({ method: 'POST', path: `/news/${id}/push`, schema: z.object({ queued: z.boolean() }) }),
  });
}
