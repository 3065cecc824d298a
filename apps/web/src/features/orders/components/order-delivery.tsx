// An order's way to the customer: the one timeline every order page shows (domain/shop/order-progress), the parcel's
// number (components/waybill-tracking.tsx), and the one status line the history's summary says of it.
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { orderProgress, type OrderStage } from '@loyalty/domain/shop/order-progress';
import { paymentWordsOf } from '@/components/order-status-badge';
import { formatDate } from '@loyalty/client/format';

type StageKey = OrderStage | 'shippedCourier';

/** The words of a step: the hand-over names the carrier, Nova Poshta or the iPost courier (delivery mode 3). */
function stageKey(stage: OrderStage, order: Pick<Order, 'delivery_mode'>): StageKey {
  return stage === 'shipped' && order.delivery_mode === 3 ? 'shippedCourier' : stage;
}

/**
 * What the history's summary of an order says in one line: how it ended, that a card order awaits its money, or the
 * last step of its way.
 */
export function useOrderStatusLine(order: Order): string {
  const { t } = useTranslation();
  const progress = orderProgress(order);
  if (progress.kind === 'ended') return t(`orderStatus.${progress.end}`);
  if (paymentWordsOf(order) === 'awaitingCard') return t('orderStatus.awaitingCard');
  const step = progress.steps[progress.reached];
  return t(`orders.progress.${stageKey(step?.stage ?? 'placed', order)}`);
}

/** The steps the order has made and has ahead, each with its date where the server recorded it; or how it ended. */
export function OrderTimeline({ order, labelledBy }: { order: Order; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const progress = orderProgress(order);
  if (progress.kind === 'ended') {
    return (
      <ol className="order-progress" aria-labelledby={labelledBy} data-testid="order-progress">
        <li className="order-progress__stage order-progress__stage--done" data-stage="placed">
          <span className="order-progress__mark" aria-hidden="true" />
          <span className="order-progress__label">{t('orders.progress.placed')}</span>
          <time className="order-progress__date" dateTime={progress.placedAt}>
            {formatDate(progress.placedAt, i18n.language)}
          </time>
        </li>
        <li
          className={`order-progress__stage order-progress__stage--done${progress.end === 'failed' ? ' order-progress__stage--failed' : ''}`}
          aria-current="step"
          data-stage={progress.end}
        >
          <span className="order-progress__mark" aria-hidden="true" />
          <span className="order-progress__label">{t(`orderStatus.${progress.end}`)}</span>
        </li>
      </ol>
    );
  }
  return (
    <ol className="order-progress" aria-labelledby={labelledBy} data-testid="order-progress">
      {progress.steps.map((step, index) => (
        <li
          key={step.stage}
          className={`order-progress__stage${step.done ? ' order-progress__stage--done' : ''}`}
          aria-current={index === progress.reached ? 'step' : undefined}
          data-stage={step.stage}
        >
          <span className="order-progress__mark" aria-hidden="true" />
          <span className="order-progress__label">{t(`orders.progress.${stageKey(step.stage, order)}`)}</span>
          {step.at && (
            <time className="order-progress__date" dateTime={step.at}>
              {formatDate(step.at, i18n.language)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
