// The velo choice: ogo-velo flavours with counts, the VELO-30 preview (the domain's applyVeloPromo on the ogo cart as it
// would be) and one button that adds the chosen packs to the ogo cart. Used by /shop/choose-velo and by velo product
// pages whose product is not found (spec: velo-named product pages are not given a 404).
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Product } from '@loyalty/contracts/catalog';
import { veloPromo } from '@loyalty/domain/constants';
import type { AnalyticsItem } from '@loyalty/domain/shop/analytics-items';
import { addItem } from '@loyalty/domain/shop/cart';
import { applyVeloPromo, veloPromoUnitsMissing, type VeloPromoResult } from '@loyalty/domain/shop/promo';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { notify } from '@/lib/notify';
import { useCustomerId } from '@/features/shop/api/get-favorites';
import { useProductsByCollection } from '@/features/shop/api/get-products-by-collection';
import { useShopMetafields, velo30Value } from '@/features/shop/api/get-shop-metafields';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import { CountStepper, ProductGridSkeleton, ProductImage, VariantPrice, VeloOfferBadge } from '@/features/shop/components/product-parts';
import { cartLineFor, productAnalyticsItem, veloCategory } from '@/features/shop/utils/catalog';
import { formatKop } from '@loyalty/client/format';
import { trackShop } from '@/features/shop/utils/shop-analytics';

/** Chosen counts by variant id. */
type Selection = Record<number, number>;

/** The ogo cart as it would be after adding the selection: what the preview and the order are computed on. */
export function cartWithSelection(cart: readonly CartLine[], products: readonly Product[], selection: Selection): CartLine[] {
  let next: CartLine[] = [...cart];
  for (const product of products) {
    for (const variant of product.variants) {
      const count = selection[variant.id] ?? 0;
      if (count > 0) next = addItem(next, cartLineFor(product, variant, count)) as CartLine[];
    }
  }
  return next;
}

interface PromoPreviewProps {
  result: VeloPromoResult;
  /** Money total of the previewed cart before the discount, kopiyky. */
  before: number;
  /** Discount-tagged units still missing for the minimum. */
  missing: number;
}

function PromoPreview({ result, before, missing }: PromoPreviewProps) {
  const { t, i18n } = useTranslation();
  if (result.applies) {
    return (
      <p className="velo-preview velo-preview--applies" data-testid="velo-preview" data-applies="true">
        {t('shop.velo.promoApplies', { total: formatKop(result.total, i18n.language), before: formatKop(before, i18n.language) })}
      </p>
    );
  }
  const text =
    result.reason === 'too_few_items'
      ? t('shop.velo.needMore', { count: missing })
      : result.reason === 'untagged_items'
        ? t('shop.velo.untagged')
        : result.reason === 'already_used'
          ? t('shop.velo.alreadyUsed')
          : result.reason === 'wrong_brand'
            ? t('shop.velo.wrongBrand')
            : t('shop.velo.codeMismatch');
  return (
    <p className="velo-preview" data-testid="velo-preview" data-applies="false" data-reason={result.reason}>
      {text}
    </p>
  );
}

export function VeloChoice() {
  const { t } = useTranslation();
  const list = useProductsByCollection(veloCategory, 'ogo');
  const cart = useShopStore((state) => state.ogo.cart);
  const promocode = useShopStore((state) => state.ogo.promocode);
  const addToCart = useShopStore((state) => state.addToCart);
  const [selection, setSelection] = useState<Selection>({});
  // The customer's velo-30 metafield tells whether the code was used already; until it is read the preview assumes not.
  const metafields = useShopMetafields('ogo', useCustomerId('ogo'));

  const products = useMemo(() => list.data?.products ?? [], [list.data]);
  const previewCart = useMemo(() => cartWithSelection(cart, products, selection), [cart, products, selection]);
  const chosen = Object.values(selection).reduce((sum, count) => sum + count, 0);
  const before = previewCart.reduce((sum, line) => sum + line.price * line.count, 0);
  // A preview only: the server applies the same rule to its own data when the order is placed.
  const preview = applyVeloPromo({
    brand: 'ogo',
    code: promocode || veloPromo.code,
    velo30: velo30Value(metafields.data),
    cart: previewCart,
  });

  function addSelection() {
    const items: AnalyticsItem[] = [];
    for (const product of products) {
      for (const variant of product.variants) {
        const count = selection[variant.id] ?? 0;
        if (count === 0) continue;
        addToCart('ogo', cartLineFor(product, variant, count));
        items.push(productAnalyticsItem(product, variant, 'choose-velo', count));
      }
    }
    trackShop('add_to_cart', items, 'choose-velo');
    notify.success(t('shop.velo.addedSelected'), { page: true });
    setSelection({});
  }

  if (list.isPending) return <ProductGridSkeleton />;
  if (list.isLoadingError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (products.length === 0) return <p className="shop-empty">{t('shop.velo.empty')}</p>;

  return (
    <section className="velo-choice" data-testid="velo-choice">
      <h1 className="profile__title">{t('shop.velo.title')}</h1>
      <p className="shop-muted">{t('shop.velo.intro')}</p>
      <ul className="velo-choice__list">
        {products.flatMap((product) =>
          product.variants.map((variant) => (
            <li key={variant.id} className="velo-choice__item" data-testid="velo-item">
              <Link to={`/shop/${veloCategory}/${product.id}`} className="velo-choice__product">
                <ProductImage product={product} />
                <span className="velo-choice__title">
                  {product.title}
                  {product.variants.length > 1 ? ` · ${variant.title}` : ''}
                </span>
              </Link>
              <VeloOfferBadge product={product} />
              <VariantPrice variant={variant} />
              {variant.available ? (
                <CountStepper
                  count={selection[variant.id] ?? 0}
                  min={0}
                  label={product.title}
                  testId={`velo-count-${variant.id}`}
                  onChange={(count) => setSelection((current) => ({ ...current, [variant.id]: count }))}
                />
              ) : (
                <span className="shop-muted">{t('shop.unavailable')}</span>
              )}
            </li>
          )),
        )}
      </ul>
      <p data-testid="velo-selected">{t('shop.velo.selected', { count: chosen })}</p>
      <PromoPreview result={preview} before={before} missing={veloPromoUnitsMissing(previewCart)} />
      <p className="shop-muted">{t('shop.velo.serverDecides')}</p>
      <Button onClick={addSelection} disabled={chosen === 0} data-testid="velo-add">
        {t('shop.velo.addSelected')}
      </Button>
    </section>
  );
}
