// /shop/delivery: mode 1 Nova Poshta branch, mode 2 courier to an address, mode 3 iPost (ogo, ipost_allow carts only).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { DeliveryCity } from '@loyalty/contracts/delivery';
import { thirdServiceAllowed, type DeliveryMode } from '@loyalty/domain/shop/shipping';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup, Radio } from '@/components/ui/checkbox';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { prefillBranch, useDeliveryPrefill } from '@/features/shop/hooks/use-delivery-prefill';
import { chooseIpost } from '@/features/shop/hooks/use-ipost-mode';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import { checkoutTotals, shippingPreview } from '@/features/shop/utils/checkout-order';
import { useDeliveryEstimate } from '@/features/shop/api/get-delivery-estimate';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { formatUah } from '@/lib/format/uah';
import { EmptyCart } from '@/features/shop/components/empty-cart';
import { BranchPicker, CityPicker } from '@/components/delivery-pickers';
import { CourierForm, IpostForm } from '@/features/shop/components/delivery-forms';
import { CheckoutSteps } from '@/features/shop/components/checkout-steps';
import { CheckoutBar } from '@/features/shop/components/checkout-bar';

export default function DeliveryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const updateDelivery = useShopStore((state) => state.updateDelivery);
  const { user, velo30 } = useCheckoutCustomer(brand);
  useDeliveryPrefill(brand, user.data?.address);
  const [checkingIpost, setCheckingIpost] = useState(false);
  const [missing, setMissing] = useState<'city' | 'branch' | null>(null);
  const tierFreeDelivery = useTierFreeDelivery() !== null;
  const estimate = useDeliveryEstimate(brand);

  if (shop.cart.length === 0) return <EmptyCart />;

  const delivery = shop.delivery;
  const ipostOffered = brand === 'ogo' && thirdServiceAllowed(shop.cart);
  // A cart changed since mode 3 was chosen may no longer go by iPost (spec section 5): it is shown as mode 1.
  const mode: DeliveryMode = delivery.mode === 3 && !ipostOffered ? 1 : delivery.mode;
  const cityName = delivery.city?.meta.MainDescription ?? '';

  const pickMode = async (next: DeliveryMode) => {
    setMissing(null);
    if (next !== 3) {
      updateDelivery(brand, { mode: next });
      return;
    }
    if (!delivery.city) {
      setMissing('city');
      return;
    }
    setCheckingIpost(true);
    try {
      await chooseIpost(brand, cityName, t);
    } finally {
      setCheckingIpost(false);
    }
  };

  const pickCity = (city: DeliveryCity) => {
    setMissing(null);
    updateDelivery(brand, { city, npDep: null });
    // The profile's own city again: its saved branch is chosen (a failed look-up leaves the list to pick from).
    if (user.data?.address) void prefillBranch(brand, city, user.data.address).catch(() => undefined);
    // iPost serves some cities only: a new city is checked again (and falls back to mode 1 if it is not served).
    if (mode === 3) {
      setCheckingIpost(true);
      void chooseIpost(brand, city.meta.MainDescription, t).finally(() => setCheckingIpost(false));
    }
  };

  const toPayment = () => void navigate('/shop/payment');

  const submitBranch = () => {
    if (!delivery.city) return setMissing('city');
    if (!delivery.npDep) return setMissing('branch');
    updateDelivery(brand, { mode: 1 });
    toPayment();
  };

  const totals = checkoutTotals({ brand, cart: shop.cart, promocode: shop.promocode, velo30 });
  const modes = ([1, 2, 3] as const).filter((value) => value !== 3 || ipostOffered);
  const modeKey = { 1: 'checkout.delivery.mode1', 2: 'checkout.delivery.mode2', 3: 'checkout.delivery.mode3' } as const;

  return (
    <div className="checkout-page" data-testid="delivery-page">
      <CheckoutSteps current="delivery" />
      <h1 className="checkout-title">{t('checkout.delivery.title')}</h1>
      <ChoiceGroup legend={t('checkout.delivery.mode')} disabled={checkingIpost}>
        {modes.map((value) => (
          <Radio
            key={value}
            name="delivery-mode"
            value={value}
            checked={mode === value}
            onChange={() => void pickMode(value)}
            data-testid={`delivery-mode-${value}`}
            label={t(modeKey[value])}
          />
        ))}
      </ChoiceGroup>

      <Card>
        <CityPicker
          selected={delivery.city}
          onSelect={pickCity}
          error={missing === 'city' ? t('checkout.errors.city') : undefined}
        />
      </Card>

      {mode === 1 && delivery.city && (
        <Card className="form">
          <BranchPicker
            cityRef={delivery.city.city_id}
            selected={delivery.npDep}
            onSelect={(branch) => {
              setMissing(null);
              updateDelivery(brand, { npDep: branch });
            }}
            error={missing === 'branch' ? t('checkout.errors.branch') : undefined}
          />
          {/* What the branch will charge, before payment: only where the carrier's tariff applies (shipping option 1). */}
          {estimate !== null && shippingPreview(delivery, totals, tierFreeDelivery).id === 1 && (
            <p className="checkout-muted" data-testid="delivery-estimate">
              {t('checkout.totals.shipping')}: {t('checkout.totals.tariffEstimate', { amount: formatUah({ t, i18n }, estimate) })}
            </p>
          )}
        </Card>
      )}

      {mode === 2 && (
        <Card>
          <CourierForm
            id="courier-form"
            delivery={delivery}
            onSubmit={(values) => {
              if (!delivery.city) return setMissing('city');
              updateDelivery(brand, { ...values, mode: 2 });
              toPayment();
            }}
          />
        </Card>
      )}

      {mode === 3 && (
        <Card>
          <IpostForm
            id="ipost-form"
            delivery={delivery}
            onSubmit={(values) => {
              updateDelivery(brand, { ...values, mode: 3 });
              toPayment();
            }}
          />
        </Card>
      )}

      <CheckoutBar totals={totals}>
        {mode === 1 ? (
          <Button onClick={submitBranch} data-testid="delivery-next">
            {t('checkout.next')}
          </Button>
        ) : (
          <Button
            type="submit"
            form={mode === 2 ? 'courier-form' : 'ipost-form'}
            disabled={checkingIpost}
            data-testid="delivery-next"
          >
            {t('checkout.next')}
          </Button>
        )}
      </CheckoutBar>
    </div>
  );
}
