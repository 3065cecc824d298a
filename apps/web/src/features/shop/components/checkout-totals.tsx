// The totals block of the cart, payment and summary, one block in both brands: the goods, VELO-30's discount, the
// delivery in a word or two on one line ("безкоштовно", a muted "за тарифами перевізника"), then what to pay.
import { useTranslation } from '@/lib/translation-hooks';
import type { ShippingLine } from '@loyalty/domain/shop/shipping';
import type { CheckoutTotals } from '@/features/shop/utils/checkout-order';
import { formatXp } from '@loyalty/client/format';
import { formatUahKop } from '@/lib/format/uah';

/** Whether the order ships free (the threshold, bonus products, a tier level); else the carrier's or iPost's tariff. */
export function shippingIsFree(shipping: ShippingLine): boolean {
  return shipping.id === 2 || shipping.id === 3;
}

export function CheckoutTotalsBlock({
  totals,
  shipping,
  grandTotal = true,
}: {
  totals: CheckoutTotals;
  shipping?: ShippingLine;
  /** The amount to pay; left out where the pinned bar beside the action already says it (the summary). */
  grandTotal?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const uah = (kop: number) => formatUahKop({ t, i18n }, kop);
  return (
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
            {t(`checkout.totals.shippingShort.${shipping.id}`)}
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
      {grandTotal && totals.bonuses > 0 && (
        <>
          <dt>{t('checkout.totals.xp')}</dt>
          <dd data-testid="total-xp">{formatXp(totals.bonuses, i18n.language)}</dd>
        </>
      )}
    </dl>
  );
}
