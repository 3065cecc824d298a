// /shop/success against a stubbed server: the order's number and status from get-orders, asked again while a card
// payment is pending until the LiqPay callback has marked it paid.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder, wireOrderLine } from '@/test/wire-order';
import type { Order } from '@loyalty/contracts/orders';
import SuccessPage from '@/features/shop/components/success-page';

const order = (status: Order['financial_status'], paymentMethod: Order['payment_method'] = 2) =>
  wireOrder({
    financial_status: status,
    payment_method: paymentMethod,
    payment_gateway_names: ['LiqPay'],
    line_items: [wireOrderLine({ id: 70 })],
  });

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const orders = (...list: unknown[]) => ({ body: { list, mixPackIds: [], mixQuant: 0 } });

describe('/shop/success', () => {
  it('shows the order number and polls a pending card payment until it is paid', async () => {
    let calls = 0;
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/user/get-campaigns')) {
        return {
          body: {
            campaigns: [
              { id: 2, name: 'Перше', description: '+100 XP за перше замовлення', trigger: 'order_paid', ends_at: null },
            ],
          },
        };
      }
      calls += 1;
      return { body: { list: [order(calls === 1 ? 'pending' : 'paid')], mixPackIds: [], mixQuant: 0 } };
    });
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    expect((await screen.findByTestId('success-status', undefined, { timeout: 5000 })).textContent).toBe('Очікує оплати карткою');
    expect(screen.getByTestId('success-order-number').textContent).toBe('№1007');
    await screen.findByText('Оплачено', undefined, { timeout: 4000 });
    expect(requests[0]?.body).toEqual({ variant: 'glo', shopifyId: 42 });
    expect(requests.filter((request) => request.url.startsWith('/api/shop/')).length).toBe(2);
    // The order campaign this paid order earns, said with it.
    expect((await screen.findByTestId('order-campaigns')).textContent).toBe(
      '+100 XP за перше замовлення: з’являться в історії балів',
    );
    expect(screen.queryByTestId('order-scan-note')).toBeNull();
  });

  it('says, without an order campaign, that points come from the codes on packs, with the way to the scan', async () => {
    stubFetch((request) =>
      request.url.startsWith('/api/user/get-campaigns') ? { body: { campaigns: [] } } : orders(order('pending', 1)),
    );
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    const note = await screen.findByTestId('order-scan-note');
    expect(note.textContent).toBe('Бали нараховуємо за коди з пачок: відскануй код після отримання. Сканувати код');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/scan');
    expect(screen.queryByTestId('order-campaigns')).toBeNull();
  });

  it('says what happened in its title: paid, accepted (cash), payment failed; and thanks only for a placed order', async () => {
    for (const [status, method, title, thanks] of [
      ['paid', 2, 'Дякуємо! Замовлення оплачено', true],
      ['pending', 1, 'Дякуємо! Замовлення прийнято', true],
      ['failed', 2, 'Оплата не пройшла', false],
    ] as const) {
      stubFetch(() => orders(order(status, method)));
      const { queryClient } = renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
      await waitFor(() => expect(screen.getByTestId('success-title').textContent).toBe(title));
      expect(screen.queryByText('Ми повідомимо, коли замовлення буде відправлено.') !== null).toBe(thanks);
      expect(screen.queryByTestId('success-pay')).toBeNull();
      // A failed order can be bought again: its lines go back in the cart (/shop/order-again).
      expect(screen.queryByTestId('success-pay-again')?.getAttribute('href') ?? null).toBe(
        status === 'failed' ? '/shop/order-again/7' : null,
      );
      queryClient.clear();
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    }
  });

  it('says a failed payment once, in the title with an error icon; the row reads what is left to pay', async () => {
    stubFetch(() => orders(order('failed', 2)));
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    await waitFor(() => expect(screen.getByTestId('success-title').textContent).toBe('Оплата не пройшла'));
    expect(screen.getByTestId('success-failed-icon')).toBeDefined();
    expect(screen.getByTestId('success-status').textContent).toBe('До сплати');
    expect(screen.getByTestId('success-amount').textContent).toBe('149\u00a0грн');
    expect(document.body.textContent?.split('Оплата не пройшла')).toHaveLength(2);
    expect(screen.getByTestId('success-pay-again').textContent).toBe('Сплатити ще раз');
    expect(screen.getByTestId('success-pay-again').className).toContain('button--primary');
    // The same goods can be ordered again to be paid in cash on delivery, the advice's second way.
    expect(screen.getByTestId('success-pay-on-delivery').textContent).toBe('Оплатити при отриманні');
    expect(screen.getByTestId('success-pay-on-delivery').getAttribute('href')).toBe('/shop/order-again/7?payment=cash');
  });

  it('does not thank for an order it cannot find, nor without one', async () => {
    stubFetch(() => orders());
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=99');
    await waitFor(() => expect(screen.getByTestId('success-title').textContent).toBe('Замовлення не знайдено'));
    expect(screen.queryByText('Ми повідомимо, коли замовлення буде відправлено.')).toBeNull();
  });

  it('lets a card order still waiting for its money be paid from here', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = stubFetch((request) =>
      request.url === '/api/shop/get-liqpay-link'
        ? { body: { success: true, link: 'https://www.liqpay.ua/api/3/checkout?data=x' } }
        : orders(order('pending')),
    );
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    await waitFor(() => expect(screen.getByTestId('success-title').textContent).toBe('Замовлення чекає на оплату'));
    const pay = await screen.findByTestId('success-pay');
    expect(pay.textContent).toBe('Сплатити 149\u00a0грн');
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.liqpay.ua/api/3/checkout?data=x'));
    expect(requests.find((request) => request.url === '/api/shop/get-liqpay-link')?.body).toMatchObject({ orderId: 7 });
  });

  it('reads a cash order as paid on delivery, in one row, never "pay now" (issue 36)', async () => {
    stubFetch(() => orders(order('pending', 1)));
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    const status = await screen.findByTestId('success-status');
    // One row, the way to pay and the amount: not a pill followed by a sentence saying it again.
    expect(status.parentElement?.textContent?.replace(/\s/gu, ' ')).toMatch(/^До сплати при отриманні\d[\d ]* грн$/u);
    expect(screen.getByTestId('success-page').textContent).not.toMatch(/Під час отримання|Сплатиш/);
    // Where it goes, town first: "відділення №12" alone names no place.
    expect(screen.getByTestId('success-delivery-to').textContent).toBe('Київ, відділення №12');
    // Labelled as the checkout's review and the orders list label it.
    expect(screen.getByTestId('success-delivery-to').previousElementSibling?.textContent).toBe('Доставка');
    expect(screen.getByTestId('success-page').textContent).not.toMatch(/Очікує оплати/);
    // Delivery at the carrier's tariff is not in the amount: said beside it (review 9); free delivery says nothing.
    expect(screen.queryByTestId('success-delivery-cost')).toBeNull();
  });

  it('says the carrier’s tariff is paid at the branch, apart from the amount, for an order below free delivery', async () => {
    stubFetch(() =>
      orders(wireOrder({ ...order('pending', 1), shipping_lines: [{ id: 1, title: 'Нова пошта', price: '0.00' }] })),
    );
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    expect((await screen.findByTestId('success-delivery-cost')).textContent).toBe(
      'за тарифом Нової пошти, сплачуєш у відділенні окремо',
    );
  });

  it('says a paid card order is paid, with the items, the expected delivery and one primary action (issue 36)', async () => {
    stubFetch(() =>
      orders(
        wireOrder({
          financial_status: 'paid',
          payment_method: 2,
          created_at: '2026-11-28T10:00:00.000Z',
          total_price: '1817.00',
          line_items: [
            wireOrderLine({ id: 70, title: 'Стіки neo™ Тропікал Клік', quantity: 2, price: '118.00' }),
            wireOrderLine({ id: 71, title: 'Пристрій glo™ hyper pro', variant_title: 'Сапфіровий синій', price: '1581.00' }),
          ],
        }),
      ),
    );
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    expect((await screen.findByTestId('success-status')).textContent).toBe('Оплачено');
    const page = screen.getByTestId('success-page');
    expect(page.textContent).not.toContain('До сплати');
    expect(page.querySelectorAll('.success-facts dt')[0]?.textContent).toBe('Оплачено');
    // Amounts group thousands with a narrow no-break space.
    const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');
    expect(text(screen.getByTestId('success-amount'))).toBe('1 817 грн');
    // The same line as the review and the orders list draw it: one component, one 56 px picture.
    for (const item of screen.getAllByTestId('success-item')) expect(item.className).toBe('order-line');
    expect(screen.getAllByTestId('success-item').map(text)).toEqual([
      // As the orders list writes a line: the count times the unit price, then the line's total.
      'Стіки neo™ Тропікал КлікПачка2 × 118 грн236 грн',
      'Пристрій glo™ hyper proСапфіровий синій1 × 1 581 грн1 581 грн',
    ]);
    // The count never parts from its price, nor a sum from its currency, at a line end.
    expect(screen.getAllByTestId('order-line-each').map((item) => item.textContent)).toEqual([
      '2\u00a0×\u00a0118\u00a0грн',
      expect.stringMatching(/^1\u00a0×\u00a01\s581\u00a0грн$/),
    ]);
    expect(text(screen.getByTestId('success-delivery-date'))).toBe('29 листопада – 1 грудня 2026 р.');
    expect(page.querySelectorAll('.button--primary')).toHaveLength(1);
    expect(screen.getByTestId('success-orders').getAttribute('href')).toBe('/history-order#order-1007');
  });
});
