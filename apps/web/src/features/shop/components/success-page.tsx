// /shop/success (no back arrow): the order number, its payment status (polled a few times while a card payment is
// pending, as LiqPay's callback may land after the customer returns), and the ways on. The title says what happened
// (paid, accepted, awaiting payment, payment failed, no such order); a card order still pending can be paid from here,
// and a failed one bought again (its lines back in the cart, /shop/order-again).
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { canOrderAgain } from '@loyalty/domain/shop/financial-status';
import { recordIdFrom } from '@/lib/record-id';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrderStatus } from '@/features/shop/api/get-order-status';
import { useBrandShop } from '@/features/shop/stores/shop-store';
import { formatMoney } from '@/lib/format/format';
import { usePayAgain } from '@/lib/shared-api/use-pay-again';
import { PushOffer } from '@/features/shop/components/push-offer';

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

export default function SuccessPage() {
  const { t, i18n } = useTranslation();
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

  return (
    <div className="checkout-page" data-testid="success-page">
      <Card className="order-card">
        <h1 className="checkout-title" data-testid="success-title">
          {t(`checkout.success.titles.${outcome}`)}
        </h1>
        {shownNumber !== null && (
          <p>
            {t('checkout.success.number')}: <strong data-testid="success-order-number">№{shownNumber}</strong>
          </p>
        )}
        {status.isPending && orderId !== null ? (
          <Spinner />
        ) : order ? (
          <>
            <p>
              {t('checkout.success.status')}:{' '}
              <OrderStatusBadge status={order.financial_status} data-testid="success-status">
                {t(`orders.status.${order.financial_status}`)}
              </OrderStatusBadge>
            </p>
            {outcome === 'awaitingPayment' && (
              <>
                <p className="checkout-muted">{t('checkout.success.pendingCard')}</p>
                <PayAgain order={order} />
              </>
            )}
            {order.financial_status === 'failed' && <p className="field__error">{t('checkout.success.failed')}</p>}
            {canOrderAgain(order) && (
              <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="success-pay-again">
                {t('orders.payAgain')}
              </Link>
            )}
            <p>
              {t('checkout.totals.money')}: {t('checkout.uah', { amount: formatMoney(order.total_price, i18n.language) })}
              {order.total_bonuses > 0 && <> · {t('checkout.xpAmount', { count: order.total_bonuses })}</>}
            </p>
          </>
        ) : (
          status.isError && <p className="checkout-muted">{t('checkout.success.statusUnknown')}</p>
        )}
        {(outcome === 'paid' || outcome === 'accepted') && <p className="checkout-muted">{t('checkout.success.thanks')}</p>}
        {outcome === 'notFound' && <p className="checkout-muted">{t('checkout.success.notFound')}</p>}
      </Card>
      {(outcome === 'paid' || outcome === 'accepted' || outcome === 'awaitingPayment') && <PushOffer brand={brand} />}
      <Link className="button button--primary" to="/history-order" data-testid="success-orders">
        {t('checkout.success.toOrders')}
      </Link>
      <Link className="button button--secondary" to="/shop" data-testid="success-shop">
        {t('checkout.success.toShop')}
      </Link>
    </div>
  );
}
