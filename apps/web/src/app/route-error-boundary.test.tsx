// The routes' error page: status codes, crawlers, the one-time reload after a failed chunk, and a navigation away.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RouteErrorBoundary, RouteStatusError } from '@/app/route-error-boundary';
import type { RouteDefinition } from '@/types/routes';
import { renderAppRoutes } from '@/test/render-app-routes';

function Routes({ fail }: { fail: () => never }) {
  const location = useLocation();
  const Broken = () => fail();
  const element = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <p>a fine page</p> },
  ]);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

function renderFailing(fail: () => never) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/broken']}>
        <Routes fail={fail} />
        <Link to="/fine">away</Link>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route error page', () => {
  it('shows the status code of a failed route', async () => {
    renderFailing(() => {
      throw new RouteStatusError(503);
    });
    expect(await screen.findByTestId('error-page')).toBeDefined();
    expect(screen.getByText('503')).toBeDefined();
  });

  it('shows 500 for an unexpected error and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByText('500')).toBeDefined();
    expect(screen.getByText('Щось пішло не так')).toBeDefined();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Route error', expect.any(Error)));
  });

  it('gives crawlers a neutral page without error details', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByTestId('neutral-page')).toBeDefined();
    expect(screen.queryByText('500')).toBeNull();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
  });
});

describe('after an error', () => {
  it('shows the next page the customer goes to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByText('500')).toBeDefined();
    await act(async () => screen.getByRole('link', { name: 'away' }).click());
    expect(await screen.findByText('a fine page')).toBeDefined();
    expect(screen.queryByText('500')).toBeNull();
  });
});

describe('failed page chunk', () => {
  it('reloads once, and shows the error page if the chunk fails again within 10 s', async () => {
    const chunkFailure = () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/shop-page.js');
    };
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderFailing(chunkFailure);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('error-page')).toBeNull();
    cleanup();

    // The "reloaded" page fails the same way: no second reload, the customer sees the error.
    renderFailing(chunkFailure);
    expect(await screen.findByTestId('error-page')).toBeDefined();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a page whose module fails to load', () => {
  it('shows the error page, and loads the module again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the server broke');
      return { default: () => <p>the page at last</p> };
    };
    const definitions: RouteDefinition[] = [
      { path: '/flaky', layout: 'default', guards: [], back: null, titleKey: 'home', lazy: flaky },
      {
        path: '/other',
        layout: 'default',
        guards: [],
        back: null,
        titleKey: 'home',
        lazy: async () => ({ default: () => <Link to="/flaky">again</Link> }),
      },
    ];
    renderAppRoutes(definitions, '/flaky');
    expect(await screen.findByText('500')).toBeDefined();
    cleanup();
    renderAppRoutes(definitions, '/other');
    const again = await screen.findByRole('link', { name: 'again' });
    await act(async () => again.click());
    expect(await screen.findByText('the page at last')).toBeDefined();
    expect(attempts).toBe(2);
  });
});
