// The 300 s version check of spec section 4.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { storageKeys, sessionStorageKeys } from '@/config/constants';
import { cacheFlags } from '@/lib/storage';
import { checkVersion, startVersionChecks, type VersionCheckDeps } from '@/lib/pwa/version-check';

function deps(version: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['user'], { id: 1 });
  return {
    fetchVersion: vi.fn(async () => ({ version })),
    queryClient,
    reload: vi.fn<() => void>(),
  } satisfies VersionCheckDeps;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('version check', () => {
  it('stores the first answer and does nothing else', async () => {
    const run = deps('build-1');
    expect(await checkVersion(run)).toBe('first');
    expect(window.localStorage.getItem(storageKeys.appVersion)).toBe('build-1');
    expect(run.reload).not.toHaveBeenCalled();
    expect(run.queryClient.getQueryData(['user'])).toEqual({ id: 1 });
  });

  it('does nothing while the version stays the same', async () => {
    window.localStorage.setItem(storageKeys.appVersion, 'build-1');
    const run = deps('build-1');
    expect(await checkVersion(run)).toBe('unchanged');
    expect(run.reload).not.toHaveBeenCalled();
  });

  it('on a new version stores it, clears caches and flags, and reloads', async () => {
    window.localStorage.setItem(storageKeys.appVersion, 'build-1');
    cacheFlags.set('checkToken', '1', 1200);
    window.sessionStorage.setItem(`${sessionStorageKeys.chunkReloadPrefix}/shop`, '123');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2', 'other'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    const run = deps('build-2');

    expect(await checkVersion(run)).toBe('changed');

    expect(window.localStorage.getItem(storageKeys.appVersion)).toBe('build-2');
    expect(deleted).toEqual(['workbox-precache-v2', 'other']);
    expect(run.queryClient.getQueryData(['user'])).toBeUndefined();
    expect(cacheFlags.get('checkToken')).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
    expect(run.reload).toHaveBeenCalledOnce();
  });

  it('checks at start and then every 300 s', async () => {
    vi.useFakeTimers();
    const run = deps('build-1');
    const stop = startVersionChecks(run);
    expect(run.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(run.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.fetchVersion).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('survives a failed check', async () => {
    vi.useFakeTimers();
    const run = { ...deps('x'), fetchVersion: vi.fn().mockRejectedValue(new Error('offline')) };
    const stop = startVersionChecks(run);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(run.fetchVersion).toHaveBeenCalledTimes(2);
    expect(run.reload).not.toHaveBeenCalled();
    stop();
  });
});
