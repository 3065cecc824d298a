// The totals block's delivery line: what the customer pays for delivery is said plainly (the app never knows the
// carrier's tariff), and a discount that took the order below free delivery is named (review 7, problem 3).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { shippingLineFor } from '@loyalty/domain/shop/shipping';
import { CheckoutTotalsBlock } from '@/features/shop/components/checkout-totals';
import { renderRoutes } from '@/test/render-route';
import '@/lib/locales/shop';

const totals = (subtotal: number, discount: number) => ({
  subtotal,
  discount,
  money: subtotal - discount,
  bonuses: 0,
  items: 3,
  velo: null,
});

function show(subtotal: number, discount: number, deliveryMode: 1 | 3 = 1, estimate: number | null = null) {
  const checkout = totals(subtotal, discount);
  const shipping = shippingLineFor({ deliveryMode, moneyTotal: checkout.money, bonusTotal: 0, hasVeloGift: false });
  renderRoutes(
    [{ path: '/', Component: () => <CheckoutTotalsBlock totals={checkout} shipping={shipping} estimate={estimate} /> }],
    '/',
  );
}

describe('CheckoutTotalsBlock', () => {
  it('says VELO-30 took 417 грн below free delivery, and that the carrier is paid on receipt', async () => {
    show(41_700, 12_510);
    expect((await screen.findByTestId('shipping-line')).textContent).toBe('оплата перевізнику під час отримання');
    expect(screen.getByTestId('discount-no-free-delivery').textContent).toBe(
      'Зі знижкою сума менша за 399\u00a0грн: доставка за тарифами перевізника, оплата під час отримання.',
    );
  });

  it('says nothing of the discount when the order was below the threshold anyway, or still ships free', async () => {
    show(30_000, 9_000);
    expect((await screen.findByTestId('shipping-line')).textContent).toBe('оплата перевізнику під час отримання');
    expect(screen.queryByTestId('discount-no-free-delivery')).toBeNull();
  });

  it('prices the carrier’s tariff in грн when Nova Poshta’s estimate is known (review 8, problem 4)', async () => {
    show(30_000, 0, 1, 85);
    expect((await screen.findByTestId('shipping-line')).textContent).toBe('≈ 85\u00a0грн, сплачуєш у відділенні Нової пошти');
    // And what all of it comes to, delivery included (review 9).
    expect(screen.getByTestId('total-with-delivery').textContent).toBe('≈\u00a0385\u00a0грн');
  });

  it('keeps free delivery free and iPost as it was whatever the estimate', async () => {
    show(45_000, 0, 1, 85);
    expect((await screen.findByTestId('shipping-line')).textContent).toBe('безкоштовно');
    expect(screen.queryByTestId('total-with-delivery')).toBeNull();
  });

  it('names iPost as the one paid on receipt', async () => {
    show(41_700, 12_510, 3);
    expect((await screen.findByTestId('shipping-line')).textContent).toBe('оплата iPost під час отримання');
    expect(screen.queryByTestId('discount-no-free-delivery')).toBeNull();
  });
});
