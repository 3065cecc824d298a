// /shop/checkout against a stubbed server: the Idempotency-Key is made as the page opens (begin_checkout is sent),
// and a double tap on submit places one order.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import CheckoutPage, { summaryLineAmount } from '@/features/shop/components/checkout-page';
import type { CheckoutTotals } from '@/features/shop/utils/checkout-order';
import { initialDelivery, useShopStore } from '@/features/shop/stores/shop-store';

vi.mock('@/lib/notify', () => {
  const loading = { success: vi.fn(), error: vi.fn() };
  return {
    notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), loading: vi.fn(() => loading) },
  };
});

const city = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};

/** get-user's answer for the signed-in customer: a complete recipient with one earlier order. */
const customerRecord = {
  id: 42,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: '',
  phone: '+380501234567',
  tags: [],
  orders_count: 1,
  total_spent: '0.00',
  note: '',
  address: { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' },
};

beforeEach(() => {
  window.dataLayer = [];
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({
    token: 't',
    shopIds: { glo: 42, ogo: null },
    customer: { shopify_id: 42, first_name: 'Олена', last_name: 'Коваль', email: '', phone: '+380501234567', tags: [] },
  });
  useShopStore.setState((state) => ({
    glo: {
      ...state.glo,
      cart: [
        {
          variant_id: 501,
          id: 50,
          price: 45_000,
          count: 1,
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
      payment: 1,
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
      idempotencyKey: null,
    },
  }));
});

describe('/shop/checkout', () => {
  it('makes the key on open, previews the free shipping line and places one order for a double tap', async () => {
    let release: () => void = () => undefined;
    const { requests } = stubFetch(async (request) => {
      if (request.url === '/api/user/get-user') return { body: { user: customerRecord } };
      // Holds the answer until both taps are in.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 503, body: { error: { code: 'unavailable', message: 'x' } } };
    });
    renderRoutes(
      [
        { path: '/shop/checkout', Component: CheckoutPage },
        { path: '/shop/cart', Component: () => <p>cart</p> },
      ],
      '/shop/checkout',
    );
    expect((await screen.findByTestId('summary-delivery')).textContent).toBe(
      'ДоставкаВідділення Нової поштиКиїв, відділення\u00a0№12',
    );
    // The delivery's cost in one word on the totals' line.
    expect(screen.getByTestId('shipping-line').textContent).toBe('безкоштовно');
    // Issue 36: the step indicator marks the last step; delivery comes before the amount to pay; the action and the
    // amount sit in the sticky bar; the phone is written as everywhere else.
    const steps = screen.getByTestId('checkout-steps');
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('Перевірка');
    expect(steps.querySelectorAll('[data-state="done"] a')).toHaveLength(3);
    // "До сплати" once: in the pinned bar beside the action, not again in the totals card right above it.
    expect(screen.getByTestId('checkout-totals').textContent).not.toContain('До сплати');
    expect(screen.queryByTestId('total-money')).toBeNull();
    expect(screen.getAllByText('До сплати')).toHaveLength(1);
    expect(screen.getByTestId('checkout-bar').textContent).toContain('До сплати');
    expect(screen.getByTestId('checkout-bar').contains(screen.getByTestId('checkout-submit'))).toBe(true);
    expect(screen.getByTestId('summary-recipient').textContent).toMatch(/\+380 \d{2} \d{3} \d{2} \d{2}$/);
    // One row per choice, each with «Змінити» at the edge back to its step.
    const rows = [...document.querySelectorAll('.choice-row')];
    expect(rows.map((row) => row.querySelector('.choice-row__change')?.getAttribute('href'))).toEqual([
      '/shop/delivery',
      '/shop/payment',
      '/profile/details',
    ]);
    expect(rows.map((row) => row.querySelector('.choice-row__change')?.textContent)).toEqual(['Змінити', 'Змінити', 'Змінити']);
    // One line per item, written as the success page writes it.
    const line = screen.getByTestId('checkout-line');
    expect(line.className).toBe('order-line');
    expect(line.querySelector('img')?.getAttribute('width')).toBe('56');
    expect(line.querySelector('[data-testid="order-line-each"]')?.textContent).toBe('1\u00a0×\u00a0450\u00a0грн');
    expect(line.querySelector('[data-testid="order-line-total"]')?.textContent).toBe('450\u00a0грн');
    expect(line.textContent).not.toContain('Кількість');
    // The goods' sum opens the totals block, above the delivery.
    expect(screen.getByTestId('total-goods').textContent).toBe('450\u00a0грн');
    const key = useShopStore.getState().glo.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));

    const submit = await screen.findByTestId('checkout-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/shop/create-order')).toHaveLength(1));
    await act(async () => release());
    const orders = requests.filter((request) => request.url === '/api/shop/create-order');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.headers.get('Idempotency-Key')).toBe(key);
    // The refusal keeps the key for the next try.
    await waitFor(() => expect(useShopStore.getState().glo.idempotencyKey).toBe(key));
  });

  it('says in the pinned bar what the branch will take for a cash order under free delivery: goods and tariff', async () => {
    useShopStore.setState((state) => ({
      glo: { ...state.glo, cart: state.glo.cart.map((line) => ({ ...line, price: 15_000 })) },
    }));
    stubFetch((request) => {
      if (request.url === '/api/user/get-user') return { body: { user: customerRecord } };
      if (request.url === '/api/novaposhta/delivery-estimate') return { body: { estimate: { price: 85, weight_kg: 0.2 } } };
      return { status: 404, body: { error: { code: 'not_found', message: request.url } } };
    });
    renderRoutes([{ path: '/shop/checkout', Component: CheckoutPage }], '/shop/checkout');
    await waitFor(() => expect(screen.getByTestId('checkout-bar-total').textContent).toBe('≈\u00a0235\u00a0грн'));
    expect(screen.getByTestId('checkout-bar').textContent).toContain('У відділенні');
    // Said once: the totals above do not repeat the sum with delivery.
    expect(screen.queryByTestId('total-with-delivery')).toBeNull();
  });

  it('asks before spending points, with the balance after them, and places nothing on "no"', async () => {
    useShopStore.setState((state) => ({
      glo: {
        ...state.glo,
        cart: [{ ...state.glo.cart[0]!, variant_id: 601, id: 60, price: 0, bonuses: 800, title: 'Чохол за бали' }],
      },
    }));
    const { requests } = stubFetch((request) => {
      if (request.url === '/api/user/get-user') return { body: { user: customerRecord } };
      if (request.url.startsWith('/api/get-balance')) return { body: { balance: 1250 } };
      return { status: 503, body: { error: { code: 'unavailable', message: 'x' } } };
    });
    renderRoutes([{ path: '/shop/checkout', Component: CheckoutPage }], '/shop/checkout');
    const submit = await screen.findByTestId('checkout-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    const confirmation = await screen.findByTestId('checkout-xp-confirm');
    expect(confirmation.textContent).toContain('За це замовлення спишемо 800 XP.');
    expect((await screen.findByTestId('checkout-xp-after')).textContent).toBe('Після замовлення залишиться 450 XP.');
    expect(requests.filter((request) => request.url === '/api/shop/create-order')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ні' })));
    expect(screen.queryByTestId('checkout-xp-confirm')).toBeNull();
    expect(requests.filter((request) => request.url === '/api/shop/create-order')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByTestId('checkout-submit')));
    await act(async () => fireEvent.click(await screen.findByTestId('checkout-xp-confirm-yes')));
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/shop/create-order')).toHaveLength(1));
  });
});

describe('the summary’s item line', () => {
  it('writes a VELO-30 line at the unit price the order charges, as the success page will ("3 × 90,30 грн")', () => {
    const totals: CheckoutTotals = {
      subtotal: 38_700,
      discount: 11_610,
      money: 27_090,
      bonuses: 0,
      items: 3,
      velo: {
        applies: true,
        lines: [{ variant_id: 7, count: 3, unitPrice: 12_900, discountedUnitPrice: 9_030, lineTotal: 27_090 }],
        total: 27_090,
        discount: 11_610,
      },
    };
    expect(summaryLineAmount({ variant_id: 7, price: 12_900, bonuses: 0, count: 3 }, totals)).toEqual({
      quantity: 3,
      price: '90.30',
      bonuses: 0,
    });
    expect(summaryLineAmount({ variant_id: 7, price: 12_900, bonuses: 0, count: 3 }, { ...totals, velo: null })).toEqual({
      quantity: 3,
      price: '129.00',
      bonuses: 0,
    });
  });
});
