// Home: the quick actions (exchange, certificates, orders, invite: none of the bottom bar's) with icons above the other entries, none of them twice, and
// the XP history reached from the balance card only; the current offers and the last order, asked for with the balance.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import homeUk from '@/lib/locales/loyalty-home.uk.json';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder } from '@/test/wire-order';
import HomePage from '@/app/routes/home-page';
import { tabs } from '@/app/layouts/parts/tab-bar';

describe('home', () => {
  it('offers the four quick actions with icons, and lists every other entry once', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch(() => ({ body: { balance: 1250 } }));
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const quick = await screen.findByTestId('quick-actions');
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/spend-points', 'Витратити бали'],
      ['/get-xp', homeUk.homeLoyalty.getXp],
      ['/history-order', homeUk.homeLoyalty.historyOrder],
      ['/invite-friend', 'Запроси знайомих'],
    ]);
    // The bottom bar already leads to scan and shop: no quick action repeats it.
    for (const tab of tabs) expect(links.map((link) => link.getAttribute('href'))).not.toContain(tab.to);
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const hrefs = screen
      .getAllByRole('link')
      .filter((link) => link.dataset.testid !== 'next-reward')
      .map((link) => link.getAttribute('href'));
    // Every entry once: the quick actions are not repeated in the tiles, and the history is the balance card's link.
    expect(hrefs.filter((href) => href === '/get-xp')).toHaveLength(1);
    // The places points are spent are reached through the one hub, not as three entries of their own.
    expect(hrefs).not.toContain('/certificates');
    expect(hrefs).not.toContain('/exchange');
    expect(hrefs.filter((href) => href === '/history-bonuses')).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // The other entries are icon tiles, not rows of text alone.
    const tiles = within(screen.getByTestId('home-entries')).getAllByRole('link');
    expect(tiles.length).toBeGreaterThan(5);
    for (const tile of tiles) expect(tile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // "Розділи" repeats nothing the bottom bar offers.
    const tilePaths = tiles.map((tile) => tile.getAttribute('href'));
    for (const tab of tabs) expect(tilePaths).not.toContain(tab.to);
  });

  it("shows each brand only its own concepts: glo's subscription and devices are not on ogo's home (issue 36)", async () => {
    stubFetch(() => ({ body: { balance: 0 } }));
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: 6 } });
    useBrandStore.setState({ brand: 'glo' });
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const gloTiles = within(await screen.findByTestId('home-entries')).getAllByRole('link');
    expect(gloTiles.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/subscription', '/my-devices']));
    cleanup();
    useBrandStore.setState({ brand: 'ogo' });
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const ogoHrefs = within(await screen.findByTestId('home-entries'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(ogoHrefs).not.toContain('/subscription');
    expect(ogoHrefs).not.toContain('/my-devices');
    expect(ogoHrefs).toContain('/marathon');
  });
});

