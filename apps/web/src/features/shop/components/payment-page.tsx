// /shop/payment: 1 cash on delivery or 2 online card (not for XP-only orders), and the optional call-back request.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { CallWindow } from '@loyalty/contracts/orders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, ChoiceGroup, Radio } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useDeliveryEstimate } from '@/features/shop/api/get-delivery-estimate';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import { checkoutTotals, deliveryComplete, shippingPreview, todayLabel } from '@/features/shop/utils/checkout-order';
import { windowSchema } from '@/features/shop/utils/delivery-forms';
import { DayOptions, TimeSlotOptions } from '@/features/shop/components/window-options';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { DeliveryChoiceRow } from '@/features/shop/components/checkout-choice-row';

const emptyWindow: CallWindow = { day: todayLabel, from: '', to: '' };

export default function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const tierFreeDelivery = useTierFreeDelivery() !== null;
  const update = useShopStore((state) => state.update);
  const { velo30 } = useCheckoutCustomer(brand);
  const estimate = useDeliveryEstimate(brand);
  const [wantsCall, setWantsCall] = useState(shop.needCall !== null);
  const [callWindow, setCallWindow] = useState<CallWindow>(shop.needCall ?? emptyWindow);
  const [windowError, setWindowError] = useState<string | null>(null);

  if (shop.cart.length === 0) return <EmptyCart />;
  // The steps go in order: a checkout without a delivery choice goes back to make one.
  if (!deliveryComplete(shop.delivery)) return <Navigate to="/shop/delivery" replace />;

  const totals = checkoutTotals({ brand, cart: shop.cart, promocode: shop.promocode, velo30 });
  // Nothing to pay in money (an XP-only order): a card payment makes no sense, so only option 1 remains.
  const cardOffered = totals.money > 0;
  const payment = cardOffered ? shop.payment : 1;

  const next = () => {
    if (wantsCall) {
      const parsed = windowSchema.safeParse(callWindow);
      if (!parsed.success) {
        setWindowError(
          t(
            parsed.error.issues.some((issue) => issue.message === 'windowOrder')
              ? 'checkout.errors.windowOrder'
              : 'checkout.errors.window',
          ),
        );
        return;
      }
      update(brand, { payment, needCall: parsed.data });
    } else {
      update(brand, { payment, needCall: null });
    }
    void navigate('/shop/checkout');
  };

  const slotSelect = (id: string, field: 'from' | 'to') => (
    <SelectField
      id={id}
      label={t(`checkout.window.${field}`)}
      value={callWindow[field]}
      onChange={(event) => {
        setWindowError(null);
        setCallWindow({ ...callWindow, [field]: event.target.value });
      }}
      data-testid={`call-${field}`}
    >
      <TimeSlotOptions />
    </SelectField>
  );

  return (
    <div className="checkout-page" data-testid="payment-page">
      <CheckoutSteps current="payment" />
      <h1 className="checkout-title">{t('checkout.payment.title')}</h1>
      <Card className="checkout-summary">
        <DeliveryChoiceRow delivery={shop.delivery} />
      </Card>
      <ChoiceGroup legend={t('checkout.payment.method')}>
        <Radio
          name="payment"
          checked={payment === 1}
          onChange={() => update(brand, { payment: 1 })}
          data-testid="payment-1"
          label={t('checkout.payment.cash')}
        />
        {cardOffered && (
          <Radio
            name="payment"
            checked={payment === 2}
            onChange={() => update(brand, { payment: 2 })}
            data-testid="payment-2"
            label={t('checkout.payment.card')}
          />
        )}
        {!cardOffered && <p className="checkout-muted">{t('checkout.payment.xpOnly')}</p>}
      </ChoiceGroup>

      <Card className="form">
        <Checkbox
          checked={wantsCall}
          onChange={(event) => {
            setWindowError(null);
            setWantsCall(event.target.checked);
          }}
          data-testid="need-call"
          label={t('checkout.payment.needCall')}
        />
        {wantsCall && (
          <div className="checkout-row">
            <SelectField
              id="call-day"
              label={t('checkout.window.day')}
              value={callWindow.day}
              onChange={(event) => setCallWindow({ ...callWindow, day: event.target.value })}
              data-testid="call-day"
            >
              <DayOptions />
            </SelectField>
            {slotSelect('call-from', 'from')}
            {slotSelect('call-to', 'to')}
          </div>
        )}
        {windowError && (
          <p className="field__error" role="alert">
            {windowError}
          </p>
        )}
      </Card>

      {/* What the order will cost, before choosing how to pay it (issue 36). */}
      <Card>
        <CheckoutTotalsBlock
          totals={totals}
          shipping={shippingPreview(shop.delivery, totals, tierFreeDelivery)}
          estimate={estimate}
        />
      </Card>

      {/* The totals card just above ends on "До сплати": the bar holds only the action. */}
      <CheckoutBar totals={totals} showTotal={false}>
        <Button onClick={next} data-testid="payment-next">
          {t('checkout.next')}
        </Button>
      </CheckoutBar>
    </div>
  );
}
