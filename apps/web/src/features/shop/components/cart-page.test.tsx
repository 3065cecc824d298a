// /shop/cart against a stubbed server: which promo inputs show (VELO-30 in ogo only; the referral code only for a
// first order), each code checked by the server on "Застосувати" and on the way to delivery with its answer on the
// field, the totals, and the count controls.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Brand } from '@loyalty/contracts/brand';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { settledQueries } from '@/test/settled-queries';
import CartPage from '@/features/shop/components/cart-page';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';

const velo = (variant: number, count: number): CartLine => ({
  variant_id: variant,
  id: variant * 10,
  price: 10_000,
  count,
  bonuses: 0,
  collectionId: 9,
  tags: ['discount:fruit-madness'],
  quantity: 1,
  title: `Velo ${variant}`,
  variantTitle: '',
  image: '/img/velo.webp',
  category: 'ogo-velo',
});

const user = (ordersCount: number) => ({
  id: 42,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: '',
  phone: '+380501234567',
  tags: [],
  orders_count: ordersCount,
  total_spent: '0.00',
  note: '',
  address: { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' },
});

type PromoAnswer = (body: { promocode?: string; mgmPromoCode?: string; line_items: unknown[] }) => unknown;

const noTiers = { enabled: false, measure: null, window_days: null, value: 0, tier: null, next: null, levels: [] };
/** What get-tier answers: no tiers unless a test says otherwise. */
let tierAnswer: object = noTiers;
/** The XP balance get-balance answers. */
let balanceAnswer = 0;
/** What get-campaigns answers: none unless a test says otherwise. */
let campaignsAnswer: object = { campaigns: [] };
/** What delivery-estimate answers (none unless a test says otherwise), and the bodies it was sent. */
let estimateAnswer: object = { estimate: null };
const estimateBodies: unknown[] = [];

function serve(ordersCount: number, velo30: string | null = null, promo: PromoAnswer = () => ({})) {
  return stubFetch((request: RecordedRequest) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/api/user/get-tier') return { body: tierAnswer };
    if (path === '/api/user/get-campaigns') return { body: campaignsAnswer };
    if (path === '/api/novaposhta/delivery-estimate') {
      estimateBodies.push(request.body);
      return { body: estimateAnswer };
    }
    if (path === '/api/get-balance') return { body: { balance: balanceAnswer, expiring: [] } };
    if (path === '/api/shop/check-promocode') return { body: promo(request.body as Parameters<PromoAnswer>[0]) };
    if (path === '/api/user/get-user') return { body: { user: user(ordersCount) } };
    if (path === '/api/user/get-metafields')
      return {
        body: {
          metafields: velo30 === null ? [] : [{ namespace: 'pwaDiscount', key: 'velo-30', value: velo30, type: 'integer' }],
        },
      };
    // The cart refresh: the server still sells every variant at the same price.
    const cart = useShopStore.getState()[useBrandStore.getState().brand].cart;
    return {
      body: {
        variants: cart.map((line) => ({
          variant_id: line.variant_id,
          id: line.id,
          title: line.variantTitle,
          product_title: line.title,
          price: line.bonuses > 0 ? '0.00' : '100.00',
          bonuses: line.bonuses,
          quantity: 1,
          collectionId: 9,
          tags: line.tags,
        })),
      },
    };
  });
}

function setUp(brand: Brand, cart: CartLine[], referralCode: string | null) {
  useBrandStore.setState({ brand });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 42 }, referralCode });
  useShopStore.setState((state) => ({ [brand]: { ...state[brand], cart, promocode: '', mgmPromoCode: '' } }));
}

beforeEach(() => {
  tierAnswer = noTiers;
  balanceAnswer = 0;
  campaignsAnswer = { campaigns: [] };
  estimateAnswer = { estimate: null };
  estimateBodies.length = 0;
  useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [] }, ogo: { ...state.ogo, cart: [] } }));
});

