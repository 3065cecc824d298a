// /shop/cart: the brand's cart lines, totals in UAH and XP, the promo codes (checked in place), the comment.
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { freeShippingThresholdUah } from '@loyalty/domain/constants';
import { discountLosesFreeShipping, freeShippingShortfall } from '@loyalty/domain/shop/shipping';
import { formatXp } from '@loyalty/client/format';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import type { Brand } from '@loyalty/contracts/brand';
import { useBrandStore } from '@/stores/brand-store';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { useCartRefresh } from '@/features/shop/hooks/use-cart-refresh';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import { checkoutTotals } from '@/features/shop/utils/checkout-order';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { CartLineItem } from '@/features/shop/components/cart-line-item';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { OrderCampaignNote } from '@/components/campaign-banners';
import { CartPromoSection, useCartPromos } from '@/features/shop/components/cart-promo-section';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';
import { useMissingXp } from '@/features/shop/hooks/use-missing-xp';
import { formatUah, formatUahKop } from '@/lib/format/uah';
import { useDeliveryEstimate } from '@/features/shop/api/get-delivery-estimate';

export default function CartPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const update = useShopStore((state) => state.update);
  const { velo30 } = useCheckoutCustomer(brand);
  const promos = useCartPromos(brand);
  useCartRefresh(brand);

  const totals = checkoutTotals({ brand, cart: shop.cart, promocode: shop.promocode, velo30 });
  const missingXp = useMissingXp(brand);
  const tierFreeDelivery = useTierFreeDelivery() !== null;

  if (shop.cart.length === 0) return <EmptyCart />;

  const next = async (): Promise<void> => {
    // A code that does not apply is said on its field, then left out of the order: never refused at the very end of
    // checkout, never a checkout held back by a discount that is not due.
    const { blocked, dropped } = await promos.confirmAll();
    if (blocked) return;
    if (dropped.length > 0) notify.info(t('checkout.promo.dropped', { code: dropped.join(', ') }));
    void navigate('/shop/delivery');
  };

  return (
    <div className="checkout-page" data-testid="cart-page">
      <CheckoutSteps current="cart" />
      <h1 className="checkout-title">{t('checkout.cart.title')}</h1>
      <ul className="checkout-list">
        {shop.cart.map((line) => (
          <CartLineItem key={line.variant_id} brand={brand} line={line} />
        ))}
      </ul>
      <FreeDelivery brand={brand} money={totals.money} bonuses={totals.bonuses} />
      <OrderCampaignNote brand={brand} />

      <CartPromoSection
        promos={promos}
        discountCostsDelivery={discountLosesFreeShipping({
          subtotal: totals.subtotal,
          moneyTotal: totals.money,
          bonusTotal: totals.bonuses,
          tierFreeDelivery,
        })}
      />

      <FormField id="cart-comment" label={t('checkout.cart.comment')}>
        <textarea
          id="cart-comment"
          className="field__input"
          rows={3}
          maxLength={1000}
          value={shop.comment}
          onChange={(event) => update(brand, { comment: event.target.value })}
          data-testid="cart-comment"
        />
      </FormField>

      {/* The bar below says what to pay; the card adds what it is made of, when there is more than that one line. */}
      {(totals.discount > 0 || totals.bonuses > 0) && (
        <Card>
          <CheckoutTotalsBlock totals={totals} />
        </Card>
      )}
      {missingXp > 0 && (
        <p className="field__error" role="alert" data-testid="cart-not-enough-xp">
          {t('checkout.cart.notEnoughXp', { amount: formatXp(missingXp, i18n.language) })}
        </p>
      )}
      <CheckoutBar totals={totals}>
        <Button onClick={() => void next()} busy={promos.checking} disabled={missingXp > 0} data-testid="cart-next">
          {t('checkout.cart.next')}
        </Button>
      </CheckoutBar>
    </div>
  );
}

/** What delivery will cost, said in the cart rather than first on the payment step: free, or how much more makes it so. */
function FreeDelivery({ brand, money, bonuses }: { brand: Brand; money: number; bonuses: number }) {
  const { t, i18n } = useTranslation();
  const level = useTierFreeDelivery();
  // Known once a city is chosen (a repeat customer's is kept from the last order).
  const shortfall = freeShippingShortfall({ moneyTotal: money, bonusTotal: bonuses, tierFreeDelivery: level !== null });
  const estimate = useDeliveryEstimate(brand, shortfall > 0);
  // The threshold's one rule (freeShippingShortfall) counts the money after a promo discount, so the line below and the
  // discount's warning say the same thing.
  // Free because of the customer's level, whatever the total: the line says so.
  if (level !== null && bonuses === 0) {
    return (
      <p className="cart-delivery cart-delivery--free" data-testid="cart-free-delivery">
        {t('checkout.cart.freeDeliveryTier', { level })}
      </p>
    );
  }
  if (shortfall === 0) {
    return (
      <p className="cart-delivery cart-delivery--free" data-testid="cart-free-delivery">
        {t('checkout.cart.freeDelivery')}
      </p>
    );
  }
  const left = t('checkout.cart.freeDeliveryLeft', {
    amount: formatUahKop({ t, i18n }, shortfall),
  });
  return (
    <div className="cart-delivery" data-testid="cart-free-delivery">
      <p className="cart-delivery__text">{left}</p>
      <ProgressBar value={money} max={freeShippingThresholdUah * 100} label={left} />
      <p className="checkout-muted" data-testid="cart-delivery-tariff">
        {estimate === null
          ? t('checkout.cart.freeDeliveryNote')
          : t('checkout.cart.freeDeliveryNoteEstimate', { amount: formatUah({ t, i18n }, estimate) })}
      </p>
    </div>
  );
}
