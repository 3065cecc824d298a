// The 300 s version check of spec section 4: a changed server version clears caches and flags and reloads the app.
import type { QueryClient } from '@tanstack/react-query';
import { storageKeys, versionCheckIntervalMs } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { getVersion } from '@/lib/pwa/get-version';
import { clearClientCaches } from '@/lib/pwa/client-caches';

export type VersionCheckOutcome = 'first' | 'unchanged' | 'changed';

export interface VersionCheckDeps {
  fetchVersion: () => Promise<{ version: string }>;
  queryClient: QueryClient;
  reload: () => void;
}

const defaultDeps: VersionCheckDeps = {
  fetchVersion: () => getVersion(),
  queryClient: appQueryClient,
  reload: () => window.location.reload(),
};

export async function checkVersion(deps: VersionCheckDeps = defaultDeps): Promise<VersionCheckOutcome> {
  const { version } = await deps.fetchVersion();
  const stored = readLocal(storageKeys.appVersion);
  if (stored === null) {
    writeLocal(storageKeys.appVersion, version);
    return 'first';
  }
  if (stored === version) return 'unchanged';
  // Store first: if clearing fails half way, the reload must not loop on the same difference.
  writeLocal(storageKeys.appVersion, version);
  await clearClientCaches(deps.queryClient);
  deps.reload();
  return 'changed';
}

/** Checks now and then every 300 s; a failed check (offline, server restarting) waits for the next tick. */
export function startVersionChecks(deps: VersionCheckDeps = defaultDeps, intervalMs = versionCheckIntervalMs): () => void {
  const run = (): void => {
    checkVersion(deps).catch(() => undefined);
  };
  run();
  const timer = window.setInterval(run, intervalMs);
  return () => window.clearInterval(timer);
}
