// The composed router end to end in jsdom: guards, lazy pages, 404, home, and the start's first page.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { renderAppRoutes } from '@/test/render-app-routes';
import { AppProviders } from '@/app/providers';
import { AppRoutes, buildRouteTree, loadFirstPage, matchesFor } from '@/app/router';
import { appRoutes } from '@/app/routes/app-routes';
import { useSessionStore } from '@/stores/session-store';
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';

const renderAt = (path: string) => renderAppRoutes(appRoutes, path);

afterEach(() => {
  useSessionStore.setState({ token: null, customer: null });
  useAgeConfirmationStore.setState({ confirmed: false, declined: false });
  window.dataLayer = [];
});

describe('router', () => {
  it('sends an anonymous visitor from / through /auth to the age question', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('Тобі вже виповнилося 18 років?')).toBeDefined();
    expect(router.pathname()).toBe('/is18');
  });

  it('goes on to /auth after "Так"', async () => {
    const router = renderAt('/is18');
    const yes = await screen.findByRole('button', { name: 'Так' });
    await act(async () => yes.click());
    expect(await screen.findByTestId('auth-page')).toBeDefined();
    expect(router.pathname()).toBe('/auth');
    expect(useAgeConfirmationStore.getState().confirmed).toBe(true);
  });

  it('explains the app is for adults after "Ні", and the answer holds for the visit', async () => {
    renderAt('/is18');
    const no = await screen.findByRole('button', { name: 'Ні' });
    await act(async () => no.click());
    expect(await screen.findByTestId('adults-only')).toBeDefined();
    // No one-tap way back to the question: the answer stays until a new visit (the tab's sessionStorage).
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem('loyalty.is18') ?? '{}')).toMatchObject({ state: { declined: true } });
    expect(useAgeConfirmationStore.getState().confirmed).toBe(false);
  });

  it('keeps a "Ні" of this visit when the page is opened again, even on /auth', async () => {
    useAgeConfirmationStore.setState({ confirmed: false, declined: true });
    const router = renderAt('/auth');
    expect(await screen.findByTestId('adults-only')).toBeDefined();
    expect(router.pathname()).toBe('/is18');
    expect(screen.queryByText('Тобі вже виповнилося 18 років?')).toBeNull();
  });

  it('shows the 404 page for an unknown path and reports error_404', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('Сторінку не знайдено')).toBeDefined();
    expect(screen.getByText('404')).toBeDefined();
    expect(screen.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'error_404', page_path: '/no/such/page' }));
  });

  it('welcomes a logged-in customer by name on home, with the menu button and no back arrow', async () => {
    useSessionStore.setState({
      token: 'token',
      customer: { shopify_id: 1, first_name: 'Оксана', last_name: 'Мельник', email: '', phone: '+380671234567', tags: [] },
    });
    renderAt('/');
    expect(await screen.findByText('Привіт, Оксана!')).toBeDefined();
    expect(screen.getByTestId('menu-button')).toBeDefined();
    expect(screen.queryByTestId('back-link')).toBeNull();
  });

  it('hides the menu button from anonymous visitors', async () => {
    useAgeConfirmationStore.setState({ confirmed: true });
    renderAt('/auth');
    await screen.findByTestId('auth-page');
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });
});

describe('the start', () => {
  // Copies of the registry's entries: a page loaded by an earlier test must not count as loaded here.
  const freshRoutes = () => buildRouteTree(appRoutes.map((definition) => ({ ...definition })));

  it('follows the guards’ redirects and loads the page it lands on, so the first render shows it in one pass', async () => {
    const routes = freshRoutes();
    expect(await loadFirstPage(routes, new URL('https://app.test/?utm=1'))).toBe('/is18');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/is18']}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppProviders>,
    );
    // Synchronously: no loader first, no redirect after.
    expect(screen.getByText('Тобі вже виповнилося 18 років?')).toBeDefined();
  });

  it('keeps the address, search included, when the guards let the visitor in', async () => {
    useAgeConfirmationStore.setState({ confirmed: true });
    expect(await loadFirstPage(freshRoutes(), new URL('https://app.test/auth?from=qr#top'))).toBe('/auth?from=qr#top');
  });
});

describe('matching a path', () => {
  it('finds what React Router finds over the whole table, for every page and for paths no page has', () => {
    const routes = buildRouteTree(appRoutes.map((definition) => ({ ...definition })));
    const pages = appRoutes.map((definition) => definition.path.replace(/:[\w-]+/g, '42'));
    const others = ['/no/such/page', '/SHOP', '/shop/', '/Shop/Cart', '/shop/sticks/7/extra', '/%D0%BA', '/%zz', '//', ''];
    expect(pages.length).toBeGreaterThan(50);
    for (const pathname of [...pages, ...others]) {
      const expected = (matchRoutes(routes, pathname) ?? []).map(({ route, pathname: matched, params }) => ({
        route,
        matched,
        params,
      }));
      const actual = matchesFor(routes, pathname).map(({ route, pathname: matched, params }) => ({ route, matched, params }));
      expect(actual.length, pathname).toBe(expected.length);
      actual.forEach((match, index) => {
        expect(match.route, `${pathname} #${index}`).toBe(expected[index]?.route);
        expect(match.matched).toBe(expected[index]?.matched);
        expect(match.params).toEqual(expected[index]?.params);
      });
    }
  });
});
