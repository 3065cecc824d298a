// /history-order/:orderNumber against a stubbed server: the order from the history's list with its lines, totals,
// payment, and one timeline (Оформлено → Оплачено for card orders → Передано в Нову пошту → У відділенні → Отримано) with the date of
// each step the server recorded, or the order's end state; its actions; an unknown number is the not-found page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder, wireOrderLine } from '@/test/wire-order';
import type { Order } from '@loyalty/contracts/orders';
import OrderPage from '@/features/orders/components/order-page';

const placed = '2026-11-20T10:00:00.000Z';

const order = (overrides: Partial<Order> = {}) =>
  wireOrder({
    id: 3,
    created_at: placed,
    subtotal_price: '298.00',
    total_price: '298.00',
    line_items: [wireOrderLine({ id: 30, quantity: 2, image: '/media/products/blue-640.webp' })],
    ...overrides,
  });

function showOrder(shown: Order) {
  const stub = stubFetch(() => ({ body: { list: [shown], mixPackIds: [], mixQuant: 0 } }));
  renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], `/history-order/${shown.order_number}`);
  return stub;
}

/** The timeline as [label, done, current, date text]. */
async function timeline(): Promise<[string, boolean, boolean, string | null][]> {
  const list = await screen.findByTestId('order-progress');
  return within(list)
    .getAllByRole('listitem')
    .map((step) => [
      step.querySelector('.order-progress__label')?.textContent ?? '',
      step.className.includes('--done'),
      step.getAttribute('aria-current') === 'step',
      step.querySelector('time')?.textContent ?? null,
    ]);
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 77 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/history-order/:orderNumber', () => {
  it('shows a pending cash order: lines, totals, «Оплата» and «Доставка», «Повторити» second to its way and a quiet cancel', async () => {
    const { requests } = showOrder(order());
    const page = await screen.findByTestId('order-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Замовлення №1003');
    expect(page.querySelector('time')?.textContent).toBe('20 листопада 2026 р.');
    expect(within(page).getByTestId('order-line').textContent).toBe('Sticks BlueПачка2\u00a0×\u00a0149\u00a0грн298\u00a0грн');
    expect(within(page).getByTestId('order-totals').textContent).toBe('Разом: 298\u00a0грн');
    const payment = within(page).getByRole('region', { name: 'Оплата' });
    // Review 8: not «Оплата» over a chip «Оплата при отриманні»; the method, and no state before there is one.
    expect(within(payment).getByTestId('order-payment-method').textContent).toBe('Під час отримання посилки');
    expect(within(payment).queryByTestId('order-status')).toBeNull();
    expect(payment.textContent).not.toContain('Оплата при отриманні');
    const delivery = within(page).getByRole('region', { name: 'Доставка' });
    expect(within(delivery).getByTestId('order-delivery').textContent).toBe('Київ, відділення №12');
    // Free delivery: nothing to pay the carrier, so no tariff line.
    expect(within(delivery).queryByTestId('order-delivery-cost')).toBeNull();
    expect(await timeline()).toEqual([
      ['Оформлено', true, true, '20 листопада 2026 р.'],
      ['Передано в Нову пошту', false, false, null],
      ['У відділенні', false, false, null],
      ['Отримано', false, false, null],
    ]);
    const actions = within(page).getByTestId('order-actions');
    expect([...actions.children].map((action) => action.getAttribute('data-testid'))).toEqual(['order-repeat', 'order-cancel']);
    // On its way, the order's own state comes first: repeating it is not the main action yet (review 9).
    expect(within(actions).getByTestId('order-repeat').className).toContain('button--secondary');
    expect(within(actions).getByTestId('order-repeat').getAttribute('href')).toBe('/shop/order-again/3');
    expect(within(actions).getByTestId('order-cancel').className).toContain('ghost');
    expect(requests[0]?.body).toEqual({ variant: 'glo', shopifyId: 42 });
  });

  it('says the carrier’s tariff is paid at the branch, apart from the total, for an order below free delivery', async () => {
    showOrder(order({ shipping_lines: [{ id: 1, title: 'Нова пошта', price: '0.00' }] }));
    expect((await screen.findByTestId('order-delivery-cost')).textContent).toBe(
      'Вартість доставки: за тарифом Нової пошти, сплачуєш у відділенні окремо',
    );
  });

  it('gives a paid card order its payment step with the date it was paid, and no cancel', async () => {
    showOrder(order({ payment_method: 2, financial_status: 'paid', paid_at: '2026-11-20T10:05:00.000Z' }));
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Оплачено', true, true, '20 листопада 2026 р.'],
      ['Передано в Нову пошту', false, false, null],
      ['У відділенні', false, false, null],
      ['Отримано', false, false, null],
    ]);
    expect(screen.getByTestId('order-payment-method').textContent).toBe('Онлайн карткою');
    expect(screen.getByTestId('order-status').textContent).toBe('Оплачено');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('order-repeat').className).toContain('button--primary');
  });

  it('shows a shipped order’s ТТН with copy and the carrier’s tracking link, and the day it was handed over', async () => {
    showOrder(
      order({
        payment_method: 2,
        financial_status: 'paid',
        paid_at: '2026-11-20T10:05:00.000Z',
        fulfillment_status: 'fulfilled',
        tracking_number: '20450671120001',
        tracking_company: 'nova_poshta',
        shipped_at: '2026-11-21T09:00:00.000Z',
      }),
    );
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Оплачено', true, false, '20 листопада 2026 р.'],
      ['Передано в Нову пошту', true, true, '21 листопада 2026 р.'],
      ['У відділенні', false, false, null],
      ['Отримано', false, false, null],
    ]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const tracking = within(screen.getByRole('region', { name: 'Доставка' })).getByTestId('order-tracking');
    expect(tracking.textContent).toContain('ТТН: 20450671120001');
    const link = within(tracking).getByTestId('order-tracking-link');
    expect(link.getAttribute('href')).toBe('https://novaposhta.ua/tracking/?cargo_number=20450671120001');
    expect(link.getAttribute('rel')).toContain('noopener');
    const copy = within(tracking).getByTestId('order-tracking-copy');
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('20450671120001');
    expect(copy.textContent).toBe('Скопійовано');
  });

  it('shows when Nova Poshta’s tracking said the parcel reached the branch and was taken', async () => {
    showOrder(
      order({
        payment_method: 2,
        financial_status: 'paid',
        paid_at: '2026-11-20T10:05:00.000Z',
        fulfillment_status: 'fulfilled',
        tracking_number: '20450671120001',
        tracking_company: 'nova_poshta',
        shipped_at: '2026-11-21T09:00:00.000Z',
        arrived_at: '2026-11-22T08:00:00.000Z',
        received_at: '2026-11-23T17:30:00.000Z',
      }),
    );
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Оплачено', true, false, '20 листопада 2026 р.'],
      ['Передано в Нову пошту', true, false, '21 листопада 2026 р.'],
      ['У відділенні', true, false, '22 листопада 2026 р.'],
      ['Отримано', true, true, '23 листопада 2026 р.'],
    ]);
  });

  it('names the iPost courier for a courier parcel, and a paid cash order is received on the day its cash was collected', async () => {
    showOrder(
      order({
        delivery_mode: 3,
        financial_status: 'paid',
        paid_at: '2026-11-22T15:00:00.000Z',
        tracking_number: 'LOC-123',
        tracking_company: 'ipost',
        shipped_at: '2026-11-21T09:00:00.000Z',
      }),
    );
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Передано кур’єру iPost', true, false, '21 листопада 2026 р.'],
      ['Отримано', true, true, '22 листопада 2026 р.'],
    ]);
    // An iPost reference has no Nova Poshta page to open.
    expect(screen.queryByTestId('order-tracking-link')).toBeNull();
    expect(screen.getByTestId('order-tracking-number').textContent).toBe('LOC-123');
  });

  it('shows a cancelled order’s end state instead of its way, and it can be repeated', async () => {
    showOrder(order({ financial_status: 'voided' }));
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Скасовано', true, true, null],
    ]);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('order-repeat')).toBeDefined();
  });

  it('offers «Сплатити ще раз» on a failed card order, and shows that its payment failed', async () => {
    showOrder(order({ payment_method: 2, financial_status: 'failed' }));
    expect(await timeline()).toEqual([
      ['Оформлено', true, false, '20 листопада 2026 р.'],
      ['Оплата не пройшла', true, true, null],
    ]);
    const again = screen.getByTestId('order-pay-again');
    expect(again.textContent).toBe('Сплатити ще раз');
    expect(again.getAttribute('href')).toBe('/shop/order-again/3');
    expect(screen.getByTestId('order-pay-on-delivery').getAttribute('href')).toBe('/shop/order-again/3?payment=cash');
    expect(screen.queryByTestId('order-repeat')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    // The failed end is marked as a failure, not in the colour of a step made.
    expect(screen.getByTestId('order-progress').querySelector('[data-stage="failed"]')?.className).toContain('--failed');
  });

  it('points a failed order bought again to the order that took its place, instead of buying the goods twice', async () => {
    const failed = order({ payment_method: 2, financial_status: 'failed' });
    const again = wireOrder({
      ...failed,
      id: 4,
      order_number: 1004,
      financial_status: 'pending',
      payment_method: 1,
      created_at: '2026-11-20T10:05:00.000Z',
    });
    stubFetch(() => ({ body: { list: [again, failed], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], `/history-order/${failed.order_number}`);
    expect((await screen.findByTestId('order-again-as')).textContent).toBe('Ці товари вже замовлено знову: №1004.');
    expect(screen.getByRole('link', { name: 'До замовлення №1004' }).getAttribute('href')).toBe('/history-order/1004');
    expect(screen.queryByTestId('order-pay-again')).toBeNull();
    expect(screen.queryByTestId('order-pay-on-delivery')).toBeNull();
  });

  it('pays a pending card order through its LiqPay link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = stubFetch((request) =>
      request.url.endsWith('/shop/get-liqpay-link')
        ? { body: { success: true, link: 'https://www.liqpay.ua/api/3/checkout?data=x&signature=y' } }
        : { body: { list: [order({ payment_method: 2 })], mixPackIds: [], mixQuant: 0 } },
    );
    renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], '/history-order/1003');
    expect(await timeline()).toEqual([
      ['Оформлено', true, true, '20 листопада 2026 р.'],
      ['Оплачено', false, false, null],
      ['Передано в Нову пошту', false, false, null],
      ['У відділенні', false, false, null],
      ['Отримано', false, false, null],
    ]);
    const pay = screen.getByTestId('order-pay');
    expect(pay.textContent).toBe('Сплатити 298\u00a0грн');
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.liqpay.ua/api/3/checkout?data=x&signature=y'));
    expect(requests.find((request) => request.url.endsWith('/shop/get-liqpay-link'))?.body).toEqual({
      orderId: 3,
      product: 'glo',
    });
  });

  it('cancels a pending order after a confirmation, and says its XP are back', async () => {
    let cancelled = false;
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith('/shop/cancel-order')) {
        cancelled = true;
        return { body: { order: order({ financial_status: 'voided', total_bonuses: 280 }) } };
      }
      const status = cancelled ? 'voided' : 'pending';
      return { body: { list: [order({ financial_status: status, total_bonuses: 280 })], mixPackIds: [], mixQuant: 0 } };
    });
    renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], '/history-order/1003');
    fireEvent.click(await screen.findByTestId('order-cancel'));
    expect(screen.getByTestId('cancel-confirm').textContent).toContain('280 XP повернуться');
    await act(async () => fireEvent.click(screen.getByTestId('cancel-confirm-yes')));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Скасовано'));
    expect(requests.find((request) => request.url.endsWith('/shop/cancel-order'))?.body).toEqual({ orderId: 3, product: 'glo' });
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('is the not-found page for a number not in the customer’s orders (unknown or someone else’s: the list holds only theirs)', async () => {
    stubFetch(() => ({ body: { list: [order()], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], '/history-order/1004');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
    expect(screen.queryByTestId('order-page')).toBeNull();
  });

  it('is the not-found page for an address that is not an order number', async () => {
    stubFetch(() => ({ body: { list: [order()], mixPackIds: [], mixQuant: 0 } }));
    renderRoutes([{ path: '/history-order/:orderNumber', Component: OrderPage }], '/history-order/abc');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
  });
});
