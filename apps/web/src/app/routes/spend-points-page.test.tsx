// /spend-points against a stubbed server: the three ways points are spent, each with what the balance covers there.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import SpendPointsPage, { coverageOf } from '@/app/routes/spend-points-page';

const reward = (id: number, xp_price: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Нагорода ${id}`,
  description: '',
  image: '/media/r.webp',
  xp_price,
  active: true,
  inactive_reason: null,
  stock: null,
  affordable: false,
  ...extra,
});

const product = (id: number, bonuses: number[]) => ({
  id,
  handle: `p-${id}`,
  title: `Товар ${id}`,
  description: '',
  brand: 'glo',
  category: 'bonus',
  collectionId: 1,
  tags: [],
  image: { src: '/media/p.webp', width: 640, height: 640, alt: '' },
  variants: bonuses.map((xp, index) => ({
    id: id * 10 + index,
    title: 'Стандарт',
    price: '0.00',
    bonuses: xp,
    quantity: 1,
    available: true,
  })),
});

afterEach(() => {
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
});

describe('what the balance covers', () => {
  it('counts the prices within the balance, else says how much the cheapest needs', () => {
    expect(coverageOf([150, 500, 300], 300)).toEqual({ kind: 'covers', count: 2, of: 3 });
    expect(coverageOf([150, 500], 100)).toEqual({ kind: 'short', missing: 50 });
    expect(coverageOf([], 100)).toEqual({ kind: 'none' });
  });
});

describe('/spend-points', () => {
  it('lists rewards, goods for points and certificates, each with what 300 XP covers, linked to its place', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch((request) => {
      if (request.url.startsWith('/api/get-balance')) return { body: { balance: 300 } };
      if (request.url.startsWith('/api/exchange/list')) {
        // A sold-out and an inactive reward are no ways to spend points today.
        return {
          body: {
            rewards: [reward(1, 150), reward(2, 500), reward(3, 100, { stock: 0 }), reward(4, 50, { active: false })],
          },
        };
      }
      if (request.url === '/api/shop/get-products-by-collection') {
        return {
          body: {
            collection: { id: 1, slug: 'bonus', title: 'Товари за бали' },
            products: [product(1, [400, 900]), product(2, [1200])],
          },
        };
      }
      throw new Error(`unexpected ${request.method} ${request.url}`);
    });
    renderRoutes([{ path: '/spend-points', Component: SpendPointsPage }], '/spend-points');

    expect((await screen.findByTestId('spend-balance')).textContent).toBe('Мій баланс: 300 XP');
    const ways = screen.getByTestId('spend-ways');
    expect([...ways.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/exchange',
      '/shop/bonus',
      '/certificates',
    ]);
    await waitFor(() => expect(screen.getByTestId('spend-rewards-coverage').textContent).toBe('Балів вистачає на 1 з 2'));
    await waitFor(() => expect(screen.getByTestId('spend-goods-coverage').textContent).toBe('Ще 100\u00a0XP до першого товару'));
    expect(screen.getByTestId('spend-certificates').textContent).toContain('Сертифікати партнерів');
  });
});
