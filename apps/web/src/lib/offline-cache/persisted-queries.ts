// What the customer saw stays on the device, so the app opens offline with it instead of endless loaders:
// the answers of the catalogue, product pages, balance, level, histories, orders, news and offers are kept in IndexedDB
// (idb-keyval), a second after they change, for a day, for this customer only; logout deletes them (lib/storage).
// TanStack Query's own dehydrate/hydrate do the work. Its persist-client packages are not used: they pin another
// version of query-core than react-query's, which would put a second copy of the cache code in the app.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { queryKeyRoots } from '@/config/constants';

export const persistedQueriesKey = 'loyalty.query-cache';
const maxAgeMs = 24 * 60 * 60 * 1000;
const saveDelayMs = 1000;

/** Query key roots worth showing offline; everything else (delivery directory, stores, tokens) is asked again. */
const persistedRoots = new Set<string>([
  'shop-catalog',
  queryKeyRoots.balance,
  queryKeyRoots.bonusHistory,
  queryKeyRoots.orders,
  // The level and the campaigns shown: /tiers and home's level line, offline as much as the balance they go with.
  queryKeyRoots.programme,
  'content',
  'offers',
]);

interface StoredQueries {
  /** The customer the answers belong to: another customer on this device never sees them. */
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Keeping answers is best effort: where IndexedDB is missing or refused (some private modes, tests) idb-keyval throws
 * before it returns a promise, so the call is wrapped to turn that into nothing kept rather than an unhandled error.
 */
async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

/**
 * An answer held, of a listed kind: also one whose last refetch failed (offline, the page still shows it), or a visit
 * without a connection would save nothing and the next one would open empty.
 */
const shouldKeep = (query: Query): boolean => query.state.data !== undefined && persistedRoots.has(String(query.queryKey[0]));

/** Kept as the answer it holds: a failed refetch is not part of it (restored, the page shows the answer, not the error). */
function asAnswered(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? query
        : { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } },
    ),
  };
}

/**
 * Puts the kept answers of `owner` back into the cache (older ones than the cache's own are ignored by hydrate).
 * An answer the network is being asked for right now waits for that request: hydrate would show the kept, older one
 * until the fresh one arrives (a balance from before the order just paid with XP). Only if the request ends without an
 * answer (it failed, or its retry waits for a connection that is gone) is the kept answer shown.
 */
export async function restorePersistedQueries(
  queryClient: QueryClient,
  owner: string,
  now = Date.now(),
): Promise<KeptQueries> {
  const stored = await quietly(() => get<StoredQueries>(persistedQueriesKey));
  if (!stored) return [];
  if (stored.owner !== owner || now - stored.savedAt > maxAgeMs) {
    await quietly(() => del(persistedQueriesKey));
    return [];
  }
  const cache = queryClient.getQueryCache();
  const asked = (hash: string): boolean => cache.get(hash)?.state.fetchStatus === 'fetching';
  hydrate(queryClient, { ...stored.state, queries: stored.state.queries.filter((query) => !asked(query.queryHash)) });
  for (const kept of stored.state.queries.filter((query) => asked(query.queryHash))) {
    const stop = cache.subscribe(({ query }) => {
      if (query.queryHash !== kept.queryHash || query.state.fetchStatus === 'fetching') return;
      stop();
      // Failed, or paused with no answer: a retry waits for the connection (TanStack's online mode) and the query
      // stays pending, so waiting for an error would leave the page loading until the network is back.
      if (query.state.status !== 'success') hydrate(queryClient, { mutations: [], queries: [kept] });
    });
  }
  return stored.state.queries;
}

/** The answers read back at the start, for keeping those the cache has not (yet) got an answer of its own for. */
export type KeptQueries = DehydratedState['queries'];

/**
 * Keeps saving the cache's answers while `owner` is signed in; the returned function stops it. `kept`, the answers read
 * back at the start, stay saved until the cache holds an answer of its own for them (for a day at most): a save while
 * their requests still fail offline, before they were put back, would otherwise keep nothing.
 */
export function persistQueries(queryClient: QueryClient, owner: string, kept: KeptQueries = []): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = (): void => {
    timer = undefined;
    const now = Date.now();
    const answered = asAnswered(dehydrate(queryClient, { shouldDehydrateQuery: shouldKeep }));
    const held = new Set(answered.queries.map((query) => query.queryHash));
    const carried = kept.filter((query) => !held.has(query.queryHash) && now - query.state.dataUpdatedAt <= maxAgeMs);
    const state = { ...answered, queries: [...answered.queries, ...carried] };
    void quietly(() => set(persistedQueriesKey, { owner, savedAt: now, state } satisfies StoredQueries));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= setTimeout(save, saveDelayMs);
  });
  // What is in the cache already is kept too: keeping starts after the first screen and after the kept answers were
  // read back, and on a fast load the balance has arrived by then; with nothing changing afterwards, it was never kept.
  timer = setTimeout(save, saveDelayMs);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

export async function deletePersistedQueries(): Promise<void> {
  await quietly(() => del(persistedQueriesKey));
}
