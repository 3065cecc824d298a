// Where IndexedDB is missing (some private modes; jsdom here), keeping answers does nothing and never throws: idb-keyval
// throws before returning a promise there, which used to end as unhandled rejections after logout.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { deletePersistedQueries, persistQueries, restorePersistedQueries } from '@/lib/offline-cache/persisted-queries';

describe('persisted queries without IndexedDB', () => {
  it('has no IndexedDB in this environment (else the test proves nothing)', () => {
    expect('indexedDB' in globalThis).toBe(false);
  });

  it('deletes, restores and saves as no-ops', async () => {
    const client = new QueryClient();
    await expect(deletePersistedQueries()).resolves.toBeUndefined();
    await expect(restorePersistedQueries(client, 'glo:5')).resolves.toEqual([]);

    vi.useFakeTimers();
    try {
      const stop = persistQueries(client, 'glo:5');
      client.setQueryData(['balance', 'glo'], 1250);
      // The save runs in a timer: a synchronous throw there would fail this test as an uncaught error.
      await vi.advanceTimersByTimeAsync(1100);
      stop();
    } finally {
      vi.useRealTimers();
    }
    expect(client.getQueryData(['balance', 'glo'])).toBe(1250);
  });
});
