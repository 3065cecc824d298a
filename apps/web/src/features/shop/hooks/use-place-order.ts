// The checkout's submit (spec sections 3, 4 and 7): create-order under the checkout's Idempotency-Key, then the
// follow-ups of the order (iPost address, call-back, referral code), then the LiqPay link or the success page.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import type { TFunction } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';
import type { Order } from '@loyalty/contracts/orders';
import { analyticsItem } from '@loyalty/domain/shop/analytics-items';
import { nextPaymentLinkState, type PaymentLinkAnswer } from '@loyalty/domain/shop/payment-link-retry';
import { queryKeyRoots } from '@/config/constants';
import { sendToOutbox } from '@/lib/analytics';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { createOrder } from '@/features/shop/api/create-order';
import { getLiqpayLink } from '@/lib/shared-api/get-liqpay-link';
import { ipostAuth } from '@/features/shop/api/ipost-auth';
import { ipostSendAddress } from '@/features/shop/api/ipost-send-address';
import { sendPhoneCall } from '@/features/shop/api/send-phone-call';
import { sendPromocode } from '@/features/shop/api/send-promocode';
import { useShopStore, type BrandShopState } from '@/features/shop/stores/shop-store';
import { outboxItems, trackOrderInfo } from '@/features/shop/utils/shop-analytics';
import {
  contractPhone,
  createOrderBody,
  ipostDeliveryDate,
  referralCodeFor,
  type Recipient,
} from '@/features/shop/utils/checkout-order';

/** What the flow needs from the page; tests pass fakes (no timers, no real navigation). */
export interface PlaceOrderContext {
  brand: Brand;
  recipient: Recipient;
  t: TFunction;
  navigate: (to: string) => void;
  /** Leaves the app for LiqPay's checkout page. */
  assign: (url: string) => void;
  sleep: (ms: number) => Promise<void>;
  onOrdersChanged?: () => void;
}

export type PlaceOrderOutcome =
  | { kind: 'paying'; order: Order; link: string }
  | { kind: 'placed'; order: Order }
  | { kind: 'link_failed'; order: Order }
  | { kind: 'refused'; code: string };

// The spec's orderId is the order's id (LiqPay's result_url carries the same); the page shows the number.
const successPath = (order: Pick<Order, 'id'>): string => `/shop/success?orderId=${order.id}`;

/**
 * Spec section 4's payment-link loop: a link is stored and followed; a success without a link is asked again after
 * 2 s while the counter is not above 5; a failure (or running out) sets the counter to 6 and shows 'Сталася помилка'.
 */
export async function fetchPaymentLink(
  brand: Brand,
  orderId: number,
  context: Pick<PlaceOrderContext, 'sleep'>,
): Promise<string | null> {
  const store = useShopStore.getState;
  for (;;) {
    let answer: PaymentLinkAnswer;
    try {
      const reply = await getLiqpayLink(orderId, brand);
      answer = reply.success ? { success: true, link: reply.link } : { success: false };
    } catch {
      answer = { success: false };
    }
    const next = nextPaymentLinkState(store()[brand].paymentLink, answer);
    store().update(brand, { paymentLink: next.state });
    switch (next.effect.type) {
      case 'store_link':
        return next.effect.link;
      case 'retry':
        await context.sleep(next.effect.afterMs);
        continue;
      case 'show_error':
        notify.error(next.effect.message);
        return null;
      case 'none':
        return null;
    }
  }
}

/** The follow-ups of a placed order; each may fail without undoing the order, so each only warns. */
async function afterOrder(order: Order, placed: BrandShopState, context: PlaceOrderContext): Promise<void> {
  const { brand, recipient, t } = context;
  const delivery = placed.delivery;
  if (delivery.mode === 3) {
    try {
      const token = await ipostAuth();
      await ipostSendAddress({
        token,
        city: delivery.ipostCity,
        street: delivery.ipostStreet,
        flat: delivery.ipostFlat,
        delivery_date: ipostDeliveryDate(delivery.ipostDay),
        delivery_time_from: delivery.ipostFrom,
        delivery_time_to: delivery.ipostTo,
        order_id: order.id,
        comment: placed.comment.slice(0, 500),
      });
      useShopStore.getState().addressSent(brand);
    } catch {
      notify.warning(t('checkout.errors.ipostAddress'));
    }
  }
  if (placed.needCall) {
    try {
      await sendPhoneCall({
        orderNumber: order.order_number,
        phone: contractPhone(recipient.phone),
        callFrom: placed.needCall.from,
        callTo: placed.needCall.to,
        day: placed.needCall.day,
        first_name: recipient.firstName,
      });
    } catch {
      notify.warning(t('checkout.errors.phoneCall'));
    }
  }
  const referral = referralCodeFor(placed, recipient.ordersCount);
  if (referral) {
    try {
      await sendPromocode({ code: referral, orderId: order.id, shopDomain: window.location.host });
    } catch {
      // The order carries the mgm_promo-code tag already; the report is the referral programme's bookkeeping.
      notify.warning(t('checkout.errors.promocodeReport'));
    }
  }
  // The delivery reaches the profile with the order itself (the server writes both at once, decision 0075): the
  // user answer is asked again with the orders (onOrdersChanged).
}

