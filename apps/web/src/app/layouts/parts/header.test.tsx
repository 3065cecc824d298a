// Header behaviour driven by the route registry: back arrow per route, logo hidden where asked, menu when logged in.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '@/test/fetch-stub';
import { queryClient } from '@/lib/query-client';
import type { RouteDefinition } from '@/types/routes';
import { renderAppRoutes } from '@/test/render-app-routes';
import { useSessionStore } from '@/stores/session-store';

const page = async () => ({ default: () => <p>page body</p> });

// Shaped like the spec's news routes: /news/{newsId} goes back to /news and hides the logo.
const routes: RouteDefinition[] = [
  { path: '/news', layout: 'account', guards: [], back: '/', titleKey: 'home', lazy: page },
  { path: '/news/:newsId', layout: 'account', guards: [], back: '/news', hideLogo: true, titleKey: 'home', lazy: page },
  {
    path: '/offers/:id',
    layout: 'account',
    guards: [],
    back: '/news',
    hideLogo: true,
    titleKey: 'home',
    sectionTitleKey: 'menu.news',
    lazy: page,
  },
];

const renderAt = (path: string) => renderAppRoutes(routes, path);

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

  it('hides the logo on a detail page, shows its title instead and goes back to the list', async () => {
    renderAt('/news/42');
    await screen.findByText('page body');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/news');
    expect(screen.queryByRole('img', { name: 'glo' })).toBeNull();
    expect(screen.getByTestId('header-title').textContent).toBe('Головна');
  });

  it('names the section the back arrow returns to, where the route gives one, instead of the page kind', async () => {
    renderAt('/offers/7');
    await screen.findByText('page body');
    expect(screen.getByTestId('header-title').textContent).toBe('Новини');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/news');
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

  it('moves focus into the open menu, keeps Tab inside it, and on Escape closes it and focuses the menu button', async () => {
    useSessionStore.setState({ token: 'token' });
    renderAt('/news');
    await screen.findByText('page body');
    const menuButton = screen.getByTestId('menu-button');
    menuButton.focus();
    await act(async () => fireEvent.click(menuButton));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    await vi.waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Tab from the last control of the menu wraps to its first, never to the page behind.
    const controls = [...menu.querySelectorAll<HTMLElement>('a[href], button')];
    controls.at(-1)?.focus();
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Tab', code: 'Tab' });
    await vi.waitFor(() => expect(document.activeElement).toBe(controls[0]));
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape', code: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('names the app open and offers the other one at the head of the menu, before its items', async () => {
    useSessionStore.setState({ token: 'token' });
    renderAt('/news');
    await screen.findByText('page body');
    await act(async () => fireEvent.click(screen.getByTestId('menu-button')));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    const brands = await screen.findByRole('group', { name: 'Застосунок' });
    expect(brands.querySelector('[aria-pressed="true"]')?.textContent).toBe('glo');
    // Always glo | ogo in that order, whichever is open.
    expect([...brands.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['glo', 'ogo']);
    const other = screen.getByTestId('brand-switch');
    expect(other.textContent).toBe('ogo');
    expect(other.getAttribute('aria-label')).toBe('Перейти в ogo');
    // Before the first item of the list, not at the drawer's foot.
    const firstItem = menu.querySelector('[data-menu-item]');
    expect(firstItem && brands.compareDocumentPosition(firstItem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('menu-footer').contains(other)).toBe(false);
  });

  it("shows a tester (the spec's allowed-user flag, check-allowed-user) the build in the menu, nobody else (issue 36)", async () => {
    for (const allowed of [true, false]) {
      const { requests } = stubFetch(() => ({ body: { allowed } }));
      useSessionStore.setState({ token: 'token' });
      renderAt('/news');
      await screen.findByText('page body');
      await act(async () => fireEvent.click(screen.getByTestId('menu-button')));
      await screen.findByTestId('burger-menu');
      await vi.waitFor(() => expect(requests.some((request) => request.url.endsWith('/check-allowed-user'))).toBe(true));
      if (allowed) expect((await screen.findByTestId('menu-build')).textContent).toMatch(/^Збірка /);
      else expect(screen.queryByTestId('menu-build')).toBeNull();
      // The menu and the links the bottom bar shows besides it.
      expect(screen.getByTestId('burger-menu').querySelector('[data-menu-item="shop"]')?.getAttribute('href')).toBe('/shop');
      queryClient.clear();
      cleanup();
    }
  });
});
