// /shop/success (no back arrow): the order number, its payment and amount in one row, in words that fit its method (a
// cash order is paid on delivery, a paid card order says so), the expected delivery days, the items, and one primary
// way on, kept in view above the bottom bar. The payment status is polled a few times while a card payment is pending, as LiqPay's callback may land
// after the customer returns; a card order still pending can be paid from here, and a failed one bought again (its
// lines back in the cart, /shop/order-again).
import { carrierTariffDue } from '@loyalty/domain/shop/shipping';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import type { Order } from '@loyalty/contracts/orders';
import { canOrderAgain } from '@loyalty/domain/shop/financial-status';
import { expectedDelivery } from '@loyalty/domain/shop/delivery-estimate';
import { recordIdFrom } from '@/lib/record-id';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { OrderLineRow } from '@/components/order-line-row';
import { paymentWordsOf } from '@/components/order-status-badge';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrderStatus } from '@/features/shop/api/get-order-status';
import { useBrandShop } from '@/features/shop/stores/shop-store';
import { formatDate, formatDateRange, formatMoney, formatXp } from '@loyalty/client/format';
import { usePayAgain } from '@/lib/shared-api/use-pay-again';
import { PushOffer } from '@/features/shop/components/push-offer';
import { OrderCampaignNote } from '@/components/campaign-banners';
import { formatUah } from '@/lib/format/uah';

type Outcome = 'paid' | 'accepted' | 'awaitingPayment' | 'failed' | 'notFound' | 'unknown';

/** What the title says: only a known, placed order is thanked for. */
function outcomeOf(order: Order | null, lookedUp: boolean, hasOrderId: boolean): Outcome {
  if (!hasOrderId) return 'notFound';
  if (!order) return lookedUp ? 'notFound' : 'unknown';
  if (order.financial_status === 'paid') return 'paid';
  if (order.financial_status === 'pending') return order.payment_method === 2 ? 'awaitingPayment' : 'accepted';
  if (order.financial_status === 'failed') return 'failed';
  return 'unknown';
}

/** A card order still waiting for its money: LiqPay again, through the same link as the order history. */
function PayAgain({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { paying, pay } = usePayAgain();
  return (
    <Button busy={paying} onClick={() => void pay(order)} data-testid="success-pay">
      {t('checkout.success.payNow', { amount: formatMoney(order.total_price, i18n.language) })}
    </Button>
  );
}

function OrderFacts({ order, outcome }: { order: Order; outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const words = paymentWordsOf(order);
  const delivery = outcome === 'failed' ? null : expectedDelivery(order.created_at, order.delivery_mode);
  const money = formatUah({ t, i18n }, order.total_price);
  return (
    <dl className="success-facts">
      {/* One row says how it is paid and how much: "До сплати при отриманні · 354 грн", "Оплачено · 1 817 грн". */}
      <div>
        <dt data-testid="success-status">{t(`checkout.success.paymentWords.${words}`)}</dt>
        <dd data-testid="success-amount">
          {money}
          {order.total_bonuses > 0 && <> · {formatXp(order.total_bonuses, i18n.language)}</>}
        </dd>
      </div>
      {delivery && (
        <div>
          <dt>{t('checkout.success.deliveryDate')}</dt>
          <dd data-testid="success-delivery-date">
            {delivery.from === delivery.to
              ? formatDate(delivery.from, i18n.language)
              : formatDateRange(delivery.from, delivery.to, i18n.language)}
          </dd>
        </div>
      )}
      {/* The carrier's tariff is not in the amount above (the order prices delivery 0): said beside it (review 9). */}
      {carrierTariffDue(order.shipping_lines[0]) && outcome !== 'failed' && (
        <div>
          <dt>{t('checkout.success.deliveryCost')}</dt>
          <dd data-testid="success-delivery-cost">{t('checkout.success.deliveryCostTariff')}</dd>
        </div>
      )}
      {order.shipping_address.address1 && (
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd data-testid="success-delivery-to">
            {[order.shipping_address.city, order.shipping_address.address1].filter(Boolean).join(', ')}
          </dd>
        </div>
      )}
    </dl>
  );
}

function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="success-items-title">
      <h2 className="success-subtitle" id="success-items-title">
        {t('checkout.success.items')}
      </h2>
      <ul className="order-lines" data-testid="success-items">
        {order.line_items.map((line) => (
          <OrderLineRow
            key={line.id}
            image={line.image}
            title={line.title}
            variantTitle={line.variant_title}
            amount={line}
            data-testid="success-item"
          />
        ))}
      </ul>
    </section>
  );
}

