// POST /api/shop/get-products-by-collection {collectionId, product, bonus}: a category list (the route's slug is its id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug, GetProductsByCollectionBody, GetProductsByCollectionResponse } from '@loyalty/contracts/catalog';
import * as catalogEndpoints from '@loyalty/contracts/endpoints/catalog';
import { call } from '@/lib/api-client';
import { isBonusCategory } from '@/features/shop/utils/catalog';

export const catalogQueryRoot = 'shop-catalog';

export async function getProductsByCollection(
  { slug, brand }: { slug: CategorySlug; brand: Brand },
  signal?: AbortSignal,
): Promise<GetProductsByCollectionResponse> {
  // Bonus categories list only what can be bought for XP (spec section 7 `bonus`). The body is typed from the contract
  // and made here from the route's own values; the request does not wait for zod (the answer is still checked).
  const body: GetProductsByCollectionBody = { collectionId: slug, product: brand, bonus: isBonusCategory(slug) };
  return call(catalogEndpoints.getProductsByCollection, { body, signal });
}

// NOTE: the server caches lists too; a minute on the device keeps back-and-forth between list and product instant.
export const productsByCollectionQueryOptions = (slug: CategorySlug, brand: Brand) =>
  queryOptions({
    queryKey: [catalogQueryRoot, 'collection', brand, slug] as const,
    queryFn: ({ signal }) => getProductsByCollection({ slug, brand }, signal),
    staleTime: 60_000,
  });

export function useProductsByCollection(slug: CategorySlug, brand: Brand, enabled = true) {
  return useQuery({ ...productsByCollectionQueryOptions(slug, brand), enabled });
}