function trackPurchase(brand: Brand, order: Order, placed: BrandShopState): void {
  const items = placed.cart.map((line) =>
    analyticsItem({
      item: line,
      productTitle: line.title,
      variantTitle: line.variantTitle,
      brand,
      category: line.category,
      listName: 'cart',
    }),
  );
  window.dataLayer ??= [];
  // NOTE: the ecommerce object is nested (the tag manager's layout); lib/analytics types flat events only.
  (window.dataLayer as unknown[]).push({
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.order_number),
      currency: 'UAH',
      value: Number(order.total_price),
      xp: order.total_bonuses,
      items,
    },
  });
  sendToOutbox('purchase', {
    items: outboxItems(items),
    value: Number(order.total_price),
    transaction_id: String(order.order_number),
  });
  trackOrderInfo(order.id);
}

/** Maps create-order's refusals to where the customer can fix them (spec section 8). */
function handleRefusal(error: unknown, context: PlaceOrderContext): string {
  const { brand, t, navigate } = context;
  const code = isApiError(error) ? error.code : 'unknown';
  if (isApiError(error) && error.status === 409 && code === 'ipost_city_unavailable') {
    useShopStore.getState().updateDelivery(brand, { mode: 1, ipostCityAvailable: false });
    navigate('/shop/delivery');
    return t('checkout.errors.ipostCityUnavailable');
  }
  if (isApiError(error) && error.status === 422 && code === 'promo_not_applicable') {
    navigate('/shop/cart');
    return t('checkout.errors.promoNotApplicable');
  }
  if (isApiError(error) && error.status === 409 && code === 'insufficient_xp') return t('checkout.errors.insufficientXp');
  return t(errorMessageKey(error));
}

/**
 * Places the brand's order. The Idempotency-Key is taken from the store (made when the checkout opened) and dropped
 * only by `orderPlaced`, so a submit retried after an error or a lost answer returns the first order, never a second.
 */
export async function placeOrder(context: PlaceOrderContext): Promise<PlaceOrderOutcome> {
  const { brand, recipient, t } = context;
  const store = useShopStore.getState;
  const key = store().checkoutKey(brand);
  const placed = store()[brand];
  const toast = notify.loading(t('checkout.placing'));
  let order: Order;
  try {
    order = await createOrder(createOrderBody(brand, placed, recipient), key);
  } catch (error) {
    toast.error(handleRefusal(error, context));
    return { kind: 'refused', code: isApiError(error) ? error.code : 'unknown' };
  }
  // A card order leaves for LiqPay: the toast says the order exists before the page goes. Otherwise the success page
  // says it in its own headline, and a toast over its header would only repeat it.
  if (placed.payment === 2 && order.financial_status === 'pending')
    toast.success(t('checkout.placed', { number: order.order_number }));
  else notify.dismiss(toast.id);
  trackPurchase(brand, order, placed);
  // Clears the carts, comment and promo codes and forgets the key: the next checkout is a new order.
  store().orderPlaced(brand, order);
  context.onOrdersChanged?.();
  await afterOrder(order, placed, context);

  if (placed.payment === 2 && order.financial_status === 'pending') {
    const link = await fetchPaymentLink(brand, order.id, context);
    if (link) {
      context.assign(link);
      return { kind: 'paying', order, link };
    }
    context.navigate(successPath(order));
    return { kind: 'link_failed', order };
  }
  context.navigate(successPath(order));
  return { kind: 'placed', order };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The checkout page's submit: one run at a time (a second tap while it runs is ignored). */
export function usePlaceOrder(brand: Brand) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  // A ref, not the state: two taps in one frame both see the state as it was before either ran.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (recipient: Recipient): Promise<PlaceOrderOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setRunning(true);
      try {
        return await placeOrder({
          brand,
          recipient,
          t,
          navigate: (to) => void navigate(to),
          assign: (url) => window.location.assign(url),
          sleep,
          onOrdersChanged: () => {
            void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.orders] });
            void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
            void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.user] });
          },
        });
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [brand, navigate, queryClient, t],
  );

  return { submit, running };
}
