// What the catalogue pages share: the sized lazy image, the price (UAH or XP), the VELO-30 badge, the favourite button,
// the add-to-cart controls with the variant picker, the product card and the loading skeletons.
// One module on purpose: each small chunk a lazy page needs costs the first screen a line in the entry's preload table.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { CategorySlug, Product } from '@loyalty/contracts/catalog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useFavorites } from '@/features/shop/api/get-favorites';
import { toggledFavorites, useToggleFavorite } from '@/features/shop/api/save-favorites';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { useMissingXp } from '@/features/shop/hooks/use-missing-xp';
import {
  cartLineFor,
  defaultVariant,
  isPricedInXp,
  productAnalyticsItem,
  type ProductVariant,
  variantImageSrc,
} from '@/features/shop/utils/catalog';
import { trackShop } from '@/features/shop/utils/shop-analytics';
import { formatXp } from '@loyalty/client/format';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { veloPromoEligible, veloPromoPercent } from '@loyalty/domain/shop/promo';
import { veloPromo } from '@loyalty/domain/constants';
import { formatUah } from '@/lib/format/uah';

/**
 * Width and height come from the catalogue, so the box is reserved before the picture arrives (no layout shift). With a
 * variant, its own picture: the product page switches it when the customer picks another variant.
 */
export function ProductImage({
  product,
  variant,
  eager = false,
  sizes = pictureSizes.gridCard,
}: {
  product: Product;
  variant?: ProductVariant;
  eager?: boolean;
  sizes?: string;
}) {
  const { image } = product;
  const alt = image.alt || product.title;
  return (
    <Picture
      className="product-image"
      src={variantImageSrc(product, variant)}
      alt={variant && product.variants.length > 1 ? `${alt}, ${variant.title}` : alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      eager={eager}
    />
  );
}

export function VariantPrice({ variant }: { variant: ProductVariant }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="product-price" data-testid="product-price">
      {isPricedInXp(variant) ? formatXp(variant.bonuses, i18n.language) : formatUah({ t, i18n }, variant.price)}
    </span>
  );
}

/** Marks a product the VELO-30 code discounts (spec section 9: ogo, the discount tag), so the offer is found. */
export function VeloOfferBadge({ product }: { product: Pick<Product, 'brand' | 'tags'> }) {
  const { t } = useTranslation();
  if (product.brand !== 'ogo' || !veloPromoEligible(product)) return null;
  return (
    <span className="offer-badge" data-testid="velo-offer-badge">
      {t('shop.veloOffer', { percent: veloPromoPercent, code: veloPromo.code })}
    </span>
  );
}

