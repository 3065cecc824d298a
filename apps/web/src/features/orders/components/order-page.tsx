// /history-order/:orderNumber: one order of the customer's history in the active brand: its lines and totals, its
// payment, its way as a timeline with the parcel's number, and what can be done with it. The order comes from the
// history's own list (get-orders): a number that is not in it, unknown or someone else's, is the app's not-found page.
import { carrierTariffDue } from '@loyalty/domain/shop/shipping';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { OrderStatusBadge, paymentWordsOf } from '@/components/order-status-badge';
import { OrderLineRow } from '@/components/order-line-row';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderActions } from '@/features/orders/components/order-actions';
import { orderedAgainAs } from '@loyalty/domain/shop/financial-status';
import { OrderTimeline } from '@/features/orders/components/order-delivery';
import { WaybillTracking } from '@/components/waybill-tracking';
import { formatDate, formatXp } from '@loyalty/client/format';
import { formatUah } from '@/lib/format/uah';

/**
 * How the order is paid, under the «Оплата» heading: by card, all in XP, or when the parcel is collected (not «Оплата
 * при отриманні» again under «Оплата», review 8).
 */
function paymentMethodKey(
  order: Pick<Order, 'payment_method' | 'total_price' | 'total_bonuses'>,
): 'checkout.totals.xp' | 'checkout.payment.card' | 'orders.paidOnReceipt' {
  if (Number(order.total_price) === 0 && order.total_bonuses > 0) return 'checkout.totals.xp';
  return order.payment_method === 2 ? 'checkout.payment.card' : 'orders.paidOnReceipt';
}

function OrderDetails({ order, againAs }: { order: Order; againAs: Order | null }) {
  const { t, i18n } = useTranslation();
  const address = order.shipping_address;
  const words = paymentWordsOf(order);
  return (
    <div className="checkout-page order-page" data-testid="order-page" data-order-number={order.order_number}>
      <div className="order-page__head">
        <h1 className="checkout-title" data-testid="order-number">
          {t('orders.heading', { number: order.order_number })}
        </h1>
        <time dateTime={order.created_at} className="checkout-muted">
          {formatDate(order.created_at, i18n.language)}
        </time>
      </div>
      {/* Each line with its picture; the variant on its own line, never in brackets after the title (issue 36). */}
      <ul className="order-lines">
        {order.line_items.map((line) => (
          <OrderLineRow
            key={line.id}
            image={line.image}
            title={line.title}
            variantTitle={line.variant_title}
            amount={line}
            data-testid="order-line"
            imageTestId="order-line-image"
          />
        ))}
      </ul>
      <p className="order-page__total" data-testid="order-totals">
        {t('orders.total')}: <strong>{formatUah({ t, i18n }, order.total_price)}</strong>
        {order.total_bonuses > 0 && (
          <>
            {' · '}
            <strong>{formatXp(order.total_bonuses, i18n.language)}</strong>
          </>
        )}
      </p>
      {/* The payment's state and the delivery's way under their own headings, so «Оплачено» and «Передано в Нову
          пошту» never read as one contradicting status. The method, then the payment's state, unless there is none
          yet to tell: a cash order is paid when collected, as its method already says. */}
      <section className="order-card__section" aria-labelledby="order-payment">
        <h2 className="order-card__subtitle" id="order-payment">
          {t('checkout.summary.paymentRow')}
        </h2>
        <p data-testid="order-payment-method">{t(paymentMethodKey(order))}</p>
        {words !== 'onDelivery' && (
          <OrderStatusBadge order={order} data-testid="order-status">
            {t(`orderStatus.${words}`)}
          </OrderStatusBadge>
        )}
      </section>
      <section className="order-card__section" aria-labelledby="order-delivery">
        <h2 className="order-card__subtitle" id="order-delivery">
          {t('orders.delivery')}
        </h2>
        <p data-testid="order-delivery">{[address.city, address.address1].filter(Boolean).join(', ')}</p>
        {/* The carrier's tariff is not in the total above (the order prices delivery 0): said here, as on the success
            page (review 11). */}
        {carrierTariffDue(order.shipping_lines[0]) && (
          <p className="checkout-muted" data-testid="order-delivery-cost">
            {t('checkout.success.deliveryCost')}: {t('checkout.success.deliveryCostTariff')}
          </p>
        )}
        <OrderTimeline order={order} labelledBy="order-delivery" />
        {order.tracking_number && (
          <WaybillTracking
            number={order.tracking_number}
            novaPoshta={order.tracking_company === 'nova_poshta'}
            testId="order-tracking"
          />
        )}
      </section>
      <OrderActions order={order} againAs={againAs} />
    </div>
  );
}

function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="checkout-page" role="status" aria-live="polite" aria-busy="true" data-testid="order-skeleton">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="checkout-skeleton" />
      <div className="checkout-skeleton" />
    </div>
  );
}

export default function OrderPage() {
  const { orderNumber } = useParams();
  const brand = useBrandStore((state) => state.brand);
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const orders = useOrders(brand, customerId);
  const number = Number(orderNumber);
  if (!Number.isSafeInteger(number) || number <= 0 || customerId === null) return <NotFoundScreen />;
  if (orders.isPending) return <OrderSkeleton />;
  if (orders.isLoadingError) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  const order = orders.data.list.find((item) => item.order_number === number);
  return order ? <OrderDetails order={order} againAs={orderedAgainAs(order, orders.data.list)} /> : <NotFoundScreen />;
}
