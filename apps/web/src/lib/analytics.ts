// Analytics events: pushed to window.dataLayer for the tag manager and, for page views, the shop's e-commerce events and
// error_404, also sent to the server's outbox (spec section 7) by a client loaded lazily to keep the first screen small.
import { useSessionStore } from '@/stores/session-store';
import { afterFirstPaint } from '@/lib/after-first-paint';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent extends AnalyticsParams {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** What the outbox carries besides the event name (see lib/outbox/analytics-outbox.ts). */
export interface OutboxEventData {
  page_url?: string;
  items?: Record<string, string | number>[];
  value?: number;
  transaction_id?: string | number;
}

/** The outbox client keeps only its events (outboxEvents there); the list lives there to keep this file small. */
export function sendToOutbox(event: string, data: OutboxEventData = {}): void {
  // Only a signed-in customer has an outbox: a new visitor's first screen never loads the client (and zod with it).
  if (!useSessionStore.getState().token) return;
  // Analytics never breaks a page: a failed chunk or call is dropped silently. It never delays one either: the client
  // loads after the first screen (events keep their order).
  afterFirstPaint(
    () =>
      void import('@/lib/outbox/analytics-outbox')
        .then(({ sendOutboxEvent }) => sendOutboxEvent(event, data))
        .catch(() => undefined),
  );
}

export function track(event: string, params: AnalyticsParams = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...params, event });
  sendToOutbox(event);
}

let lastPageView: string | null = null;

/** Spec section 7: one page view per path on route change (a re-render or a query-string change sends nothing). */
export function trackPageView(pathname: string): void {
  if (pathname === lastPageView) return;
  lastPageView = pathname;
  sendToOutbox('page_view', { page_url: pathname });
}
