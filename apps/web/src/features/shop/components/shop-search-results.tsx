// The shop's search results, as the same tiles as a category: what is bought with money first, what is bought with
// points in a section of its own after it; under a search that found nothing, the categories to go on from. Loaded
// once the customer types (not the shop's first screen).
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { Product } from '@loyalty/contracts/catalog';
import { LoadError } from '@/components/ui/load-error';
import { useProductSearch } from '@/features/shop/api/search-products';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '@/features/shop/components/product-parts';
import { isPricedInXp } from '@/features/shop/utils/catalog';

/** Products bought with points: every variant priced in XP. */
export function boughtWithPoints(product: Pick<Product, 'variants'>): boolean {
  return product.variants.every(isPricedInXp);
}

export default function ShopSearchResults({ query, brand, whenEmpty }: { query: string; brand: Brand; whenEmpty?: ReactNode }) {
  const { t } = useTranslation();
  const search = useProductSearch(query, brand, true);
  if (search.isPending) return <ProductGridSkeleton count={4} />;
  if (search.isLoadingError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  const { products } = search.data;
  const forMoney = products.filter((product) => !boughtWithPoints(product));
  const forPoints = products.filter(boughtWithPoints);
  return (
    <section aria-live="polite" aria-busy={search.isPlaceholderData} data-testid="shop-search-results">
      {products.length === 0 ? (
        <>
          <p className="shop-empty" data-testid="shop-search-empty">
            {t('shop.search.empty', { query })}
          </p>
          {whenEmpty}
        </>
      ) : (
        <>
          <p className="shop-muted" data-testid="shop-search-count">
            {t('shop.search.resultsCount', { count: products.length })}
          </p>
          {forMoney.length > 0 && (
            <ProductGrid>
              {forMoney.map((product, index) => (
                <ProductCard key={product.id} product={product} slug={product.category} listName="search" eager={index < 2} />
              ))}
            </ProductGrid>
          )}
          {forPoints.length > 0 && (
            <section className="shop-search__points" aria-labelledby="shop-search-points" data-testid="shop-search-points">
              <h2 className="shop-section-title" id="shop-search-points">
                {t('shop.search.forPoints')}
              </h2>
              <ProductGrid>
                {forPoints.map((product) => (
                  <ProductCard key={product.id} product={product} slug={product.category} listName="search" />
                ))}
              </ProductGrid>
            </section>
          )}
        </>
      )}
    </section>
  );
}
