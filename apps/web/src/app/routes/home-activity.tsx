// Home's activity: the customer's last order in a card of its own, then the brand's current offers as a strip of cards
// that scrolls sideways. Home's loader asks for both with the balance (home-prefetch.ts), and the strip keeps one height
// whatever it holds (placeholder, offers or none); the order card comes with the offers, never after them, and a
// customer without orders sees none. One module: one chunk for home.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer } from '@loyalty/contracts/points';
import type { Order } from '@loyalty/contracts/orders';
import { OrderStatusBadge, paymentWordsOf } from '@/components/order-status-badge';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney, formatXp } from '@loyalty/client/format';
import { refetchIfAnsweredBefore } from '@/lib/offline-cache/answered-since';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';
import { featureRoutes } from '@/app/routes/app-routes';
import { isOnHome } from '@/app/routes/home-prefetch';
import { useOnlineStatus } from '@/lib/pwa/online-status';
import '@/styles/home.css';

/** The strip (offers, and the last order) is shown while their pages offer themselves on home, as the prefetch asks. */
export const offersOnHome = isOnHome(featureRoutes, '/offers');
const ordersOnHome = isOnHome(featureRoutes, '/history-order');

/** Offers the strip shows; the rest are one tap away on /offers. */
export const homeOfferCount = 6;

function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="home-card" data-testid="home-offer">
      <Link className="home-card__link" to="/offers">
        {offer.image && (
          <Picture className="home-card__image" src={offer.image} alt="" width={64} height={64} sizes={pictureSizes.thumbnail} />
        )}
        <span className="home-card__text">
          <span className="home-card__title">{offer.title}</span>
          <span className="home-card__muted">
            {t('homeActivity.offerUntil', { date: formatDate(offer.valid_to, i18n.language) })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The newest order, in a card of its own above the offers (issue 36, review 8): number, payment state, date and total;
 * the card opens that order's page.
 */
function LastOrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const total = t('homeActivity.orderTotal', { amount: formatMoney(order.total_price, i18n.language) });
  return (
    <section className="home-section" aria-labelledby="home-last-order-title" data-testid="home-last-order">
      <h2 className="home-section__title" id="home-last-order-title">
        {t('homeActivity.lastOrderTitle')}
      </h2>
      <Link className="card home-order" to={`/history-order/${order.order_number}`}>
        <span className="home-card__row">
          <strong className="home-card__title" data-testid="home-order-number">
            {t('homeActivity.orderNumber', { number: order.order_number })}
          </strong>
          <OrderStatusBadge order={order} data-testid="home-order-status">
            {t(`orderStatus.${paymentWordsOf(order)}`)}
          </OrderStatusBadge>
        </span>
        <span className="home-card__muted">
          <time dateTime={order.created_at}>{formatDate(order.created_at, i18n.language)}</time>
          {' · '}
          <span data-testid="home-order-total">
            {total}
            {order.total_bonuses > 0 && ` · ${formatXp(order.total_bonuses, i18n.language)}`}
          </span>
        </span>
      </Link>
    </section>
  );
}

/**
 * A query the strip may show: answered (or failed) since home was opened (its loader's prefetch counts), or waiting
 * for the network offline (then with what was kept from before, if anything). An answer kept from an earlier visit is
 * not enough online: the strip would show it, then the new last order would arrive and push the cards sideways.
 */
function settled(query: UseQueryResult<unknown>, since: number): boolean {
  return (query.isSuccess && query.dataUpdatedAt >= since) || query.isError || query.fetchStatus === 'paused';
}

interface HomeActivityProps {
  brand: Brand;
  /** The brand's customer record; without one there are no orders to ask for. */
  customerId: number | null;
  /**
   * When home was opened. Kept answers carry the time they were fetched (decision 0029): older than this, they wait
   * for the new ones; newer ones (the prefetch's) are shown without asking again.
   */
  openedAt: number;
}

export function HomeActivity({ brand, customerId, openedAt }: HomeActivityProps) {
  const { t } = useTranslation();
  // The last order links into the order history, so it is asked for only while that page is on home.
  const asksOrders = ordersOnHome && customerId !== null;
  const refetchOnMount = refetchIfAnsweredBefore(openedAt);
  const offers = useQuery({ ...offersQueryOptions(brand), refetchOnMount });
  const orders = useQuery({ ...ordersQueryOptions(brand, customerId), refetchOnMount, enabled: asksOrders });
  // All cards at once: an order card arriving after the offers would push them sideways. Offline nothing new is coming:
  // the strip shows what was kept, or says the offers wait for the network, instead of a placeholder forever.
  const online = useOnlineStatus();
  const pending = online && (!settled(offers, openedAt) || (asksOrders && !settled(orders, openedAt)));
  const lastOrder = asksOrders ? orders.data?.list[0] : undefined;
  const shownOffers = offers.data?.slice(0, homeOfferCount) ?? [];

  return (
    <>
      {/* Shown with the offers, never before them: arriving later, it would push the strip down. */}
      {!pending && lastOrder && <LastOrderCard order={lastOrder} />}
      <section className="home-section" aria-labelledby="home-activity-title" data-testid="home-activity">
        <div className="home-section__head">
          <h2 className="home-section__title" id="home-activity-title">
            {t('homeActivity.title')}
          </h2>
          <Link className="home-section__more" to="/offers">
            {t('homeActivity.offersAll')}
          </Link>
        </div>
        {pending ? (
          <Skeleton
            label={t('app.loading')}
            title={false}
            lines={0}
            blocks={1}
            className="home-strip__skeleton"
            data-testid="home-activity-skeleton"
          />
        ) : shownOffers.length > 0 ? (
          <ul className="home-strip" data-testid="home-strip">
            {shownOffers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        ) : (
          <p className="home-strip home-strip--empty" data-testid="home-strip-empty">
            {t(online ? 'homeActivity.offersEmpty' : 'homeActivity.offersOffline')}
          </p>
        )}
      </section>
    </>
  );
}
