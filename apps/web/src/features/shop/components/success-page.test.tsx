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
    const { requests } = stubFetch(() => {
      calls += 1;
      return { body: { list: [order(calls === 1 ? 'pending' : 'paid')], mixPackIds: [], mixQuant: 0 } };
    });
    renderRoutes([{ path: '/shop/success', Component: SuccessPage }], '/shop/success?orderId=7');
    expect((await screen.findByTestId('success-status')).textContent).toBe('Очікує оплати');
    expect(screen.getByTestId('success-order-number').textContent).toBe('№1007');
    await screen.findByText('Оплачено', undefined, { timeout: 4000 });
    expect(requests[0]?.body).toEqual({ variant: 'glo', shopifyId: 42 });
    expect(requests.length).toBe(2);
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
    expect(pay.textContent).toBe('Сплатити 149,00 грн');
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.liqpay.ua/api/3/checkout?data=x'));
    expect(requests.find((request) => request.url === '/api/shop/get-liqpay-link')?.body).toMatchObject({ orderId: 7 });
  });
});
