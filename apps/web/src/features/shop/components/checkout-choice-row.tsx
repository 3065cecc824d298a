// The checkout's choices as rows, the way the payment step and the summary show them: what the choice is, its value,
// a muted detail under it, and «Змінити» at the edge back to the step that makes it.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { keepNumeroTogether } from '@/lib/format/numero';
import { deliveryCityName, deliveryText, todayLabel } from '@/features/shop/utils/checkout-order';
import type { DeliveryState } from '@/features/shop/stores/shop-store';
import '@/lib/locales/shop';
import '@/styles/checkout.css';

/** One choice of the checkout: what it is, its value, a muted detail under it, and «Змінити» at the edge. */
export function ChoiceRow({
  label,
  value,
  detail,
  to,
  testId,
}: {
  label: string;
  value: string;
  detail: (string | null)[];
  to: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="choice-row">
      <div className="choice-row__text" data-testid={testId}>
        <span className="choice-row__label">{label}</span>
        <span className="choice-row__value">{value}</span>
        {detail.filter(Boolean).map((line) => (
          <span key={line} className="checkout-muted choice-row__detail">
            {line}
          </span>
        ))}
      </div>
      <Link className="choice-row__change" to={to} aria-label={t('checkout.summary.changeOf', { what: label })}>
        {t('checkout.summary.change')}
      </Link>
    </div>
  );
}

/** The delivery chosen: the way ("Відділення Нової пошти"), the city and address under it, iPost's window too. */
export function DeliveryChoiceRow({ delivery }: { delivery: DeliveryState }) {
  const { t } = useTranslation();
  return (
    <ChoiceRow
      label={t('checkout.summary.deliveryRow')}
      value={t(`checkout.delivery.mode${delivery.mode}`)}
      detail={[
        `${deliveryCityName(delivery)}, ${keepNumeroTogether(deliveryText(delivery) ?? '')}`,
        delivery.mode === 3
          ? `${t(delivery.ipostDay === todayLabel ? 'checkout.window.today' : 'checkout.window.tomorrow')}, ${delivery.ipostFrom}–${delivery.ipostTo}`
          : null,
      ]}
      to="/shop/delivery"
      testId="summary-delivery"
    />
  );
}
