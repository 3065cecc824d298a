// /exchange/product/active|inactive/{id} against a stubbed server: confirmation with where to send it before the debit,
// the refusals, the why; «Мої нагороди» on /exchange.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { formatXp } from '@loyalty/client/format';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import RewardActivePage from '@/features/exchange/components/reward-active-page';
import RewardInactivePage from '@/features/exchange/components/reward-inactive-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const reward = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  title: 'Фірмовий чохол',
  description: 'Шкіряний чохол для пристрою',
  image: '',
  xp_price: 300,
  active: true,
  inactive_reason: null,
  stock: 4,
  affordable: true,
  ...extra,
});

const kyiv = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};
const branch12 = {
  value: '33333333-3333-4333-8333-333333333333',
  label: 'Відділення №12 (до 30 кг): вул. Хрещатик, 22',
  meta: { number: '12', shortAddress: 'вул. Хрещатик, 22', cityRef: kyiv.city_id, postomat: false },
};

/** The profile of the stubbed customer: saved delivery to Kyiv, branch 12 (or none). */
function profile(address: { city: string; branch_number: string } = { city: 'Київ', branch_number: '12' }) {
  return {
    user: {
      id: 42,
      first_name: 'Олена',
      last_name: 'Коваль',
      email: '',
      phone: '+380501234567',
      tags: [],
      orders_count: 0,
      total_spent: '0.00',
      note: '',
      address: { city_ref: null, street: '', house: '', flat: '', ...address },
    },
  };
}

function renderReward(
  path: string,
  answer: (request: RecordedRequest) => StubAnswer,
  current = reward(),
  saved?: { city: string; branch_number: string },
) {
  const network = stubFetch((request) => {
    if (request.url.startsWith('/api/exchange/reward')) return { body: { reward: current } };
    if (request.url.startsWith('/api/get-balance')) return { body: { balance: 420 } };
    if (request.url === '/api/user/get-user') return { body: profile(saved) };
    if (request.url === '/api/novaposhta/cities') return { body: { cities: [kyiv] } };
    if (request.url === '/api/novaposhta/branches') return { body: { branches: [branch12] } };
    return answer(request);
  });
  const rendered = renderRoutes(
    [
      { path: '/exchange/product/active/:id', Component: RewardActivePage },
      { path: '/exchange/product/inactive/:id', Component: RewardInactivePage },
      { path: '/exchange', Component: ExchangeStub },
    ],
    path,
  );
  return { ...network, ...rendered };
}

/** /exchange as the reward page leaves it: a stand-in that shows the state it was handed. */
function ExchangeStub() {
  const state = useLocation().state as { claimed?: string } | null;
  return <p data-testid="exchange-stub">{state?.claimed ?? ''}</p>;
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 42 } });
  vi.spyOn(notify, 'success');
});

