import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff } from '@admin/test/fixtures';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { OrdersPage } from './orders-page';

const order = {
  id: 1,
  order_number: 1001,
  brand: 'glo',
  customer_id: 11,
  phone: '+380671130011',
  financial_status: 'refunded',
  payment_method: 2,
  delivery_mode: 3,
  total_kop: 181_700,
  bonus_total: 0,
  created_at: '2026-11-28T03:18:00Z',
  waybill_number: null,
};
const page = (orders: unknown[]) => ({ orders, total: orders.length, total_exact: true, page: 1, per_page: 25 });

describe('OrdersPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /orders': () => pending() });
    renderScreen(<OrdersPage />, { context: adminStaff });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /orders': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderScreen(<OrdersPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says when no order matches', async () => {
    mockApi({ 'GET /orders': { body: page([]) } });
    renderScreen(<OrdersPage />, { context: adminStaff });
    expect(await screen.findByText('Замовлень не знайдено.')).toBeTruthy();
  });

  it('shows states, payment and delivery in words, money the Ukrainian way and a link to the person', async () => {
    mockApi({ 'GET /orders': { body: page([order]) } });
    renderScreen(<OrdersPage />, { context: adminStaff });
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByText('Повернено')).toBeTruthy();
    expect(within(row).getByText('Карткою (LiqPay)')).toBeTruthy();
    expect(within(row).getByText("Кур'єр iPost")).toBeTruthy();
    expect(row.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 817,00 грн');
    expect(within(row).getByRole('link', { name: '+380 67 113 00 11' }).getAttribute('href')).toBe('/customers/11');
  });

  it('sorts by total on the server', async () => {
    const fetch = mockApi({ 'GET /orders': { body: page([order]) } });
    renderScreen(<OrdersPage />, { context: adminStaff });
    await screen.findByTestId('order-row');
    fireEvent.click(screen.getByRole('button', { name: 'Сортувати за «Сума»' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://admin.test').searchParams.get('sort')).toBe('-total'),
    );
  });
});
