// The answers kept for offline use: only the listed kinds, only successful ones, only for their owner, for a day, and
// gone when deleted.
// test-isolation: own modules (vitest.isolation.ts): it installs a fake IndexedDB on the window, which the files after it would share.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import {
  deletePersistedQueries,
  persistedQueriesKey,
  persistQueries,
  restorePersistedQueries,
} from '@/lib/offline-cache/persisted-queries';

function filledClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['balance', 'glo'], 1250);
  client.setQueryData(['shop-catalog', 'collection', 'glo', 'sticks'], { products: [{ id: 1 }] });
  client.setQueryData(['delivery', 'cities', ''], [{ value: 'kyiv' }]);
  client.setQueryData(['user', 'shop', 'glo', 5], { first_name: 'Олена' });
  client.setQueryData(['programme', 'tier', 'glo'], { enabled: true, value: 40 });
  return client;
}

afterEach(async () => {
  vi.useRealTimers();
  await deletePersistedQueries();
});

async function persistNow(client: QueryClient, owner: string): Promise<void> {
  vi.useFakeTimers();
  const stop = persistQueries(client, owner);
  client.setQueryData(['balance', 'glo'], (value: number | undefined) => value);
  client.setQueryData(['orders', 'list', 'glo', 5], { orders: [] });
  await vi.advanceTimersByTimeAsync(1100);
  stop();
  vi.useRealTimers();
  await vi.waitFor(async () => expect(await get(persistedQueriesKey)).toBeDefined());
}

