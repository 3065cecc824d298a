// /shop/payment: the step indicator marks the third step, and the amount with the delivery line is on the
// page before the customer chooses how to pay, with the action in the sticky bar.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import PaymentPage from '@/features/shop/components/payment-page';
import { initialDelivery, useShopStore } from '@/features/shop/stores/shop-store';

const city = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: null } });
  useShopStore.setState((state) => ({
    glo: {
      ...state.glo,
      cart: [
        {
          variant_id: 501,
          id: 50,
          price: 45_000,
          count: 2,
          bonuses: 0,
          collectionId: 3,
          tags: [],
          quantity: 20,
          title: 'Sticks Blue',
          variantTitle: 'Пачка',
          image: '/img/blue.webp',
          category: 'sticks',
        },
      ],
      delivery: {
        ...initialDelivery,
        mode: 1,
        city,
        npDep: {
          value: '33333333-3333-4333-8333-333333333333',
          label: 'Відділення №12',
          meta: { number: '12', shortAddress: '', cityRef: city.city_id, postomat: false },
        },
      },
    },
  }));
});

describe('/shop/payment', () => {
  it('shows the steps, the delivery line and the amount to pay once, and keeps "Далі" in the sticky bar', async () => {
    stubFetch(() => ({ body: { metafields: [] } }));
    renderRoutes([{ path: '/shop/payment', Component: PaymentPage }], '/shop/payment');
    const steps = await screen.findByTestId('checkout-steps');
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('Оплата');
    expect(screen.getByTestId('total-money').textContent).toBe('900\u00a0грн');
    expect(screen.getByTestId('shipping-line').textContent).toBe('безкоштовно');
    // The delivery chosen as one row, with the way back to change it.
    expect(screen.getByTestId('summary-delivery').textContent).toContain('Відділення Нової пошти');
    expect(screen.getByRole('link', { name: 'Змінити: Доставка' }).getAttribute('href')).toBe('/shop/delivery');
    expect(screen.getByTestId('checkout-bar').contains(screen.getByTestId('payment-next'))).toBe(true);
    // "До сплати" is said once on the step: in the totals card, not again in the bar.
    expect(screen.queryByTestId('checkout-bar-total')).toBeNull();
    expect(screen.getAllByText('До сплати')).toHaveLength(1);
  });
});
