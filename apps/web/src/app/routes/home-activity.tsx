// Home's activity (issue 14): the brand's current offers as a strip of small cards and the customer's last order with
// its status. Both ask the server only once the balance has its answer, so they never hold up home's first paint, and
// both stand in placeholders of their final height meanwhile (no layout shift). One module: one chunk for home.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer } from '@loyalty/contracts/points';
import type { Order } from '@loyalty/contracts/orders';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Picture, pictureSizes } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format/format';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';
import '@/styles/home.css';

/** Offers the strip shows; the rest are one tap away on /offers. */
export const homeOfferCount = 6;

/** The shared skeleton as one block of the final box's height (home.css), so nothing moves when the answer comes. */
function Placeholder({ className, testId }: { className: string; testId: string }) {
  const { t } = useTranslation();
  return <Skeleton label={t('app.loading')} title={false} lines={0} blocks={1} className={className} data-testid={testId} />;
}

const statusTone: Record<Order['financial_status'], BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  refunded: 'muted',
  voided: 'muted',
};

function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="home-offer" data-testid="home-offer">
      <Link className="home-offer__link" to="/offers">
        {offer.image && (
          <Picture className="home-offer__image" src={offer.image} alt="" width={64} height={64} sizes={pictureSizes.thumbnail} />
        )}
        <span className="home-offer__text">
          <span className="home-offer__title">{offer.title}</span>
          <span className="home-offer__until">
            {t('homeActivity.offerUntil', { date: formatDate(offer.valid_to, i18n.language) })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The current offers of the brand, after the balance (`ready`). A failed answer shows the way to /offers only. */
export function HomeOffers({ brand, ready }: { brand: Brand; ready: boolean }) {
  const { t } = useTranslation();
  const offers = useQuery({ ...offersQueryOptions(brand), enabled: ready });
  const shown = offers.data?.slice(0, homeOfferCount) ?? [];
  return (
    <section className="home-section" aria-labelledby="home-offers-title" data-testid="home-offers">
      <div className="home-section__head">
        <h2 className="home-section__title" id="home-offers-title">
          {t('homeActivity.offersTitle')}
        </h2>
        <Link className="home-section__more" to="/offers">
          {t('homeActivity.offersAll')}
        </Link>
      </div>
      {offers.isPending ? (
        <Placeholder className="home-offers__skeleton" testId="home-offers-skeleton" />
      ) : shown.length > 0 ? (
        <ul className="home-offers__strip" data-testid="home-offer-list">
          {shown.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : (
        <p className="home-offers__strip home-offers__empty">{t('homeActivity.offersEmpty')}</p>
      )}
    </section>
  );
}

function LastOrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="home-order" data-testid="home-last-order">
      <div className="home-order__head">
        <strong data-testid="home-order-number">{t('homeActivity.orderNumber', { number: order.order_number })}</strong>
        <time dateTime={order.created_at} className="home-order__date">
          {formatDate(order.created_at, i18n.language)}
        </time>
      </div>
      <div className="home-order__head">
        <Badge tone={statusTone[order.financial_status]} data-testid="home-order-status">
          {t(`homeActivity.status.${order.financial_status}`)}
        </Badge>
        <span className="home-order__total" data-testid="home-order-total">
          {t('homeActivity.orderTotal', { amount: formatMoney(order.total_price, i18n.language) })}
          {order.total_bonuses > 0 && ` · ${t('homeActivity.orderTotalXp', { count: order.total_bonuses })}`}
        </span>
      </div>
      <Link className="home-section__more" to={`/history-order#order-${order.order_number}`}>
        {t('homeActivity.orderOpen')}
      </Link>
    </article>
  );
}

/**
 * The newest order of the customer in this brand, after the balance (`ready`); nothing without a customer record, an
 * order or an answer. Its placeholder has the card's height.
 */
export function LastOrder({ brand, customerId, ready }: { brand: Brand; customerId: number | null; ready: boolean }) {
  const { t } = useTranslation();
  const orders = useQuery({ ...ordersQueryOptions(brand, customerId), enabled: customerId !== null && ready });
  if (customerId === null || orders.isError) return null;
  const last = orders.data?.list[0];
  if (orders.isSuccess && !last) return null;
  return (
    <section className="home-section" aria-labelledby="home-order-title">
      <h2 className="home-section__title" id="home-order-title">
        {t('homeActivity.lastOrderTitle')}
      </h2>
      {last ? <LastOrderCard order={last} /> : <Placeholder className="home-order-skeleton" testId="home-order-skeleton" />}
    </section>
  );
}
