// Home's prefetch: its loader asks for the balance, the offers and the last order before home's chunk has
// rendered, and home then shows those answers without asking again or waiting for newer ones.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { wireOrder } from '@/test/wire-order';
import { featureRoutes } from '@/app/routes/app-routes';
import { homeOpenedAt, prefetchHome } from '@/app/routes/home-prefetch';
import HomePage from '@/app/routes/home-page';

const offer = {
  id: 1,
  title: 'Подвійні XP',
  body_html: '<p>Умови</p>',
  image: '/media/products/offer-1-640.webp',
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_to: '2026-12-31T12:00:00.000Z',
};

const reward = {
  id: 9,
  title: 'Чохол',
  description: 'Чохол для пристрою',
  image: '/media/rewards/case.webp',
  xp_price: 2000,
  active: true,
  inactive_reason: null,
  stock: 5,
  affordable: false,
};

const campaign = { id: 3, name: 'Подвійні вихідні', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: null };

const tier = {
  enabled: true,
  measure: 'xp_earned',
  window_days: 365,
  grace_days: 30,
  set_name: 'Клуб glo',
  value: 660,
  tier: {
    id: 1,
    name: 'Срібний',
    rank: 1,
    threshold: 0,
    benefits: { earning_multiplier_bp: 10_000, free_delivery: false, reward_ids: [] },
    since: '2026-11-01T00:00:00.000Z',
    grace_until: null,
  },
  next: { id: 2, name: 'Золотий', missing: 340 },
  levels: [
    {
      id: 1,
      name: 'Срібний',
      rank: 1,
      threshold: 0,
      benefits: { earning_multiplier_bp: 10_000, free_delivery: false, reward_ids: [] },
    },
    {
      id: 2,
      name: 'Золотий',
      rank: 2,
      threshold: 1000,
      benefits: { earning_multiplier_bp: 10_000, free_delivery: true, reward_ids: [] },
    },
  ],
};

function stubHomeServer() {
  return stubFetch((request: RecordedRequest): StubAnswer => {
    if (request.url.includes('/get-balance')) return { body: { balance: 1250, expiring: [] } };
    if (request.url.includes('/exchange/list')) return { body: { rewards: [reward] } };
    if (request.url.includes('/offers')) return { body: { offers: [offer] } };
    if (request.url.includes('/get-campaigns')) return { body: { campaigns: [campaign] } };
    if (request.url.includes('/get-tier')) return { body: tier };
    if (request.url.includes('/shop/get-orders')) {
      return { body: { list: [wireOrder({ id: 7, order_number: 1002 })], mixPackIds: [], mixQuant: 0 } };
    }
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const paths = (requests: RecordedRequest[]) =>
  requests.map((request) => new URL(request.url, 'https://app.test').pathname).sort();

/** Until every request in flight has its answer in the app's query cache. */
async function settledQueries(): Promise<void> {
  await expect.poll(() => queryClient.isFetching(), { timeout: 2000 }).toBe(0);
}

afterEach(() => {
  queryClient.clear();
});

describe("home's prefetch", () => {
  it('asks for the balance, the rewards, the tier, the campaigns, the offers and the last order, with no page rendered', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests } = stubHomeServer();
    prefetchHome(featureRoutes);
    await expect.poll(() => requests.length).toBe(6);
    expect(paths(requests)).toEqual([
      '/api/exchange/list',
      '/api/get-balance',
      '/api/offers',
      '/api/shop/get-orders',
      '/api/user/get-campaigns',
      '/api/user/get-tier',
    ]);
    expect(requests.find((request) => request.url.includes('/shop/get-orders'))?.body).toEqual({
      variant: 'glo',
      shopifyId: 5,
    });
  });

  it('asks for the offers alone without a customer record in the brand', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests } = stubHomeServer();
    prefetchHome(featureRoutes);
    await expect.poll(() => requests.length).toBe(1);
    await settledQueries();
    expect(paths(requests)).toEqual(['/api/offers']);
  });

  it('remembers when home was opened', () => {
    stubHomeServer();
    prefetchHome(featureRoutes, 1_700_000_000_000);
    expect(homeOpenedAt()).toBe(1_700_000_000_000);
  });

  it("lets home show the prefetch's answers at once, without asking for them again", async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests } = stubHomeServer();
    // As the router does: the loader's prefetch first; here its answers even arrive before home renders.
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            prefetchHome(featureRoutes);
            return null;
          },
          Component: HomePage,
        },
      ],
      { initialEntries: ['/'] },
    );
    await expect.poll(() => requests.length).toBe(6);
    await settledQueries();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Counted from when home was opened, not from its mount: the strip does not wait for newer answers.
    expect(await screen.findByTestId('home-strip')).toBeDefined();
    expect(screen.getByTestId('home-balance').textContent).toBe('1\u00a0250 XP');
    // The tier and the campaign are there with the balance: nothing is pushed down when they arrive.
    expect(screen.getByTestId('tier-line').textContent).toContain('ще 340 XP до Золотого');
    expect(screen.getByTestId('campaign-banner').textContent).toContain('×2 XP за стіки');
    await settledQueries();
    expect(screen.getByTestId('next-reward').textContent).toContain('«Чохол»');
    // The prefetched answers are not asked for again: each call left once.
    expect(paths(requests)).toEqual([
      '/api/exchange/list',
      '/api/get-balance',
      '/api/offers',
      '/api/shop/get-orders',
      '/api/user/get-campaigns',
      '/api/user/get-tier',
    ]);
  });
});
