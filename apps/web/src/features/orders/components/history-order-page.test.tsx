// /history-order against a stubbed server: the session's own customer id is asked for, orders show newest first with
// number, status, lines, totals in UAH and XP and the delivery text; no orders gives the empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder, wireOrderLine } from '@/test/wire-order';
import type { Order } from '@loyalty/contracts/orders';
import HistoryOrderPage from '@/features/orders/components/history-order-page';

const order = (id: number, createdAt: string, overrides: Partial<Order> = {}) =>
  wireOrder({
    id,
    created_at: createdAt,
    subtotal_price: '298.00',
    total_price: '298.00',
    line_items: [wireOrderLine({ id: id * 10, quantity: 2 })],
    ...overrides,
  });

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 77 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/history-order', () => {
  it('lists the session customer’s orders newest first with status, lines, totals and delivery', async () => {
    const { requests } = stubFetch(() => ({
      body: {
        list: [
          order(1, '2026-11-01T10:00:00.000Z', {
            financial_status: 'paid',
            tracking_number: 'LOC-123',
            tracking_company: 'ipost',
            line_items: [wireOrderLine({ id: 10, quantity: 2, image: '/media/products/blue-640.webp' })],
          }),
          order(2, '2026-11-20T10:00:00.000Z', {
            financial_status: 'paid',
            total_price: '0.00',
            total_bonuses: 300,
            line_items: [
              {
                id: 99,
                variant_id: 900,
                product_id: 90,
                title: 'Чохол',
                variant_title: '',
                quantity: 1,
                price: '0.00',
                original_price: '0.00',
                bonuses: 300,
                sticks_per_unit: 1,
                image: null,
              },
            ],
          }),
        ],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    expect(await screen.findByTestId('orders-skeleton')).toBeDefined();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => card.dataset.orderNumber)).toEqual(['1002', '1001']);
    // Issue 36, review 7: the badge and the method sit under «Оплата», the timeline under «Доставка» with the address
    // and the waybill; a paid order can be repeated through the same page as «Сплатити ще раз».
    const payment = within(cards[0]!).getByRole('region', { name: 'Оплата' });
    expect(within(payment).getByTestId('order-status').textContent).toBe('Оплачено');
    expect(within(payment).getByTestId('order-payment-method').textContent).toBe('Балами');
    expect(within(cards[1]!).getByTestId('order-payment-method').textContent).toBe('Оплата при отриманні');
    expect(within(cards[1]!).getByTestId('order-repeat').getAttribute('href')).toBe('/shop/order-again/1');
    expect(within(cards[1]!).getByTestId('order-repeat').textContent).toBe('Повторити замовлення');
    expect(within(cards[1]!).queryByTestId('order-pay-again')).toBeNull();
    const delivery = within(cards[1]!).getByRole('region', { name: 'Доставка' });
    expect(within(delivery).getByTestId('order-progress').getAttribute('aria-labelledby')).toBe('order-1-delivery');
    expect(within(delivery).getByTestId('order-tracking-number').textContent).toBe('LOC-123');
    // Issue 36: each line with its picture, the variant under the title (never "(Пачка)" after it), the tracking number.
    const lines = within(cards[0]!).getAllByTestId('order-line');
    // One way per line, as the success page: the count times the unit price, then the line's total.
    expect(lines[0]?.textContent).toBe('Чохол1\u00a0×\u00a0300 XP300 XP');
    expect(within(cards[1]!).getByTestId('order-line-image').getAttribute('src')).toBe('/media/products/blue-640.webp');
    // The thumbnail the checkout's review and the success page show, not a smaller one of its own.
    expect(within(cards[1]!).getByTestId('order-line-image').getAttribute('width')).toBe('56');
    expect(within(cards[1]!).getByTestId('order-line').textContent).toBe(
      'Sticks BlueПачка2\u00a0×\u00a0149\u00a0грн298\u00a0грн',
    );
    expect(cards[1]?.textContent).not.toContain('(Пачка)');
    expect(within(cards[1]!).getByTestId('order-tracking-number').textContent).toBe('LOC-123');
    // An iPost reference has no Nova Poshta page to open.
    expect(within(cards[1]!).queryByTestId('order-tracking-link')).toBeNull();
    expect(within(cards[0]!).queryByTestId('order-tracking')).toBeNull();
    expect(cards[0]?.querySelector('[data-testid="order-totals"]')?.textContent).toBe('Разом: 0\u00a0грн · 300 XP');
    expect(cards[1]?.querySelector('[data-testid="order-delivery"]')?.textContent).toBe('Київ, відділення №12');
    expect(requests[0]?.body).toEqual({ variant: 'glo', shopifyId: 42 });
  });

  it('ends a paid card order’s timeline at shipped, and gives none to a card order awaiting payment', async () => {
    stubFetch(() => ({
      body: {
        list: [
          order(1, '2026-11-01T10:00:00.000Z', { payment_method: 2, financial_status: 'paid' }),
          order(2, '2026-11-02T10:00:00.000Z', { payment_method: 2, financial_status: 'pending' }),
        ],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    const [awaiting, paid] = await screen.findAllByTestId('order-card');
    expect(within(awaiting!).queryByTestId('order-progress')).toBeNull();
    const stages = within(within(paid!).getByTestId('order-progress')).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual(['Прийнято', 'Відправлено']);
    expect(stages[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('shows a Nova Poshta waybill with a copy button and a link to the carrier’s public tracking page', async () => {
    stubFetch(() => ({
      body: {
        list: [
          order(1, '2026-11-01T10:00:00.000Z', {
            fulfillment_status: 'fulfilled',
            tracking_number: '20450671120001',
            tracking_company: 'nova_poshta',
          }),
        ],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    const tracking = await screen.findByTestId('order-tracking');
    expect(within(tracking).getByTestId('order-tracking-number').textContent).toBe('20450671120001');
    const link = within(tracking).getByTestId('order-tracking-link');
    expect(link.getAttribute('href')).toBe('https://novaposhta.ua/tracking/?cargo_number=20450671120001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('aria-label')).toBe('Відстежити на сайті Нової пошти (відкриється в новій вкладці)');
    // A shipped (pending, cash) order cannot be cancelled from the app any more.
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    // Its way as a timeline: accepted and shipped done, shipped the current stage, received still ahead.
    const timeline = screen.getByTestId('order-progress');
    expect(document.getElementById(timeline.getAttribute('aria-labelledby')!)?.textContent).toBe('Доставка');
    expect(tracking.textContent).toContain('ТТН: 20450671120001');
    const stages = within(timeline).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual(['Прийнято', 'Відправлено', 'Отримано']);
    expect(stages.map((stage) => stage.className.includes('--done'))).toEqual([true, true, false]);
    expect(stages.map((stage) => stage.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    // The date in full, through the app's formatter.
    expect(screen.getByTestId('order-card').querySelector('time')?.textContent).toBe('1 листопада 2026 р.');

    const copy = within(tracking).getByTestId('order-tracking-copy');
    expect(copy.textContent).toBe('Копіювати');
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('20450671120001');
    expect(copy.textContent).toBe('Скопійовано');
  });

  it('says a pending cash order is paid on delivery, never that it awaits payment; a pending card order awaits the card', async () => {
    stubFetch(() => ({
      body: {
        list: [
          order(1, '2026-11-01T10:00:00.000Z', { payment_method: 1 }),
          order(2, '2026-11-02T10:00:00.000Z', { payment_method: 2 }),
        ],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    const cards = await screen.findAllByTestId('order-card');
    const status = (card: HTMLElement) => within(card).getByTestId('order-status');
    expect(status(cards[1]!).textContent).toBe('Оплата при отриманні');
    // The badge already says how a cash order is paid: not said again.
    expect(within(cards[1]!).queryByTestId('order-payment-method')).toBeNull();
    expect(status(cards[1]!).className).not.toContain('badge--accent');
    expect(status(cards[0]!).textContent).toBe('Очікує оплати карткою');
    expect(within(cards[0]!).getByTestId('order-payment-method').textContent).toBe('Онлайн карткою');
    // A card order awaiting its money is paid, not repeated; a cash one on its way can be repeated.
    expect(within(cards[0]!).queryByTestId('order-repeat')).toBeNull();
    expect(within(cards[1]!).queryByTestId('order-repeat')).not.toBeNull();
  });

  it('brings the order of a /history-order#order-<number> link (home’s last order) into view and focus', async () => {
    stubFetch(() => ({
      body: {
        list: [order(2, '2026-11-20T10:00:00.000Z'), order(1, '2026-11-01T10:00:00.000Z')],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    // jsdom has no scrolling: a stand-in for this test only.
    const scrolled = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    try {
      renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order#order-1001');
      const cards = await screen.findAllByTestId('order-card');
      await waitFor(() => expect(document.activeElement).toBe(cards[1]));
      expect(cards[1]?.id).toBe('order-1001');
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('cancels a pending order after a confirmation, and says its XP are back', async () => {
    let cancelled = false;
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith('/shop/cancel-order')) {
        cancelled = true;
        return { body: { order: order(3, '2026-11-20T10:00:00.000Z', { financial_status: 'voided', total_bonuses: 280 }) } };
      }
      const status = cancelled ? 'voided' : 'pending';
      return {
        body: {
          list: [order(3, '2026-11-20T10:00:00.000Z', { financial_status: status, total_bonuses: 280 })],
          mixPackIds: [],
          mixQuant: 0,
        },
      };
    });
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    // A cash order: nothing to pay by card, but it can be cancelled.
    fireEvent.click(await screen.findByTestId('order-cancel'));
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.getByTestId('cancel-confirm').textContent).toContain('280 XP повернуться');
    await act(async () => fireEvent.click(screen.getByTestId('cancel-confirm-yes')));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Скасовано'));
    expect(requests.find((request) => request.url.endsWith('/shop/cancel-order'))?.body).toEqual({ orderId: 3, product: 'glo' });
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('pays a pending card order again through its LiqPay link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = stubFetch((request) =>
      request.url.endsWith('/shop/get-liqpay-link')
        ? { body: { success: true, link: 'https://www.liqpay.ua/api/3/checkout?data=x&signature=y' } }
        : { body: { list: [order(4, '2026-11-20T10:00:00.000Z', { payment_method: 2 })], mixPackIds: [], mixQuant: 0 } },
    );
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    const pay = await screen.findByTestId('order-pay');
    expect(pay.textContent).toBe('Сплатити 298\u00a0грн');
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.liqpay.ua/api/3/checkout?data=x&signature=y'));
    expect(requests.find((request) => request.url.endsWith('/shop/get-liqpay-link'))?.body).toEqual({
      orderId: 4,
      product: 'glo',
    });
  });

  it('says there are no orders yet, with a way to the shop', async () => {
    stubFetch(() => ({ body: { list: [], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes([{ path: '/history-order', Component: HistoryOrderPage }], '/history-order');
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('У тебе ще немає замовлень.');
  });
});
