// The Intl warm-up script: it makes one Kyiv date format when home opens with a stored session and nothing otherwise,
// never throws, uses the app's own session key, locale and zone, and index.html names it.
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { kyivTimeZone } from '@loyalty/domain/kyiv-time';
import { storageKeys } from '@/config/constants';
import { localeOf } from '@loyalty/client/format';
import { appWarmIntlOptions, warmIntlFileName, warmIntlPlugin, warmIntlSource } from './warm-intl.ts';

/** Runs the script in a fresh global with this localStorage at this path, and returns the DateTimeFormat calls made. */
function runScript(storage: { getItem(key: string): string | null }, pathname = '/') {
  const DateTimeFormat = vi.fn(function DateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
    return new Intl.DateTimeFormat(locale, options);
  });
  runInNewContext(warmIntlSource(appWarmIntlOptions), {
    localStorage: storage,
    location: { pathname },
    Intl: { DateTimeFormat },
    JSON,
  });
  return DateTimeFormat.mock.calls;
}

const storedSession = (token: string | null) =>
  JSON.stringify({ state: { token, customer: null, shopIds: { glo: 1, ogo: null } }, version: 0 });

describe('warm-intl script', () => {
  it('uses the session key, locale and zone the app itself uses', () => {
    expect(appWarmIntlOptions).toEqual({ sessionKey: storageKeys.session, locale: localeOf('uk'), timeZone: kyivTimeZone });
  });

  it('makes one Kyiv date format when home opens with a stored session', () => {
    const calls = runScript({ getItem: (key) => (key === storageKeys.session ? storedSession('token-1') : null) });
    expect(calls).toEqual([['uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }]]);
  });

  it('does nothing on other pages (without reading storage there), for a new visitor or after logout', () => {
    const getItem = vi.fn((key: string) => (key === storageKeys.session ? storedSession('token-1') : null));
    expect(runScript({ getItem }, '/shop')).toEqual([]);
    expect(runScript({ getItem }, '/shop/sticks/12')).toEqual([]);
    expect(getItem).not.toHaveBeenCalled();
    expect(runScript({ getItem: () => null })).toEqual([]);
    expect(runScript({ getItem: () => storedSession(null) })).toEqual([]);
    expect(runScript({ getItem: () => 'not json' })).toEqual([]);
  });

  it('never throws, also when storage is blocked', () => {
    expect(
      runScript({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([]);
  });
});

describe('warmIntlPlugin', () => {
  const bundle = {
    'assets/index-a1.js': { type: 'chunk', fileName: 'assets/index-a1.js', name: 'index' },
    'assets/warm-intl-b2.js': { type: 'asset', fileName: 'assets/warm-intl-b2.js', names: ['warm-intl.js'] },
  };

  it('finds the emitted script in the bundle by its name', () => {
    expect(warmIntlFileName(bundle)).toBe('assets/warm-intl-b2.js');
    expect(warmIntlFileName({ 'assets/index-a1.js': bundle['assets/index-a1.js'] })).toBeUndefined();
  });

  it('names it in index.html as an async classic script of home alone, and fails the build when it is missing', () => {
    const plugin = warmIntlPlugin();
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: { bundle?: unknown }) => unknown };
    expect(hook.handler('<html></html>', { bundle })).toEqual([
      { tag: 'script', attrs: { async: true, src: '/assets/warm-intl-b2.js', 'data-only-path': '/' }, injectTo: 'head' },
    ]);
    expect(() => hook.handler('<html></html>', { bundle: {} })).toThrow(/not emitted/);
  });
});
