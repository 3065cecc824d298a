// The feedback token on the client: cached until expiry, a 401 clears it and re-auths once, and no logout happens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { canWriteByOrder } from '@/features/feedback/api/can-write-by-order';
import { importOrdersInBackground } from '@/features/feedback/api/import-orders';
import { getOfflineOrders } from '@/features/feedback/api/get-offline-orders';

const customer = { shopify_id: 7, first_name: 'Олена', last_name: 'Коваль', email: '', phone: '+380671234567', tags: [] };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const rejected = { status: 401, body: { error: { code: 'feedback_token_invalid', message: 'no' } } };

beforeEach(() => {
  cacheFlags.clearAll();
  useSessionStore.getState().startSession({ token: 'session', customer, shopIds: { glo: 7, ogo: null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(undefined);
  useSessionStore.setState({ token: null, customer: null });
});

const paths = (requests: RecordedRequest[]) => requests.map((request) => request.url.split('?')[0]);

describe('withFeedbackToken', () => {
  it('clears a rejected token, re-auths once and retries without logging out', async () => {
    const loggedOut = vi.fn();
    onUnauthorized(loggedOut);
    let auths = 0;
    let asks = 0;
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/feedback/get-auth')) {
        auths += 1;
        return { body: { token: `t${auths}`, expired_at: inAnHour() } };
      }
      asks += 1;
      if ((request.body as { token: string }).token === 't1') return rejected;
      return { body: { showCan: true, canFeedback: true, orders: [5] } };
    });
    await expect(canWriteByOrder('glo', 7, [5, 6])).resolves.toEqual({ showCan: true, canFeedback: true, orders: [5] });
    expect(paths(requests)).toEqual([
      '/api/feedback/get-auth',
      '/api/feedback/can-write-by-order',
      '/api/feedback/get-auth',
      '/api/feedback/can-write-by-order',
    ]);
    expect(asks).toBe(2);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('gives up after one re-auth', async () => {
    let auths = 0;
    stubFetch((request) => {
      if (request.url.startsWith('/api/feedback/get-auth')) {
        auths += 1;
        return { body: { token: `t${auths}`, expired_at: inAnHour() } };
      }
      return rejected;
    });
    await expect(canWriteByOrder('glo', 7, [5])).rejects.toMatchObject({ status: 401 });
    expect(auths).toBe(2);
  });

  it('caches the per-brand flags for the same orders and asks again for other orders', async () => {
    const { requests } = stubFetch((request) =>
      request.url.startsWith('/api/feedback/get-auth')
        ? { body: { token: 't', expired_at: inAnHour() } }
        : { body: { showCan: true, canFeedback: false, orders: [] } },
    );
    await canWriteByOrder('glo', 7, [1]);
    await canWriteByOrder('glo', 7, [1]);
    expect(paths(requests).filter((path) => path === '/api/feedback/can-write-by-order')).toHaveLength(1);
    await canWriteByOrder('glo', 7, [1, 2]);
    expect(paths(requests).filter((path) => path === '/api/feedback/can-write-by-order')).toHaveLength(2);
  });

  it('asks for the offline import at most once a day', async () => {
    const { requests } = stubFetch((request) =>
      request.url.startsWith('/api/feedback/get-auth')
        ? { body: { token: 't', expired_at: inAnHour() } }
        : { body: { queued: true } },
    );
    await expect(importOrdersInBackground()).resolves.toBe(true);
    await expect(importOrdersInBackground()).resolves.toBe(false);
    expect(paths(requests).filter((path) => path === '/api/feedback/import-orders-in-background')).toHaveLength(1);
  });

  it('does not cache the offline list right after an import request, then caches it', async () => {
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/feedback/get-auth')) return { body: { token: 't', expired_at: inAnHour() } };
      if (request.url.startsWith('/api/feedback/import-orders-in-background')) return { body: { queued: true } };
      return { body: { showCan: false, offlineOrders: [] } };
    });
    expect((await getOfflineOrders()).linking).toBe(true);
    expect((await getOfflineOrders()).linking).toBe(false);
    await getOfflineOrders();
    const asked = paths(requests);
    expect(asked.filter((path) => path === '/api/feedback/import-orders-in-background')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/feedback/get-offline-orders')).toHaveLength(2);
  });
});
