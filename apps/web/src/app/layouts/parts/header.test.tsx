// Header behaviour driven by the route registry: back arrow per route, logo hidden where asked, menu when logged in.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteDefinition } from '@/types/routes';
import { AppProviders } from '@/app/providers';
import { buildRouteTree } from '@/app/router';
import { useSessionStore } from '@/stores/session-store';

const page = async () => ({ default: () => <p>page body</p> });

// Shaped like the spec's news routes: /news/{newsId} goes back to /news and hides the logo.
const routes: RouteDefinition[] = [
  { path: '/news', layout: 'account', guards: [], back: '/', titleKey: 'home', lazy: page },
  { path: '/news/:newsId', layout: 'account', guards: [], back: '/news', hideLogo: true, titleKey: 'home', lazy: page },
];

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteTree(routes), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  useSessionStore.setState({ token: null });
});

// The header preloads the lazy menu when its button shows; that import must finish before the environment goes.
afterAll(async () => {
  await import('@/app/layouts/parts/burger-menu');
});

describe('header', () => {
  it('shows the back arrow to the registered target and the logo', async () => {
    renderAt('/news');
    await screen.findByText('page body');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: 'glo' })).toBeDefined();
  });

  it('hides the logo on a detail page and goes back to the list', async () => {
    renderAt('/news/42');
    await screen.findByText('page body');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/news');
    expect(screen.queryByRole('img', { name: 'glo' })).toBeNull();
  });

  it('offers the menu only to a logged-in customer', async () => {
    renderAt('/news');
    await screen.findByText('page body');
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });

  it('sets the document title from the route', async () => {
    useSessionStore.setState({ token: 'token' });
    renderAt('/news');
    await screen.findByText('page body');
    expect(screen.getByTestId('menu-button')).toBeDefined();
    expect(document.title).toBe('Головна · glo · ogo');
  });
});