describe('the programme on home', () => {
  const week = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString();
  const campaigns = [
    { id: 1, name: '×2 на стіки', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: null },
    { id: 2, name: 'Перше замовлення', description: '+100 XP за перше замовлення', trigger: 'order_paid', ends_at: week },
  ];
  const tier = {
    enabled: true,
    measure: 'xp_earned',
    window_days: 365,
    grace_days: 30,
    set_name: 'Клуб glo',
    value: 20,
    tier: {
      id: 1,
      name: 'Срібний',
      rank: 1,
      threshold: 0,
      benefits: { earning_multiplier_bp: 10_000, free_delivery: false, reward_ids: [] },
      since: '2026-11-01T00:00:00.000Z',
      grace_until: null,
    },
    next: { id: 2, name: 'Золотий', missing: 980 },
    levels: [],
  };

  it('folds the level into the balance card as one line, with one bar, and the campaigns into one strip of links', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch((request) =>
      request.url.startsWith('/api/user/get-campaigns')
        ? { body: { campaigns } }
        : request.url.startsWith('/api/user/get-tier')
          ? { body: tier }
          : { body: { balance: 20, rewards: [] } },
    );
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const line = await screen.findByTestId('tier-line');
    const card = document.querySelector('.home-balance')!;
    expect(card.contains(line)).toBe(true);
    // The programme by its name in the tap target's accessible name, the level on the line.
    expect(line.textContent).toBe('Клуб glo: Срібний · ще 980 XP до Золотого');
    expect(line.querySelector('.visually-hidden')?.textContent).toBe('Клуб glo: ');
    expect(line.getAttribute('href')).toBe('/tiers');
    // No tier card of its own, and no second bar.
    expect(screen.queryByTestId('tier-card')).toBeNull();
    expect(document.querySelectorAll('progress').length).toBeLessThanOrEqual(1);
    // Each campaign one title (not its name again), no "%" badge, a link to where it is earned.
    const strip = await screen.findByTestId('campaign-banners');
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/scan', '×2 XP за стіки'],
      ['/shop', expect.stringMatching(/^\+100 XP за перше замовлення до \S+/u)],
    ]);
    expect(strip.textContent).not.toContain('%');
    expect(strip.textContent).not.toContain('Перше замовлення');
    // The strip sits between the balance card and the quick actions.
    const quick = screen.getByTestId('quick-actions');
    expect(card.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(strip.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a new level on home', () => {
  const levels = [
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
      benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] },
    },
  ];
  const tierHolding = (index: number) => ({
    enabled: true,
    set_name: 'Клуб glo',
    measure: 'xp_earned',
    window_days: 365,
    grace_days: 30,
    value: levels[index]!.threshold,
    tier: { ...levels[index]!, since: '2026-11-01T00:00:00.000Z', grace_until: null },
    next: index === 0 ? { id: 2, name: 'Золотий', missing: 1000 } : null,
    levels,
  });
  const renderHomeHolding = (index: number) => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch((request) =>
      request.url.startsWith('/api/user/get-tier') ? { body: tierHolding(index) } : { body: { balance: 20, rewards: [] } },
    );
    renderRoutes([{ path: '/', Component: HomePage }], '/');
  };

  it('congratulates on a level reached since the app last showed one, once', async () => {
    window.localStorage.setItem('loyalty.level-shown.glo.5', '1');
    renderHomeHolding(1);
    const card = await screen.findByTestId('level-up');
    expect(within(card).getByRole('heading').textContent).toBe('Вітаємо! Ти на рівні «Золотий»');
    expect(within(card).getByText('Безкоштовна доставка')).toBeDefined();
    cleanup();
    renderHomeHolding(1);
    await screen.findByTestId('tier-line');
    expect(screen.queryByTestId('level-up')).toBeNull();
  });

  it('says nothing on a downgrade, nor the first time it sees a level', async () => {
    window.localStorage.setItem('loyalty.level-shown.glo.5', '2');
    renderHomeHolding(0);
    await screen.findByTestId('tier-line');
    expect(screen.queryByTestId('level-up')).toBeNull();
    cleanup();
    window.localStorage.clear();
    renderHomeHolding(1);
    await screen.findByTestId('tier-line');
    await waitFor(() => expect(window.localStorage.getItem('loyalty.level-shown.glo.5')).toBe('2'));
    expect(screen.queryByTestId('level-up')).toBeNull();
  });
});

// Which reward is next is lib/next-reward's rule (next-reward.test.ts); home is tested for showing it.
describe('next reward on home (issue 36)', () => {
  const reward = (id: number, xp_price: number, title: string) => ({
    id,
    title,
    description: '',
    image: '/media/r.webp',
    xp_price,
    active: true,
    inactive_reason: null,
    stock: null,
    affordable: false,
  });

  it('shows "ще N XP" to the next reward on home', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch((request) =>
      request.url.includes('/exchange/list')
        ? { body: { rewards: [reward(1, 80, 'Щіточки для очищення glo™ (10 шт.)')] } }
        : { body: { balance: 35 } },
    );
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const card = await screen.findByTestId('next-reward');
    // No line ends between the number and its unit; the reward goes by its short name, without brand and pack size.
    await waitFor(() => expect(card.textContent).toBe('Ще 45\u00a0XP до нагороди «Щіточки для очищення»'));
    expect(card.querySelector('progress')?.getAttribute('value')).toBe('35');
  });
});

const offer = (id: number, title: string) => ({
  id,
  title,
  body_html: '<p>Умови</p>',
  image: `/media/products/offer-${id}-640.webp`,
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_to: '2026-12-31T12:00:00.000Z',
});