export default function SuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const brand = useBrandStore((state) => state.brand);
  const shop = useBrandShop(brand);
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  // The query names the order (LiqPay returns with it); the store's last order covers a visit without one.
  const orderId = recordIdFrom(params.get('orderId')) ?? shop.orderId;
  const status = useOrderStatus(brand, customerId, orderId, true);
  const order = status.data ?? null;
  // The number the customer knows: the server's answer, else the store's fullOrderId for the order it remembers.
  const shownNumber = order?.order_number ?? (orderId !== null && orderId === shop.orderId ? shop.fullOrderId : null);
  const outcome = outcomeOf(order, status.isSuccess, orderId !== null);
  const placed = outcome === 'paid' || outcome === 'accepted';
  // One primary action: paying or buying again when that is what is left to do, otherwise following the order.
  const actionPending = order !== null && (outcome === 'awaitingPayment' || canOrderAgain(order));

  return (
    <div className="checkout-page success-page" data-testid="success-page">
      <Card className="order-card">
        {placed && <CircleCheck className="success-page__icon" size={40} aria-hidden="true" />}
        {outcome === 'failed' && (
          <CircleX
            className="success-page__icon success-page__icon--failed"
            size={40}
            aria-hidden="true"
            data-testid="success-failed-icon"
          />
        )}
        <h1 className="checkout-title" data-testid="success-title">
          {t(`checkout.success.titles.${outcome}`)}
        </h1>
        {shownNumber !== null && (
          <p className="success-number">
            {t('checkout.success.number')}: <strong data-testid="success-order-number">№{shownNumber}</strong>
          </p>
        )}
        {status.isPending && orderId !== null ? (
          <Spinner />
        ) : order ? (
          <>
            <OrderFacts order={order} outcome={outcome} />
            {outcome === 'awaitingPayment' && (
              <>
                <p className="checkout-muted">{t('checkout.success.pendingCard')}</p>
                <PayAgain order={order} />
              </>
            )}
            {/* The title says the payment failed; this line says only what to do next. */}
            {order.financial_status === 'failed' && (
              <p className="checkout-muted" data-testid="success-failed">
                {t('checkout.success.failed')}
              </p>
            )}
            {canOrderAgain(order) && (
              <>
                <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="success-pay-again">
                  {t('orders.payAgain')}
                </Link>
                <Link
                  className="button button--secondary"
                  to={`/shop/order-again/${order.id}?payment=cash`}
                  data-testid="success-pay-on-delivery"
                >
                  {t('orders.payOnDelivery')}
                </Link>
              </>
            )}
          </>
        ) : (
          status.isError && <p className="checkout-muted">{t('checkout.success.statusUnknown')}</p>
        )}
        {placed && <p className="checkout-muted">{t('checkout.success.thanks')}</p>}
        {placed && <OrderCampaignNote brand={brand} paid={outcome === 'paid'} />}
        {outcome === 'notFound' && <p className="checkout-muted">{t('checkout.success.notFound')}</p>}
      </Card>
      {order && order.line_items.length > 0 && outcome !== 'notFound' && (
        <Card className="order-card">
          <OrderItems order={order} />
        </Card>
      )}
      {(placed || outcome === 'awaitingPayment') && <PushOffer brand={brand} />}
      {/* The way on stays in view above the bottom bar, however long the order's items make the page. */}
      <div className="success-page__actions" data-testid="success-actions">
        <Link
          className={`button ${actionPending ? 'button--secondary' : 'button--primary'}`}
          to={order ? `/history-order#order-${order.order_number}` : '/history-order'}
          data-testid="success-orders"
        >
          {t('checkout.success.toOrders')}
        </Link>
        <Link className="success-page__more" to="/shop" data-testid="success-shop">
          {t('checkout.success.toShop')}
        </Link>
      </div>
    </div>
  );
}
