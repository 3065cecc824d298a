// /shop/success against a stubbed server: the order's number and status from get-orders, asked again while a card
// payment is pending until the LiqPay callback has marked it paid.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import SuccessPage from '@/features/shop/components/success-page';

const order = (status: string) => ({
  id: 7,
  order_number: 1007,
  brand: 'glo',
  created_at: '2026-11-21T10:00:00.000Z',
  financial_status: status,
  fulfillment_status: null,
  payment_method: 2,
  payment_gateway_names: ['LiqPay'],
  currency: 'UAH',
  subtotal_price: '149.00',
  total_discounts: '0.00',
  total_price: '149.00',
  total_bonuses: 0,
  tags: [],
  note: '',
  delivery_mode: 1,
  shipping_address: {
    first_name: 'Олена',
    last_name: 'Коваль',
    address1: 'відділення №12',
    phone: '+380501234567',
    city: 'Київ',
    province: 'Київська',
    country: 'Ukraine',
    zip: '01001',
  },
  shipping_lines: [],
  line_items: [],
  transactions: [],
});

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: null } });
});

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
});