describe('persisted queries', () => {
  it('keeps the listed kinds of answers and puts them back for the same customer', async () => {
    await persistNow(filledClient(), 'glo:5');
    const next = new QueryClient();
    await restorePersistedQueries(next, 'glo:5');
    expect(next.getQueryData(['balance', 'glo'])).toBe(1250);
    expect(next.getQueryData(['shop-catalog', 'collection', 'glo', 'sticks'])).toEqual({ products: [{ id: 1 }] });
    expect(next.getQueryData(['orders', 'list', 'glo', 5])).toEqual({ orders: [] });
    expect(next.getQueryData(['programme', 'tier', 'glo'])).toEqual({ enabled: true, value: 40 });
    // Directory answers and the customer's record are asked again, never kept.
    expect(next.getQueryData(['delivery', 'cities', ''])).toBeUndefined();
    expect(next.getQueryData(['user', 'shop', 'glo', 5])).toBeUndefined();
    // The restored answer keeps its own time, so the page can say how old it is.
    expect(next.getQueryState(['balance', 'glo'])?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('keeps what the cache holds when keeping starts, with nothing changing afterwards', async () => {
    vi.useFakeTimers();
    const stop = persistQueries(filledClient(), 'glo:5');
    await vi.advanceTimersByTimeAsync(1100);
    stop();
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await get(persistedQueriesKey)).toBeDefined());
    const next = new QueryClient();
    await restorePersistedQueries(next, 'glo:5');
    expect(next.getQueryData(['balance', 'glo'])).toBe(1250);
  });

  it('lets an answer being asked for wait for the network, and shows the kept one only if the request fails', async () => {
    await persistNow(filledClient(), 'glo:5');
    const asking = (answer: Promise<number>): QueryClient => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      void client.prefetchQuery({ queryKey: ['balance', 'glo'], queryFn: () => answer });
      return client;
    };
    let answer: (value: number) => void = () => undefined;
    const fresh = asking(new Promise<number>((resolve) => (answer = resolve)));
    await restorePersistedQueries(fresh, 'glo:5');
    expect(fresh.getQueryData(['balance', 'glo'])).toBeUndefined();
    expect(fresh.getQueryData(['orders', 'list', 'glo', 5])).toEqual({ orders: [] });
    answer(1100);
    await vi.waitFor(() => expect(fresh.getQueryData(['balance', 'glo'])).toBe(1100));

    let fail: (error: Error) => void = () => undefined;
    const cut = asking(new Promise<number>((_, reject) => (fail = reject)));
    await restorePersistedQueries(cut, 'glo:5');
    expect(cut.getQueryData(['balance', 'glo'])).toBeUndefined();
    fail(new Error('offline'));
    await vi.waitFor(() => expect(cut.getQueryData(['balance', 'glo'])).toBe(1250));
    expect(cut.getQueryState(['balance', 'glo'])?.status).toBe('success');
  });

  it('shows the kept answer when the request, failing, waits to retry once the connection is back', async () => {
    await persistNow(filledClient(), 'glo:5');
    const client = new QueryClient();
    let fail: (error: Error) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: ['balance', 'glo'],
      queryFn: () => new Promise<number>((_, reject) => (fail = reject)),
      retry: 1,
      retryDelay: 0,
    });
    await restorePersistedQueries(client, 'glo:5');
    onlineManager.setOnline(false);
    try {
      fail(new Error('offline'));
      // The retry is paused for the network, so the query never errors; the kept balance shows meanwhile.
      await vi.waitFor(() => expect(client.getQueryState(['balance', 'glo'])?.fetchStatus).toBe('paused'));
      expect(client.getQueryData(['balance', 'glo'])).toBe(1250);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps an answer whose refetch failed (an offline visit), and puts it back as the answer', async () => {
    const client = filledClient();
    await client
      .fetchQuery({ queryKey: ['balance', 'glo'], queryFn: () => Promise.reject(new Error('offline')), retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(['balance', 'glo'])?.status).toBe('error');
    // Saved as the cache holds it (persistNow would touch the balance and make it a success again).
    vi.useFakeTimers();
    const stop = persistQueries(client, 'glo:5');
    await vi.advanceTimersByTimeAsync(1100);
    stop();
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await get(persistedQueriesKey)).toBeDefined());
    const next = new QueryClient();
    await restorePersistedQueries(next, 'glo:5');
    expect(next.getQueryData(['balance', 'glo'])).toBe(1250);
    expect(next.getQueryState(['balance', 'glo'])?.status).toBe('success');
  });

  it('keeps the answers read back while the cache has none of its own yet (their requests still failing offline)', async () => {
    await persistNow(filledClient(), 'glo:5');
    const next = new QueryClient();
    // The balance is being asked for when the answers are read back: it waits, and is not in the cache meanwhile.
    void next.prefetchQuery({ queryKey: ['balance', 'glo'], queryFn: () => new Promise<number>(() => undefined) });
    const kept = await restorePersistedQueries(next, 'glo:5');
    expect(next.getQueryData(['balance', 'glo'])).toBeUndefined();
    vi.useFakeTimers();
    const stop = persistQueries(next, 'glo:5', kept);
    await vi.advanceTimersByTimeAsync(1100);
    stop();
    vi.useRealTimers();
    const later = new QueryClient();
    await vi.waitFor(async () => {
      await restorePersistedQueries(later, 'glo:5');
      expect(later.getQueryData(['balance', 'glo'])).toBe(1250);
    });
  });

  it('never gives one customer another customer’s answers, and drops them', async () => {
    await persistNow(filledClient(), 'glo:5');
    const other = new QueryClient();
    await restorePersistedQueries(other, 'ogo:5');
    expect(other.getQueryData(['balance', 'glo'])).toBeUndefined();
    expect(await get(persistedQueriesKey)).toBeUndefined();
  });

  it('drops answers kept more than a day ago', async () => {
    await persistNow(filledClient(), 'glo:5');
    const later = new QueryClient();
    await restorePersistedQueries(later, 'glo:5', Date.now() + 25 * 60 * 60 * 1000);
    expect(later.getQueryData(['balance', 'glo'])).toBeUndefined();
    expect(await get(persistedQueriesKey)).toBeUndefined();
  });

  it('is gone after a delete (logout)', async () => {
    await persistNow(filledClient(), 'glo:5');
    await deletePersistedQueries();
    const next = new QueryClient();
    await restorePersistedQueries(next, 'glo:5');
    expect(next.getQueryData(['balance', 'glo'])).toBeUndefined();
  });
});
