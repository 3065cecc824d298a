// /shop/{slug}/{id}: a product with its image, description, variants, count, add to cart and favourite. Not found (no
// such product, another brand's or another category's) is the app's 404, except on ogo-velo pages, which show the
// velo choice; those pages also honour `discount` (the ogo promo code) and `rev_code` (a referral code).
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { CategorySlug, Product } from '@loyalty/contracts/catalog';
import { recordIdFrom } from '@/lib/record-id';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { LoadError } from '@/components/ui/load-error';
import { notify } from '@/lib/notify';
import '@/lib/locales/shop';
import '@/styles/shop.css';
import { canSwitchBrand, switchBrand, useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { isProductNotFound, useProductById } from '@/features/shop/api/get-product-by-id';
import {
  AddToCart,
  FavoriteButton,
  ProductImage,
  ProductPageSkeleton,
  VeloOfferBadge,
} from '@/features/shop/components/product-parts';
import { pictureSizes } from '@/components/ui/picture';
import { VeloChoice } from '@/features/shop/components/velo-choice';
import { useShopStore } from '@/features/shop/stores/shop-store';
import {
  categoryBrand,
  categoryFromPath,
  defaultVariant,
  productAnalyticsItem,
  productBelongsTo,
  veloCategory,
} from '@/features/shop/utils/catalog';
import { trackShop } from '@/features/shop/utils/shop-analytics';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';

/** Longest promo or referral code kept from a link; anything longer is not a code of ours. */
const maxLinkCodeLength = 64;

function linkCode(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return code !== '' && code.length <= maxLinkCodeLength ? code : null;
}

/** Spec section 1: the velo page keeps `discount` as the ogo promo code and `rev_code` as the referral promo code. */
function useVeloLinkCodes(active: boolean) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const discount = linkCode(params.get('discount'));
  const revCode = linkCode(params.get('rev_code'));
  const stored = useRef<string | null>(null);

  useEffect(() => {
    if (!active || (discount === null && revCode === null)) return;
    // One notice per link, however often the page renders.
    const key = `${discount ?? ''}|${revCode ?? ''}`;
    if (stored.current === key) return;
    stored.current = key;
    const { update } = useShopStore.getState();
    if (discount !== null) {
      update('ogo', { promocode: discount });
      notify.info(t('shop.promoStored', { code: discount }));
    }
    if (revCode !== null) {
      update('ogo', { mgmPromoCode: revCode });
      // The cart's referrer guard keeps codes of `ref` / `rev_code` links here as well; one code, two readers.
      useSessionStore.getState().rememberReferralCode(revCode);
      notify.info(t('shop.referralStored', { code: revCode }));
    }
  }, [active, discount, revCode, t]);
}

function ProductDetails({ product, listName }: { product: Product; listName: CategorySlug }) {
  const { t } = useTranslation();
  const reported = useRef<number | null>(null);
  // The page holds the picked variant so that the picture shows it.
  const [variantId, setVariantId] = useState(() => defaultVariant(product).id);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? defaultVariant(product);

  useEffect(() => {
    if (reported.current === product.id) return;
    reported.current = product.id;
    trackShop('view_item', [productAnalyticsItem(product, defaultVariant(product), listName)], listName);
  }, [product, listName]);

  return (
    <article className="product-page" data-testid="product-page">
      <div className="product-page__media">
        <ProductImage product={product} variant={variant} eager sizes={pictureSizes.column} />
      </div>
      {/* The heart beside the title, as shops put it: the photo's top corner, where the toast shows, holds nothing to tap. */}
      <div className="product-page__head">
        <h1 className="profile__title" data-testid="product-title">
          {keepNumbersWithUnits(product.title)}
        </h1>
        <FavoriteButton product={product} />
      </div>
      <VeloOfferBadge product={product} />
      <AddToCart product={product} listName={listName} withCount variantId={variant.id} onVariantChange={setVariantId} />
      {product.description && (
        <section className="product-page__description">
          <h2 className="product-page__subtitle">{t('shop.product.description')}</h2>
          <p>{product.description}</p>
        </section>
      )}
      <Link className="shop-link" to={`/shop/${listName}`}>
        {t('shop.allInCategory', { category: t(`shop.categories.${listName}`) })}
      </Link>
    </article>
  );
}

export default function ProductPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const queryClient = useQueryClient();
  const brand = useBrandStore((state) => state.brand);
  const slug = categoryFromPath(pathname);
  const id = recordIdFrom(params.id);
  const isVelo = slug === veloCategory;
  const slugBrand = slug === null ? null : categoryBrand(slug);
  const ownBrand = slugBrand === brand;
  // A velo link comes from the second brand's site: the app follows it into the ogo shop instead of turning it away.
  const switchToOgo = isVelo && !ownBrand && canSwitchBrand();

  useEffect(() => {
    if (switchToOgo) switchBrand(queryClient);
  }, [switchToOgo, queryClient]);
  useVeloLinkCodes(isVelo);

  const product = useProductById(ownBrand ? id : null, brand);

  if (slug === null) return <NotFoundScreen />;
  if (switchToOgo) return <ProductPageSkeleton />;
  if (!ownBrand) return <Navigate to="/shop" replace />;

  const notFound =
    id === null ||
    (product.isError && isProductNotFound(product.error)) ||
    (product.isSuccess && !productBelongsTo(product.data, slug));
  if (notFound) {
    return isVelo ? (
      <div className="shop-page" data-testid="velo-fallback">
        <VeloChoice />
      </div>
    ) : (
      <NotFoundScreen />
    );
  }
  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isLoadingError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductDetails product={product.data} listName={slug} />;
}
