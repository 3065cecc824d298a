// /history-order: the customer's orders of the active brand, newest first, each one tappable summary (thumbnails,
// number and date, total, one status line) that opens its page, /history-order/:orderNumber.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { Card } from '@/components/ui/card';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrders } from '@/features/orders/api/get-orders';
import { useOrderStatusLine } from '@/features/orders/components/order-delivery';
import { orderedAgainAs } from '@loyalty/domain/shop/financial-status';
import { formatDate, formatXp } from '@loyalty/client/format';
import { formatUah } from '@/lib/format/uah';

/** Thumbnails shown per order; the rest are counted in the line below the number. */
const thumbnailCount = 3;

/** `againAs`: the later order a failed one was bought again as (orderedAgainAs): said instead of the failure. */
function OrderSummary({ order, againAs }: { order: Order; againAs: Order | null }) {
  const { t, i18n } = useTranslation();
  const ownStatus = useOrderStatusLine(order);
  const status = againAs ? t('orders.replacedBy', { number: againAs.order_number }) : ownStatus;
  const date = formatDate(order.created_at, i18n.language);
  const items = order.line_items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="card order-card" data-testid="order-card" data-order-number={order.order_number}>
      <Link className="order-summary" to={`/history-order/${order.order_number}`} data-testid="order-open">
        <span className="order-summary__thumbs" aria-hidden="true">
          {order.line_items
            .slice(0, thumbnailCount)
            .map((line) =>
              line.image ? (
                <Picture
                  key={line.id}
                  className="order-line__image"
                  src={line.image}
                  alt=""
                  width={56}
                  height={56}
                  sizes={pictureSizes.thumbnail}
                  data-testid="order-line-image"
                />
              ) : (
                <span key={line.id} className="order-line__image" />
              ),
            )}
        </span>
        <span className="order-summary__row">
          <strong data-testid="order-number">{t('orders.heading', { number: order.order_number })}</strong>
          <time dateTime={order.created_at} className="checkout-muted">
            {date}
          </time>
        </span>
        <span className="order-summary__row">
          <span className="checkout-muted">{t('orders.items', { count: items })}</span>
          <span data-testid="order-totals">
            <strong>{formatUah({ t, i18n }, order.total_price)}</strong>
            {order.total_bonuses > 0 && <> · {formatXp(order.total_bonuses, i18n.language)}</>}
          </span>
        </span>
        <span className={`order-summary__status${againAs ? ' checkout-muted' : ''}`} data-testid="order-status-line">
          {status}
        </span>
      </Link>
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
  const navigate = useNavigate();

  // Links made before the order page (/history-order#order-<number>, as notifications and the success page give)
  // open that order's page.
  useEffect(() => {
    const number = /^#order-(\d+)$/.exec(hash)?.[1];
    if (number) void navigate(`/history-order/${number}`, { replace: true });
  }, [hash, navigate]);

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
      ) : orders.isLoadingError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.list.length === 0 ? (
        empty
      ) : (
        <ul className="checkout-list" data-testid="orders-list">
          {/* The server answers newest first; sorting again keeps that promise if it ever changes. */}
          {[...orders.data.list]
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
            .map((order) => (
              <OrderSummary key={order.id} order={order} againAs={orderedAgainAs(order, orders.data.list)} />
            ))}
        </ul>
      )}
    </div>
  );
}
