// The first page's prefetch starts with the app: only for a visitor its guards let in, and the first
// navigation to that page does not ask again; later navigations do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '@/types/routes';
import { useSessionStore } from '@/stores/session-store';
import { logIn } from '@/test/signed-in';
import { admitToRoute, prefetchFirstRoute, resetFirstRoutePrefetch } from '@/app/guards/run-guards';

const page = async () => ({ default: () => null });

function routes(prefetch: () => void): RouteDefinition[] {
  return [
    { path: '/', layout: 'account', back: null, titleKey: 'home', lazy: page, prefetch },
    { path: '/auth', layout: 'default', back: null, titleKey: 'home', lazy: page, guards: [] },
  ];
}

const admitHome = (prefetch: () => void) => admitToRoute(['authentication'], new URL('/', 'https://app.test'), prefetch);

afterEach(() => {
  useSessionStore.setState({ token: null, customer: null, referralCode: null });
  resetFirstRoutePrefetch();
});

describe('the first route’s prefetch at start', () => {
  it('runs the prefetch of the page the app opens on, once, and the first navigation does not repeat it', () => {
    logIn();
    const prefetch = vi.fn();
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/'));
    expect(prefetch).toHaveBeenCalledTimes(1);

    admitHome(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Coming back to home later asks again, as before.
    admitHome(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing for a visitor the guards send elsewhere, and a later admission then behaves as before', () => {
    const prefetch = vi.fn();
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/'));
    expect(prefetch).not.toHaveBeenCalled();

    logIn();
    admitHome(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without a prefetch', () => {
    logIn();
    const prefetch = vi.fn();
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/auth'));
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/shop'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
