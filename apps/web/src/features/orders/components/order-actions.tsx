// What the customer can do with an order on its page: pay a card order again (a pending one through its link, a failed
// one by putting its lines back in the cart), repeat it, and cancel a pending one that has not shipped, after a
// confirmation (its XP come back at once).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Order } from '@loyalty/contracts/orders';
import { canOrderAgain, canRepeatOrder } from '@loyalty/domain/shop/financial-status';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { usePayAgain } from '@/lib/shared-api/use-pay-again';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { formatXp } from '@loyalty/client/format';
import { formatUah } from '@/lib/format/uah';

/** `againAs`: the later order a failed one was bought again as (orderedAgainAs), if any. */
export function OrderActions({ order, againAs = null }: { order: Order; againAs?: Order | null }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const { paying, pay } = usePayAgain();
  const pending = order.financial_status === 'pending';
  const payable = pending && order.payment_method === 2 && Number(order.total_price) > 0;
  const cancellable = pending && order.fulfillment_status === null;

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
  // Bought again already: the failed order leads to the order that took its place, not to buying the goods twice.
  if (againAs) {
    return (
      <div className="form__actions" data-testid="order-actions">
        <p className="checkout-muted" data-testid="order-again-as">
          {t('orders.againAs', { number: againAs.order_number })}
        </p>
        <Link className="button button--secondary" to={`/history-order/${againAs.order_number}`}>
          {t('orders.openAgainAs', { number: againAs.order_number })}
        </Link>
      </div>
    );
  }
  if (!payable && !cancellable && !canOrderAgain(order) && !canRepeatOrder(order)) return null;
  // Repeating is the main way on only once the order is over; while one is on its way, its own state comes first.
  const repeatPrimary = order.financial_status !== 'pending';
  return (
    <div className="form__actions" data-testid="order-actions">
      {payable && (
        <Button busy={paying} onClick={() => void pay(order)} data-testid="order-pay">
          {t('orders.pay', { amount: formatUah({ t, i18n }, order.total_price) })}
        </Button>
      )}
      {canOrderAgain(order) && (
        // The shop's page puts the order's lines back in the cart, priced today (docs/decisions/0016); the same goods
        // can go as cash on delivery instead, as on the declined payment's page.
        <>
          <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="order-pay-again">
            {t('orders.payAgain')}
          </Link>
          <Link
            className="button button--secondary"
            to={`/shop/order-again/${order.id}?payment=cash`}
            data-testid="order-pay-on-delivery"
          >
            {t('orders.payOnDelivery')}
          </Link>
        </>
      )}
      {canRepeatOrder(order) && (
        // The same page as «Сплатити ще раз»: the lines back in the cart, priced today.
        <Link
          className={`button ${repeatPrimary ? 'button--primary' : 'button--secondary'}`}
          to={`/shop/order-again/${order.id}`}
          data-testid="order-repeat"
        >
          {t('orders.repeat')}
        </Link>
      )}
      {cancellable && (
        // Cancelling is the rarer choice, and final: a quiet button after the others, confirmed before it is sent.
        <Button variant="ghost" disabled={paying} onClick={() => setConfirming(true)} data-testid="order-cancel">
          {t('orders.cancel')}
        </Button>
      )}
    </div>
  );
}
