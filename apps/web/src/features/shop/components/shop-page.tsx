// /shop: the active brand's categories as tiles, a few featured products, and the ways to favourites, the cart (with
// its item count) and, for ogo, the velo choice. The cart's prices are refreshed here (spec section 4).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { totals } from '@loyalty/domain/shop/cart';
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
import { useShopStore } from '@/features/shop/stores/shop-store';
import { brandCategories } from '@/features/shop/utils/catalog';
import { trackShop } from '@/features/shop/utils/shop-analytics';

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

export default function ShopPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const cartItems = useShopStore((state) => totals(state[brand].cart).items);
  useCartRefresh(brand);
  // The tiles below the first row are asked for after the first paint (decision 0024,): asked for with it,
  // Lighthouse's simulation started them with the document and gave them connections the scripts needed.
  const afterFirstPaint = useAfterFirstPaint();

  return (
    <div className="shop-page" data-testid="shop-page">
      <h1 className="profile__title">{t('shop.title')}</h1>
      <nav className="shop-actions" aria-label={t('shop.title')}>
        <Link className="shop-action" to="/shop/favorite" data-testid="shop-favorites-link">
          {t('shop.links.favorites')}
        </Link>
        <Link className="shop-action" to="/shop/cart" data-testid="shop-cart-link">
          {t('shop.links.cart')}
          <span className="shop-action__badge" data-testid="shop-cart-count">
            {t('shop.links.cartCount', { count: cartItems })}
          </span>
        </Link>
        {brand === 'ogo' && (
          <Link className="shop-action" to="/shop/choose-velo">
            {t('shop.links.chooseVelo')}
          </Link>
        )}
      </nav>
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
      <Featured key={brand} brand={brand} />
    </div>
  );
}
