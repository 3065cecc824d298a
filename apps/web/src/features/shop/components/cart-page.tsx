// /shop/cart: the brand's cart lines, totals in UAH and XP, the VELO-30 (ogo) and referral promo inputs, the comment.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { referralCodeLooksValid, referralPromoInputVisible } from '@loyalty/domain/shop/promo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/input';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useCartRefresh } from '@/features/shop/hooks/use-cart-refresh';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import { checkoutTotals } from '@/features/shop/utils/checkout-order';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { CartLineItem } from '@/features/shop/components/cart-line-item';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';

export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const update = useShopStore((state) => state.update);
  const referralCode = useSessionStore((state) => state.referralCode);
  const { ordersCount, velo30 } = useCheckoutCustomer(brand);
  useCartRefresh(brand);

  // Shown to a customer with no orders (spec section 5); a code from the rev_code link prefills it.
  const [knownReferralCode] = useState(() => {
    const known = shop.mgmPromoCode || referralCode || '';
    return referralCodeLooksValid(known) ? known : '';
  });
  const referralVisible = ordersCount !== null && referralPromoInputVisible({ ordersCount });
  const [referralTried, setReferralTried] = useState(false);
  useEffect(() => {
    if (referralVisible && shop.mgmPromoCode === '' && knownReferralCode !== '') {
      update(brand, { mgmPromoCode: knownReferralCode });
    }
    // Only when the input first becomes visible: a code the customer cleared stays cleared.
  }, [referralVisible]);

  const [promoTried, setPromoTried] = useState(false);
  const totals = checkoutTotals({ brand, cart: shop.cart, promocode: shop.promocode, velo30 });

  if (shop.cart.length === 0) return <EmptyCart />;

  const veloMessage =
    totals.velo === null ? null : totals.velo.applies ? t('checkout.promo.applied') : t(`checkout.promo.${totals.velo.reason}`);

  // After a refused "next" the reason shows as an error until the code applies (count changed) or is retyped.
  const promoError = promoTried && totals.velo !== null && !totals.velo.applies ? veloMessage : null;

  // A typed friend's code that cannot be one (no REW-) is said before checkout, not refused by the server at the end.
  const referralBad = referralVisible && shop.mgmPromoCode.trim() !== '' && !referralCodeLooksValid(shop.mgmPromoCode);

  const next = () => {
    // A VELO-30 code that would not apply is not silently dropped: the customer fixes or clears it first.
    if (brand === 'ogo' && totals.velo !== null && !totals.velo.applies) {
      setPromoTried(true);
      return;
    }
    if (referralBad) {
      setReferralTried(true);
      return;
    }
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

      {brand === 'ogo' && (
        <TextField
          id="cart-promocode"
          label={t('checkout.promo.veloLabel')}
          error={promoError ?? undefined}
          hint={veloMessage ?? undefined}
          autoComplete="off"
          value={shop.promocode}
          maxLength={40}
          onChange={(event) => {
            setPromoTried(false);
            update(brand, { promocode: event.target.value });
          }}
          data-testid="velo-promocode"
        />
      )}

      {referralVisible && (
        <TextField
          id="cart-referral"
          label={t('checkout.promo.referralLabel')}
          hint={t('checkout.promo.referralHint')}
          error={referralTried && referralBad ? t('checkout.promo.referralShape') : undefined}
          autoComplete="off"
          value={shop.mgmPromoCode}
          maxLength={40}
          onChange={(event) => {
            setReferralTried(false);
            update(brand, { mgmPromoCode: event.target.value });
          }}
          data-testid="referral-promocode"
        />
      )}

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
      <CheckoutBar totals={totals}>
        <Button onClick={next} data-testid="cart-next">
          {t('checkout.cart.next')}
        </Button>
      </CheckoutBar>
    </div>
  );
}
