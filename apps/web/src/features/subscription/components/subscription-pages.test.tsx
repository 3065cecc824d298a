// /subscription and /subscription/history against a stubbed server: state, start, stop with confirmation, refusals.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@loyalty/contracts/user';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import SubscriptionHistoryPage from '@/features/subscription/components/subscription-history-page';
import SubscriptionPage from '@/features/subscription/components/subscription-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const options = [
  { variant_id: 11, product_title: 'Стіки neo™ Тютюн', variant_title: 'Пачка', price: '95.00', quantity: 20 },
  { variant_id: 12, product_title: 'Стіки neo™ Ментол', variant_title: 'Блок', price: '950.00', quantity: 200 },
];

const active = {
  id: 3,
  status: 'active',
  variant_id: 12,
  product_title: 'Стіки neo™ Ментол',
  variant_title: 'Блок',
  price: '950.00',
  packs_per_month: 2,
  started_at: '2026-11-02T10:00:00.000Z',
  stopped_at: null,
  next_delivery_on: '2026-12-01',
};

const user: User = {
  id: 6,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: '',
  phone: '+380671110022',
  tags: [],
  orders_count: 0,
  total_spent: '0.00',
  note: '',
  address: { city: 'Київ', city_ref: 'ref-kyiv', street: '', house: '', flat: '', branch_number: '12' },
};
const noAddress = { ...user, address: { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' } };

function renderPage(path: string, answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const rendered = renderRoutes(
    [
      { path: '/subscription', Component: SubscriptionPage },
      { path: '/subscription/history', Component: SubscriptionHistoryPage },
    ],
    path,
  );
  return { ...network, ...rendered };
}

/** The customer's record in ogo with this profile: the page reads the delivery address from it. */
function signedIn(profile: User, tier: unknown = null) {
  useSessionStore.setState({ token: 't', shopIds: { glo: null, ogo: 6 } });
  return (request: RecordedRequest): StubAnswer | null => {
    if (request.url === '/api/user/get-user') return { body: { user: profile } };
    if (request.url.startsWith('/api/user/get-tier')) {
      return tier ? { body: tier } : { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
    }
    return null;
  };
}

/** Text with every kind of space as a plain one: money is grouped with no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
  // The first delivery of a start is the 1st of next month on the Kyiv calendar.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/subscription', () => {
  it('offers the sticks as a list with whole names and prices, not a cut-off select', async () => {
    renderPage('/subscription', () => ({ body: { subscription: null, options } }));
    const block = await screen.findByTestId('subscription-option-12');
    expect(plain(block.textContent)).toBe('Стіки neo™ МентолБлок950 грн');
    expect(screen.getByRole('radio', { name: /Стіки neo™ Тютюн/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('sums up a month before the button: packs, ≈ total, first date, payment, shipping and stopping', async () => {
    renderPage('/subscription', () => ({ body: { subscription: null, options } }));
    const summary = await screen.findByTestId('subscription-summary');
    expect(plain(summary.textContent)).toBe('1 × Пачка щомісяця · ≈ 95 грн на місяць');
    expect(screen.getByTestId('subscription-next').textContent).toBe(
      'Перша доставка: 1 грудня 2026 р., далі 1-го числа щомісяця',
    );
    // 95 грн is under the free threshold: the carrier's tariff, paid by the recipient.
    expect(plain(screen.getByTestId('subscription-shipping').textContent)).toBe(
      'Доставка за тарифами перевізника, оплачує отримувач; безкоштовна від 399 грн на місяць',
    );
    const terms = screen.getByTestId('subscription-terms');
    expect(terms.textContent).toContain('Оплата при отриманні');
    expect(terms.textContent).toContain('Змінити чи зупинити підписку можна будь-коли на цій сторінці.');
    expect((screen.getByTestId('subscription-packs-fewer') as HTMLButtonElement).disabled).toBe(true);
    for (let step = 0; step < 4; step += 1) fireEvent.click(screen.getByTestId('subscription-packs-more'));
    expect(plain(summary.textContent)).toBe('5 × Пачка щомісяця · ≈ 475 грн на місяць');
    expect(plain(screen.getByTestId('subscription-shipping').textContent)).toBe('Доставка безкоштовна: замовлення від 399 грн');
    for (let step = 0; step < 10; step += 1) fireEvent.click(screen.getByTestId('subscription-packs-more'));
    expect(screen.getByTestId('subscription-packs').textContent).toBe('10');
    expect((screen.getByTestId('subscription-packs-more') as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the delivery is free when the customer's tier level gives it, under the threshold too", async () => {
    const gold = {
      id: 2,
      name: 'Золотий',
      rank: 2,
      threshold: 1000,
      benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] },
    };
    const tier = {
      enabled: true,
      measure: 'xp_earned',
      window_days: 365,
      grace_days: 30,
      set_name: 'Клуб ogo',
      value: 1200,
      tier: { ...gold, since: '2026-11-01T00:00:00.000Z', grace_until: null },
      next: null,
      levels: [gold],
    };
    const profile = signedIn(user, tier);
    renderPage('/subscription', (request) => profile(request) ?? { body: { subscription: null, options } });
    await vi.waitFor(() =>
      expect(screen.getByTestId('subscription-shipping').textContent).toBe('Доставка безкоштовна з рівнем «Золотий»'),
    );
  });

  it('says where the deliveries go, with the way to change it in the profile', async () => {
    const profile = signedIn(user);
    renderPage('/subscription', (request) => profile(request) ?? { body: { subscription: null, options } });
    const address = await screen.findByTestId('subscription-address');
    expect(plain(address.textContent)).toBe('Куди: Київ, відділення №12 Змінити адресу в профілі');
    expect(within(address).getByRole('link').getAttribute('href')).toBe('/profile/details');
    expect(screen.queryByTestId('subscription-needs')).toBeNull();
  });

  it('says a delivery needs an address when the profile has none, and links to it', async () => {
    const profile = signedIn(noAddress);
    renderPage('/subscription', (request) => profile(request) ?? { body: { subscription: null, options } });
    const needs = await screen.findByTestId('subscription-needs');
    expect(needs.textContent).toBe(
      'Для доставки потрібна адреса: місто й відділення Нової пошти або вулиця й будинок. Вказати в профілі',
    );
    expect(within(needs).getByRole('link').getAttribute('href')).toBe('/profile/details');
    expect(screen.queryByTestId('subscription-address')).toBeNull();
  });

  it('starts a subscription with the chosen sticks and packs', async () => {
    let current: unknown = null;
    const { requests } = renderPage('/subscription', (request) => {
      if (request.url === '/api/subscription/start') {
        current = active;
        return { body: { subscription: active } };
      }
      return { body: { subscription: current, options } };
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Стіки neo™ Ментол/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Більше' }));
    expect(plain(screen.getByTestId('subscription-summary').textContent)).toBe('2 × Блок щомісяця · ≈ 1 900 грн на місяць');
    await act(async () => fireEvent.click(screen.getByTestId('subscription-start')));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.url === '/api/subscription/start')?.body).toEqual({
        variantId: 12,
        packsPerMonth: 2,
        product: 'ogo',
      }),
    );
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Активна');
    expect(screen.getByTestId('subscription-next').textContent).toBe(
      'Наступна доставка: 1 грудня 2026 р., далі 1-го числа щомісяця',
    );
    expect(notify.success).toHaveBeenCalledWith('Підписку оформлено');
  });

  it('shows what the active subscription brings each month, and its actions', async () => {
    const profile = signedIn(user);
    renderPage('/subscription', (request) => profile(request) ?? { body: { subscription: active, options } });
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Активна');
    expect(screen.getByTestId('subscription-item').textContent).toBe('Стіки neo™ Ментол, Блок');
    expect(plain(screen.getByTestId('subscription-summary').textContent)).toBe('2 × Блок щомісяця · ≈ 1 900 грн на місяць');
    expect(screen.getByTestId('subscription-next').textContent).toBe(
      'Наступна доставка: 1 грудня 2026 р., далі 1-го числа щомісяця',
    );
    expect(plain((await screen.findByTestId('subscription-address')).textContent)).toContain('Куди: Київ, відділення №12');
    expect(screen.getByTestId('subscription-terms').textContent).toContain('Оплата при отриманні');
    expect(screen.getByTestId('subscription-change')).toBeDefined();
    expect(screen.getByTestId('subscription-stop')).toBeDefined();
    // No start form beside an active subscription.
    expect(screen.queryByTestId('subscription-start-form')).toBeNull();
  });

  it('changes the active subscription, starting from its flavour and packs', async () => {
    let current: typeof active = active;
    const { requests } = renderPage('/subscription', (request) => {
      if (request.url === '/api/subscription/change') {
        current = { ...active, variant_id: 11, product_title: 'Стіки neo™ Тютюн', variant_title: 'Пачка', packs_per_month: 5 };
        return { body: { subscription: current } };
      }
      return { body: { subscription: current, options } };
    });
    fireEvent.click(await screen.findByTestId('subscription-change'));
    const save = screen.getByTestId('subscription-change-save');
    expect(screen.getByRole('radio', { name: /Стіки neo™ Ментол/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('subscription-packs').textContent).toBe('2');
    // Nothing changed yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Стіки neo™ Тютюн/ }));
    for (let step = 0; step < 3; step += 1) fireEvent.click(screen.getByTestId('subscription-packs-more'));
    // The change keeps the active subscription's next date.
    expect(screen.getByTestId('subscription-next').textContent).toContain('Наступна доставка: 1 грудня 2026 р.');
    await act(async () => fireEvent.click(screen.getByTestId('subscription-change-save')));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.url === '/api/subscription/change')?.body).toEqual({
        variantId: 11,
        packsPerMonth: 5,
        product: 'ogo',
      }),
    );
    // The toast follows the answer, which may come a tick after the request is seen.
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Підписку змінено'));
    expect(await screen.findByText('Стіки neo™ Тютюн, Пачка')).toBeDefined();
    expect(screen.queryByTestId('subscription-change-form')).toBeNull();
  });

  it('asks before stopping, then stops', async () => {
    const { requests } = renderPage('/subscription', (request) =>
      request.url === '/api/subscription/stop'
        ? {
            body: {
              subscription: { ...active, status: 'stopped', stopped_at: '2026-11-20T10:00:00.000Z', next_delivery_on: null },
            },
          }
        : { body: { subscription: active, options } },
    );
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Активна');
    fireEvent.click(screen.getByTestId('subscription-stop'));
    expect(requests.some((request) => request.url === '/api/subscription/stop')).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('subscription-stop-yes')));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.url === '/api/subscription/stop')?.body).toEqual({ product: 'ogo' }),
    );
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Підписку зупинено'));
  });

  it('explains a refusal of the server', async () => {
    renderPage('/subscription', (request) =>
      request.url === '/api/subscription/start'
        ? { status: 409, body: { error: { code: 'subscription_active', message: 'x' } } }
        : { body: { subscription: null, options } },
    );
    const startButton = await screen.findByTestId('subscription-start');
    await act(async () => fireEvent.click(startButton));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('У тебе вже є активна підписка'));
  });
});

describe('/subscription/history', () => {
  it('lists the events newest first, and pages on', async () => {
    const { requests } = renderPage('/subscription/history', (request) =>
      request.url.includes('offset=0')
        ? {
            body: {
              events: [{ id: 2, subscription_id: 3, kind: 'stopped', note: '', created_at: '2026-11-20T10:00:00.000Z' }],
              has_more: true,
            },
          }
        : {
            body: {
              events: [
                {
                  id: 1,
                  subscription_id: 3,
                  kind: 'started',
                  note: 'Стіки × 2 на місяць',
                  created_at: '2026-11-02T10:00:00.000Z',
                },
              ],
              has_more: false,
            },
          },
    );
    expect((await screen.findAllByTestId('subscription-event'))[0]?.textContent).toContain('Зупинено');
    await act(async () => fireEvent.click(screen.getByText('Показати ще')));
    await vi.waitFor(() => expect(screen.getAllByTestId('subscription-event')).toHaveLength(2));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/subscription/history?product=ogo&offset=0',
      '/api/subscription/history?product=ogo&offset=1',
    ]);
  });
});
