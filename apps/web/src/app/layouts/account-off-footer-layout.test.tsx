// The full-screen layout: the scans keep the bottom bar the scan hub has; the cart keeps the screen for its own bar.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteDefinition } from '@/types/routes';
import { renderAppRoutes } from '@/test/render-app-routes';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { scanRoutes } from '@/features/scan/routes';
import { shopRoutes } from '@/features/shop/routes';

const page = async () => ({ default: () => <p>page body</p> });

const routes: RouteDefinition[] = [
  { path: '/scan/sticks', layout: 'account-off-footer', guards: [], back: '/scan', titleKey: 'home', tabBar: true, lazy: page },
  { path: '/shop/cart', layout: 'account-off-footer', guards: [], back: '/shop', titleKey: 'home', lazy: page },
];

afterEach(() => {
  useSessionStore.setState({ token: null });
});

describe('account-off-footer layout', () => {
  it('shows the bottom bar on a route that keeps it, to a signed-in customer only', async () => {
    stubFetch(() => ({ body: {} }));
    useSessionStore.setState({ token: 'token' });
    renderAppRoutes(routes, '/scan/sticks');
    await screen.findByText('page body');
    expect(screen.getByTestId('tab-bar')).toBeDefined();
  });

  it('leaves the bar out elsewhere (the cart has its own sticky total)', async () => {
    stubFetch(() => ({ body: {} }));
    useSessionStore.setState({ token: 'token' });
    renderAppRoutes(routes, '/shop/cart');
    await screen.findByText('page body');
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });

  it('registers the bar on every scan page and on no cart or checkout page', () => {
    const full = [...scanRoutes, ...shopRoutes].filter((route) => route.layout === 'account-off-footer');
    for (const route of full) expect(Boolean(route.tabBar), route.path).toBe(route.path.startsWith('/scan/'));
  });
});