describe('/shop/cart promo inputs', () => {
  it('shows the referral input, prefilled with the link code, to a customer with no orders', async () => {
    setUp('glo', [velo(1, 1)], 'REW-FRIEND1');
    serve(0);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const input = await screen.findByTestId<HTMLInputElement>('referral-promocode');
    expect(input.value).toBe('REW-FRIEND1');
    expect(useShopStore.getState().glo.mgmPromoCode).toBe('REW-FRIEND1');
    // VELO-30 is ogo's only.
    expect(screen.queryByTestId('velo-promocode')).toBeNull();
  });

  it('hides the referral input after a first order', async () => {
    setUp('glo', [velo(1, 1)], 'REW-FRIEND1');
    const { requests } = serve(2);
    const { queryClient } = renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    await waitFor(() => expect(requests.some((request) => request.url === '/api/user/get-user')).toBe(true));
    await screen.findByTestId('cart-page');
    await settledQueries(queryClient);
    expect(screen.queryByTestId('referral-promocode')).toBeNull();
  });

  it("checks a friend's code on Застосувати, says why it is refused on the field, and checks it again before delivery", async () => {
    setUp('glo', [velo(1, 1)], 'FRIEND123');
    const { requests } = serve(0, null, (body) =>
      body.mgmPromoCode === 'REW-ABCD2345'
        ? { mgmPromoCode: { applies: true, inviterXp: 100 } }
        : { mgmPromoCode: { applies: false, reason: body.mgmPromoCode?.startsWith('REW-') ? 'unknown_code' : 'bad_code' } },
    );
    const { router } = renderRoutes(
      [
        { path: '/shop/cart', Component: CartPage },
        { path: '/shop/delivery', Component: () => <p data-testid="delivery">delivery</p> },
      ],
      '/shop/cart',
    );
    const input = await screen.findByTestId<HTMLInputElement>('referral-promocode');
    // A link code that is no referral code is not put in.
    expect(input.value).toBe('');
    fireEvent.input(input, { target: { value: 'FRIEND123' } });
    await act(async () => fireEvent.click(screen.getByTestId('referral-promocode-apply')));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Код друга має вигляд REW-…: перевір його або залиш поле порожнім'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('cart-referral-error');
    const checks = () => requests.filter((request) => request.url === '/api/shop/check-promocode');
    expect(checks()[0]?.body).toEqual({
      product: 'glo',
      line_items: [{ variant_id: 1, quantity: 1 }],
      mgmPromoCode: 'FRIEND123',
    });

    // Typing again clears the reason; an unchecked code is checked on the way to delivery, and stops it there.
    fireEvent.input(input, { target: { value: 'REW-NOSUCH22' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('cart-next')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Такого коду друга немає. Перевір його'));
    expect(router.state.location.pathname).toBe('/shop/cart');
    expect(document.activeElement).toBe(input);

    fireEvent.input(input, { target: { value: 'REW-ABCD2345' } });
    await act(async () => fireEvent.click(screen.getByTestId('referral-promocode-apply')));
    // An accepted code says what it gives: XP to the friend, nothing off this order.
    expect((await screen.findByTestId('referral-promocode-applied')).textContent).toBe(
      'Код друга прийнято: коли замовлення буде оплачено, твій друг отримає 100 XP. Сума до сплати не змінюється',
    );
    expect(screen.queryByTestId('total-discount')).toBeNull();
    const before = checks().length;
    await act(async () => fireEvent.click(screen.getByTestId('cart-next')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/delivery'));
    // Applied for this cart already: not asked again.
    expect(checks()).toHaveLength(before);
    expect(useShopStore.getState().glo.mgmPromoCode).toBe('REW-ABCD2345');
  });

  it("applies VELO-30 in ogo: the server's reason on the field, then its discount once the cart qualifies", async () => {
    setUp('ogo', [velo(1, 2)], null);
    serve(1, null, (body) => {
      const units = (body.line_items as { quantity: number }[]).reduce((sum, line) => sum + line.quantity, 0);
      return units < 3
        ? { promocode: { applies: false, reason: 'too_few_items' } }
        : { promocode: { applies: true, discount: '90.00', total: '210.00' } };
    });
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const input = await screen.findByTestId('velo-promocode');
    expect((await screen.findByTestId('checkout-bar-total')).textContent).toContain('200\u00a0грн');

    await act(async () => fireEvent.input(input, { target: { value: 'velo-30' } }));
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    // The answer says how many more discounted items the cart needs: a hint of what to add, not an error (review 10).
    await waitFor(() =>
      expect(screen.getByTestId('velo-promocode-not-yet').textContent).toBe(
        'Додай ще 1 товар із позначкою «−30% з VELO-30»: знижка діє від 3 штук',
      ),
    );
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // A refused code is not taken away by the button: it can be corrected and asked about again (review 9).
    expect(screen.getByTestId('velo-promocode-apply').textContent).toBe('Застосувати');

    // Another cart: the old answer no longer holds; applied again, the discount shows on the field and in the totals.
    await act(async () => fireEvent.click(screen.getByTestId('cart-increment')));
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.queryByTestId('velo-promocode-not-yet')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    expect((await screen.findByTestId('velo-promocode-applied')).textContent).toBe('Промокод застосовано: знижка 90\u00a0грн');
    expect(screen.getByTestId('total-discount').textContent).toContain('90\u00a0грн');
    expect(screen.getByTestId('total-money').textContent).toContain('210\u00a0грн');
    expect(screen.getByTestId('checkout-bar-total').textContent).toContain('210\u00a0грн');
    // An answered code is taken away with one tap: the field empties and the discount goes.
    expect(screen.getByTestId('velo-promocode-apply').textContent).toBe('Прибрати');
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('total-discount')).toBeNull();
    expect(screen.getByTestId('velo-promocode-apply').textContent).toBe('Застосувати');
  });

  it('does not hold the checkout back for VELO-30 that does not apply yet: the order goes on without it, and says so', async () => {
    setUp('ogo', [velo(1, 1)], null);
    serve(1, null, () => ({ promocode: { applies: false, reason: 'too_few_items' } }));
    const { router } = renderRoutes(
      [
        { path: '/shop/cart', Component: CartPage },
        { path: '/shop/delivery', Component: () => <p data-testid="delivery">delivery</p> },
      ],
      '/shop/cart',
    );
    const input = await screen.findByTestId('velo-promocode');
    await act(async () => fireEvent.input(input, { target: { value: 'VELO-30' } }));
    await act(async () => fireEvent.click(screen.getByTestId('cart-next')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/delivery'));
    expect(useShopStore.getState().ogo.promocode).toBe('');
  });

  it('says by the applied VELO-30 when its discount takes the cart below free delivery, and not when it stays above', async () => {
    setUp('ogo', [velo(1, 5)], null);
    serve(1, null, (body) => {
      const units = (body.line_items as { quantity: number }[]).reduce((sum, line) => sum + line.quantity, 0);
      return { promocode: { applies: true, discount: `${units * 30}.00`, total: `${units * 70}.00` } };
    });
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const input = await screen.findByTestId('velo-promocode');
    await act(async () => fireEvent.input(input, { target: { value: 'VELO-30' } }));
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    // 500 грн ships free; 350 грн after the discount does not.
    expect((await screen.findByTestId('velo-promocode-delivery')).textContent).toBe(
      ' Зі знижкою сума менша за 399\u00a0грн: доставка за тарифами перевізника, оплата під час отримання.',
    );
    expect(screen.getByTestId('velo-promocode-applied').textContent).toContain('Промокод застосовано: знижка 150\u00a0грн');

    // 6 × 100 грн: 420 грн after the discount still ships free, and nothing is said.
    await act(async () => fireEvent.click(screen.getByTestId('cart-increment')));
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    await waitFor(() =>
      expect(screen.getByTestId('velo-promocode-applied').textContent).toBe('Промокод застосовано: знижка 180\u00a0грн'),
    );
    expect(screen.queryByTestId('velo-promocode-delivery')).toBeNull();
  });

  it('writes «3 × 100 грн» under a line of three, and nothing under a line of one', async () => {
    setUp('ogo', [velo(1, 3)], null);
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    expect((await screen.findByTestId('cart-line-each')).textContent).toBe('3\u00a0×\u00a0100\u00a0грн');
    await act(async () => fireEvent.click(screen.getByTestId('cart-decrement')));
    await act(async () => fireEvent.click(screen.getByTestId('cart-decrement')));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    expect(screen.queryByTestId('cart-line-each')).toBeNull();
  });

  it('says a used-up VELO-30 is used up, and takes nothing off', async () => {
    setUp('ogo', [velo(1, 3)], null);
    serve(1, '2', () => ({ promocode: { applies: false, reason: 'already_used' } }));
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const input = await screen.findByTestId('velo-promocode');
    await waitFor(() => expect(useShopStore.getState().ogo.cart[0]?.count).toBe(3));
    await act(async () => fireEvent.input(input, { target: { value: 'VELO-30' } }));
    await act(async () => fireEvent.click(screen.getByTestId('velo-promocode-apply')));
    await screen.findByText('Цей промокод уже використано двічі');
    expect(screen.queryByTestId('total-discount')).toBeNull();
  });

  it('says before checkout that the points do not cover the goods for points, and lets the customer go on once they do', async () => {
    const device: CartLine = { ...velo(5, 1), price: 0, bonuses: 9_000, title: 'Пристрій glo™ hyper X2', category: 'bonus' };
    balanceAnswer = 35;
    setUp('glo', [device], null);
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const alert = await screen.findByTestId('cart-not-enough-xp');
    expect(alert.textContent).toContain('ще 8\u00a0965 XP');
    expect((screen.getByTestId('cart-next') as HTMLButtonElement).disabled).toBe(true);
    act(() => useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [{ ...device, bonuses: 30 }] } })));
    expect(screen.queryByTestId('cart-not-enough-xp')).toBeNull();
    expect((screen.getByTestId('cart-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says in the cart how much more makes delivery free, and that it is free once the total reaches 399 грн', async () => {
    setUp('glo', [velo(1, 2)], null);
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const delivery = await screen.findByTestId('cart-free-delivery');
    const text = () => delivery.textContent?.replace(/\s/g, ' ');
    // 2 × 100 грн: 199 грн short of 399.
    expect(text()).toContain('Додай товарів ще на 199 грн — і доставка безкоштовна');
    // No city chosen yet: no estimate, the carrier's tariff in words.
    expect(screen.getByTestId('cart-delivery-tariff').textContent).toBe(
      'Інакше доставка за тарифами перевізника: сплачуєш під час отримання.',
    );
    expect((delivery.querySelector('progress') as HTMLProgressElement).value).toBe(20_000);
    act(() => useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [velo(1, 4)] } })));
    expect(screen.getByTestId('cart-free-delivery').textContent).toBe('Доставка «Новою поштою» безкоштовна');
  });

  it('prices delivery in грн from the server’s Nova Poshta estimate once the city is known, sending only the city and lines', async () => {
    setUp('glo', [velo(1, 2)], null);
    const kyiv = {
      value: '00000000-0000-4000-8000-000000000011',
      label: 'Київ, Київська обл.',
      city_id: '00000000-0000-4000-8000-000000000010',
      province: 'Київська',
      delivery_city_id: '00000000-0000-4000-8000-000000000010',
      popular: true,
      meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '00000000-0000-4000-8000-000000000010' },
    };
    useShopStore.setState((state) => ({ glo: { ...state.glo, delivery: { ...state.glo.delivery, mode: 1, city: kyiv } } }));
    estimateAnswer = { estimate: { price: 85, weight_kg: 0.2 } };
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    await waitFor(() =>
      expect(screen.getByTestId('cart-delivery-tariff').textContent).toBe(
        'Інакше доставка ≈ 85\u00a0грн, сплачуєш у відділенні Нової пошти.',
      ),
    );
    expect(estimateBodies[0]).toEqual({ product: 'glo', cityRef: kyiv.city_id, line_items: [{ variant_id: 1, quantity: 2 }] });
  });

  it('says what an order campaign will credit for this order, and nothing of the scan campaigns', async () => {
    campaignsAnswer = {
      campaigns: [
        { id: 1, name: '×2', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: null },
        { id: 2, name: 'Перше', description: '+100 XP за перше замовлення', trigger: 'order_paid', ends_at: null },
      ],
    };
    setUp('glo', [velo(1, 2)], null);
    serve(0);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const note = await screen.findByTestId('order-campaigns');
    expect(note.textContent).toBe('+100 XP за перше замовлення: нарахуємо, щойно замовлення буде оплачено');
    expect(screen.queryByTestId('order-scan-note')).toBeNull();
  });

  it('says, without an order campaign, that points come from the codes on packs, with the way to the scan', async () => {
    campaignsAnswer = {
      campaigns: [{ id: 1, name: '×2', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: null }],
    };
    setUp('glo', [velo(1, 2)], null);
    serve(0);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const note = await screen.findByTestId('order-scan-note');
    expect(note.textContent).toBe('Бали нараховуємо за коди з пачок: відскануй код після отримання. Сканувати код');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/scan');
  });

  it('says delivery is free because of the customer’s level, whatever the total', async () => {
    const gold = {
      id: 2,
      name: 'Золотий',
      rank: 2,
      threshold: 1000,
      benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] },
    };
    tierAnswer = {
      enabled: true,
      measure: 'xp_earned',
      window_days: 365,
      value: 1200,
      tier: { ...gold, since: '2026-11-01T00:00:00.000Z', grace_until: null },
      next: null,
      levels: [gold],
    };
    setUp('glo', [velo(1, 2)], null);
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    await screen.findByText('Доставка «Новою поштою» безкоштовна: перевага рівня «Золотий»');
    expect(screen.getByTestId('cart-free-delivery').querySelector('progress')).toBeNull();
  });

  it('decrements only above 1 and shows the empty state after removing the last line', async () => {
    setUp('glo', [velo(1, 2)], null);
    serve(1);
    renderRoutes([{ path: '/shop/cart', Component: CartPage }], '/shop/cart');
    const minus = await screen.findByTestId('cart-decrement');
    await act(async () => fireEvent.click(minus));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    expect((screen.getByTestId('cart-decrement') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('cart-remove')));
    expect(await screen.findByTestId('cart-empty')).toBeDefined();
  });
});
