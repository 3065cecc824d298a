// /scan: this month's counters, the share of the monthly limit used (get-scan-percent) for the active brand, and the
// limit stated once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@/lib/i18n';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import ScanHubPage from '@/features/scan/components/scan-hub-page';
import { stubFetch } from '@/test/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
  useBrandStore.setState({ brand: 'glo' });
});

function renderHub(message: string) {
  useSessionStore.setState({ token: 'tok', shopIds: { glo: 7, ogo: 8 } });
  const { requests } = stubFetch((request) => {
    if (request.url.startsWith('/api/scan/get-scan-percent')) return { body: { percent: 40 } };
    if (request.url.startsWith('/api/scan/get-wide-count')) {
      return {
        body: {
          code: 200,
          data: { subscription: false, scan_counter: 12, calculation_amount_bonuses: 120, scan_balance: 18 },
          errors: [],
        },
      };
    }
    if (request.url.startsWith('/api/scan/get-message')) return { body: { message } };
    return { body: { balance: 300 } };
  });
  const router = createMemoryRouter([{ path: '/scan', Component: ScanHubPage }], { initialEntries: ['/scan'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('/scan', () => {
  it('states the monthly limit once, under its bar, in the server\'s words', async () => {
    renderHub('Цього місяця зараховано 12 сканувань. Залишилось 18 сканувань з 30.');
    const line = await screen.findByTestId('scan-message');
    await screen.findByTestId('counter-sticks');
    expect(line.closest('.scan-hub__month')).not.toBeNull();
    const page = document.body.textContent ?? '';
    expect(page.match(/Залишилось/g)).toHaveLength(1);
    expect(page).not.toContain('місячного ліміту');
    expect(screen.getByTestId('counter-sticks').textContent).toBe('Стіки: 12 сканувань, 120 XP');
    // The bar keeps the share as its accessible name.
    expect(screen.getByTestId('scan-percent').getAttribute('aria-label')).toBe('Використано 40% місячного ліміту сканувань');
  });

  it('shows how much of the monthly limit is used, asked for the active brand', async () => {
    useSessionStore.setState({ token: 'tok', shopIds: { glo: 7, ogo: 8 } });
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/scan/get-scan-percent')) return { body: { percent: 40 } };
      if (request.url.startsWith('/api/scan/get-wide-count')) {
        return {
          body: {
            code: 200,
            data: { scan_counter: 12, calculation_amount_bonuses: 120, scan_balance: 18 },
            errors: [],
          },
        };
      }
      if (request.url.startsWith('/api/scan/get-message')) return { body: { message: '' } };
      return { body: { balance: 300 } };
    });
    const router = createMemoryRouter([{ path: '/scan', Component: ScanHubPage }], { initialEntries: ['/scan'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const bar = await screen.findByTestId('scan-percent');
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByText('Використано 40% місячного ліміту сканувань')).toBeDefined();
    expect(requests.map((request) => request.url)).toContain('/api/scan/get-scan-percent?product=ogo');
  });
});

describe('/scan for a customer who has never scanned', () => {
  it('says one line with «Сканувати» instead of zero counters and an empty bar', async () => {
    useSessionStore.setState({ token: 'tok', shopIds: { glo: 7, ogo: 8 } });
    stubFetch((request) => {
      if (request.url.startsWith('/api/scan/get-history')) return { body: { scans: [], total: 0 } };
      if (request.url.startsWith('/api/scan/get-scan-percent')) return { body: { percent: 0 } };
      if (request.url.startsWith('/api/scan/get-wide-count')) {
        return { body: { code: 200, data: { scan_counter: 0, calculation_amount_bonuses: 0, scan_balance: 30 }, errors: [] } };
      }
      if (request.url.startsWith('/api/scan/get-message')) return { body: { message: '' } };
      return { body: { balance: 0 } };
    });
    const router = createMemoryRouter([{ path: '/scan', Component: ScanHubPage }], { initialEntries: ['/scan'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const empty = await screen.findByTestId('scan-hub-empty');
    expect(empty.textContent).toBe('Тут з’являться твої сканування за місяць. Почни з коду на пачці.');
    // The hub's own scan buttons are above it: no fourth one here.
    expect(empty.querySelector('a')).toBeNull();
    expect(screen.queryByTestId('counter-sticks')).toBeNull();
    expect(screen.queryByTestId('scan-percent')).toBeNull();
  });
});
