// An ordered line's money, written one way wherever an order is shown (the success page, the orders list): the count
// times the unit price charged, muted, over the line's total. XP lines the same in XP.
import type { Order } from '@loyalty/contracts/orders';
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/shop';
import { formatUah } from '@/lib/format/uah';

type OrderLine = Order['line_items'][number];

export function OrderLineAmount({ line }: { line: Pick<OrderLine, 'quantity' | 'price' | 'bonuses'> }) {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const inXp = line.bonuses > 0 && Number(line.price) === 0;
  const each = inXp ? formatXp(line.bonuses, i18n.language) : formatUah(translation, line.price);
  const total = inXp
    ? formatXp(line.bonuses * line.quantity, i18n.language)
    : formatUah(translation, Number(line.price) * line.quantity);
  return (
    <span className="order-line-amount" data-testid="order-line-amount">
      <span className="checkout-muted" data-testid="order-line-each">
        {t('orders.perUnit', { count: line.quantity, price: each })}
      </span>
      <strong data-testid="order-line-total">{total}</strong>
    </span>
  );
}
