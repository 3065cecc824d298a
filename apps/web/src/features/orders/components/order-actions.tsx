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

export function OrderActions({ order }: { order: Order }) {
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
  if (!payable && !cancellable && !canOrderAgain(order) && !canRepeatOrder(order)) return null;
  return (
    <div className="form__actions" data-testid="order-actions">
      {payable && (
        <Button busy={paying} onClick={() => void pay(order)} data-testid="order-pay">
          {t('orders.pay', { amount: formatUah({ t, i18n }, order.total_price) })}
        </Button>
      )}
      {canOrderAgain(order) && (
        // The shop's page puts the order's lines back in the cart, priced today (docs/decisions/0016).
        <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="order-pay-again">
          {t('orders.payAgain')}
        </Link>
      )}
      {canRepeatOrder(order) && (
        // The same page as «Сплатити ще раз»: the lines back in the cart, priced today.
        <Link className="button button--primary" to={`/shop/order-again/${order.id}`} data-testid="order-repeat">
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
