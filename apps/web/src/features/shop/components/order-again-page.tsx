// /shop/order-again/:orderId: "Сплатити ще раз" of a failed card order (from the success page and the order history;
// with ?payment=cash, its "Оплатити при отриманні"),
// and "Повторити замовлення" of any other finished or cash order (the order history). The order's lines, as today's
// catalogue sells them, become the cart (a failed order paid by card, a repeated one as it was paid), and the customer
// goes on to the checkout to see today's total and confirm: the old order is not reopened (docs/decisions/0016). An
// order that is not the customer's, cannot be bought again or has nothing left to buy says so instead.
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '@loyalty/contracts/catalog';
import { recordIdFrom } from '@/lib/record-id';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/shop';
import '@/styles/checkout.css';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useOrderStatus } from '@/features/shop/api/get-order-status';
import { isProductNotFound, productByIdQueryOptions } from '@/features/shop/api/get-product-by-id';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { canOrderAgain, canRepeatOrder } from '@loyalty/domain/shop/financial-status';
import { orderAgainCart, productIdsOf } from '@/features/shop/utils/order-again';

export default function OrderAgainPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const orderId = recordIdFrom(useParams().orderId);
  // «Оплатити при отриманні» of a failed card order: the same goods, to be paid in cash on delivery.
  const cashAsked = useSearchParams()[0].get('payment') === 'cash';
  const order = useOrderStatus(brand, customerId, orderId, false);
  const eligible = order.data ? canOrderAgain(order.data) || canRepeatOrder(order.data) : false;
  const products = useQueries({
    queries: (eligible && order.data ? productIdsOf(order.data) : []).map((id) => productByIdQueryOptions(id, brand)),
  });
  const productsLoading = products.some((query) => query.isPending);
  // A product no longer sold (404) only leaves its lines out; any other failure offers a retry.
  const productsFailed = products.find((query) => query.isError && !isProductNotFound(query.error));
  const cart =
    eligible && order.data && !productsLoading && !productsFailed
      ? orderAgainCart(
          order.data,
          new Map(products.flatMap((query) => (query.data ? [[query.data.id, query.data]] : [])) satisfies [number, Product][]),
        )
      : null;
  // The checkout is shown only once the cart holds the order's lines (it sends an empty cart back to the shop).
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (!cart || cart.lines.length === 0 || filled) return;
    // A failed order was a card order, paid by card again unless the customer asked for cash; a repeated one keeps
    // the way it was paid.
    useShopStore.getState().orderAgain(brand, cart.lines, cashAsked || order.data?.payment_method === 1 ? 1 : 2);
    if (cart.dropped > 0) notify.info(t('orders.againPartly'));
    setFilled(true);
  }, [cart, brand, t, filled, order.data, cashAsked]);

  const unavailable = (text: string) => (
    <div className="checkout-page" data-testid="order-again-page">
      <h1 className="checkout-title">{t('orders.againTitle')}</h1>
      <EmptyState
        text={text}
        data-testid="order-again-unavailable"
        action={
          <Link className="button button--primary" to="/history-order">
            {t('checkout.success.toOrders')}
          </Link>
        }
      />
    </div>
  );

  if (orderId === null || customerId === null) return unavailable(t('orders.notPayable'));
  if (order.isLoadingError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (order.isSuccess && !eligible) return unavailable(t('orders.notPayable'));
  if (productsFailed?.isError) return <LoadError error={productsFailed.error} onRetry={() => void productsFailed.refetch()} />;
  if (cart && cart.lines.length === 0) return unavailable(t('orders.againGone'));
  if (filled) return <Navigate to="/shop/checkout" replace />;
  return <PageSkeleton />;
}
