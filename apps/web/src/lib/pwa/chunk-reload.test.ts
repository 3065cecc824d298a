// The failed-chunk reload guard (once per 10 s per path).
// test-isolation: own modules (vitest.isolation.ts): the reload guard is installed once per page, and the test installs it.
import { describe, expect, it, vi } from 'vitest';
import { claimChunkReload, installPreloadErrorReload, isChunkLoadError, reloadAfterChunkFailure } from '@/lib/pwa/chunk-reload';

describe('chunk reload guard', () => {
  it('allows one reload per path within 10 s', () => {
    const start = 1_000_000;
    expect(claimChunkReload('/shop', start)).toBe(true);
    expect(claimChunkReload('/shop', start + 1_000)).toBe(false);
    expect(claimChunkReload('/shop', start + 9_999)).toBe(false);
    expect(claimChunkReload('/shop', start + 10_000)).toBe(true);
  });

  it('counts each path on its own', () => {
    expect(claimChunkReload('/news', 5_000)).toBe(true);
    expect(claimChunkReload('/faq', 5_001)).toBe(true);
    expect(claimChunkReload('/news', 5_002)).toBe(false);
  });

  it('reloads once, then lets the error show', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure('/scan', reload)).toBe(true);
    expect(reloadAfterChunkFailure('/scan', reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('recognises the browsers’ chunk failure messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('handles vite:preloadError by reloading once', () => {
    const reload = vi.fn();
    const stop = installPreloadErrorReload(window, reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    // The second failure within 10 s reaches the error page instead of reloading again.
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});