export function FavoriteButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const favorites = useFavorites(product.brand);
  const toggle = useToggleFavorite(product.brand);
  const ids = favorites.data ?? [];
  const active = ids.includes(product.id);
  // Until the list is known a toggle would overwrite it with a list of one; the button waits for it.
  const ready = favorites.isSuccess;
  return (
    <button
      type="button"
      className={`favorite-button${active ? ' favorite-button--active' : ''}`}
      aria-pressed={active}
      aria-label={active ? t('shop.favorites.remove') : t('shop.favorites.add')}
      title={favorites.fetchStatus === 'idle' && !ready ? t('shop.favorites.noRecord') : undefined}
      disabled={!ready}
      data-testid="favorite-toggle"
      onClick={() => toggle.mutate({ productId: product.id, ids: toggledFavorites(ids, product.id) })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.6.7-1.5 2.2-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

interface AddToCartProps {
  product: Product;
  /** The list the customer saw the product in, for analytics (a category slug, favourites, the product page). */
  listName: string;
  /** The product page lets the customer choose a count; cards add one at a time. */
  withCount?: boolean;
  /** The picked variant when the page holds it (the product page shows its picture); otherwise kept here. */
  variantId?: number;
  onVariantChange?(variantId: number): void;
}

/** Puts a variant into the cart of the product's brand, reports add_to_cart and offers the way to the cart. */
export function useAddToCart(listName: string) {
  const { t } = useTranslation();
  const addToCart = useShopStore((state) => state.addToCart);
  const navigate = useNavigate();
  return (product: Product, variant: ProductVariant, count = 1) => {
    addToCart(product.brand, cartLineFor(product, variant, count));
    trackShop('add_to_cart', [productAnalyticsItem(product, variant, listName, count)], listName);
    notify.success(t('shop.added'), {
      page: true,
      action: { label: t('shop.toCart'), onClick: () => void navigate('/shop/cart'), testId: 'toast-to-cart' },
    });
  };
}

/** Adds the chosen variant to the cart of the product's brand; several variants get a picker first. */
export function AddToCart({ product, listName, withCount = false, ...controlled }: AddToCartProps) {
  const { t, i18n } = useTranslation();
  const pickerId = useId();
  const addVariant = useAddToCart(listName);
  const [ownVariantId, setOwnVariantId] = useState(() => defaultVariant(product).id);
  const variantId = controlled.variantId ?? ownVariantId;
  const setVariantId = (id: number) => {
    setOwnVariantId(id);
    controlled.onVariantChange?.(id);
  };
  const [count, setCount] = useState(1);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? defaultVariant(product);

  // A good bought with points the balance cannot cover (with the points already in the cart) is locked with what is
  // missing, as the exchange locks a reward, rather than refused at the end of checkout.
  const missing = useMissingXp(product.brand, variant.bonuses * count);
  const missingXp = isPricedInXp(variant) ? missing : 0;

  function add() {
    addVariant(product, variant, count);
    setCount(1);
  }

  return (
    <div className="add-to-cart" data-testid="add-to-cart">
      {product.variants.length > 1 && (
        <VariantChips
          name={pickerId}
          label={t('shop.variant')}
          variants={product.variants}
          value={variant.id}
          onChange={setVariantId}
        />
      )}
      <VariantPrice variant={variant} />
      {/* The count beside the button, as shops put it: one row to act on, the stepper at its own size. */}
      <div className="add-to-cart__buy">
        {withCount && <CountStepper count={count} onChange={setCount} label={t('shop.count')} testId="product-count" />}
        <Button onClick={add} disabled={!variant.available || missingXp > 0} data-testid="add-to-cart-button">
          {!variant.available
            ? t('shop.unavailable')
            : missingXp > 0
              ? t('shop.needMoreXp', { amount: formatXp(missingXp, i18n.language) })
              : t('shop.addToCart')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The variants as chips: every name whole, in the app's font, the unavailable ones struck through. Radios
 * underneath, so a screen reader and the arrow keys treat them as one choice.
 */
export function VariantChips({
  name,
  label,
  variants,
  value,
  onChange,
}: {
  name: string;
  label: string;
  variants: readonly ProductVariant[];
  value: number;
  onChange(variantId: number): void;
}) {
  return (
    <fieldset className="variant-chips" data-testid="variant-picker">
      <legend className="visually-hidden">{label}</legend>
      {variants.map((option) => (
        <label key={option.id} className="variant-chip">
          <input
            type="radio"
            className="variant-chip__input"
            name={name}
            value={option.id}
            checked={option.id === value}
            disabled={!option.available}
            onChange={() => onChange(option.id)}
            data-testid="variant-option"
          />
          <span className="variant-chip__label">{option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface CountStepperProps {
  count: number;
  onChange(count: number): void;
  label: string;
  /** The lowest count; a product page and a cart line start at 1, the velo choice at 0. */
  min?: number;
  testId?: string;
  /** Test ids of the parts, where journeys already know them (the cart line's). */
  partTestIds?: { decrement: string; increment: string; value: string };
}

/** The one count control of the shop: the product page, the cart lines and the velo choice. */
export function CountStepper({ count, onChange, label, min = 1, testId, partTestIds }: CountStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="count-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className="count-stepper__button"
        aria-label={t('shop.decrease')}
        disabled={count <= min}
        onClick={() => onChange(Math.max(min, count - 1))}
        data-testid={partTestIds?.decrement}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="count-stepper__value" aria-live="polite" data-testid={partTestIds?.value}>
        {count}
      </output>
      <button
        type="button"
        className="count-stepper__button"
        aria-label={t('shop.increase')}
        // A cart line is a whole number of packs; 99 keeps a slip of the thumb from ordering a crate.
        disabled={count >= 99}
        onClick={() => onChange(Math.min(99, count + 1))}
        data-testid={partTestIds?.increment}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export function productPath(slug: CategorySlug, product: Pick<Product, 'id'>): string {
  return `/shop/${slug}/${product.id}`;
}

/** The variant chooser over a list, loaded on its first use. */
const VariantSheet = lazy(() => import('@/features/shop/components/variant-sheet'));

/**
 * A product in a list, light as shop tiles are: picture, name, price, and a small cart button. The button adds a
 * product of one variant at once, and opens a sheet with the variant chips over the list for one with several: the
 * customer adds without losing their place.
 */
export function ProductCard({
  product,
  slug,
  listName,
  orderedBefore = false,
  eager = false,
}: {
  product: Product;
  slug: CategorySlug;
  listName: string;
  /** A single pack the customer has ordered before (mixPackIds): marked so a favourite is found again. */
  orderedBefore?: boolean;
  /** In the grid's first row: its picture is on the first screen. */
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const addVariant = useAddToCart(listName);
  const [choosing, setChoosing] = useState(false);
  const variant = defaultVariant(product);
  const path = productPath(slug, product);
  const title = keepNumbersWithUnits(product.title);
  const oneVariant = product.variants.length === 1;
  const missing = useMissingXp(product.brand, variant.bonuses);
  // A good for points the balance cannot cover: locked with what is missing, as the exchange locks a reward.
  const missingXp = oneVariant && isPricedInXp(variant) ? missing : 0;
  const needMore = missingXp > 0 ? t('shop.needMoreXp', { amount: formatXp(missingXp, i18n.language) }) : null;
  return (
    <article className="product-card" data-testid="product-card">
      <Link className="product-card__link" to={path}>
        <ProductImage product={product} variant={variant} eager={eager} />
        <h2 className="product-card__title">{title}</h2>
      </Link>
      <FavoriteButton product={product} />
      <div className="product-card__badges">
        <VeloOfferBadge product={product} />
        {orderedBefore && (
          <span className="product-card__badge" data-testid="ordered-before">
            {t('shop.orderedBefore')}
          </span>
        )}
      </div>
      <div className="product-card__foot">
        <div className="product-card__price">
          <VariantPrice variant={variant} />
          {/* The catalogue has no colour values for dots: the count says a choice waits on the product page. */}
          {!oneVariant && (
            <span className="product-card__variants" data-testid="product-card-variants">
              {t('shop.variantCount', { count: product.variants.length })}
            </span>
          )}
          {needMore && (
            <span className="product-card__variants" data-testid="product-card-missing-xp">
              {needMore}
            </span>
          )}
        </div>
        <button
          type="button"
          className="product-card__add"
          aria-label={
            needMore
              ? `${t('shop.addNamedToCart', { title: product.title })}: ${needMore}`
              : t('shop.addNamedToCart', { title: product.title })
          }
          disabled={(oneVariant && !variant.available) || missingXp > 0}
          aria-haspopup={oneVariant ? undefined : 'dialog'}
          onClick={() => (oneVariant ? addVariant(product, variant) : setChoosing(true))}
          data-testid="product-card-add"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.5-1.1L21 7H6.2" />
            <circle cx="9.5" cy="19.5" r="1.4" />
            <circle cx="17" cy="19.5" r="1.4" />
            <path d="M13.5 8.5v5M11 11h5" />
          </svg>
        </button>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <VariantSheet product={product} listName={listName} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </article>
  );
}

export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <div className="product-grid" data-testid="product-grid">
      {children}
    </div>
  );
}

/** Grey placeholders of the cards' size while a list loads, so nothing jumps when the products arrive. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="product-grid" role="status" aria-busy="true" data-testid="product-skeletons">
      <span className="visually-hidden">{t('shop.listLoading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="product-card product-card--skeleton" aria-hidden="true">
          <div className="skeleton skeleton--image" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="product-page" role="status" aria-busy="true" data-testid="product-skeleton">
      <span className="visually-hidden">{t('shop.listLoading')}</span>
      <div className="skeleton skeleton--image" aria-hidden="true" />
      <div className="skeleton skeleton--line" aria-hidden="true" />
      <div className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
    </div>
  );
}

/** Analytics items of a list as it was shown (view_item_list). */
export function listAnalyticsItems(products: readonly Product[], listName: string) {
  return products.map((product) => productAnalyticsItem(product, defaultVariant(product), listName));
}
