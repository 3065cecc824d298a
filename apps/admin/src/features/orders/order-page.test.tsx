// The order page's states (loading, error, data) and its main action: a refund only with a reason, confirmed and said.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderatorStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { OrderPage, shippingAddressText } from './order-page';

const row = {
  id: 1,
  order_number: 1001,
  brand: 'glo',
  customer_id: 11,
  phone: '+380671130011',
  financial_status: 'paid',
  payment_method: 2,
  delivery_mode: 3,
  total_kop: 181_700,
  bonus_total: 10,
  created_at: '2026-11-28T03:18:00Z',
  waybill_number: null,
};
const detail = {
  order: {
    ...row,
    tags: ['pwa'],
    note: '',
    promo_code: null,
    referral_code: null,
    subtotal_kop: 181_700,
    discount_kop: 0,
    shipping_address: { city: 'Київ', street: 'Хрещатик, 1' },
    delivery: {},
    paid_at: '2026-11-28T03:20:00Z',
  },
  lines: [{ title: 'Стіки', variant_title: 'Amber', variant_id: 7, quantity: 2, unit_price_kop: 90_850, unit_bonuses: 5 }],
  transactions: [
    {
      kind: 'pay',
      status: 'success',
      gateway: 'liqpay',
      amount_kop: 181_700,
      provider_ref: 'lp-1',
      created_at: '2026-11-28T03:20:00Z',
    },
  ],
  callbacks: [],
  courier: null,
};
const route = { path: '/orders/1001', route: '/orders/:number', context: supportStaff };

describe('shippingAddressText', () => {
  it('reads as the recipient, then the place, without the country, whatever order the fields come in', () => {
    const address = {
      zip: '01001',
      city: 'Київ',
      phone: '+380671234567',
      country: 'Ukraine',
      address1: 'відділення №1',
      province: 'Київська обл.',
      last_name: 'Коваленко',
      first_name: 'Олена',
    };
    expect(shippingAddressText(address, (phone) => `tel ${phone}`)).toBe(
      'Олена Коваленко, tel +380671234567 · відділення №1, Київ, Київська обл., 01001',
    );
    expect(shippingAddressText({}, String)).toBe('—');
  });
});

describe('OrderPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /orders/1001': () => pending() });
    renderScreen(<OrderPage />, route);
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /orders/1001': failure(404, 'not_found') });
    renderScreen(<OrderPage />, route);
    expect((await screen.findByRole('alert')).textContent).toContain('Не знайдено.');
  });

  it('shows the order in words, its lines and money the Ukrainian way, the customer linked for support', async () => {
    mockApi({ 'GET /orders/1001': { body: detail } });
    renderScreen(<OrderPage />, route);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Оплачено');
    expect(screen.getByText('Карткою (LiqPay)')).toBeTruthy();
    expect(screen.getByTestId('order-lines').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('908,50 грн');
    expect(screen.getByText('Успішно')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+380 67 113 00 11' }).getAttribute('href')).toBe('/customers/11');
    // The total and its XP, no "− 0,00 грн = …" formula when nothing was discounted.
    const texts = screen.getAllByText(/^1\s817,00\sгрн/).map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(texts).toContain('1 817,00 грн + 10 XP');
    expect(texts.join('|')).not.toContain('−');
  });

  it('names the customer without a link for a role that cannot open the customer page', async () => {
    mockApi({ 'GET /orders/1001': { body: detail } });
    renderScreen(<OrderPage />, { ...route, context: moderatorStaff });
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('link', { name: '+380 67 113 00 11' })).toBeNull();
  });

  it('refunds only with a reason, after asking, and says so', async () => {
    const api = mockApi({ 'GET /orders/1001': { body: detail }, 'POST /orders/1001/refund': { body: { order: row } } });
    renderScreen(<OrderPage />, route);
    const refund = (await screen.findByTestId('order-refund')) as HTMLButtonElement;
    expect(refund.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Причина \(для повернення/), { target: { value: 'Товар пошкоджено' } });
    await waitFor(() => expect(refund.disabled).toBe(false));
    fireEvent.click(refund);
    fireEvent.click(await screen.findByTestId('order-refund-confirm'));
    expect(await screen.findByText('Замовлення повернено')).toBeTruthy();
    expect(callsTo(api, 'POST', '/orders/1001/refund')[0]?.body).toEqual({ reason: 'Товар пошкоджено' });
  });
});
