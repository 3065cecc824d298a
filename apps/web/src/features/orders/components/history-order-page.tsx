// /history-order: the customer's orders of the active brand, newest first, with status, its way as a short timeline,
// lines, totals and delivery; a pending order can be paid by card again or cancelled (its XP come back at once); a failed one bought again.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { canOrderAgain, canRepeatOrder } from '@loyalty/domain/shop/financial-status';
import { novaPoshtaTrackingUrl } from '@loyalty/domain/shop/tracking';
import { orderProgress } from '@loyalty/domain/shop/order-progress';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OrderStatusBadge, paymentWordsOf } from '@/components/order-status-badge';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrders } from '@/features/orders/api/get-orders';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { usePayAgain } from '@/lib/shared-api/use-pay-again';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { formatDate, formatXp } from '@loyalty/client/format';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { OrderLineRow } from '@/components/order-line-row';
import { useCopyFeedback } from '@/lib/copy-text';
import { formatUah } from '@/lib/format/uah';

/** What a pending order offers: paying again (card orders with money to pay) and cancelling (until it ships). */
function PendingActions({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const { paying, pay } = usePayAgain();
  const payable = order.payment_method === 2 && Number(order.total_price) > 0;

  const confirmCancel = (): void => {
    cancel.mutate(
      { orderId: order.id, brand: order.brand },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(t('orders.cancelled'));
        },
        onError: (error) => {
          setConfirming(false);
          const key = isApiError(error) && error.code === 'order_in_delivery' ? 'orders.inDelivery' : errorMessageKey(error);
          notify.error(t(key));
        },
      },
    );
  };

  if (confirming) {
    return (
      <ConfirmPanel
        title={t('orders.cancelTitle', { number: order.order_number })}
        confirmLabel={t('orders.cancelYes')}
        cancelLabel={t('orders.cancelNo')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
        testId="cancel-confirm"
        confirmTestId="cancel-confirm-yes"
      >
        <p>
          {order.total_bonuses > 0
            ? t('orders.cancelTextXp', { xp: formatXp(order.total_bonuses, i18n.language) })
            : t('orders.cancelText')}
        </p>
      </ConfirmPanel>
    );
  }
  return (
    <div className="form__actions">
      {payable && (
        <Button busy={paying} onClick={() => void pay(order)} data-testid="order-pay">
          {t('orders.pay', { amount: formatUah({ t, i18n }, order.total_price) })}
        </Button>
      )}
      {order.fulfillment_status === null && (
        // Cancelling is the rarer choice, and final: a quiet button, lighter than «Повторити».
        <Button variant="ghost" disabled={paying} onClick={() => setConfirming(true)} data-testid="order-cancel">
          {t('orders.cancel')}
        </Button>
      )}
    </div>
  );
}

/** The parcel's number, copied with one tap; a Nova Poshta waybill also opens the carrier's tracking page. */
function Tracking({ number, novaPoshta }: { number: string; novaPoshta: boolean }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="order-card__tracking" data-testid="order-tracking">
      <span>
        {t('orders.trackingLabel')}{' '}
        <strong className="order-card__tracking-number" data-testid="order-tracking-number">
          {number}
        </strong>
      </span>
      <span className="order-card__tracking-actions">
        <Button
          variant="secondary"
          className="order-card__tracking-action"
          onClick={() => void copy(number).then((done) => done || notify.error(t('orders.copyFailed')))}
          data-testid="order-tracking-copy"
        >
          <span aria-live="polite">{copied ? t('orders.copied') : t('orders.copy')}</span>
        </Button>
        {novaPoshta && (
          <a
            className="button button--secondary order-card__tracking-action"
            href={novaPoshtaTrackingUrl(number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('orders.trackLabel')}
            data-testid="order-tracking-link"
          >
            {t('orders.track')}
          </a>
        )}
      </span>
    </div>
  );
}

/**
 * прийнято → відправлено → отримано, as far as the order's record tells (domain/shop/order-progress): the delivery's
 * state, under the «Доставка» heading, while the badge under «Оплата» says the payment's.
 */
