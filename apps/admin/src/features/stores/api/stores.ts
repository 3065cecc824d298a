// /api/admin/stores: a brand's sales points and brand stores (paged, by kind, searched), and one created, edited or
// deleted. The customer app's lists read the same table.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminStore, adminStoreBodySchema, adminStorePatchSchema } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import * as adminStoreEndpoints from '@loyalty/contracts/endpoints/admin-store';
import { call } from '@admin/lib/api';

export type Store = AdminStore;
export type StoreKind = Store['kind'];
export type StoreInput = z.input<typeof adminStoreBodySchema>;
export type StoreChange = z.input<typeof adminStorePatchSchema>;

export interface StoreListQuery {
  brand: Brand;
  /** Empty: both kinds. */
  kind: StoreKind | '';
  q: string;
  sort: 'position' | 'name' | 'city';
  page: number;
}

export function useStoreList(query: StoreListQuery) {
  return useQuery({
    queryKey: ['stores', query],
    queryFn: () =>
      call(adminStoreEndpoints.adminGetStores, {
        query: { ...query, kind: query.kind || undefined, q: query.q.trim(), per_page: 25 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStoreMutations() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['stores'] });
  // The screen names the store it changed.
  const meta = { ownToast: true };
  return {
    create: useMutation({
      meta,
      mutationFn: (input: StoreInput) => call(adminStoreEndpoints.adminPostStores, { body: input }),
      onSuccess: done,
    }),
    update: useMutation({
      meta,
      mutationFn: ({ brand, id, change }: { brand: Brand; id: number; change: StoreChange }) =>
        call(adminStoreEndpoints.adminPatchStoresByBrandById, { params: { brand, id }, body: change }),
      onSuccess: done,
    }),
    remove: useMutation({
      meta,
      mutationFn: ({ brand, id }: { brand: Brand; id: number }) =>
        call(adminStoreEndpoints.adminDeleteStoresByBrandById, { params: { brand, id } }),
      onSuccess: done,
    }),
  };
}
