// /shop/{slug} against a stubbed server: skeletons, the list, prices in UAH or XP, the tile's cart button (adds one
// variant, opens the page of several), the VELO-30 badge, the empty state, another brand's category and the view_item_list / add_to_cart events.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import CategoryPage from '@/features/shop/components/category-page';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { stubShop, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import { renderRoutes } from '@/test/render-route';

const routes = [
  { path: '/shop', Component: () => <p data-testid="shop-root">shop</p> },
  { path: '/shop/sticks', Component: CategoryPage },
  { path: '/shop/bonus', Component: CategoryPage },
  { path: '/shop/devices', Component: CategoryPage },
  { path: '/shop/devices/:id', Component: () => <p data-testid="product-route">product</p> },
  { path: '/shop/ogo-velo', Component: CategoryPage },
  { path: '/shop/ogo-sticks-single', Component: CategoryPage },
];

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useShopStore.setState(useShopStore.getInitialState());
  useSessionStore.setState({ token: 't', shopIds: { glo: 11, ogo: 22 } });
  window.dataLayer = [];
  vi.spyOn(notify, 'success').mockImplementation(() => 'toast');
});

describe('/shop/{slug}', () => {
  it('shows skeletons, then the products with sized images (the first row eager, the rest lazy) and UAH prices', async () => {
    const { requests } = stubShop({
      lists: {
        sticks: [
          wireProduct({ id: 1, title: 'Neo Tobacco' }),
          wireProduct({ id: 2, title: 'Neo Mint' }),
          wireProduct({
            id: 3,
            title: 'Neo Gold',
            image: { src: '/media/products/neo-gold-640.webp', width: 640, height: 640, alt: '' },
          }),
        ],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/sticks');
    expect(screen.getByTestId('product-skeletons')).toBeDefined();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    const image = within(cards[0]!).getByRole('img');
    // The first row is on the first screen: its pictures load at once and first (the likely LCP element).
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(within(cards[1]!).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
    // Not one of our /media/ pictures: used as it is, without srcset.
    expect(image.getAttribute('srcset')).toBeNull();
    const below = within(cards[2]!).getByRole('img');
    expect(below.getAttribute('loading')).toBe('lazy');
    expect(below.getAttribute('srcset')).toBe('/media/products/neo-gold-320.webp 320w, /media/products/neo-gold-640.webp 640w');
    expect(below.getAttribute('sizes')).toBe('(min-width: 640px) 300px, 50vw');
    expect(within(cards[0]!).getByTestId('product-price').textContent).toBe('149\u00a0грн');
    expect(requests.find((request) => request.url === '/api/shop/get-products-by-collection')?.body).toEqual({
      collectionId: 'sticks',
      product: 'glo',
      bonus: false,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'view_item_list',
        ecommerce: expect.objectContaining({
          items: [
            expect.objectContaining({ item_name: 'Neo Tobacco', item_id: '1', price: 149, item_list_name: 'sticks' }),
            expect.objectContaining({ item_name: 'Neo Mint', item_id: '2' }),
            expect.objectContaining({ item_name: 'Neo Gold', item_id: '3' }),
          ],
        }),
      }),
    );
  });

  it('sorts the list by price either way and back to the shop’s order, kept in the address', async () => {
    stubShop({
      lists: {
        sticks: [
          wireProduct({ id: 1, title: 'Середня', variants: [{ id: 11, price: '118.00' }] }),
          wireProduct({ id: 2, title: 'Дорога', variants: [{ id: 21, price: '1199.00' }] }),
          wireProduct({ id: 3, title: 'Дешева', variants: [{ id: 31, price: '59.50' }] }),
        ],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    const { router } = renderRoutes(routes, '/shop/sticks');
    const titles = () => screen.getAllByTestId('product-card').map((card) => card.querySelector('h2')?.textContent);
    await screen.findAllByTestId('product-card');
    expect(titles()).toEqual(['Середня', 'Дорога', 'Дешева']);
    const sort = screen.getByRole('group', { name: 'Сортування' });
    expect(
      within(sort)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Популярні', 'Дешевші', 'Дорожчі']);
    expect((screen.getByTestId('sort-popular') as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('sort-price-asc')));
    expect(titles()).toEqual(['Дешева', 'Середня', 'Дорога']);
    expect(router.state.location.search).toBe('?sort=price-asc');
    await act(async () => fireEvent.click(screen.getByTestId('sort-price-desc')));
    expect(titles()).toEqual(['Дорога', 'Середня', 'Дешева']);
    await act(async () => fireEvent.click(screen.getByTestId('sort-popular')));
    expect(titles()).toEqual(['Середня', 'Дорога', 'Дешева']);
    expect(router.state.location.search).toBe('');
  });

  it('keeps the tile light: name, price and a cart button that adds a one-variant product at once', async () => {
    stubShop({
      lists: {
        sticks: [
          wireProduct({
            id: 5,
            title: 'Neo Tobacco',
            tags: ['ipost_allow'],
            variants: [{ id: 51, price: '149.00', quantity: 20 }],
          }),
        ],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/sticks');
    const card = await screen.findByTestId('product-card');
    // No variant chips and no full-width button on a tile: the choice is the product page's.
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).queryByTestId('add-to-cart-button')).toBeNull();
    expect(within(card).queryByTestId('product-card-variants')).toBeNull();
    const add = within(card).getByRole('button', { name: 'Додати Neo Tobacco до кошика' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(useShopStore.getState().glo.cart).toEqual([
      expect.objectContaining({ variant_id: 51, id: 5, price: 14_900, count: 2, tags: ['ipost_allow'], category: 'sticks' }),
    ]);
    expect(useShopStore.getState().ogo.cart).toEqual([]);
    // The toast offers the way to the cart, and belongs to this page: it closes when the customer leaves.
    expect(notify.success).toHaveBeenCalledWith(
      'Додано до кошика',
      expect.objectContaining({ page: true, action: expect.objectContaining({ label: 'До кошика', testId: 'toast-to-cart' }) }),
    );
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: '5', price: 149, quantity: 1, item_list_name: 'sticks' })],
        }),
      }),
    );
  });

  it('opens a variant sheet over the list from the cart button of a product with several variants, and adds from it', async () => {
    stubShop({
      lists: {
        devices: [
          wireProduct({
            id: 5,
            title: 'glo hyper',
            category: 'devices',
            variants: [
              { id: 51, title: 'Чорний', price: '999.00', quantity: 1 },
              { id: 52, title: 'Білий', price: '1099.00', quantity: 1 },
            ],
          }),
        ],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    const { router } = renderRoutes(routes, '/shop/devices');
    const card = await screen.findByTestId('product-card');
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).getByTestId('product-card-variants').textContent).toBe('2 варіанти');
    expect(within(card).getByTestId('product-price').textContent).toBe('999\u00a0грн');
    fireEvent.click(within(card).getByRole('button', { name: 'Додати glo hyper до кошика' }));
    // A sheet with the product page's chips, over the list: the page stays, nothing is added yet.
    const sheet = await screen.findByTestId('variant-sheet');
    expect(router.state.location.pathname).toBe('/shop/devices');
    expect(useShopStore.getState().glo.cart).toEqual([]);
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false]);
    await act(async () => fireEvent.click(within(sheet).getByLabelText('Білий')));
    expect(within(sheet).getByTestId('product-price').textContent).toBe('1\u00a0099\u00a0грн');
    // The picture of the variant chosen, named by it.
    expect(within(sheet).getByTestId('variant-sheet-thumb').querySelector('img')?.getAttribute('alt')).toBe('glo hyper, Білий');
    await act(async () => fireEvent.click(within(sheet).getByTestId('variant-sheet-add')));
    expect(useShopStore.getState().glo.cart).toEqual([expect.objectContaining({ variant_id: 52, id: 5, count: 1 })]);
    expect(notify.success).toHaveBeenCalledWith('Додано до кошика', expect.objectContaining({ page: true }));
    expect(screen.queryByTestId('variant-sheet')).toBeNull();
    expect(router.state.location.pathname).toBe('/shop/devices');
  });

  it('cannot add a one-variant product that is out of stock', async () => {
    stubShop({
      lists: { sticks: [wireProduct({ id: 6, title: 'Neo Gold', variants: [{ id: 61, price: '149.00', available: false }] })] },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/sticks');
    const card = await screen.findByTestId('product-card');
    expect((within(card).getByTestId('product-card-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('badges the products VELO-30 discounts, and only those', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    stubShop({
      lists: {
        'ogo-velo': [
          wireProduct({ id: 8, brand: 'ogo', category: 'ogo-velo', title: 'velo Mango', tags: ['discount:fruit-madness'] }),
          wireProduct({ id: 9, brand: 'ogo', category: 'ogo-velo', title: 'velo Mint', tags: [] }),
        ],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/ogo-velo');
    const [tagged, plain] = await screen.findAllByTestId('product-card');
    expect(within(tagged!).getByTestId('velo-offer-badge').textContent).toBe('−30% з VELO-30');
    expect(within(plain!).queryByTestId('velo-offer-badge')).toBeNull();
  });

  it("keeps a number in a product's name on the line of its unit, as the catalogue may not", async () => {
    stubShop({
      lists: { sticks: [wireProduct({ id: 7, title: 'Термокружка ogo 350 мл' })] },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/sticks');
    const [card] = await screen.findAllByTestId('product-card');
    expect(card!.querySelector('.product-card__title')?.textContent).toBe('Термокружка ogo 350\u00a0мл');
  });

  it('lists a bonus category with bonus: true and prices in XP', async () => {
    const { requests } = stubShop({
      lists: {
        bonus: [wireProduct({ id: 7, category: 'bonus', variants: [{ id: 71, price: '0.00', bonuses: 1200, quantity: 1 }] })],
      },
      other: () => ({ body: { metafields: [] } }),
    });
    renderRoutes(routes, '/shop/bonus');
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByTestId('product-price').textContent).toBe('1\u00a0200 XP');
    expect(requests.find((request) => request.url === '/api/shop/get-products-by-collection')?.body).toMatchObject({
      bonus: true,
    });
    fireEvent.click(within(card).getByTestId('product-card-add'));
    expect(useShopStore.getState().glo.cart[0]).toMatchObject({ variant_id: 71, price: 0, bonuses: 1200 });
  });

  it('locks a good for points the balance cannot cover with what is missing, and counts the points in the cart', async () => {
    const balance = 1_000;
    stubShop({
      lists: {
        bonus: [
          wireProduct({ id: 7, category: 'bonus', variants: [{ id: 71, price: '0.00', bonuses: 1200, quantity: 1 }] }),
          wireProduct({ id: 8, category: 'bonus', variants: [{ id: 81, price: '0.00', bonuses: 600, quantity: 1 }] }),
        ],
      },
      other: (request) =>
        request.url.startsWith('/api/get-balance') ? { body: { balance, expiring: [] } } : { body: { metafields: [] } },
    });
    renderRoutes(routes, '/shop/bonus');
    const [dear, cheap] = await screen.findAllByTestId('product-card');
    expect((await within(dear!).findByTestId('product-card-missing-xp')).textContent).toBe('Ще 200 XP');
    expect((within(dear!).getByTestId('product-card-add') as HTMLButtonElement).disabled).toBe(true);
    expect(within(cheap!).queryByTestId('product-card-missing-xp')).toBeNull();
    fireEvent.click(within(cheap!).getByTestId('product-card-add'));
    // 600 of the 1 000 are in the cart now: the same good again would need 200 more.
    expect((await within(cheap!).findByTestId('product-card-missing-xp')).textContent).toBe('Ще 200 XP');
  });

  it('shows an empty state for an empty list and for a collection not set up, never a 404', async () => {
    stubShop({ lists: { sticks: [] } });
    renderRoutes(routes, '/shop/sticks');
    expect((await screen.findByTestId('category-empty')).textContent).toContain('поки немає товарів');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('treats a collection the server does not know as empty', async () => {
    stubShop({ lists: {} });
    renderRoutes(routes, '/shop/devices');
    expect(await screen.findByTestId('category-empty')).toBeDefined();
  });

  it('sends another brand’s category back to /shop without asking the server', async () => {
    const { requests } = stubShop({ lists: { 'ogo-velo': [wireProduct({ id: 9, brand: 'ogo', category: 'ogo-velo' })] } });
    const { router } = renderRoutes(routes, '/shop/ogo-velo');
    expect(await screen.findByTestId('shop-root')).toBeDefined();
    expect(router.state.location.pathname).toBe('/shop');
    expect(requests).toHaveLength(0);
  });

  it('marks the single packs already ordered (mixPackIds) and says how many (mixQuant), kept per brand', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubShop({
      lists: {
        'ogo-sticks-single': [
          wireProduct({ id: 5, title: 'Ogo Mint', category: 'ogo-sticks-single' }),
          wireProduct({ id: 6, title: 'Ogo Berry', category: 'ogo-sticks-single' }),
        ],
      },
      other: (request) =>
        request.url === '/api/shop/get-orders'
          ? { body: { list: [], mixPackIds: [6], mixQuant: 3 } }
          : { body: { metafields: [] } },
    });
    renderRoutes(routes, '/shop/ogo-sticks-single');
    expect((await screen.findByTestId('single-packs-ordered')).textContent).toBe('У твоїх замовленнях уже 3 пачки поштучно.');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[0]!).queryByTestId('ordered-before')).toBeNull();
    expect(within(cards[1]!).getByTestId('ordered-before').textContent).toBe('Замовлено раніше');
    expect(requests.find((request) => request.url === '/api/shop/get-orders')?.body).toEqual({ variant: 'ogo', shopifyId: 22 });
    expect(useShopStore.getState().ogo).toMatchObject({ mixPackIds: [6], mixQuant: 3 });
    expect(useShopStore.getState().glo).toMatchObject({ mixPackIds: [], mixQuant: 0 });
  });

  it('asks nothing of orders on other lists', async () => {
    const { requests } = stubShop({ lists: { sticks: [wireProduct({ id: 1 })] }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/sticks');
    await screen.findAllByTestId('product-card');
    expect(requests.some((request) => request.url === '/api/shop/get-orders')).toBe(false);
    expect(screen.queryByTestId('ordered-before')).toBeNull();
  });
});
