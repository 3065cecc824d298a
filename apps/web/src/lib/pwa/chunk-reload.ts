// A page chunk that fails to load (usually a deploy removed it) triggers one reload, at most once per 10 s per path.
import { chunkReloadGuardMs, sessionStorageKeys } from '@/config/constants';
import { readSession, writeSession } from '@/lib/storage';

const chunkFailurePatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

/**
 * Records a reload for the path and says whether it may happen now. The guard lives in sessionStorage so it
 * survives the reload it allows, which is what stops a missing chunk from reloading the page forever.
 */
export function claimChunkReload(path: string, now: number = Date.now()): boolean {
  const key = sessionStorageKeys.chunkReloadPrefix + path;
  const last = Number(readSession(key));
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
  writeSession(key, String(now));
  return true;
}

/** Reloads when the guard allows; returns false when the caller should show the error instead. */
export function reloadAfterChunkFailure(
  path: string = window.location.pathname,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!claimChunkReload(path)) return false;
  reload();
  return true;
}

/** Vite fires vite:preloadError when a chunk's dependencies fail to preload; handled the same way. */
export function installPreloadErrorReload(
  target: Window = window,
  reload: () => void = () => target.location.reload(),
): () => void {
  const listener = (event: Event): void => {
    // Only swallow the error when we do reload; otherwise let it reach the error page.
    if (reloadAfterChunkFailure(target.location.pathname, reload)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
