// The 404 page of an unknown address: the way home, and for a signed-in customer the bottom bar, as on every other
// page of the account.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAppRoutes } from '@/test/render-app-routes';
import { stubFetch } from '@/test/fetch-stub';
import { useSessionStore } from '@/stores/session-store';
import type { RouteDefinition } from '@/types/routes';

const routes: RouteDefinition[] = [
  { path: '/news', layout: 'account', guards: [], back: '/', titleKey: 'home', lazy: async () => ({ default: () => null }) },
];

afterEach(() => {
  useSessionStore.setState({ token: null });
});

describe('404 page', () => {
  it('keeps the bottom bar for a signed-in customer, with a link home', async () => {
    stubFetch(() => ({ body: {} }));
    useSessionStore.setState({ token: 'token' });
    renderAppRoutes(routes, '/no/such/page');
    const page = await screen.findByTestId('not-found-page');
    expect(within(page).getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('tab-bar')).toBeDefined();
  });

  it('shows a visitor the page and the way home without the bar', async () => {
    renderAppRoutes(routes, '/no/such/page');
    const page = await screen.findByTestId('not-found-page');
    expect(within(page).getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });
});
