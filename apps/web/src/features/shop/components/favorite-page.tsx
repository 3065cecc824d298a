// /shop/favorite: the favourite products of the active brand's customer record (the favoriteList metafield); the
// heart on each card removes it again, optimistically, with the rollback in save-favorites.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '@loyalty/contracts/catalog';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/shop';
import '@/styles/shop.css';
import { useBrandStore } from '@/stores/brand-store';
import { useCustomerId, useFavorites } from '@/features/shop/api/get-favorites';
import { isProductNotFound, productByIdQueryOptions } from '@/features/shop/api/get-product-by-id';
import { listAnalyticsItems, ProductCard, ProductGrid, ProductGridSkeleton } from '@/features/shop/components/product-parts';
import { trackShop } from '@/features/shop/utils/shop-analytics';

const listName = 'favorite';

export default function FavoritePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const customerId = useCustomerId(brand);
  const favorites = useFavorites(brand);
  const ids = favorites.data ?? [];
  const products = useQueries({
    queries: ids.map((id) => productByIdQueryOptions(id, brand)),
  });
  const loading = favorites.isPending || products.some((query) => query.isPending);
  // A favourite that is no longer sold (404) is simply not shown; other failures offer a retry.
  const failed = products.find((query) => query.isError && !isProductNotFound(query.error));
  const shown = products.flatMap((query) => (query.data ? [query.data] : [])) satisfies Product[];
  const reported = useRef(false);

  useEffect(() => {
    if (loading || reported.current || shown.length === 0) return;
    reported.current = true;
    trackShop('view_item_list', listAnalyticsItems(shown, listName), listName);
  }, [loading, shown]);

  if (customerId === null) {
    return (
      <div className="shop-page" data-testid="favorite-page">
        <h1 className="profile__title">{t('shop.links.favorites')}</h1>
        <p className="shop-empty">{t('shop.favorites.noRecord')}</p>
      </div>
    );
  }

  return (
    <div className="shop-page" data-testid="favorite-page">
      <h1 className="profile__title">{t('shop.links.favorites')}</h1>
      {favorites.isError ? (
        <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : loading ? (
        <ProductGridSkeleton count={Math.min(Math.max(ids.length, 2), 6)} />
      ) : failed?.isError ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : shown.length === 0 ? (
        <p className="shop-empty" data-testid="favorites-empty">
          {t('shop.favorites.empty')}
        </p>
      ) : (
        <ProductGrid>
          {shown.map((product, index) => (
            <ProductCard key={product.id} product={product} slug={product.category} listName={listName} eager={index < 2} />
          ))}
        </ProductGrid>
      )}
    </div>
  );
}
