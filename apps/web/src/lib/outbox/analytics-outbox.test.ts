// The outbox client: token reuse, a 401 clearing the token flag, page views once per path, signed-out silence.
// test-isolation: own modules (vitest.isolation.ts): the outbox keeps its token and the last page view in the module.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sendToOutbox, track, trackPageView } from '@/lib/analytics';
import { batTokenFlag, deviceOf, sendOrderInfo, sendOutboxEvent } from '@/lib/outbox/analytics-outbox';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';

const expiry = () => new Date(Date.now() + 3_600_000).toISOString();

function signIn() {
  useSessionStore.setState({ token: 'session-token', shopIds: { glo: 41, ogo: 42 } });
}

beforeEach(() => {
  cacheFlags.remove(batTokenFlag);
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
  useBrandStore.setState({ brand: 'glo' });
});

describe('sendOutboxEvent', () => {
  it('gets a token once and sends events with the active brand’s customer id', async () => {
    signIn();
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubFetch((request) =>
      request.url.includes('get-bat-token')
        ? { body: { token: 'bat-1', expired_at: expiry() } }
        : { body: { queued: true, id: 1 } },
    );
    await sendOutboxEvent('view_item', { page_url: '/shop/ogo-velo/5', items: [{ item_id: '5', price: 100 }] });
    await sendOutboxEvent('add_to_cart', { page_url: '/shop/ogo-velo/5' });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/analytics/get-bat-token',
      '/api/analytics/send-bat-event',
      '/api/analytics/send-bat-event',
    ]);
    expect(requests[1]!.body).toEqual({
      event: 'view_item',
      token: 'bat-1',
      product: 'ogo',
      data: { customer_id: 42, page_url: '/shop/ogo-velo/5', items: [{ item_id: '5', price: 100 }] },
    });
  });

  it('clears the token flag on 401 and retries once with a new token', async () => {
    signIn();
    let tokens = 0;
    let sends = 0;
    const { requests } = stubFetch((request: RecordedRequest) => {
      if (request.url.includes('get-bat-token')) {
        tokens += 1;
        return { body: { token: `bat-${tokens}`, expired_at: expiry() } };
      }
      sends += 1;
      if (sends === 1) return { status: 401, body: { error: { code: 'analytics_token_invalid', message: 'expired' } } };
      return { body: { queued: true, id: 2 } };
    });
    await sendOutboxEvent('page_view', { page_url: '/news' });
    expect(tokens).toBe(2);
    expect((requests.at(-1)!.body as { token: string }).token).toBe('bat-2');
    expect(cacheFlags.get(batTokenFlag)).toBe('bat-2');
    // The analytics 401 is not a session rejection: the person stays signed in.
    expect(useSessionStore.getState().token).toBe('session-token');
  });

  it('sends nothing for a signed-out visitor', async () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    await sendOutboxEvent('page_view', { page_url: '/' });
    expect(requests).toHaveLength(0);
  });
});

describe('lib/analytics', () => {
  it('sends a page view once per path change and only outbox events', async () => {
    signIn();
    const { requests } = stubFetch((request) =>
      request.url.includes('get-bat-token')
        ? { body: { token: 'bat-1', expired_at: expiry() } }
        : { body: { queued: true, id: 1 } },
    );
    trackPageView('/faq');
    trackPageView('/faq');
    trackPageView('/news');
    sendToOutbox('view_item_list', { page_url: '/shop' });
    track('error_404', { page_path: '/nope' });
    await waitFor(() => expect(requests.filter((request) => request.url.endsWith('send-bat-event'))).toHaveLength(3));
    const events = requests
      .filter((request) => request.url.endsWith('send-bat-event'))
      .map((request) => (request.body as { event: string; data: { page_url: string } }).event);
    expect(events.sort()).toEqual(['error_404', 'page_view', 'page_view']);
    expect(window.dataLayer).toEqual([{ page_path: '/nope', event: 'error_404' }]);
  });
});

describe('deviceOf', () => {
  it('reads the OS and phone from Android and iOS user agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; SM-A546B Build/UP1A.231005.007) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toEqual({ os_name: 'Android', os_version: '14', phone_brand: 'Samsung', phone_model: 'SM-A546B' });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36')).toMatchObject({
      phone_brand: 'Pixel',
      phone_model: 'Pixel 7',
    });
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15')).toEqual({
      os_name: 'iOS',
      os_version: '17.2.1',
      phone_brand: 'Apple',
      phone_model: 'iPhone',
    });
  });
});

describe('sendOrderInfo', () => {
  it('posts the order id with the customer id of the active brand', async () => {
    signIn();
    const { requests } = stubFetch(() => ({ body: { queued: true, id: 3 } }));
    await sendOrderInfo(77);
    expect(requests[0]).toMatchObject({ url: '/api/analytics/pwa-add-order-info', body: { transaction_id: 77, shopify_id: 41 } });
  });
});
