// /shop/checkout: the order summary (one line per item, one row per choice with «Змінити», the totals block after
// promo and XP) and the submit.
import { carrierTariffDue } from '@loyalty/domain/shop/shipping';
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
import { useDeliveryEstimate } from '@/features/shop/api/get-delivery-estimate';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { usePlaceOrder } from '@/features/shop/hooks/use-place-order';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import {
  checkoutTotals,
  type CheckoutTotals,
  deliveryComplete,
  shippingPreview,
  todayLabel,
  type Recipient,
} from '@/features/shop/utils/checkout-order';
import { trackShop } from '@/features/shop/utils/shop-analytics';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';
import { ChoiceRow, DeliveryChoiceRow } from '@/features/shop/components/checkout-choice-row';
import { formatUaPhone, formatXp } from '@loyalty/client/format';
import { OrderLineRow } from '@/components/order-line-row';
import type { CartLine } from '@/features/shop/stores/shop-store';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { useBalance } from '@/lib/shared-api/get-balance';

/** A cart line as the order will charge it: VELO-30's unit price where the preview applies it, in hryvnias. */
export function summaryLineAmount(line: Pick<CartLine, 'variant_id' | 'price' | 'bonuses' | 'count'>, totals: CheckoutTotals) {
  const velo = totals.velo?.applies ? totals.velo.lines.find((entry) => entry.variant_id === line.variant_id) : undefined;
  const unit = velo ? velo.discountedUnitPrice : line.price;
  return { quantity: line.count, price: (unit / 100).toFixed(2), bonuses: line.bonuses };
}

export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const tierFreeDelivery = useTierFreeDelivery() !== null;
  const { customerId, sessionCustomer, user, ordersCount, velo30 } = useCheckoutCustomer(brand);
  const { submit, running } = usePlaceOrder(brand);
  const opened = useRef(false);
  // Points are never spent without a yes: an order with XP asks first, with the balance after it.
  const [confirmingXp, setConfirmingXp] = useState(false);
  const balance = useBalance(brand);
  const estimate = useDeliveryEstimate(brand);

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
  // Cash on delivery at the carrier's tariff: the branch takes the goods and the delivery together.
  const atBranch = payment === 1 && carrierTariffDue(shipping) ? estimate : null;
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
      <Card className="summary-items-card">
        <h2 className="visually-hidden">{t('checkout.summary.items')}</h2>
        {/* One line per item, as the success page writes it: "3 × 90,30 грн" muted over the line's total. */}
        <ul className="order-lines" data-testid="checkout-lines">
          {shop.cart.map((line) => (
            <OrderLineRow
              key={line.variant_id}
              image={line.image}
              title={line.title}
              variantTitle={line.variantTitle}
              amount={summaryLineAmount(line, totals)}
              data-testid="checkout-line"
            />
          ))}
        </ul>
      </Card>

      <Card className="checkout-summary">
        <DeliveryChoiceRow delivery={shop.delivery} />
        <ChoiceRow
          label={t('checkout.summary.paymentRow')}
          value={t(payment === 2 ? 'checkout.payment.card' : 'checkout.payment.cash')}
          detail={[
            shop.needCall
              ? `${t('checkout.payment.needCall')}: ${t(shop.needCall.day === todayLabel ? 'checkout.window.today' : 'checkout.window.tomorrow')}, ${shop.needCall.from}–${shop.needCall.to}`
              : null,
          ]}
          to="/shop/payment"
          testId="summary-payment"
        />
        {recipient && (
          <ChoiceRow
            label={t('checkout.summary.recipient')}
            value={`${recipient.firstName} ${recipient.lastName}`}
            detail={[formatUaPhone(recipient.phone)]}
            to="/profile/details"
            testId="summary-recipient"
          />
        )}
        {shop.comment.trim() && (
          <p className="checkout-muted">
            {t('checkout.cart.comment')}: {shop.comment}
          </p>
        )}
      </Card>

      <Card>
        {/* "До сплати" once: in the pinned bar beside "Підтвердити замовлення", not again right above it. */}
        <CheckoutTotalsBlock
          totals={totals}
          shipping={shipping}
          grandTotal={false}
          estimate={estimate}
          withDelivery={atBranch === null}
        />
      </Card>

      {!recipientComplete && !user.isPending && (
        <p className="field__error" role="alert" data-testid="recipient-missing">
          {t('checkout.errors.recipient')} <Link to="/profile/details">{t('checkout.summary.toProfile')}</Link>
        </p>
      )}
      <CheckoutBar totals={totals} atBranch={atBranch}>
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
            <p>{t('checkout.summary.xpConfirm.text', { xp: formatXp(totals.bonuses, i18n.language) })}</p>
            {balance.isSuccess && balance.data >= totals.bonuses && (
              <p data-testid="checkout-xp-after">
                {t('checkout.summary.xpConfirm.after', {
                  after: formatXp(balance.data - totals.bonuses, i18n.language),
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
