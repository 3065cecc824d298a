// The checkout's sticky foot: what the order costs so far and the step's one action, always in reach. A step whose
// page already ends on the amount to pay (payment) leaves the amount out here, so "До сплати" is said once.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { CheckoutTotals } from '@/features/shop/utils/checkout-order';
import { formatXp } from '@loyalty/client/format';
import { formatUahKop } from '@/lib/format/uah';

export function CheckoutBar({
  totals,
  showTotal = true,
  atBranch = null,
  children,
}: {
  totals: CheckoutTotals;
  showTotal?: boolean;
  /**
   * Cash on delivery with the carrier's tariff estimated (грн): the bar says what the branch will take, goods and
   * delivery, «У відділенні ≈ 230 грн», rather than the goods alone beside a larger total (review 10).
   */
  atBranch?: number | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="checkout-bar" data-testid="checkout-bar">
      {showTotal && (
        <p className="checkout-bar__total">
          <span className="checkout-bar__label">
            {t(atBranch === null ? 'checkout.totals.money' : 'checkout.totals.atBranch')}
          </span>
          <strong data-testid="checkout-bar-total">
            {atBranch === null
              ? formatUahKop({ t, i18n }, totals.money)
              : `≈\u00a0${formatUahKop({ t, i18n }, totals.money + atBranch * 100)}`}
            {totals.bonuses > 0 && ` + ${formatXp(totals.bonuses, i18n.language)}`}
          </strong>
        </p>
      )}
      {children}
    </div>
  );
}
