// /subscription and /subscription/history against a stubbed server: state, start, stop with confirmation, refusals.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
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

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});

describe('/subscription', () => {
  it('starts a subscription with the chosen sticks and packs', async () => {
    let current: unknown = null;
    const { requests } = renderPage('/subscription', (request) => {
      if (request.url === '/api/subscription/start') {
        current = active;
        return { body: { subscription: active } };
      }
      return { body: { subscription: current, options } };
    });
    fireEvent.change(await screen.findByLabelText('Стіки'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Кількість на місяць (1–10)'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByTestId('subscription-start')));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.url === '/api/subscription/start')?.body).toEqual({
        variantId: 12,
        packsPerMonth: 2,
        product: 'ogo',
      }),
    );
    expect((await screen.findByTestId('subscription-next')).textContent).toBe('Наступна доставка: 1 грудня 2026 р.');
    expect(notify.success).toHaveBeenCalledWith('Підписку оформлено');
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
    expect((screen.getByLabelText('Стіки') as HTMLSelectElement).value).toBe('12');
    expect((screen.getByLabelText('Кількість на місяць (1–10)') as HTMLSelectElement).value).toBe('2');
    // Nothing changed yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Стіки'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('Кількість на місяць (1–10)'), { target: { value: '5' } });
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
    expect(await screen.findByText('Стіки neo™ Тютюн (Пачка)', { exact: false })).toBeDefined();
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
