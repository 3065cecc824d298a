// Shop analytics events (view_item_list, view_item, add_to_cart) in the dataLayer's ecommerce shape, items built by
// @loyalty/domain/shop/analytics-items so that the ' - блок' rule is the same everywhere. The e-commerce events of
// spec section 7 also go to the server outbox (lib/analytics sendToOutbox keeps only those).
import type { AnalyticsItem } from '@loyalty/domain/shop/analytics-items';
import { sendToOutbox, type AnalyticsEvent } from '@/lib/analytics';

export type ShopAnalyticsEvent = 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout';

/** The event as pushed: the tag manager reads `ecommerce.items` (GA4's ecommerce layout). */
export interface ShopEcommerceEvent {
  event: ShopAnalyticsEvent;
  ecommerce: { currency: 'UAH'; item_list_name?: string; items: AnalyticsItem[] };
}

export function trackShop(event: ShopAnalyticsEvent, items: AnalyticsItem[], listName?: string): void {
  const payload: ShopEcommerceEvent = { event, ecommerce: { currency: 'UAH', item_list_name: listName, items } };
  window.dataLayer ??= [];
  // NOTE: lib/analytics types events as flat parameters; the ecommerce object is nested by design of the tag manager,
  // so it goes into the same dataLayer array under a wider type.
  (window.dataLayer as Array<AnalyticsEvent | ShopEcommerceEvent>).push(payload);
  sendToOutbox(event, { items: outboxItems(items) });
}

/** The outbox takes flat string or number values; absent fields are left out. */
export function outboxItems(items: AnalyticsItem[]): Record<string, string | number>[] {
  return items.map((item) =>
    Object.fromEntries(
      Object.entries(item).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    ),
  );
}

/** pwa-add-order-info (spec section 7) for a placed order; dropped silently on any failure, like every analytics call. */
export function trackOrderInfo(orderId: number): void {
  void import('@/lib/outbox/analytics-outbox').then(({ sendOrderInfo }) => sendOrderInfo(orderId)).catch(() => undefined);
}
