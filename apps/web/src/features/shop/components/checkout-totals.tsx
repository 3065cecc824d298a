// The totals block of the cart, payment and summary: money before and after VELO-30, the shipping line, then what to pay.
import { useTranslation } from '@/lib/translation-hooks';
import type { ShippingLine } from '@loyalty/domain/shop/shipping';
import type { CheckoutTotals } from '@/features/shop/utils/checkout-order';
import { formatKop } from '@loyalty/client/format';

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
  const uah = (kop: number) => t('checkout.uah', { amount: formatKop(kop, i18n.language) });
  return (
    <dl className="checkout-totals" data-testid="checkout-totals">
      {totals.discount > 0 && (
        <>
          <dt>{t('checkout.totals.subtotal')}</dt>
          <dd>{uah(totals.subtotal)}</dd>
          <dt>{t('checkout.totals.discount')}</dt>
          <dd data-testid="total-discount">−{uah(totals.discount)}</dd>
        </>
      )}
      {/* Delivery before the amount to pay, as a receipt reads (issue 36). */}
      {shipping && (
        <>
          <dt>{t('checkout.totals.shipping')}</dt>
          <dd data-testid="shipping-line">{shipping.title}</dd>
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
          <dd data-testid="total-xp">{t('checkout.xpAmount', { count: totals.bonuses })}</dd>
        </>
      )}
    </dl>
  );
}
