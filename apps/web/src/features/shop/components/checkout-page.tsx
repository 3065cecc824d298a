// /shop/checkout: the order summary (lines, delivery, shipping line preview, totals after promo, XP) and the submit.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { analyticsItem } from '@loyalty/domain/shop/analytics-items';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { usePlaceOrder } from '@/features/shop/hooks/use-place-order';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import {
  checkoutTotals,
  deliveryCityName,
  deliveryComplete,
  deliveryText,
  shippingPreview,
  todayLabel,
  type Recipient,
} from '@/features/shop/utils/checkout-order';
import { trackShop } from '@/features/shop/utils/shop-analytics';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';
import { keepNumeroTogether } from '@/lib/format/numero';
import { formatUaPhone } from '@loyalty/client/format';
import { LinePrice } from '@/features/shop/components/cart-line-item';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { useBalance } from '@/lib/shared-api/get-balance';

export default function CheckoutPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const tierFreeDelivery = useTierFreeDelivery() !== null;
  const { customerId, sessionCustomer, user, ordersCount, velo30 } = useCheckoutCustomer(brand);
  const { submit, running } = usePlaceOrder(brand);
  const opened = useRef(false);
  // Points are never spent without a yes: an order with XP asks first, with the balance after it.
  const [confirmingXp, setConfirmingXp] = useState(false);
  const balance = useBalance(brand);

  useEffect(() => {
    const state = useShopStore.getState();
    if (opened.current || state[brand].cart.length === 0) return;
    opened.current = true;
    // The key is made as the checkout opens and kept until an order succeeds: every submit of this checkout reuses it.
    state.checkoutKey(brand);
    trackShop(
      'begin_checkout',
      state[brand].cart.map((line) =>
        analyticsItem({
          item: line,
          productTitle: line.title,
          variantTitle: line.variantTitle,
          brand,
          category: line.category,
          listName: 'cart',
        }),
      ),
      'cart',
    );
  }, [brand]);

  // While the order is being placed the carts are already cleared: the customer sees progress, not an empty cart.
  if (shop.cart.length === 0) return running ? <PageLoader /> : <EmptyCart />;
  if (!deliveryComplete(shop.delivery)) return <Navigate to="/shop/delivery" replace />;

  const totals = checkoutTotals({ brand, cart: shop.cart, promocode: shop.promocode, velo30 });
  const shipping = shippingPreview(shop.delivery, totals, tierFreeDelivery);
  const payment = totals.money > 0 ? shop.payment : 1;
  const person = user.data ?? null;
  const recipient: Recipient | null =
    customerId === null
      ? null
      : {
          customerId,
          firstName: person?.first_name ?? sessionCustomer?.first_name ?? '',
          lastName: person?.last_name ?? sessionCustomer?.last_name ?? '',
          phone: person?.phone ?? sessionCustomer?.phone ?? '',
          ordersCount: ordersCount ?? 0,
        };
  const recipientComplete =
    recipient !== null && recipient.firstName.trim() !== '' && recipient.lastName.trim() !== '' && recipient.phone !== '';

  return (
    <div className="checkout-page" data-testid="checkout-page">
      <CheckoutSteps current="summary" />
      <h1 className="checkout-title">{t('checkout.summary.title')}</h1>
      <ul className="checkout-list">
        {shop.cart.map((line) => (
          <li key={line.variant_id} className="card cart-line" data-testid="checkout-line">
            <Picture className="cart-line__image" src={line.image} alt="" width={72} height={72} sizes={pictureSizes.thumbnail} />
            <div className="cart-line__main">
              <strong>{line.title}</strong>
              {line.variantTitle && <span className="checkout-muted">{line.variantTitle}</span>}
              <span>{t('checkout.summary.count', { count: line.count })}</span>
              <LinePrice line={line} />
            </div>
          </li>
        ))}
      </ul>

      <Card className="checkout-summary">
        <h2 className="profile__heading">{t('checkout.summary.delivery')}</h2>
        <p data-testid="summary-delivery">
          {t(`checkout.delivery.mode${shop.delivery.mode}`)}: {deliveryCityName(shop.delivery)},{' '}
          {keepNumeroTogether(deliveryText(shop.delivery) ?? '')}
        </p>
        {shop.delivery.mode === 3 && (
          <p className="checkout-muted">
            {t(shop.delivery.ipostDay === todayLabel ? 'checkout.window.today' : 'checkout.window.tomorrow')},{' '}
            {shop.delivery.ipostFrom}–{shop.delivery.ipostTo}
          </p>
        )}
        <p data-testid="summary-payment">
          {t('checkout.payment.method')}: {t(payment === 2 ? 'checkout.payment.card' : 'checkout.payment.cash')}
        </p>
        {shop.needCall && (
          <p className="checkout-muted" data-testid="summary-call">
            {t('checkout.payment.needCall')}:{' '}
            {t(shop.needCall.day === todayLabel ? 'checkout.window.today' : 'checkout.window.tomorrow')}, {shop.needCall.from}–
            {shop.needCall.to}
          </p>
        )}
        {recipient && (
          <p data-testid="summary-recipient">
            {t('checkout.summary.recipient')}: {recipient.firstName} {recipient.lastName},{' '}
            <span className="checkout-nowrap">{formatUaPhone(recipient.phone)}</span>
          </p>
        )}
        {shop.comment.trim() && (
          <p className="checkout-muted">
            {t('checkout.cart.comment')}: {shop.comment}
          </p>
        )}
      </Card>

      <Card>
        {/* "До сплати" once: in the pinned bar beside "Підтвердити замовлення", not again right above it. */}
        <CheckoutTotalsBlock totals={totals} shipping={shipping} grandTotal={false} />
      </Card>

      {!recipientComplete && !user.isPending && (
        <p className="field__error" role="alert" data-testid="recipient-missing">
          {t('checkout.errors.recipient')} <Link to="/profile/details">{t('checkout.summary.toProfile')}</Link>
        </p>
      )}
      <CheckoutBar totals={totals}>
        {confirmingXp && recipient && recipientComplete ? (
          <ConfirmPanel
            title={t('checkout.summary.xpConfirm.title')}
            confirmLabel={t('checkout.summary.xpConfirm.yes')}
            cancelLabel={t('checkout.summary.xpConfirm.no')}
            busy={running}
            onConfirm={() => void submit(recipient)}
            onCancel={() => setConfirmingXp(false)}
            testId="checkout-xp-confirm"
            confirmTestId="checkout-xp-confirm-yes"
          >
            <p>{t('checkout.summary.xpConfirm.text', { xp: t('checkout.xpAmount', { count: totals.bonuses }) })}</p>
            {balance.isSuccess && balance.data >= totals.bonuses && (
              <p data-testid="checkout-xp-after">
                {t('checkout.summary.xpConfirm.after', {
                  after: t('checkout.xpAmount', { count: balance.data - totals.bonuses }),
                })}
              </p>
            )}
          </ConfirmPanel>
        ) : (
          <Button
            busy={running}
            disabled={!recipientComplete || user.isPending}
            onClick={() => {
              if (!recipient || !recipientComplete) return;
              if (totals.bonuses > 0) setConfirmingXp(true);
              else void submit(recipient);
            }}
            data-testid="checkout-submit"
          >
            {t(payment === 2 ? 'checkout.summary.submitCard' : 'checkout.summary.submit')}
          </Button>
        )}
      </CheckoutBar>
    </div>
  );
}
