// /shop/order-again/:orderId against a stubbed server: a failed order's lines, as today's catalogue sells them, become
// the cart paid by card and the checkout opens; a paid cash order is repeated the same way, paid in cash; a line no
// longer sold is left out and said; a card order awaiting payment, or one whose goods are all gone, is not bought again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { notFoundAnswer, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder, wireOrderLine } from '@/test/wire-order';
import type { Order } from '@loyalty/contracts/orders';
import OrderAgainPage from '@/features/shop/components/order-again-page';

const line = (id: number, productId: number, variantId: number, quantity: number) =>
  wireOrderLine({ id, product_id: productId, variant_id: variantId, quantity, title: `Товар ${productId}`, price: '100.00' });

const failedOrder = (status: Order['financial_status'] = 'failed', paymentMethod: Order['payment_method'] = 2) =>
  wireOrder({
    financial_status: status,
    payment_method: paymentMethod,
    payment_gateway_names: ['LiqPay'],
    line_items: [line(1, 5, 50, 2), line(2, 6, 60, 1)],
  });

const routes = [
  { path: '/shop/order-again/:orderId', Component: OrderAgainPage },
  { path: '/shop/checkout', Component: () => <p data-testid="checkout-stub">checkout</p> },
];

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: null } });
  useShopStore.getState().update('glo', { payment: 1, idempotencyKey: 'old-key-12345' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [] } }));
});

describe('/shop/order-again', () => {
  it("puts a failed order's lines back in the cart at today's price, paid by card, and opens the checkout", async () => {
    const { requests } = stubFetch((request) => {
      if (request.url === '/api/shop/get-orders') return { body: { list: [failedOrder()], mixPackIds: [], mixQuant: 0 } };
      const id = (request.body as { id: number }).id;
      if (id === 5) return { body: { product: wireProduct({ id: 5, variants: [{ id: 50, price: '120.00' }] }) } };
      return notFoundAnswer;
    });
    renderRoutes(routes, '/shop/order-again/7');
    await screen.findByTestId('checkout-stub');
    const shop = useShopStore.getState().glo;
    // Product 6 is no longer sold: its line is left out (a toast says so); product 5 comes at today's price.
    expect(shop.cart.map(({ variant_id, count, price }) => ({ variant_id, count, price }))).toEqual([
      { variant_id: 50, count: 2, price: 12000 },
    ]);
    expect(shop.payment).toBe(2);
    expect(shop.idempotencyKey).toBeNull();
    expect(requests.filter((request) => request.url === '/api/shop/get-product-by-id')).toHaveLength(2);
  });

  it('repeats a paid cash order: its lines in the cart, paid in cash as before, and the checkout opens', async () => {
    useShopStore.getState().update('glo', { payment: 2 });
    stubFetch((request) => {
      if (request.url === '/api/shop/get-orders')
        return { body: { list: [failedOrder('paid', 1)], mixPackIds: [], mixQuant: 0 } };
      const id = (request.body as { id: number }).id;
      return { body: { product: wireProduct({ id, variants: [{ id: id * 10, price: '100.00' }] }) } };
    });
    renderRoutes(routes, '/shop/order-again/7');
    await screen.findByTestId('checkout-stub');
    const shop = useShopStore.getState().glo;
    expect(shop.cart.map(({ variant_id, count }) => ({ variant_id, count }))).toEqual([
      { variant_id: 50, count: 2 },
      { variant_id: 60, count: 1 },
    ]);
    expect(shop.payment).toBe(1);
  });

  it('buys a failed card order again with cash on delivery when «Оплатити при отриманні» asked for it', async () => {
    useShopStore.getState().update('glo', { payment: 2 });
    stubFetch((request) => {
      if (request.url === '/api/shop/get-orders') return { body: { list: [failedOrder()], mixPackIds: [], mixQuant: 0 } };
      const id = (request.body as { id: number }).id;
      return { body: { product: wireProduct({ id, variants: [{ id: id * 10, price: '100.00' }] }) } };
    });
    renderRoutes(routes, '/shop/order-again/7?payment=cash');
    await screen.findByTestId('checkout-stub');
    const shop = useShopStore.getState().glo;
    expect(shop.cart).toHaveLength(2);
    expect(shop.payment).toBe(1);
  });

  it('does not buy again a card order awaiting its payment, nor one whose goods are all gone', async () => {
    stubFetch(() => ({ body: { list: [failedOrder('pending')], mixPackIds: [], mixQuant: 0 } }));
    const first = renderRoutes(routes, '/shop/order-again/7');
    expect((await screen.findByTestId('order-again-unavailable')).textContent).toContain('Це замовлення вже не можна сплатити.');
    first.queryClient.clear();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();

    stubFetch((request) =>
      request.url === '/api/shop/get-orders' ? { body: { list: [failedOrder()], mixPackIds: [], mixQuant: 0 } } : notFoundAnswer,
    );
    renderRoutes(routes, '/shop/order-again/7');
    expect((await screen.findByTestId('order-again-unavailable')).textContent).toContain('вже немає в продажу');
    await waitFor(() => expect(useShopStore.getState().glo.cart).toEqual([]));
    expect(screen.queryByTestId('checkout-stub')).toBeNull();
  });
});
