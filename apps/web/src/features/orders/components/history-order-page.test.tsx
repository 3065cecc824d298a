// /history-order against a stubbed server: the session's own customer id is asked for, orders show newest first as
// tappable summaries (thumbnails, number, date, total, one status line) that open their page; no orders gives the
// empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const routes = [
  { path: '/history-order', Component: HistoryOrderPage },
  { path: '/history-order/:orderNumber', Component: () => <p data-testid="opened">opened</p> },
];

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 77 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/history-order', () => {
  it('lists the session customer’s orders newest first, each a summary that opens its page', async () => {
    const { requests } = stubFetch(() => ({
      body: {
        list: [
          order(1, '2026-11-01T10:00:00.000Z', {
            financial_status: 'paid',
            payment_method: 2,
            fulfillment_status: 'fulfilled',
            tracking_number: '20450671120001',
            tracking_company: 'nova_poshta',
            line_items: [
              wireOrderLine({ id: 10, quantity: 2, image: '/media/products/blue-640.webp' }),
              wireOrderLine({ id: 11, quantity: 1, image: '/media/products/red-640.webp' }),
            ],
          }),
          order(2, '2026-11-20T10:00:00.000Z', { financial_status: 'voided', total_bonuses: 300 }),
          order(3, '2026-11-21T10:00:00.000Z', { payment_method: 2 }),
        ],
        mixPackIds: [],
        mixQuant: 0,
      },
    }));
    const { router } = renderRoutes(routes, '/history-order');
    expect(await screen.findByTestId('orders-skeleton')).toBeDefined();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => card.dataset.orderNumber)).toEqual(['1003', '1002', '1001']);
    const [awaiting, voided, shipped] = cards as [HTMLElement, HTMLElement, HTMLElement];
    // One status line each, in the timeline's words: no inline sections, tracking or actions any more (issue 36, review 8).
    expect(within(awaiting).getByTestId('order-status-line').textContent).toBe('Очікує оплати карткою');
    expect(within(voided).getByTestId('order-status-line').textContent).toBe('Скасовано');
    expect(within(shipped).getByTestId('order-status-line').textContent).toBe('Передано в Нову пошту');
    expect(within(shipped).getByTestId('order-number').textContent).toBe('Замовлення №1001');
    expect(shipped.querySelector('time')?.textContent).toBe('1 листопада 2026 р.');
    expect(within(shipped).getByTestId('order-totals').textContent).toBe('298\u00a0грн');
    expect(within(voided).getByTestId('order-totals').textContent).toBe('298\u00a0грн · 300 XP');
    expect(shipped.textContent).toContain('3 товари');
    expect(
      within(shipped)
        .getAllByTestId('order-line-image')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/media/products/blue-640.webp', '/media/products/red-640.webp']);
    expect(within(shipped).queryByTestId('order-tracking')).toBeNull();
    expect(within(awaiting).queryByTestId('order-cancel')).toBeNull();
    expect(requests[0]?.body).toEqual({ variant: 'glo', shopifyId: 42 });

    const open = within(shipped).getByTestId('order-open');
    expect(open.getAttribute('href')).toBe('/history-order/1001');
    fireEvent.click(open);
    await screen.findByTestId('opened');
    expect(router.state.location.pathname).toBe('/history-order/1001');
  });

  it('says a failed order bought again was replaced, by the number of the order that took its place', async () => {
    const failed = order(1, '2026-11-20T10:00:00.000Z', { order_number: 1001, financial_status: 'failed', payment_method: 2 });
    const again = order(2, '2026-11-20T10:05:00.000Z', { order_number: 1002, financial_status: 'pending', payment_method: 1 });
    stubFetch(() => ({ body: { list: [again, failed], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes(routes, '/history-order');
    const cards = await screen.findAllByTestId('order-card');
    const statusOf = (number: number) =>
      within(cards.find((card) => card.dataset.orderNumber === String(number))!).getByTestId('order-status-line').textContent;
    expect(statusOf(1001)).toBe('Замінено на №1002');
    expect(statusOf(1002)).not.toContain('Замінено');
  });

  it('opens the order of a link made before the order page (/history-order#order-<number>)', async () => {
    stubFetch(() => ({ body: { list: [order(1, '2026-11-01T10:00:00.000Z')], mixPackIds: [], mixQuant: 0 } }));
    const { router } = renderRoutes(routes, '/history-order#order-1001');
    await screen.findByTestId('opened');
    expect(router.state.location.pathname).toBe('/history-order/1001');
    // Replaced, so «back» from the order does not bounce into it again.
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it('says there are no orders yet, with a way to the shop', async () => {
    stubFetch(() => ({ body: { list: [], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes(routes, '/history-order');
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('У тебе ще немає замовлень.');
  });
});