describe('/exchange/product/active/{id}', () => {
  it('asks where to send it, prefilled from the profile, then debits and shows the new balance in a toast', async () => {
    const { requests } = renderReward('/exchange/product/active/9', () => ({
      body: {
        balance: 120,
        redemption: {
          id: 1,
          reward_id: 9,
          reward_title: 'Фірмовий чохол',
          reward_image: '',
          xp: 300,
          created_at: '2026-11-02T10:00:00.000Z',
          status: 'placed',
          delivery: null,
          waybill_number: null,
          sent_at: null,
          received_at: null,
          cancelled_at: null,
        },
      },
    }));
    fireEvent.click(await screen.findByTestId('redeem-reward'));
    expect(screen.getByTestId('redeem-confirm').textContent).toContain('З твого рахунку буде списано 300 XP');
    // The checkout's own pickers, showing the profile's saved city and branch; the recipient from the profile.
    await vi.waitFor(() => expect(screen.getByTestId('branch-selected-main').textContent).toContain('№12'));
    expect(screen.getByTestId('city-selected').textContent).toContain('Київ');
    expect((screen.getByTestId('reward-recipient-firstName') as HTMLInputElement).value).toBe('Олена');
    expect((screen.getByTestId('reward-recipient-phone') as HTMLInputElement).value).toBe('+380501234567');
    expect(screen.getByTestId('reward-delivery').textContent).toContain('Доставка нагороди безкоштовна');
    expect(requests.some((request) => request.url === '/api/exchange/redeem')).toBe(false);
    // The recipient can be someone else.
    fireEvent.input(screen.getByTestId('reward-recipient-lastName'), { target: { value: 'Петренко' } });
    await act(async () => fireEvent.click(screen.getByTestId('redeem-confirm-yes')));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Обмін успішний! Мій баланс: 120 XP'));
    // The payoff has its own page: «Мої нагороди», told which reward was just claimed (review 10).
    expect((await screen.findByTestId('exchange-stub')).textContent).toBe('Фірмовий чохол');
    expect(requests.find((request) => request.url === '/api/exchange/redeem')?.body).toEqual({
      reward_id: 9,
      product: 'glo',
      delivery: { cityRef: kyiv.city_id, branchRef: branch12.value },
      recipient: { first_name: 'Олена', last_name: 'Петренко', phone: '+380501234567' },
    });
  });

  it('does not send without a branch: the picker says what is missing', async () => {
    const { requests } = renderReward('/exchange/product/active/9', () => ({ body: {} }), reward(), {
      city: '',
      branch_number: '',
    });
    fireEvent.click(await screen.findByTestId('redeem-reward'));
    await vi.waitFor(() => expect((screen.getByTestId('reward-recipient-firstName') as HTMLInputElement).value).toBe('Олена'));
    await act(async () => fireEvent.click(screen.getByTestId('redeem-confirm-yes')));
    expect(screen.getByTestId('reward-delivery').textContent).toContain('Обери місто');
    expect(requests.some((request) => request.url === '/api/exchange/redeem')).toBe(false);
  });

  it('says so when the server no longer knows the branch', async () => {
    renderReward('/exchange/product/active/9', () => ({
      status: 422,
      body: { error: { code: 'unknown_delivery_place', message: 'no' } },
    }));
    fireEvent.click(await screen.findByTestId('redeem-reward'));
    await vi.waitFor(() => expect(screen.getByTestId('branch-selected-main')).toBeDefined());
    await act(async () => fireEvent.click(screen.getByTestId('redeem-confirm-yes')));
    expect((await screen.findByTestId('redeem-refusal')).textContent).toBe(
      'Цього відділення вже немає в довіднику Нової пошти: обери інше',
    );
  });

  it('explains insufficient_xp from the server', async () => {
    renderReward('/exchange/product/active/9', () => ({
      status: 409,
      body: { error: { code: 'insufficient_xp', message: 'no' } },
    }));
    fireEvent.click(await screen.findByTestId('redeem-reward'));
    await vi.waitFor(() => expect(screen.getByTestId('branch-selected-main')).toBeDefined());
    await act(async () => fireEvent.click(screen.getByTestId('redeem-confirm-yes')));
    expect((await screen.findByTestId('redeem-refusal')).textContent).toBe('Недостатньо балів для цього обміну');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('does not offer the exchange when the balance is short', async () => {
    renderReward('/exchange/product/active/9', () => ({ body: {} }), reward({ affordable: false, xp_price: 500 }));
    expect(((await screen.findByTestId('redeem-reward')) as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(screen.getByTestId('reward-state').textContent).toBe('Ще 80 XP'));
    // A bar toward the price with the balance beside the disabled action, not a lock pill and a second price line.
    const bar = within(screen.getByTestId('reward-progress')).getByRole('progressbar', { name: 'Шлях до нагороди' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['420', '500']);
    expect(screen.getByTestId('reward-balance').textContent).toBe('Мій баланс: 420 XP');
    expect(screen.getAllByText(/500 XP/)).toHaveLength(1);
  });

  it('shows the reward on the page, not in a card, with one price line and the stock as a quiet line', async () => {
    renderReward('/exchange/product/active/9', () => ({ body: {} }), reward({ xp_price: 1600, stock: 4 }));
    const detail = await screen.findByTestId('reward-detail');
    expect(detail.closest('.card')).toBeNull();
    expect(detail.querySelector('.card')).toBeNull();
    expect(screen.getByTestId('reward-price').textContent).toBe('1\u00a0600 XP');
    expect(screen.getByTestId('reward-stock').textContent).toBe('Залишилось: 4');
    expect(screen.getByTestId('redeem-reward').textContent).toBe('Обміняти');
    expect(screen.queryByTestId('reward-progress')).toBeNull();
  });

  it('says how the reward is received: sent free to the chosen branch within the working days, tracked in «Мої нагороди»', async () => {
    renderReward('/exchange/product/active/9', () => ({ body: {} }), reward({ xp_price: 300 }));
    const how = await screen.findByTestId('reward-how');
    expect(how.querySelector('h2')?.textContent).toBe('Як отримати');
    expect(how.textContent).toContain('надішлемо безкоштовно Новою поштою у відділення');
    expect(how.textContent).toContain('протягом 5 робочих днів');
    expect(how.querySelector('a')?.getAttribute('href')).toBe('/exchange');
    expect(how.querySelector('a')?.textContent).toBe('«Мої нагороди»');
  });

  it('sends an inactive reward to the page that says why', async () => {
    const { router } = renderReward(
      '/exchange/product/active/9',
      () => ({ body: {} }),
      reward({ active: false, inactive_reason: 'Акцію завершено' }),
    );
    expect((await screen.findByTestId('inactive-why')).textContent).toContain('Причина: Акцію завершено');
    expect(router.state.location.pathname).toBe('/exchange/product/inactive/9');
  });

  it('shows not found for a malformed id without asking the server', async () => {
    const { requests } = renderReward('/exchange/product/active/1e3', () => ({ body: {} }));
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
    expect(requests.filter((request) => request.url.startsWith('/api/exchange/reward'))).toHaveLength(0);
  });
});

describe('/exchange/product/inactive/{id}', () => {
  it('explains a sold-out reward', async () => {
    renderReward('/exchange/product/inactive/9', () => ({ body: {} }), reward({ stock: 0 }));
    const why = await screen.findByTestId('inactive-why');
    expect(why.dataset.state).toBe('out_of_stock');
    expect(why.textContent).toContain('Усі одиниці вже розібрали');
  });
});

describe('the reward state label', () => {
  const badge = async (extra: Record<string, unknown>, balance?: number) => {
    const { render } = await import('@testing-library/react');
    const { RewardBadge } = await import('@/features/exchange/components/reward-parts');
    const { unmount } = render(<RewardBadge reward={reward(extra)} balance={balance} />);
    const element = screen.getByTestId('reward-state');
    const hidden = [...element.querySelectorAll('.visually-hidden')].map((node) => node.textContent).join('');
    const seen = { text: element.textContent, visible: element.textContent?.replace(hidden, ''), className: element.className };
    unmount();
    return seen;
  };

  it('says why a reward cannot be taken, quietly: sold out, switched off with its reason, or the XP still missing', async () => {
    const soldOut = await badge({ stock: 0 });
    expect(soldOut.text).toBe('Закінчились');
    // The reason alone is the line (one line, cut with "…" by the style; the card opens the page with all of it).
    const off = await badge({ active: false, inactive_reason: 'Акцію завершено' });
    expect(off.text).toBe('Недоступно: Акцію завершено');
    expect(off.visible).toBe('Акцію завершено');
    const offAndShort = await badge({ active: false, affordable: false, xp_price: 500 }, 420);
    expect(offAndShort.text).toBe('Недоступно · ще 80 XP');
    expect((await badge({ active: false })).text).toBe('Недоступно');
    // Neutral labels, never the alarm colour of an error; a reason is a muted line of text, not a pill.
    expect(soldOut.className).toContain('badge--muted');
    for (const seen of [off, offAndShort]) {
      expect(seen.className).toBe('reward-state__reason');
      expect(seen.className).not.toContain('badge');
    }
    for (const seen of [soldOut, off, offAndShort]) expect(seen.className).not.toContain('danger');
  });
});

describe('the exchange list', () => {
  it('puts what the customer can get soonest first: within reach, then by price, then what is not offered', async () => {
    const { rewardsSoonestFirst } = await import('@/features/exchange/components/reward-parts');
    const list = [
      reward({ id: 1, xp_price: 300, affordable: false }),
      reward({ id: 2, xp_price: 80, affordable: false, active: false }),
      reward({ id: 3, xp_price: 150, affordable: false }),
      reward({ id: 4, xp_price: 40, affordable: true }),
      reward({ id: 5, xp_price: 20, affordable: true, stock: 0 }),
      reward({ id: 6, xp_price: 30, affordable: true }),
    ];
    expect(rewardsSoonestFirst(list).map((entry) => entry.id)).toEqual([6, 4, 3, 1, 5, 2]);
  });

  it('writes each price as "300 XP", in the order above', async () => {
    useBrandStore.setState({ brand: 'glo' });
    stubFetch((request) =>
      request.url.startsWith('/api/get-balance')
        ? { body: { balance: 100 } }
        : {
            body: {
              rewards: [reward({ id: 1, xp_price: 300, affordable: false }), reward({ id: 3, xp_price: 50, affordable: true })],
            },
          },
    );
    const { default: ExchangePage } = await import('@/features/exchange/components/exchange-page');
    renderRoutes([{ path: '/exchange', Component: ExchangePage }], '/exchange');
    const cards = await screen.findAllByTestId('reward-card');
    expect(cards.map((card) => card.querySelector('.reward-card__price')?.textContent)).toEqual([
      formatXp(50, 'uk'),
      formatXp(300, 'uk'),
    ]);
    expect(cards[1]?.textContent).not.toContain('Ціна');
    // The shop's goods for XP are not repeated here at a second price: the list links to them.
    expect(screen.getByTestId('exchange-shop-points').getAttribute('href')).toBe('/shop/bonus');
  });
});

describe('«Мої нагороди»', () => {
  const redemption = (extra: Record<string, unknown>) => ({
    id: 1,
    reward_id: 9,
    reward_title: 'Фірмова кепка',
    reward_image: '',
    xp: 300,
    created_at: '2026-11-02T10:00:00.000Z',
    status: 'placed',
    delivery: {
      city_ref: kyiv.city_id,
      city: 'Київ',
      branch_ref: branch12.value,
      branch_number: '12',
      branch: 'Відділення №12',
      first_name: 'Олена',
      last_name: 'Коваль',
      phone: '+380501234567',
    },
    waybill_number: null,
    sent_at: null,
    received_at: null,
    cancelled_at: null,
    ...extra,
  });

  it('lists each exchange at the top of /exchange with its status in customer words, and the waybill once sent', async () => {
    stubFetch((request) => {
      if (request.url.startsWith('/api/get-balance')) return { body: { balance: 100 } };
      if (request.url.startsWith('/api/exchange/redemptions')) {
        return {
          body: {
            redemptions: [
              redemption({ id: 4, status: 'sent', waybill_number: '20450000123456' }),
              redemption({ id: 3, status: 'placed' }),
              redemption({ id: 2, status: 'received' }),
              redemption({ id: 1, status: 'cancelled' }),
            ],
          },
        };
      }
      return { body: { rewards: [reward()] } };
    });
    const { default: ExchangePage } = await import('@/features/exchange/components/exchange-page');
    renderRoutes([{ path: '/exchange', Component: ExchangePage }], '/exchange');
    const rows = await screen.findAllByTestId('my-reward');
    expect(rows.map((row) => within(row).getByTestId('my-reward-status').textContent)).toEqual([
      'Відправлено',
      'Оформлено',
      'Отримано',
      'Скасовано — бали повернуто',
    ]);
    // The section comes before the rewards to exchange.
    const section = screen.getByTestId('my-rewards');
    expect(section.compareDocumentPosition(screen.getByTestId('reward-list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Київ, відділення №12');
    expect(within(rows[0]!).getByTestId('my-reward-tracking-number').textContent).toBe('20450000123456');
    expect(within(rows[0]!).getByTestId('my-reward-tracking-link').getAttribute('href')).toBe(
      'https://novaposhta.ua/tracking/?cargo_number=20450000123456',
    );
    for (const row of rows.slice(1)) expect(within(row).queryByTestId('my-reward-tracking')).toBeNull();
  });

  it('says, right after an exchange, that the reward is on its way and how it will be tracked', async () => {
    stubFetch((request) => {
      if (request.url.startsWith('/api/get-balance')) return { body: { balance: 100 } };
      if (request.url.startsWith('/api/exchange/redemptions')) return { body: { redemptions: [redemption({ id: 5 })] } };
      return { body: { rewards: [reward()] } };
    });
    const { default: ExchangePage } = await import('@/features/exchange/components/exchange-page');
    const { router } = renderRoutes([{ path: '/exchange', Component: ExchangePage }], '/');
    await act(async () => router.navigate('/exchange', { state: { claimed: 'Фірмова кепка' } }));
    const claimed = await screen.findByTestId('my-rewards-claimed');
    expect(claimed.textContent).toBe(
      '«Фірмова кепка» — твоя! Нагорода вже в дорозі до тебеНадішлемо у вибране відділення Нової пошти протягом 5 робочих днів; ТТН з’явиться тут.',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(claimed));
  });

  it('is not shown before the first exchange', async () => {
    stubFetch((request) => {
      if (request.url.startsWith('/api/get-balance')) return { body: { balance: 100 } };
      if (request.url.startsWith('/api/exchange/redemptions')) return { body: { redemptions: [] } };
      return { body: { rewards: [reward()] } };
    });
    const { default: ExchangePage } = await import('@/features/exchange/components/exchange-page');
    renderRoutes([{ path: '/exchange', Component: ExchangePage }], '/exchange');
    await screen.findAllByTestId('reward-card');
    expect(screen.queryByTestId('my-rewards')).toBeNull();
  });
});
