// /shop: the search, the active brand's category tiles, featured products, no cart chip (the bar's cart is the one), and
// the cart refresh.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import ShopPage from '@/features/shop/components/shop-page';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import { stubShop, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import { renderRoutes } from '@/test/render-route';
import { settledQueries } from '@/test/settled-queries';

const cartLine = (variantId: number, count: number): CartLine => ({
  variant_id: variantId,
  id: variantId,
  price: 10_000,
  count,
  bonuses: 0,
  collectionId: 1,
  tags: [],
  quantity: 1,
  title: 'x',
  variantTitle: 'Default',
  image: '',
  category: 'ogo-velo',
});

beforeEach(() => {
  useShopStore.setState(useShopStore.getInitialState());
  useSessionStore.setState({ token: 't', shopIds: { glo: 11, ogo: 22 } });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dataLayer = [];
});

describe('/shop', () => {
  it('shows glo’s categories and its popular products', async () => {
    useBrandStore.setState({ brand: 'glo' });
    stubShop({ lists: { popular: [wireProduct({ id: 1 })] }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes([{ path: '/shop', Component: ShopPage }], '/shop');
    const tiles = screen.getByTestId('category-tiles');
    expect([...tiles.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/shop/sticks',
      '/shop/devices',
      '/shop/bonus',
      '/shop/accessories',
      '/shop/popular',
    ]);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    // The bottom bar's cart is the one way to the cart: no second cart chip here.
    expect(screen.queryByTestId('shop-cart-link')).toBeNull();
    expect(screen.getByTestId('shop-page').textContent).not.toContain('Кошик');
  });

  it('shows each category tile with its picture, found by the slug, the first row eager (decision 0031)', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    stubShop({ lists: { 'ogo-velo': [] }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes([{ path: '/shop', Component: ShopPage }], '/shop');
    const tiles = [...screen.getByTestId('category-tiles').querySelectorAll('a')];
    expect(tiles).toHaveLength(8);
    await vi.waitFor(() => expect(tiles.at(-1)?.querySelector('img')?.getAttribute('src')).toBeTruthy());
    for (const [index, tile] of tiles.entries()) {
      const slug = tile.getAttribute('href')?.replace('/shop/', '') ?? '';
      const picture = tile.querySelector('img');
      expect(picture?.getAttribute('src')).toBe(`/media/categories/${slug}-640.webp`);
      expect(picture?.getAttribute('srcset')).toContain(`/media/categories/${slug}-320.webp 320w`);
      // The box is reserved (8:5) and the label names the tile, so the picture is decoration.
      expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('alt')]).toEqual([
        '640',
        '400',
        '',
      ]);
      expect(picture?.getAttribute('loading')).toBe(index < 2 ? 'eager' : 'lazy');
      expect(tile.textContent).not.toBe('');
    }
  });

  it('asks for the tiles below the first row only after its first paint, in boxes of their size until then', async () => {
    useBrandStore.setState({ brand: 'glo' });
    stubShop({ lists: { popular: [] }, other: () => ({ body: { metafields: [] } }) });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { queryClient } = renderRoutes([{ path: '/shop', Component: ShopPage }], '/shop');
    const pictures = () => [...screen.getByTestId('category-tiles').querySelectorAll('img')];
    // The first render: the first row's pictures; the others' boxes (width and height) without a picture.
    expect(pictures().map((picture) => picture.getAttribute('src') !== null)).toEqual([true, true, false, false, false]);
    expect(pictures()[2]?.getAttribute('srcset')).toBeNull();
    expect(pictures().map((picture) => [picture.getAttribute('width'), picture.getAttribute('height')])).toEqual(
      Array.from({ length: 5 }, () => ['640', '400']),
    );
    // Everything asked for has answered and been rendered, and still no picture below the first row until the paint.
    await settledQueries(queryClient);
    expect(pictures()[4]?.getAttribute('src')).toBeNull();
    // The frame is painted: then the other pictures are asked for.
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(pictures().every((picture) => picture.getAttribute('src'))).toBe(true));
    expect(pictures()[4]?.getAttribute('srcset')).toContain('/media/categories/popular-320.webp 320w');
  });

  it('shows ogo’s categories and refreshes the ogo cart', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    useShopStore.setState((state) => ({ ogo: { ...state.ogo, cart: [cartLine(1, 2), cartLine(2, 1)] } }));
    const { requests } = stubShop({
      lists: { 'ogo-velo': [] },
      other: (request) =>
        request.url === '/api/shop/get-products-by-id'
          ? {
              body: {
                variants: [
                  {
                    variant_id: 1,
                    id: 1,
                    title: 'Default',
                    product_title: 'x',
                    price: '90.00',
                    bonuses: 0,
                    quantity: 1,
                    collectionId: 1,
                    tags: [],
                  },
                ],
              },
            }
          : { body: { metafields: [] } },
    });
    renderRoutes([{ path: '/shop', Component: ShopPage }], '/shop');
    expect(screen.getByTestId('category-ogo-velo')).toBeDefined();
    expect(screen.queryByTestId('category-sticks')).toBeNull();
    await vi.waitFor(() =>
      expect(useShopStore.getState().ogo.cart).toEqual([expect.objectContaining({ variant_id: 1, price: 9000 })]),
    );
    expect(requests.find((request) => request.url === '/api/shop/get-products-by-id')?.body).toMatchObject({ product: 'ogo' });
  });

  it('searches the brand’s products by name after a pause, as tiles in place of the categories, and says when none match', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubShop({
      lists: { 'ogo-velo': [] },
      other: (request) => {
        if (request.url !== '/api/shop/search-products') return { body: { metafields: [] } };
        const { query } = request.body as { query: string };
        return {
          body: {
            products:
              query === 'mint'
                ? [
                    wireProduct({
                      id: 9,
                      title: 'velo Freeze Mint 14 мг за бонуси',
                      category: 'ogo-velo',
                      brand: 'ogo',
                      variants: [{ id: 90, price: '0.00', bonuses: 300 }],
                    }),
                    wireProduct({ id: 7, title: 'velo Freeze Mint 14 мг', category: 'ogo-velo', brand: 'ogo' }),
                    wireProduct({ id: 8, title: 'velo Ice Cool Mint 10 мг', category: 'ogo-velo', brand: 'ogo' }),
                  ]
                : [],
          },
        };
      },
    });
    const { router } = renderRoutes([{ path: '/shop', Component: ShopPage }], '/shop');
    const field = screen.getByRole('searchbox', { name: 'Пошук у магазині' });
    expect(field.getAttribute('placeholder')).toBe('Я шукаю…');
    expect(field.parentElement?.querySelector('svg.shop-search__icon')).not.toBeNull();
    expect(screen.queryByTestId('shop-search-clear')).toBeNull();
    // One letter is not a search yet.
    await act(async () => fireEvent.input(field, { target: { value: 'm' } }));
    expect(screen.getByTestId('shop-search-hint').textContent).toBe('Введи щонайменше 2 літери');
    expect(screen.getByTestId('category-tiles')).toBeDefined();
    // Typed letter by letter: one request, for the text at the pause.
    for (const text of ['mi', 'min', 'mint']) await act(async () => fireEvent.input(field, { target: { value: text } }));
    const results = await screen.findByTestId('shop-search-results', {}, { timeout: 3000 });
    const searches = requests.filter((request) => request.url === '/api/shop/search-products');
    expect(searches.map((request) => request.body)).toEqual([{ product: 'ogo', query: 'mint' }]);
    expect(screen.queryByTestId('category-tiles')).toBeNull();
    const tiles = within(results).getAllByTestId('product-card');
    // Money products first; the one bought with points in its own section after them.
    expect(tiles.map((tile) => tile.querySelector('h2')?.textContent)).toEqual([
      'velo Freeze Mint 14\u00a0мг',
      'velo Ice Cool Mint 10\u00a0мг',
      'velo Freeze Mint 14\u00a0мг за бонуси',
    ]);
    const points = within(results).getByTestId('shop-search-points');
    expect(within(points).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(points).getByRole('heading', { name: 'За бали' })).toBeDefined();
    expect(tiles[0]?.querySelector('a')?.getAttribute('href')).toBe('/shop/ogo-velo/7');
    expect(screen.getByTestId('shop-search-count').textContent).toBe('Знайдено 3 товари');
    // The text is kept in the address, so "Назад" from a product returns to these results.
    expect(router.state.location.search).toBe('?q=mint');

    await act(async () => fireEvent.input(field, { target: { value: 'zzz' } }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('shop-search-empty').textContent).toBe(
        'За запитом «zzz» нічого не знайдено. Спробуй іншу назву або обери категорію:',
      ),
    );
    // The categories to go on from, under the empty result.
    expect(within(screen.getByTestId('shop-search-results')).getByTestId('category-tiles')).toBeDefined();
    // The clear button empties the field and brings the shop back.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Очистити пошук' })));
    expect((field as HTMLInputElement).value).toBe('');
    await vi.waitFor(() => expect(screen.getByTestId('category-tiles')).toBeDefined());
    expect(router.state.location.search).toBe('');
  });
});
