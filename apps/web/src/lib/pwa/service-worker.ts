// Service worker registration (/sw.js, scope /) and the "new version" prompt fed by the SW and the hourly build check.
import type { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { buildCheckIntervalMs } from '@/config/constants';
import { clearCacheStorage } from '@/lib/pwa/client-caches';

interface UpdatePromptState {
  updateAvailable: boolean;
}

export const useUpdatePromptStore = create<UpdatePromptState>(() => ({ updateAvailable: false }));

let workbox: Workbox | undefined;
let workerWaiting = false;

/** Registers /sw.js once the page is up; workbox-window loads then, outside the first screen's JavaScript. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    workerWaiting = true;
    useUpdatePromptStore.setState({ updateAvailable: true });
  });
  try {
    await workbox.register();
  } catch {
    // Without a SW the app still works online; nothing to tell the customer.
  }
}

/** "Оновити": activate the waiting worker, or drop the precache so the reload fetches the new build from the server. */
export async function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  useUpdatePromptStore.setState({ updateAvailable: false });
  if (workbox && workerWaiting) {
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
    return;
  }
  await clearCacheStorage();
  reload();
}

export function dismissUpdate(): void {
  useUpdatePromptStore.setState({ updateAvailable: false });
}

/** Compares the server's build-meta.json with the build this page runs; a difference offers the update. */
export async function checkBuild(runningBuildId: string = __BUILD_ID__, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchImpl('/build-meta.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return false;
  const { buildMetaSchema } = await import('@loyalty/contracts/platform');
  const meta = buildMetaSchema.safeParse(await response.json());
  if (!meta.success || meta.data.version === runningBuildId) return false;
  useUpdatePromptStore.setState({ updateAvailable: true });
  // Also nudge the SW so that, by the time the customer taps "Оновити", the new worker may already be waiting.
  void workbox?.update();
  return true;
}

export function startBuildChecks(intervalMs: number = buildCheckIntervalMs): () => void {
  const timer = window.setInterval(() => {
    checkBuild().catch(() => undefined);
  }, intervalMs);
  return () => window.clearInterval(timer);
}
