// POST /api/shop/search-products {product, query}: the brand's products by name (the shop's search field).
import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { SearchProductsBody } from '@loyalty/contracts/catalog';
import * as catalogEndpoints from '@loyalty/contracts/endpoints/catalog';
import { call } from '@/lib/api-client';
import { catalogQueryRoot } from '@/features/shop/api/get-products-by-collection';

export function useProductSearch(query: string, brand: Brand, enabled: boolean) {
  return useQuery({
    queryKey: [catalogQueryRoot, 'search', brand, query] as const,
    queryFn: ({ signal }) => {
      const body: SearchProductsBody = { product: brand, query };
      return call(catalogEndpoints.searchProducts, { body, signal });
    },
    enabled,
    staleTime: 60_000,
    // The last answer stays while the next is on its way: the grid does not blink at every letter.
    placeholderData: (previous) => previous,
  });
}
