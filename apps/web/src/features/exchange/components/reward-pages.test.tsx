// /exchange/product/active|inactive/{id} against a stubbed server: confirmation before the debit, the refusals, the why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatXp } from '@loyalty/client/format';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
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

function renderReward(path: string, answer: (request: RecordedRequest) => StubAnswer, current = reward()) {
  const network = stubFetch((request) => {
    if (request.url.startsWith('/api/exchange/reward')) return { body: { reward: current } };
    if (request.url.startsWith('/api/get-balance')) return { body: { balance: 420 } };
    return answer(request);
  });
  const rendered = renderRoutes(
    [
      { path: '/exchange/product/active/:id', Component: RewardActivePage },
      { path: '/exchange/product/inactive/:id', Component: RewardInactivePage },
    ],
    path,
  );
  return { ...network, ...rendered };
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  vi.spyOn(notify, 'success');
});

describe('/exchange/product/active/{id}', () => {
  it('asks for confirmation, then debits and shows the new balance in a toast', async () => {
    const { requests } = renderReward('/exchange/product/active/9', () => ({
      body: { balance: 120, redemption: { id: 1, reward_id: 9, xp: 300, created_at: '2026-11-02T10:00:00.000Z' } },
    }));
    fireEvent.click(await screen.findByTestId('redeem-reward'));
    expect(screen.getByTestId('redeem-confirm').textContent).toContain('З твого рахунку буде списано 300 XP');
    expect(requests.some((request) => request.url === '/api/exchange/redeem')).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('redeem-confirm-yes')));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Обмін успішний! Мій баланс: 120 XP'));
    expect(requests.find((request) => request.url === '/api/exchange/redeem')?.body).toEqual({ reward_id: 9, product: 'glo' });
  });

  it('explains insufficient_xp from the server', async () => {
    renderReward('/exchange/product/active/9', () => ({
      status: 409,
      body: { error: { code: 'insufficient_xp', message: 'no' } },
    }));
    fireEvent.click(await screen.findByTestId('redeem-reward'));
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

  it('says how the reward is received: what the exchange does and no more, with the way to support (review 8, problem 10)', async () => {
    renderReward('/exchange/product/active/9', () => ({ body: {} }), reward({ xp_price: 300 }));
    const how = await screen.findByTestId('reward-how');
    expect(how.querySelector('h2')?.textContent).toBe('Як отримати');
    expect(how.textContent).toContain('з’явиться в історії балів');
    expect(how.textContent).toContain('не доставляє нагороду й не показує коду');
    expect(how.querySelector('a')?.getAttribute('href')).toBe('/support');
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
