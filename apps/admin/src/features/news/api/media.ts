// /api/admin/media: one brand's media library to pick a cover from, and an upload into it (multipart: the server
// checks the bytes, re-encodes to WebP and strips the metadata).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { type MediaKind } from '@loyalty/contracts/media';
import * as mediaEndpoints from '@loyalty/contracts/endpoints/media';
import { call } from '@admin/lib/api';

export function useMediaLibrary(brand: Brand, page: number) {
  return useQuery({
    queryKey: ['media', brand, page],
    queryFn: () => call(mediaEndpoints.mediaGet, { query: { brand, kind: 'cover', page, per_page: 12 } }),
  });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says the outcome itself (the item's new state, the chosen picture).
    meta: { ownToast: true },
    mutationFn: ({ brand, kind = 'cover', file }: { brand: Brand; kind?: MediaKind; file: File }) => {
      const form = new FormData();
      form.set('brand', brand);
      form.set('kind', kind);
      form.set('file', file);
      return call(mediaEndpoints.media, { formData: form });
    },
    onSuccess: (item) => void queryClient.invalidateQueries({ queryKey: ['media', item.brand] }),
  });
}