const lastOrder = wireOrder({
  id: 7,
  order_number: 1002,
  created_at: '2026-11-20T10:00:00.000Z',
  financial_status: 'paid',
  payment_method: 2,
  payment_gateway_names: ['LiqPay'],
  subtotal_price: '1699.00',
  total_price: '1699.00',
  total_bonuses: 200,
});

/** A server whose balance answers only when `answerBalance` is called; offers and orders answer at once. */
function stubHome({ orders = [lastOrder] as unknown[], offers = [offer(1, 'Подвійні XP'), offer(2, 'Знижка на velo')] } = {}) {
  let answerBalance: () => void = () => undefined;
  const balanceAnswered = new Promise<void>((resolve) => {
    answerBalance = resolve;
  });
  const stub = stubFetch(async (request: RecordedRequest): Promise<StubAnswer> => {
    if (request.url.includes('/get-balance')) {
      await balanceAnswered;
      return { body: { balance: 1250 } };
    }
    if (request.url.includes('/offers')) return { body: { offers } };
    if (request.url.includes('/shop/get-orders')) return { body: { list: orders, mixPackIds: [], mixQuant: 0 } };
    return { body: { expiring: [] } };
  });
  return { ...stub, answerBalance };
}

const asked = (requests: RecordedRequest[], part: string) => requests.some((request) => request.url.includes(part));

