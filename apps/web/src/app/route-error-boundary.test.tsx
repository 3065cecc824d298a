// The router error page: status codes, crawlers, and the one-time reload after a failed chunk.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RouteErrorBoundary } from '@/app/route-error-boundary';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: () => null,
        children: [{ path: 'broken', loader, Component: () => null }],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route error page', () => {
  it('shows the status code of a failed route', async () => {
    renderFailing(() => {
      throw data(null, { status: 503 });
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
