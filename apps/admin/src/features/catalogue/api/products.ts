// /api/admin/products: the catalogue as pickers read it — a brand's categories and products found by name, and the
// products a saved campaign names by product or variant id, so the editor shows names where the rules hold ids.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCatalogueCategory, AdminCatalogueProduct } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import * as adminCatalogueEndpoints from '@loyalty/contracts/endpoints/admin-catalogue';
import { call } from '@admin/lib/api';

export type { AdminCatalogueCategory, AdminCatalogueProduct };

/** Products offered per search: a picker's list, not the catalogue (a brand has hundreds). */
export const productSearchPage = 30;

/** The brand's categories and its products whose name contains `search` (all of them, a page, without one). */
export function useProductSearch(brand: Brand, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['admin-products', brand, q],
    queryFn: () =>
      call(adminCatalogueEndpoints.adminGetProducts, {
        query: { brand, q: q === '' ? undefined : q, limit: productSearchPage },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The products these product and variant ids name, whatever the brand (a chosen id keeps its name). */
export function useNamedProducts(productIds: readonly number[], variantIds: readonly number[]) {
  const ids = [...productIds].sort((a, b) => a - b);
  const variants = [...variantIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['admin-products-named', ids, variants],
    queryFn: () =>
      call(adminCatalogueEndpoints.adminGetProducts, {
        query: {
          ids: ids.length > 0 ? ids.join(',') : undefined,
          variant_ids: variants.length > 0 ? variants.join(',') : undefined,
          limit: 200,
        },
      }),
    enabled: ids.length + variants.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
