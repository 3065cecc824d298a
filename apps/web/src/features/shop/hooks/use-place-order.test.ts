// The checkout submit against a stubbed server: Idempotency-Key reuse, the payment-link retry loop, the refusals that
// send the customer back a step, and the follow-ups of an iPost order with a call-back and a referral code.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import '@/lib/locales/shop';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { initialDelivery, useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import type { Order } from '@loyalty/contracts/orders';
import { placeOrder, type PlaceOrderContext } from '@/features/shop/hooks/use-place-order';
import { wireOrder } from '@/test/wire-order';
import { chooseIpost } from '@/features/shop/hooks/use-ipost-mode';

const notifyMock = vi.hoisted(() => {
  const loading = { id: 'placing', success: vi.fn(), error: vi.fn() };
  return {
    loadingToast: loading,
    notify: {
      info: vi.fn(),
      success: vi.fn(),
      warning: vi.fn(),
      error: vi.fn(),
      default: vi.fn(),
      loading: vi.fn(() => loading),
      dismiss: vi.fn(),
    },
  };
});
vi.mock('@/lib/notify', () => ({ notify: notifyMock.notify }));

const kyiv = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '22222222-2222-4222-8222-222222222222' },
};
const branch = {
  value: '33333333-3333-4333-8333-333333333333',
  label: 'Відділення №12: вул. Хрещатик, 22',
  meta: { number: '12', shortAddress: 'вул. Хрещатик, 22', cityRef: kyiv.city_id, postomat: false },
};

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  variant_id: 501,
  id: 50,
  price: 14_900,
  count: 2,
  bonuses: 0,
  collectionId: 3,
  tags: ['ipost_allow'],
  quantity: 20,
  title: 'Sticks Blue',
  variantTitle: 'Пачка',
  image: '/img/blue.webp',
  category: 'ogo-sticks',
  ...overrides,
});

// An ogo cash order of two packs, as create-order answers it.
const order = (overrides: Partial<Order> = {}) =>
  wireOrder({
    brand: 'ogo',
    subtotal_price: '298.00',
    total_price: '298.00',
    tags: ['PWA', 'pwa_order'],
    shipping_lines: [{ id: 1, title: 'Доставка', price: '0.00' }],
    ...overrides,
  });

function context(overrides: Partial<PlaceOrderContext> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const assign = vi.fn<(url: string) => void>();
  const sleeps: number[] = [];
  const value: PlaceOrderContext = {
    brand: 'ogo',
    recipient: { customerId: 42, firstName: 'Олена', lastName: 'Коваль', phone: '+38 050 123 45 67', ordersCount: 0 },
    t: i18n.t,
    navigate,
    assign,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  };
  return { value, navigate, assign, sleeps };
}

const path = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;

beforeEach(() => {
  vi.clearAllMocks();
  useShopStore.setState((state) => ({
    ogo: {
      ...state.ogo,
      cart: [line()],
      payment: 1,
      comment: '',
      promocode: '',
      mgmPromoCode: '',
      needCall: null,
      delivery: { ...initialDelivery, mode: 1, city: kyiv, npDep: branch },
      orderId: null,
      fullOrderId: null,
      paymentLink: { link: null, count: 0 },
      idempotencyKey: null,
    },
  }));
});

