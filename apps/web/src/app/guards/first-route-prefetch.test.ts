// The first page's prefetch starts with the app (issue 13): only for a visitor its guards let in, and the router's
// first navigation to that page does not ask again; later navigations do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDefinition } from '@/types/routes';
import { useSessionStore } from '@/stores/session-store';
import { logIn } from '@/test/signed-in';
import { guardLoader, prefetchFirstRoute, resetFirstRoutePrefetch } from '@/app/guards/run-guards';

const page = async () => ({ default: () => null });

function routes(prefetch: () => void): RouteDefinition[] {
  return [
    { path: '/', layout: 'account', back: null, titleKey: 'home', lazy: page, prefetch },
    { path: '/auth', layout: 'default', back: null, titleKey: 'home', lazy: page, guards: [] },
  ];
}

const load = (loader: ReturnType<typeof guardLoader>, path: string) =>
  loader({ request: new Request(new URL(path, 'https://app.test')), params: {}, context: undefined } as LoaderFunctionArgs);

afterEach(() => {
  useSessionStore.setState({ token: null, customer: null, referralCode: null });
  resetFirstRoutePrefetch();
});

describe('the first route’s prefetch at start', () => {
  it('runs the prefetch of the page the app opens on, once, and the first navigation’s loader does not repeat it', async () => {
    logIn();
    const prefetch = vi.fn();
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/'));
    expect(prefetch).toHaveBeenCalledTimes(1);

    const loader = guardLoader(['authentication'], prefetch);
    await load(loader, '/');
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Coming back to home later asks again, as before.
    await load(loader, '/');
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing for a visitor the guards send elsewhere, and the loader then behaves as before', async () => {
    const prefetch = vi.fn();
    prefetchFirstRoute(routes(prefetch), new URL('https://app.test/'));
    expect(prefetch).not.toHaveBeenCalled();

    logIn();
    await load(guardLoader(['authentication'], prefetch), '/');
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
