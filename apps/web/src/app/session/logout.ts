// Logout of spec section 4: tell the server (best effort), wipe cookies, storage except the app version, every store.
import type { QueryClient } from '@tanstack/react-query';
import { storageKeys } from '@/config/constants';
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
}

export interface LogoutOptions {
  navigate: (path: string, options: { replace: boolean }) => unknown;
  /** False when the server already ended the session (a 401), so there is nobody to tell. */
  callServer?: boolean;
  queryClient?: QueryClient;
}

export function logout({ navigate, callServer = true, queryClient = appQueryClient }: LogoutOptions): void {
  const token = useSessionStore.getState().token;
  // The request captures the bearer header synchronously, before the session below is wiped; nobody waits for it.
  if (callServer && token) logoutOnServer(token).catch(() => undefined);
  clearClientSession(queryClient);
  navigate('/auth', { replace: true });
}
