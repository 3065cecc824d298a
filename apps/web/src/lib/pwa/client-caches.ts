// Wiping what a new app version must not inherit: Cache Storage (the SW precache), the query cache and per-tab flags.
import type { QueryClient } from '@tanstack/react-query';
import { cacheFlags, clearSessionStorage } from '@/lib/storage';

export async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** The SW falls back to the network for precached files that are gone, so the next load fetches the new build. */
export async function clearClientCaches(queryClient: QueryClient): Promise<void> {
  await clearCacheStorage();
  queryClient.clear();
  cacheFlags.clearAll();
  clearSessionStorage();
}
