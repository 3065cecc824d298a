// POST /api/shop/get-product-by-id {id, product}: a product page; 404 for an unknown id or another brand's product.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { GetProductByIdBody, Product } from '@loyalty/contracts/catalog';
import * as catalogEndpoints from '@loyalty/contracts/endpoints/catalog';
import { isApiError, call } from '@/lib/api-client';
import { takePreloadedAnswer } from '@/lib/preloaded-answers';
import { catalogQueryRoot } from '@/features/shop/api/get-products-by-collection';

export async function getProductById({ id, brand }: { id: number; brand: Brand }, signal?: AbortSignal): Promise<Product> {
  // Typed from the contract and made from the route's checked id; the request does not wait for zod's chunk.
  const body: GetProductByIdBody = { id, product: brand };
  const answer = await call(catalogEndpoints.getProductById, { body, signal });
  return answer.product;
}

/** The server's "no such product": the page shows 404 (or the velo choice), not a load error with a retry. */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export const productByIdQueryOptions = (id: number, brand: Brand) =>
  queryOptions({
    queryKey: [catalogQueryRoot, 'product', brand, id] as const,
    queryFn: ({ signal }) => getProductById({ id, brand }, signal),
    // The server sends a product page's answer with the page (the same serialization as the call's): no round trip
    // before the first paint. The key is apps/api's productAnswerKey.
    initialData: () => takePreloadedAnswer<Product>(`product:${brand}:${id}`),
    staleTime: 60_000,
    // A 404 is an answer, not a hiccup: asking again would only delay the not-found page.
    retry: (failureCount, error) => !isProductNotFound(error) && failureCount < 2,
  });

export function useProductById(id: number | null, brand: Brand) {
  return useQuery({ ...productByIdQueryOptions(id ?? 0, brand), enabled: id !== null });
}