function OrderTimeline({ order, labelledBy }: { order: Order; labelledBy: string }) {
  const { t } = useTranslation();
  const progress = orderProgress(order);
  if (!progress) return null;
  return (
    <ol className="order-progress" aria-labelledby={labelledBy} data-testid="order-progress">
      {progress.stages.map((stage, index) => (
        <li
          key={stage}
          className={`order-progress__stage${index <= progress.reached ? ' order-progress__stage--done' : ''}`}
          aria-current={index === progress.reached ? 'step' : undefined}
          data-stage={stage}
        >
          <span className="order-progress__mark" aria-hidden="true" />
          <span className="order-progress__label">{t(`orders.progress.${stage}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** How the order is paid, in the checkout's words: by card, on receipt, or all in XP. */
function paymentMethodKey(
  order: Pick<Order, 'payment_method' | 'total_price' | 'total_bonuses'>,
): 'checkout.totals.xp' | 'checkout.payment.card' | 'checkout.payment.cash' {
  if (Number(order.total_price) === 0 && order.total_bonuses > 0) return 'checkout.totals.xp';
  return order.payment_method === 2 ? 'checkout.payment.card' : 'checkout.payment.cash';
}

function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const uah = (money: string) => formatUah({ t, i18n }, money);
  const address = order.shipping_address;
  const deliveryTitleId = `order-${order.id}-delivery`;
  const paymentTitleId = `order-${order.id}-payment`;
  return (
    <li
      className="card order-card"
      id={`order-${order.order_number}`}
      tabIndex={-1}
      data-testid="order-card"
      data-order-number={order.order_number}
    >
      <div className="order-card__head">
        <strong data-testid="order-number">№{order.order_number}</strong>
        <time dateTime={order.created_at} className="checkout-muted">
          {formatDate(order.created_at, i18n.language)}
        </time>
      </div>
      {/* Two sections, each under its own heading, so the payment's state («Оплачено») and the delivery's («Прийнято»)
          never read as one contradicting status. The method is said unless the badge already says it. */}
      <section className="order-card__section" aria-labelledby={paymentTitleId}>
        <h2 className="order-card__subtitle" id={paymentTitleId}>
          {t('checkout.summary.paymentRow')}
        </h2>
        <OrderStatusBadge order={order} data-testid="order-status">
          {t(`orderStatus.${paymentWordsOf(order)}`)}
        </OrderStatusBadge>
        {paymentWordsOf(order) !== 'onDelivery' && <p data-testid="order-payment-method">{t(paymentMethodKey(order))}</p>}
      </section>
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
      <section className="order-card__section" aria-labelledby={deliveryTitleId}>
        <h2 className="order-card__subtitle" id={deliveryTitleId}>
          {t('orders.delivery')}
        </h2>
        <OrderTimeline order={order} labelledBy={deliveryTitleId} />
        <p data-testid="order-delivery">{[address.city, address.address1].filter(Boolean).join(', ')}</p>
        {order.tracking_number && (
          <Tracking number={order.tracking_number} novaPoshta={order.tracking_company === 'nova_poshta'} />
        )}
      </section>
      <p data-testid="order-totals">
        {t('orders.total')}: <strong>{uah(order.total_price)}</strong>
        {order.total_bonuses > 0 && (
          <>
            {' · '}
            <strong>{formatXp(order.total_bonuses, i18n.language)}</strong>
          </>
        )}
      </p>
      {order.financial_status === 'pending' && <PendingActions order={order} />}
      {canOrderAgain(order) && (
        <div className="form__actions">
          {/* The shop's page puts the order's lines back in the cart, priced today (docs/decisions/0016). */}
          <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="order-pay-again">
            {t('orders.payAgain')}
          </Link>
        </div>
      )}
      {canRepeatOrder(order) && (
        <div className="form__actions">
          {/* The same page as "Сплатити ще раз": the lines back in the cart, priced today. */}
          <Link className="button button--secondary" to={`/shop/order-again/${order.id}`} data-testid="order-repeat">
            {t('orders.repeat')}
          </Link>
        </div>
      )}
    </li>
  );
}

function OrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="checkout-list" role="status" aria-live="polite" data-testid="orders-skeleton">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="checkout-skeleton" />
      <div className="checkout-skeleton" />
      <div className="checkout-skeleton" />
    </div>
  );
}

export default function HistoryOrderPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const orders = useOrders(brand, customerId);
  const { hash } = useLocation();
  const listed = orders.isSuccess;

  // Home's last-order card links here as /history-order#order-<number>: that order is brought into view and focused.
  useEffect(() => {
    if (!listed || !hash.startsWith('#order-')) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [listed, hash]);

  const empty = (
    <Card className="order-card" data-testid="orders-empty">
      <p>{t('orders.empty')}</p>
      <Link className="button button--primary" to="/shop">
        {t('orders.toShop')}
      </Link>
    </Card>
  );

  return (
    <div className="checkout-page" data-testid="history-order-page">
      <h1 className="checkout-title">{t('orders.title')}</h1>
      {customerId === null ? (
        empty
      ) : orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.list.length === 0 ? (
        empty
      ) : (
        <ul className="checkout-list" data-testid="orders-list">
          {/* The server answers newest first; sorting again keeps that promise if it ever changes. */}
          {[...orders.data.list]
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
            .map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
        </ul>
      )}
    </div>
  );
}
