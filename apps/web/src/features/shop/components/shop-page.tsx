// /shop: a search over the brand's products, the categories as tiles, a few featured products, and the ways to
// favourites and, for ogo, the velo choice (the cart is the bottom bar's). The cart's prices are refreshed here (spec
// section 4).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { productSearchMinLength, productSearchMaxLength } from '@loyalty/contracts/catalog-search';
import { categoryImagePath, categoryImageSize } from '@loyalty/domain/media-image';
import { eagerCategoryTiles } from '@/lib/first-screen-pictures';
import { Picture, pictureSizes } from '@/components/ui/picture';
import '@/lib/locales/shop';
import '@/styles/shop.css';
import { useBrandStore } from '@/stores/brand-store';
import { useProductsByCollection } from '@/features/shop/api/get-products-by-collection';
import { useCartRefresh } from '@/features/shop/hooks/use-cart-refresh';
import { useAfterFirstPaint } from '@/features/shop/hooks/use-after-first-paint';
import { listAnalyticsItems, ProductCard, ProductGrid, ProductGridSkeleton } from '@/features/shop/components/product-parts';
import { storeSearchDebounceMs } from '@/config/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { brandCategories } from '@/features/shop/utils/catalog';
import { trackShop } from '@/features/shop/utils/shop-analytics';

/** The results come with the first search: the shop's first screen does not carry them. */
const ShopSearchResults = lazy(() => import('@/features/shop/components/shop-search-results'));

/** The search text lives in the address (?q=), so "Назад" from a product returns to the same results. */
function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const setText = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete('q');
        else updated.set('q', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [text, setText];
}

/** The list whose first products the catalogue shows: glo's curated popular list, ogo's velo flavours. */
const featuredCategory: Record<Brand, CategorySlug> = { glo: 'popular', ogo: 'ogo-velo' };
const featuredCount = 4;

function Featured({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const slug = featuredCategory[brand];
  const list = useProductsByCollection(slug, brand);
  const products = list.data?.products.slice(0, featuredCount) ?? [];
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!list.isSuccess || reported.current === brand) return;
    reported.current = brand;
    trackShop('view_item_list', listAnalyticsItems(products, slug), slug);
  }, [list.isSuccess, products, slug, brand]);

  // The featured strip is a bonus on top of the tiles: a failure or an empty list simply leaves it out.
  if (list.isError || (list.isSuccess && products.length === 0)) return null;
  return (
    <section className="shop-featured" data-testid="shop-featured">
      <h2 className="shop-section-title">{t('shop.featured')}</h2>
      {list.isPending ? (
        <ProductGridSkeleton count={featuredCount} />
      ) : (
        <ProductGrid>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} slug={slug} listName={slug} eager={index < 2} />
          ))}
        </ProductGrid>
      )}
      <Link className="shop-link" to={`/shop/${slug}`}>
        {t('shop.allInCategory', { category: t(`shop.categories.${slug}`) })}
      </Link>
    </section>
  );
}

/** The brand's categories as picture tiles: the shop's first screen, and the way on under a search that found nothing. */
function CategoryTiles({ brand, afterFirstPaint }: { brand: Brand; afterFirstPaint: boolean }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="shop-section-title">{t('shop.categoriesTitle')}</h2>
      <ul className="category-tiles" data-testid="category-tiles">
        {brandCategories(brand).map((slug, index) => (
          <li key={slug}>
            <Link className="category-tile" to={`/shop/${slug}`} data-testid={`category-${slug}`}>
              {/* Found by the slug (decision 0031); the label names the category, so the picture is decoration. */}
              <Picture
                className="category-tile__image"
                src={categoryImagePath(slug)}
                alt=""
                width={categoryImageSize.width}
                height={categoryImageSize.height}
                sizes={pictureSizes.gridCard}
                eager={index < eagerCategoryTiles}
                deferred={index >= eagerCategoryTiles && !afterFirstPaint}
              />
              <span className="category-tile__label">{t(`shop.categories.${slug}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ShopPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  useCartRefresh(brand);
  // The tiles below the first row are asked for after the first paint (decision 0024,): asked for with it,
  // Lighthouse's simulation started them with the document and gave them connections the scripts needed.
  const afterFirstPaint = useAfterFirstPaint();
  const [text, setText] = useSearchText();
  const query = useDebouncedValue(text.trim(), storeSearchDebounceMs);
  const searching = query.length >= productSearchMinLength;

  return (
    <div className="shop-page" data-testid="shop-page">
      <h1 className="profile__title">{t('shop.title')}</h1>
      <div className="shop-search" role="search">
        <label className="visually-hidden" htmlFor="shop-search">
          {t('shop.search.label')}
        </label>
        <div className="shop-search__field">
          <Search className="shop-search__icon" size={20} aria-hidden="true" />
          <input
            id="shop-search"
            className="field__input shop-search__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={productSearchMaxLength}
            placeholder={t('shop.search.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="shop-search"
          />
          {text !== '' && (
            <button
              type="button"
              className="shop-search__clear"
              aria-label={t('shop.search.clear')}
              onClick={() => {
                setText('');
                document.getElementById('shop-search')?.focus();
              }}
              data-testid="shop-search-clear"
            >
              <X size={18} aria-hidden="true" />
            </button>
          )}
        </div>
        {text.trim().length > 0 && text.trim().length < productSearchMinLength && (
          <p className="shop-muted" data-testid="shop-search-hint">
            {t('shop.search.tooShort')}
          </p>
        )}
      </div>
      {searching ? (
        <Suspense fallback={<ProductGridSkeleton count={4} />}>
          <ShopSearchResults
            key={brand}
            query={query}
            brand={brand}
            whenEmpty={<CategoryTiles brand={brand} afterFirstPaint={afterFirstPaint} />}
          />
        </Suspense>
      ) : (
        <>
          <nav className="shop-actions" aria-label={t('shop.title')}>
            <Link className="shop-action" to="/shop/favorite" data-testid="shop-favorites-link">
              {t('shop.links.favorites')}
            </Link>
            {brand === 'ogo' && (
              <Link className="shop-action" to="/shop/choose-velo">
                {t('shop.links.chooseVelo')}
              </Link>
            )}
          </nav>
          <CategoryTiles brand={brand} afterFirstPaint={afterFirstPaint} />
          <Featured key={brand} brand={brand} />
        </>
      )}
    </div>
  );
}