describe('placeOrder', () => {
  it('sends a retried submit under the same Idempotency-Key and forgets the key once the order exists', async () => {
    let calls = 0;
    const { requests } = stubFetch(() => {
      calls += 1;
      // The first answer is lost (a gateway error); the second attempt must be the same order for the server.
      return calls === 1 ? { status: 502, body: undefined } : { body: { order: order() } };
    });
    const first = context();
    const refused = await placeOrder(first.value);
    expect(refused).toEqual({ kind: 'refused', code: 'http_error' });
    expect(useShopStore.getState().ogo.cart).toHaveLength(1);

    const second = context();
    const placed = await placeOrder(second.value);
    expect(placed.kind).toBe('placed');
    // A cash order: the success page's headline says it is placed; no toast over its header repeats it.
    expect(notifyMock.notify.dismiss).toHaveBeenCalledWith('placing');
    expect(notifyMock.loadingToast.success).not.toHaveBeenCalled();

    const orderRequests = requests.filter((request) => path(request) === '/api/shop/create-order');
    const keys = orderRequests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(requests[0]?.body).toEqual(requests[1]?.body);
    expect(requests[0]?.body).toMatchObject({
      product: 'ogo',
      order: {
        line_items: [{ variant_id: 501, quantity: 2 }],
        customer: { id: 42 },
        shipping_address: { first_name: 'Олена', last_name: 'Коваль', phone: '+380501234567' },
      },
      cart: { payment: 1, delivery: { mode: 1, cityRef: kyiv.city_id, branchRef: branch.value } },
    });

    const state = useShopStore.getState().ogo;
    expect(state.cart).toEqual([]);
    expect(state.idempotencyKey).toBeNull();
    expect(state.fullOrderId).toBe(1007);
    expect(second.navigate).toHaveBeenCalledWith('/shop/success?orderId=7');
    // The next checkout is a new order: a new key.
    expect(useShopStore.getState().checkoutKey('ogo')).not.toBe(keys[0]);
    // The profile remembers the delivery with the order itself (the server's work): no second call that a customer
    // leaving at once would lose.
    expect(requests.some((request) => path(request) === '/api/user/save-address')).toBe(false);
  });

  it('asks for the LiqPay link again after 2 s while it comes back empty, then leaves for it', async () => {
    useShopStore.getState().update('ogo', { payment: 2 });
    let linkCalls = 0;
    const { requests } = stubFetch((request) => {
      if (path(request) === '/api/shop/create-order') return { body: { order: order({ payment_method: 2 }) } };
      linkCalls += 1;
      return { body: { success: true, link: linkCalls < 3 ? null : '/api/dev/liqpay/checkout?data=abc&signature=def' } };
    });
    const run = context();
    const outcome = await placeOrder(run.value);

    expect(outcome.kind).toBe('paying');
    // The page leaves for LiqPay: the toast says the order exists.
    expect(notifyMock.loadingToast.success).toHaveBeenCalledWith(i18n.t('checkout.placed', { number: 1007 }));
    expect(run.sleeps).toEqual([2000, 2000]);
    expect(run.assign).toHaveBeenCalledWith('/api/dev/liqpay/checkout?data=abc&signature=def');
    expect(run.navigate).not.toHaveBeenCalled();
    const linkRequests = requests.filter((request) => path(request) === '/api/shop/get-liqpay-link');
    expect(linkRequests).toHaveLength(3);
    expect(linkRequests[0]?.body).toEqual({ orderId: 7, product: 'ogo' });
    expect(useShopStore.getState().ogo.paymentLink.link).toBe('/api/dev/liqpay/checkout?data=abc&signature=def');
  });

  it('gives up after five empty answers with "Сталася помилка" and shows the order on the success page', async () => {
    useShopStore.getState().update('ogo', { payment: 2 });
    const { requests } = stubFetch((request) =>
      path(request) === '/api/shop/create-order'
        ? { body: { order: order({ payment_method: 2 }) } }
        : { body: { success: true, link: null } },
    );
    const run = context();
    const outcome = await placeOrder(run.value);

    expect(outcome.kind).toBe('link_failed');
    expect(requests.filter((request) => path(request) === '/api/shop/get-liqpay-link')).toHaveLength(6);
    expect(run.sleeps).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(notifyMock.notify.error).toHaveBeenCalledWith('Сталася помилка');
    expect(useShopStore.getState().ogo.paymentLink.count).toBe(6);
    expect(run.assign).not.toHaveBeenCalled();
    expect(run.navigate).toHaveBeenCalledWith('/shop/success?orderId=7');
  });

  it('sets the counter to 6 at once when the link call fails', async () => {
    useShopStore.getState().update('ogo', { payment: 2 });
    const { requests } = stubFetch((request) =>
      path(request) === '/api/shop/create-order'
        ? { body: { order: order({ payment_method: 2 }) } }
        : { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    );
    const run = context();
    await placeOrder(run.value);
    expect(requests.filter((request) => path(request) === '/api/shop/get-liqpay-link')).toHaveLength(1);
    expect(run.sleeps).toEqual([]);
    expect(useShopStore.getState().ogo.paymentLink.count).toBe(6);
    expect(notifyMock.notify.error).toHaveBeenCalledWith('Сталася помилка');
  });

  it('falls back to the branch and goes back to delivery when iPost cannot serve the city', async () => {
    useShopStore.getState().updateDelivery('ogo', {
      mode: 3,
      ipostCity: 'Київ',
      ipostStreet: 'вул. Хрещатик, 1',
      ipostFrom: '10:00',
      ipostTo: '12:00',
    });
    stubFetch(() => ({ status: 409, body: { error: { code: 'ipost_city_unavailable', message: 'no' } } }));
    const run = context();
    const outcome = await placeOrder(run.value);
    expect(outcome).toEqual({ kind: 'refused', code: 'ipost_city_unavailable' });
    expect(useShopStore.getState().ogo.delivery.mode).toBe(1);
    expect(run.navigate).toHaveBeenCalledWith('/shop/delivery');
    expect(notifyMock.loadingToast.error).toHaveBeenCalledWith(i18n.t('checkout.errors.ipostCityUnavailable'));
    // Nothing was placed: the cart and the key stay for the next try.
    expect(useShopStore.getState().ogo.cart).toHaveLength(1);
    expect(useShopStore.getState().ogo.idempotencyKey).not.toBeNull();
  });

  it('sends the customer back to the cart when the server refuses the promo code', async () => {
    useShopStore.getState().update('ogo', { promocode: 'VELO-30' });
    stubFetch(() => ({ status: 422, body: { error: { code: 'promo_not_applicable', message: 'no' } } }));
    const run = context();
    await placeOrder(run.value);
    expect(run.navigate).toHaveBeenCalledWith('/shop/cart');
    expect(notifyMock.loadingToast.error).toHaveBeenCalledWith(i18n.t('checkout.errors.promoNotApplicable'));
  });

  it('hands an iPost order to the courier, asks for the call-back and reports the referral code', async () => {
    useShopStore.getState().update('ogo', {
      mgmPromoCode: 'REW-FRIEND1',
      needCall: { day: 'Сьогодні', from: '10:00', to: '11:00' },
      comment: 'Домофон 12',
    });
    useShopStore.getState().updateDelivery('ogo', {
      mode: 3,
      ipostCity: 'Київ',
      ipostStreet: 'вул. Хрещатик, 1',
      ipostFlat: '5',
      ipostDay: 'Завтра',
      ipostFrom: '10:00',
      ipostTo: '12:00',
    });
    const { requests } = stubFetch((request) => {
      switch (path(request)) {
        case '/api/shop/create-order':
          return { body: { order: order({ delivery_mode: 3 }) } };
        case '/api/ipost/auth':
          return { body: { token: 'handle-1', expired_at: '2026-11-22T10:00:00.000Z' } };
        case '/api/ipost/send-address':
          return { body: { success: true, reference: 'IP-1' } };
        case '/api/shop/send-phone-call':
          return { body: { success: true, id: 3 } };
        default:
          return { body: { success: true } };
      }
    });
    const run = context();
    await placeOrder(run.value);

    expect(requests.map(path)).toEqual([
      '/api/shop/create-order',
      '/api/ipost/auth',
      '/api/ipost/send-address',
      '/api/shop/send-phone-call',
      '/api/shop/send-promocode',
    ]);
    expect(requests[0]?.body).toMatchObject({
      cart: {
        delivery: {
          mode: 3,
          city: 'Київ',
          street: 'вул. Хрещатик, 1',
          flat: '5',
          ipost: { day: 'Завтра', from: '10:00', to: '12:00' },
        },
        mgmPromoCode: 'REW-FRIEND1',
        needCall: { day: 'Сьогодні', from: '10:00', to: '11:00' },
        comment: 'Домофон 12',
      },
    });
    expect(requests[2]?.body).toMatchObject({
      token: 'handle-1',
      city: 'Київ',
      street: 'вул. Хрещатик, 1',
      flat: '5',
      delivery_time_from: '10:00',
      delivery_time_to: '12:00',
      order_id: 7,
    });
    expect(requests[3]?.body).toMatchObject({ orderNumber: 1007, phone: '+380501234567', callFrom: '10:00', callTo: '11:00' });
    expect(requests[4]?.body).toMatchObject({ code: 'REW-FRIEND1', orderId: 7 });
    // Spec section 4: once the address is sent, mode 1 again and street and flat cleared.
    const delivery = useShopStore.getState().ogo.delivery;
    expect(delivery.mode).toBe(1);
    expect(delivery.ipostStreet).toBe('');
    expect(delivery.ipostFlat).toBe('');
  });

  it('does not send a referral code for a customer who has ordered before', async () => {
    useShopStore.getState().update('ogo', { mgmPromoCode: 'REW-FRIEND1' });
    const { requests } = stubFetch(() => ({ body: { order: order() } }));
    const run = context({
      recipient: { customerId: 42, firstName: 'Олена', lastName: 'Коваль', phone: '+380501234567', ordersCount: 3 },
    });
    await placeOrder(run.value);
    expect(requests.map(path)).toEqual(['/api/shop/create-order']);
    expect(requests[0]?.body).not.toHaveProperty('cart.mgmPromoCode');
  });
});

describe('chooseIpost', () => {
  it('falls back to mode 1 with an info toast when the city is not served', async () => {
    const { requests } = stubFetch((request) =>
      path(request) === '/api/ipost/auth'
        ? { body: { token: 'handle-1', expired_at: '2026-11-22T10:00:00.000Z' } }
        : { body: { available: false } },
    );
    expect(await chooseIpost('ogo', 'Ужгород', i18n.t)).toBe(false);
    expect(requests[1]?.body).toEqual({ token: 'handle-1', city: 'Ужгород' });
    expect(useShopStore.getState().ogo.delivery.mode).toBe(1);
    expect(useShopStore.getState().ogo.delivery.ipostCityAvailable).toBe(false);
    expect(notifyMock.notify.info).toHaveBeenCalledWith(i18n.t('checkout.delivery.ipostUnavailable'));
  });

  it('switches to mode 3 when the city is served', async () => {
    stubFetch((request) =>
      path(request) === '/api/ipost/auth'
        ? { body: { token: 'handle-1', expired_at: '2026-11-22T10:00:00.000Z' } }
        : { body: { available: true } },
    );
    expect(await chooseIpost('ogo', 'Київ', i18n.t)).toBe(true);
    expect(useShopStore.getState().ogo.delivery).toMatchObject({ mode: 3, ipostCity: 'Київ', ipostCityAvailable: true });
    expect(notifyMock.notify.info).not.toHaveBeenCalled();
  });
});
