// The server outbox client (spec section 7, Analytics): get-bat-token once per token lifetime, then send-bat-event for
// each page view or e-commerce event of a signed-in customer. Loaded lazily by lib/analytics.ts; it lives in a folder so
// that the build's `core` chunk group (top-level src/lib files, vite.config.ts) does not pull it into the entry.
// Every signed-in page view sends an event, so the bodies are typed from the contract and left to the server to check,
// and the contract's schemas load only where answers are checked (lib/api-client.ts): zod is not loaded for them.
import type { PwaAddOrderInfoBody, SendBatEventBody } from '@loyalty/contracts/analytics';
import * as analyticsEndpoints from '@loyalty/contracts/endpoints/analytics';
import { call, isApiError } from '@/lib/api-client';
import type { OutboxEventData } from '@/lib/analytics';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';

/** The analytics token flag (spec section 5, analytics store: token); lives until the server's expired_at. */
export const batTokenFlag = 'bat-token';

/** Events that also go to the server outbox (spec sections 7 and 8); the rest stay in the dataLayer only. */
export const outboxEvents: ReadonlySet<string> = new Set([
  'page_view',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'purchase',
  'error_404',
]);

let pendingToken: Promise<string> | null = null;

async function batToken(): Promise<string> {
  const cached = cacheFlags.get(batTokenFlag);
  if (cached) return cached;
  // Several events at once (page view + view_item) share one token request.
  pendingToken ??= call(analyticsEndpoints.getBatToken, {})
    .then(({ token, expired_at }) => {
      const lifetimeSeconds = Math.floor((new Date(expired_at).getTime() - Date.now()) / 1000);
      if (lifetimeSeconds > 0) cacheFlags.set(batTokenFlag, token, lifetimeSeconds);
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

async function post(event: string, data: OutboxEventData, customerId: number, token: string): Promise<void> {
  const body: SendBatEventBody = {
    event,
    token,
    product: useBrandStore.getState().brand,
    data: { ...data, customer_id: customerId, page_url: data.page_url ?? window.location.pathname },
  };
  await call(analyticsEndpoints.sendBatEvent, { body });
}

/**
 * Sends one event; only a signed-in customer of the active brand has an outbox (the server checks the id). A 401 for
 * the token clears the flag and tries once more with a new one; any other failure is dropped.
 */
export async function sendOutboxEvent(event: string, data: OutboxEventData): Promise<void> {
  if (!outboxEvents.has(event)) return;
  const session = useSessionStore.getState();
  const customerId = session.shopIds[useBrandStore.getState().brand];
  if (!session.token || customerId === null) return;
  try {
    await post(event, data, customerId, await batToken());
  } catch (error) {
    if (!isApiError(error) || error.code !== 'analytics_token_invalid') return;
    cacheFlags.remove(batTokenFlag);
    await post(event, data, customerId, await batToken()).catch(() => undefined);
  }
}

/** The operating system and phone a user agent names; empty strings where it names none. */
export function deviceOf(userAgent: string): { os_name: string; os_version: string; phone_brand: string; phone_model: string } {
  const android = /Android (\d+(?:\.\d+)*)(?:; ([^;)]+?))?(?: Build\/|\))/.exec(userAgent);
  if (android) {
    const model = (android[2] ?? '').trim();
    // Samsung's models start with SM-; other makers put their name first ("Pixel 8", "Redmi Note 12").
    const brand = model.startsWith('SM-') ? 'Samsung' : (model.split(' ')[0] ?? '');
    return { os_name: 'Android', os_version: android[1] ?? '', phone_brand: brand, phone_model: model.slice(0, 100) };
  }
  const ios = /(iPhone|iPad)[^)]*OS (\d+(?:_\d+)*)/.exec(userAgent);
  if (ios)
    return { os_name: 'iOS', os_version: (ios[2] ?? '').replace(/_/g, '.'), phone_brand: 'Apple', phone_model: ios[1] ?? '' };
  const desktop = /(Windows NT|Mac OS X|Linux)[ ]?([\d._]*)/.exec(userAgent);
  return {
    os_name: desktop?.[1] ?? '',
    os_version: (desktop?.[2] ?? '').replace(/_/g, '.'),
    phone_brand: '',
    phone_model: '',
  };
}

/** pwa-add-order-info after a placed order: the device it came from (the server stores the user agent itself). */
export async function sendOrderInfo(orderId: number): Promise<void> {
  const session = useSessionStore.getState();
  const customerId = session.shopIds[useBrandStore.getState().brand];
  if (!session.token || customerId === null) return;
  const body: PwaAddOrderInfoBody = { transaction_id: orderId, shopify_id: customerId, ...deviceOf(navigator.userAgent) };
  await call(analyticsEndpoints.pwaAddOrderInfo, { body });
}
