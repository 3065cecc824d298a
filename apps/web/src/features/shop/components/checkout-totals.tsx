// The totals block of the cart, payment and summary, one block in both brands: the goods, VELO-30's discount, the
// delivery on one line ("безкоштовно"; for the carrier's tariff Nova Poshta's estimate, "≈ 85 грн, сплачуєш у відділенні
// Нової пошти", where the server has one, else a muted "оплата перевізнику під час отримання"; the order's shipping
// line is priced 0 either way), then what to pay, and with the estimate what all of it comes to; and when the discount
// took the order
// below the free-delivery threshold, a line saying so.
import { useTranslation } from '@/lib/translation-hooks';
import { carrierTariffDue, discountLosesFreeShipping, type ShippingLine } from '@loyalty/domain/shop/shipping';
import { freeShippingThresholdUah } from '@loyalty/domain/constants';
import type { CheckoutTotals } from '@/features/shop/utils/checkout-order';
import { formatXp } from '@loyalty/client/format';
import { formatUah, formatUahKop } from '@/lib/format/uah';

/** Whether the order ships free (the threshold, bonus products, a tier level); else the carrier's or iPost's tariff. */
export function shippingIsFree(shipping: ShippingLine): boolean {
  return shipping.id === 2 || shipping.id === 3;
}

export function CheckoutTotalsBlock({
  totals,
  shipping,
  grandTotal = true,
  estimate = null,
  withDelivery = true,
}: {
  totals: CheckoutTotals;
  shipping?: ShippingLine;
  /** The amount to pay; left out where the pinned bar beside the action already says it (the summary). */
  grandTotal?: boolean;
  /** Nova Poshta's tariff in грн for the carrier's option (useDeliveryEstimate); null: none known. */
  estimate?: number | null;
  /** The sum with delivery; left out where the pinned bar says it (the summary of a cash order). */
  withDelivery?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const uah = (kop: number) => formatUahKop({ t, i18n }, kop);
  // Shipping line 1 (the carrier's tariff) already rules out bonus products and a level's free delivery.
  const discountCostsDelivery =
    carrierTariffDue(shipping) &&
    discountLosesFreeShipping({ subtotal: totals.subtotal, moneyTotal: totals.money, bonusTotal: totals.bonuses });
  return (
    <>
      <dl className="checkout-totals" data-testid="checkout-totals">
        {/* The goods' sum, where something follows it (the cart without a discount goes straight to what to pay). */}
        {totals.subtotal > 0 && (totals.discount > 0 || shipping) && (
          <>
            <dt>{t(totals.discount > 0 ? 'checkout.totals.subtotal' : 'checkout.totals.goods', { count: totals.items })}</dt>
            <dd data-testid="total-goods">{uah(totals.subtotal)}</dd>
          </>
        )}
        {totals.discount > 0 && (
          <>
            <dt>{t('checkout.totals.discount')}</dt>
            <dd data-testid="total-discount">−{uah(totals.discount)}</dd>
          </>
        )}
        {/* Delivery before the amount to pay, as a receipt reads. */}
        {shipping && (
          <>
            <dt>{t('checkout.totals.shipping')}</dt>
            <dd
              className={shippingIsFree(shipping) ? undefined : 'checkout-muted checkout-totals__tariff'}
              data-testid="shipping-line"
            >
              {carrierTariffDue(shipping) && estimate !== null
                ? t('checkout.totals.tariffEstimate', { amount: formatUah({ t, i18n }, estimate) })
                : t(`checkout.totals.shippingShort.${shipping.id}`)}
            </dd>
          </>
        )}
        {grandTotal && (
          <>
            <dt className="checkout-totals__grand">{t('checkout.totals.money')}</dt>
            <dd className="checkout-totals__grand" data-testid="total-money">
              {uah(totals.money)}
            </dd>
          </>
        )}
        {/* What the customer will have paid in all, delivery at the branch included: an estimate, as the tariff is. */}
        {withDelivery && carrierTariffDue(shipping) && estimate !== null && (
          <>
            <dt>{t('checkout.totals.withDelivery')}</dt>
            <dd data-testid="total-with-delivery">≈&nbsp;{uah(totals.money + estimate * 100)}</dd>
          </>
        )}
        {grandTotal && totals.bonuses > 0 && (
          <>
            <dt>{t('checkout.totals.xp')}</dt>
            <dd data-testid="total-xp">{formatXp(totals.bonuses, i18n.language)}</dd>
          </>
        )}
      </dl>
      {discountCostsDelivery && (
        <p className="checkout-muted" data-testid="discount-no-free-delivery">
          <DiscountNoFreeDelivery />
        </p>
      )}
    </>
  );
}

/** «Зі знижкою сума менша за 399 грн: …», said where the code is applied and under the summary's totals. */
export function DiscountNoFreeDelivery() {
  const { t, i18n } = useTranslation();
  return (
    <>{t('checkout.totals.discountNoFreeDelivery', { threshold: formatUahKop({ t, i18n }, freeShippingThresholdUah * 100) })}</>
  );
}