describe('home activity (issue 14)', () => {
  it('asks for the last order and the offers with the balance, in one placeholder of the strip meanwhile', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests, answerBalance } = stubHome();
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    expect(screen.getByTestId('home-activity-skeleton')).toBeDefined();
    // The strip does not wait for the balance's answer (its first offer is home's largest paint).
    await waitFor(() => expect(asked(requests, '/offers')).toBe(true));
    expect(asked(requests, '/get-balance')).toBe(true);
    expect(asked(requests, '/shop/get-orders')).toBe(true);

    answerBalance();
    const strip = await screen.findByTestId('home-strip');
    const cards = [...strip.children];
    // Issue 36, review 8: the last order is a card of its own above the «Для тебе» offers, not one of them; all at once.
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['home-offer', 'home-offer']);
    const activity = screen.getByTestId('home-activity');
    expect(activity.contains(screen.getByTestId('home-last-order'))).toBe(false);
    expect(
      screen.getByTestId('home-last-order').compareDocumentPosition(activity) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const offers = screen.getAllByTestId('home-offer');
    expect(offers.map((card) => card.querySelector('.home-card__title')?.textContent)).toEqual(['Подвійні XP', 'Знижка на velo']);
    expect(offers[0]?.textContent).toContain('до 31 грудня 2026 р.');
    expect(offers[0]?.querySelector('a')?.getAttribute('href')).toBe('/offers');
    expect(offers[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/products/offer-1-640.webp');

    const order = screen.getByTestId('home-last-order');
    expect(within(order).getByRole('heading', { level: 2 }).textContent).toBe('Останнє замовлення');
    expect(within(order).getByTestId('home-order-number').textContent).toBe('№1002');
    expect(order.querySelector('time')?.textContent).toBe('20 листопада 2026 р.');
    expect(within(order).getByTestId('home-order-status').textContent).toBe('Оплачено');
    expect(within(order).getByTestId('home-order-status').className).toContain('badge--success');
    // Intl's uk-UA groups thousands with a no-break space.
    expect(within(order).getByTestId('home-order-total').textContent?.replace(/\s/g, ' ')).toBe('1 699 грн · 200 XP');
    // It opens that order's page.
    expect(within(order).getByRole('link').getAttribute('href')).toBe('/history-order/1002');
    expect(screen.queryByTestId('home-activity-skeleton')).toBeNull();
    expect(requests.find((request) => request.url.includes('/shop/get-orders'))?.body).toEqual({ variant: 'glo', shopifyId: 5 });
  });

  it('waits for fresh answers rather than showing an order list kept from an earlier visit', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { answerBalance } = stubHome();
    const { queryClient } = renderRoutes([{ path: '/', Component: HomePage }], '/');
    // What an earlier visit kept: no orders yet, one offer.
    const updatedAt = Date.now() - 3_600_000;
    queryClient.setQueryData(['orders', 'list', 'glo', 5], { list: [], mixPackIds: [], mixQuant: 0 }, { updatedAt });
    queryClient.setQueryData(['offers', 'glo'], [offer(1, 'Подвійні XP')], { updatedAt });
    await waitFor(() => expect(screen.getByTestId('home-activity-skeleton')).toBeDefined());
    answerBalance();
    const strip = await screen.findByTestId('home-strip');
    expect([...strip.children].map((card) => card.getAttribute('data-testid'))).toEqual(['home-offer', 'home-offer']);
    expect(screen.getByTestId('home-last-order')).toBeDefined();
  });

  it('offline with nothing kept, says the offers wait for the network instead of a placeholder forever', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    // A reload offline: the browser knows it is offline, the requests never answer.
    stubFetch(() => new Promise<StubAnswer>(() => undefined));
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      renderRoutes([{ path: '/', Component: HomePage }], '/');
      expect((await screen.findByTestId('home-strip-empty')).textContent).toBe(
        'Пропозиції з’являться, щойно повернеться зв’язок',
      );
      expect(screen.queryByTestId('home-activity-skeleton')).toBeNull();
      // Nor a balance or a next reward that is counted forever.
      expect(screen.getByTestId('home-balance').textContent).toBe('Немає зв’язку: баланс покажемо, щойно він повернеться');
      expect(screen.getByTestId('next-reward').textContent).not.toContain('Шукаємо');
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('offline, shows what an earlier visit kept', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubHome();
    onlineManager.setOnline(false);
    try {
      const { queryClient } = renderRoutes([{ path: '/', Component: HomePage }], '/');
      const updatedAt = Date.now() - 3_600_000;
      queryClient.setQueryData(['balance', 'glo'], { balance: 1250 }, { updatedAt });
      queryClient.setQueryData(['orders', 'list', 'glo', 5], { list: [lastOrder], mixPackIds: [], mixQuant: 0 }, { updatedAt });
      queryClient.setQueryData(['offers', 'glo'], [offer(1, 'Подвійні XP')], { updatedAt });
      const strip = await screen.findByTestId('home-strip');
      expect([...strip.children].map((card) => card.getAttribute('data-testid'))).toEqual(['home-offer']);
      expect(screen.getByTestId('home-last-order')).toBeDefined();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps showing a kept balance whose refetch failed, with its time, not «недоступний»', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    // A connection that says it is online but carries nothing: every request fails.
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { queryClient } = renderRoutes([{ path: '/', Component: HomePage }], '/', {
      seed: (client) => client.setQueryData(['balance', 'glo'], { balance: 1250, expiring: [] }, { updatedAt: Date.now() - 60_000 }),
    });
    await waitFor(() => expect(queryClient.getQueryState(['balance', 'glo'])?.status).toBe('error'), { timeout: 8000 });
    expect(screen.getByTestId('home-balance').textContent).toBe('1\u00a0250 XP');
    expect(screen.getByTestId('next-reward').textContent).not.toContain('Шукаємо');
  }, 10_000);

  it('shows no order card to a customer without orders, and says when there are no offers either', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests, answerBalance } = stubHome({ orders: [] });
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    answerBalance();
    expect(await screen.findAllByTestId('home-offer')).toHaveLength(2);
    expect(asked(requests, '/shop/get-orders')).toBe(true);
    expect(screen.queryByTestId('home-last-order')).toBeNull();
  });

  it('says there are no offers when there is neither an order nor an offer', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { answerBalance } = stubHome({ orders: [], offers: [] });
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    answerBalance();
    expect(await screen.findByText('Зараз пропозицій немає — зазирни пізніше')).toBeDefined();
    expect(screen.queryByTestId('home-strip')).toBeNull();
  });

  it('without a customer record in the brand: offers at once, no balance and no orders asked for', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    const { requests } = stubHome();
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    expect(await screen.findAllByTestId('home-offer')).toHaveLength(2);
    expect(screen.queryByTestId('home-last-order')).toBeNull();
    expect(asked(requests, '/get-balance')).toBe(false);
    expect(asked(requests, '/shop/get-orders')).toBe(false);
  });
});
