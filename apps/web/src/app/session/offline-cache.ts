// Keeps the signed-in customer's answers on the device for offline use (lib/offline-cache), and deletes them when the
// session ends. Offline at start, the kept answers are put back at once (the pages then show them instead of
// loaders); online, the module loads after the first screen, since the network answers anyway.
import { queryClient } from '@/lib/query-client';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { useSessionStore, type SessionState } from '@/stores/session-store';

/** Whose answers these are: the customer's record in the first brand that has one (ids are per brand). */
function ownerOf(state: Pick<SessionState, 'token' | 'shopIds'>): string | null {
  if (!state.token) return null;
  if (state.shopIds.glo !== null) return `glo:${state.shopIds.glo}`;
  if (state.shopIds.ogo !== null) return `ogo:${state.shopIds.ogo}`;
  return null;
}

export function startOfflineCache(): void {
  let owner: string | null = null;
  let stopPersisting: (() => void) | undefined;

  const follow = async (state: Pick<SessionState, 'token' | 'shopIds'>): Promise<void> => {
    const next = ownerOf(state);
    if (next === owner) return;
    stopPersisting?.();
    stopPersisting = undefined;
    owner = next;
    const cache = await import('@/lib/offline-cache/persisted-queries');
    if (next === null) {
      await cache.deletePersistedQueries();
      return;
    }
    const kept = await cache.restorePersistedQueries(queryClient, next);
    // Another session may have begun while the answers were read.
    if (owner === next) stopPersisting = cache.persistQueries(queryClient, next, kept);
  };

  const start = (): void => {
    void follow(useSessionStore.getState());
    useSessionStore.subscribe((state) => void follow(state));
  };
  if (!navigator.onLine && ownerOf(useSessionStore.getState())) start();
  else afterFirstPaint(start);
}
