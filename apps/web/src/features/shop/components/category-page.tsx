// /shop/{slug}: a category list of the active brand with skeletons, prices in UAH or XP, add to cart and favourites;
// another brand's category sends the customer back to /shop, an empty list shows an empty state (not a 404). A sort
// (the shop's order, or by price either way) is kept in the address (?sort=), so "Назад" returns to the same order.
import { useEffect, useId, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import '@/lib/locales/shop';
import '@/styles/shop.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useSinglePacksOrdered } from '@/features/shop/api/get-single-packs-ordered';
import { useBrandShop } from '@/features/shop/stores/shop-store';
import { useProductsByCollection } from '@/features/shop/api/get-products-by-collection';
import { listAnalyticsItems, ProductCard, ProductGrid, ProductGridSkeleton } from '@/features/shop/components/product-parts';
import {
  categoryBrand,
  categoryFromPath,
  isProductOrder,
  productOrders,
  sortedProducts,
  type ProductOrder,
} from '@/features/shop/utils/catalog';
import { trackShop } from '@/features/shop/utils/shop-analytics';
import { OfflineFreshness } from '@/components/pwa/offline-freshness';

/** The ogo single-flavour packs, whose orders get-orders sums up as mixPackIds and mixQuant. */
const singlePacksSlug = 'ogo-sticks-single';

/** The list's order as chips (the product page's look), one choice. */
function SortChips({ value, onChange }: { value: ProductOrder; onChange(order: ProductOrder): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="variant-chips shop-sort" data-testid="category-sort">
      <legend className="visually-hidden">{t('shop.sortLabel')}</legend>
      {productOrders.map((order) => (
        <label key={order} className="variant-chip">
          <input
            type="radio"
            className="variant-chip__input"
            name={name}
            value={order}
            checked={order === value}
            onChange={() => onChange(order)}
            data-testid={`sort-${order}`}
          />
          <span className="variant-chip__label">{t(`shop.sort.${order}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brand = useBrandStore((state) => state.brand);
  // The routes are one per slug (features/shop/routes.ts), so the slug is the path's second segment.
  const slug = categoryFromPath(pathname);
  const ownCategory = slug !== null && categoryBrand(slug) === brand;
  const list = useProductsByCollection(slug ?? 'sticks', brand, ownCategory);
  const reportedList = useRef<string | null>(null);
  // Spec section 3: the single packs already ordered (mixPackIds, mixQuant) are kept per brand and marked in their list.
  const singlePacks = slug === singlePacksSlug && ownCategory;
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  useSinglePacksOrdered(brand, customerId, singlePacks);
  const { mixPackIds, mixQuant } = useBrandShop(brand);
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort');
  const order: ProductOrder = isProductOrder(asked) ? asked : 'popular';
  const setOrder = (next: ProductOrder) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'popular') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (!list.isSuccess || slug === null) return;
    // One view_item_list per list shown (StrictMode and refetches would repeat it).
    const key = `${brand}:${slug}`;
    if (reportedList.current === key) return;
    reportedList.current = key;
    trackShop('view_item_list', listAnalyticsItems(list.data.products, slug), slug);
  }, [list.isSuccess, list.data, slug, brand]);

  if (!ownCategory) return <Navigate to="/shop" replace />;
  // A collection the operator has not set up yet answers 404: an index page is never a 404, it is just empty.
  const missingCollection = list.isError && isApiError(list.error) && list.error.status === 404;

  return (
    <div className="shop-page" data-testid="category-page">
      <h1 className="profile__title">{t(`shop.categories.${slug}`)}</h1>
      {list.isSuccess && <OfflineFreshness updatedAt={list.dataUpdatedAt} />}
      {singlePacks && mixQuant > 0 && (
        <p className="shop-muted" data-testid="single-packs-ordered">
          {t('shop.singlePacksOrdered', { count: mixQuant })}
        </p>
      )}
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : list.isLoadingError && !missingCollection ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : missingCollection || list.data === undefined || list.data.products.length === 0 ? (
        <p className="shop-empty" data-testid="category-empty">
          {t('shop.empty')}
        </p>
      ) : (
        <>
          {list.data.products.length > 1 && <SortChips value={order} onChange={setOrder} />}
          <ProductGrid>
            {sortedProducts(list.data.products, order).map((product, index) => (
              <ProductCard
                key={product.id}
                eager={index < 2}
                product={product}
                slug={slug}
                listName={slug}
                orderedBefore={singlePacks && mixPackIds.includes(product.id)}
              />
            ))}
          </ProductGrid>
        </>
      )}
    </div>
  );
}
