// The shop's search results, as the same tiles as a category; loaded once the customer types (not the shop's first
// screen).
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { LoadError } from '@/components/ui/load-error';
import { useProductSearch } from '@/features/shop/api/search-products';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '@/features/shop/components/product-parts';

export default function ShopSearchResults({ query, brand }: { query: string; brand: Brand }) {
  const { t } = useTranslation();
  const search = useProductSearch(query, brand, true);
  if (search.isPending) return <ProductGridSkeleton count={4} />;
  if (search.isError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  const { products } = search.data;
  return (
    <section aria-live="polite" aria-busy={search.isPlaceholderData} data-testid="shop-search-results">
      {products.length === 0 ? (
        <p className="shop-empty" data-testid="shop-search-empty">
          {t('shop.search.empty', { query })}
        </p>
      ) : (
        <>
          <p className="shop-muted" data-testid="shop-search-count">
            {t('shop.search.resultsCount', { count: products.length })}
          </p>
          <ProductGrid>
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} slug={product.category} listName="search" eager={index < 2} />
            ))}
          </ProductGrid>
        </>
      )}
    </section>
  );
}
