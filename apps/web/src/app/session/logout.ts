// Logout of spec section 4: tell the server (best effort), then wipe cookies, storage except the app version, every store.
import type { QueryClient } from '@tanstack/react-query';
import { logoutServerWaitMs, storageKeys } from '@/config/constants';
import { clearLocalExcept, clearScriptCookies } from '@/lib/storage';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { resetAllStores } from '@/stores/reset-registry';
import { useSessionStore } from '@/stores/session-store';
import { logoutOnServer } from '@/features/auth/api/logout';

/** Clears everything the customer left on this device; only the app version survives so no needless reload follows. */
export function clearClientSession(queryClient: QueryClient = appQueryClient): void {
  // Stores first: persisted stores write their initial state, which the storage wipe then removes.
  resetAllStores();
  queryClient.clear();
  clearScriptCookies();
  clearLocalExcept([storageKeys.appVersion]);
  // The answers kept for offline use (app/session/offline-cache) go too, even if keeping them had not started yet.
  void import('@/lib/offline-cache/persisted-queries').then((cache) => cache.deletePersistedQueries());
}

export interface LogoutOptions {
  navigate: (path: string, options: { replace: boolean }) => unknown;
  /** False when the server already ended the session (a 401), so there is nobody to tell. */
  callServer?: boolean;
  queryClient?: QueryClient;
  /** How long a silent server is waited for. */
  serverWaitMs?: number;
}

/**
 * The server is told first and waited for (at most logoutServerWaitMs): its answer clears the HttpOnly session
 * cookie, and an answer arriving after a new login would clear the new session's cookie instead.
 */
async function tellServer(token: string, waitMs: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    await logoutOnServer(token, controller.signal);
  } catch {
    // Best effort: an unreachable or slow server must not keep anyone logged in on this device.
  } finally {
    clearTimeout(timer);
  }
}

export async function logout({
  navigate,
  callServer = true,
  queryClient = appQueryClient,
  serverWaitMs = logoutServerWaitMs,
}: LogoutOptions): Promise<void> {
  const token = useSessionStore.getState().token;
  if (callServer && token) await tellServer(token, serverWaitMs);
  clearClientSession(queryClient);
  navigate('/auth', { replace: true });
}
