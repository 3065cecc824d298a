// /shop/{slug}/{id} against a stubbed server: the product with count and view_item, the 404 page (with error_404) for
// a missing or misplaced product, and the ogo-velo exception: the velo choice instead, with discount and rev_code kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import ProductPage from '@/features/shop/components/product-page';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { stubShop, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import { renderRoutes } from '@/test/render-route';

const routes = [
  { path: '/shop', Component: () => <p data-testid="shop-root">shop</p> },
  { path: '/shop/sticks/:id', Component: ProductPage },
  { path: '/shop/devices/:id', Component: ProductPage },
  { path: '/shop/popular/:id', Component: ProductPage },
  { path: '/shop/ogo-velo/:id', Component: ProductPage },
  { path: '/shop/ogo-cigs/:id', Component: ProductPage },
];

const veloFlavour = (id: number) =>
  wireProduct({ id, brand: 'ogo', category: 'ogo-velo', title: `velo ${id}`, tags: ['discount:fruit-madness'] });

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useShopStore.setState(useShopStore.getInitialState());
  useSessionStore.setState({ token: 't', shopIds: { glo: 11, ogo: 22 }, referralCode: null });
  window.dataLayer = [];
  vi.spyOn(notify, 'success').mockImplementation(() => 'toast');
  vi.spyOn(notify, 'info').mockImplementation(() => 'toast');
});

describe('a product page', () => {
  it('shows the product, reports view_item and adds the chosen count', async () => {
    const product = wireProduct({ id: 3, title: 'Neo Tobacco', description: 'Класичний тютюн' });
    stubShop({ products: { 3: product }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/sticks/3');
    expect(screen.getByTestId('product-skeleton')).toBeDefined();
    expect((await screen.findByTestId('product-title')).textContent).toBe('Neo Tobacco');
    expect(screen.getByText('Класичний тютюн')).toBeDefined();
    // The way back to the list names it; a glo product carries no VELO-30 badge.
    expect(screen.getByRole('link', { name: 'Усі товари категорії «Стіки»' }).getAttribute('href')).toBe('/shop/sticks');
    expect(screen.queryByTestId('velo-offer-badge')).toBeNull();
    const increase = screen.getByRole('button', { name: 'Більше' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    fireEvent.click(screen.getByTestId('add-to-cart-button'));
    expect(useShopStore.getState().glo.cart).toEqual([expect.objectContaining({ variant_id: 30, count: 3 })]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'view_item',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '3', item_list_name: 'sticks' })] }),
      }),
    );
  });

  it('badges a velo flavour VELO-30 discounts', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    stubShop({ products: { 8: veloFlavour(8) }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/ogo-velo/8');
    await screen.findByTestId('product-title');
    expect(screen.getByTestId('velo-offer-badge').textContent).toBe('−30% з VELO-30');
    expect(screen.getByRole('link', { name: 'Усі товари категорії «Нікотинові подушечки velo»' })).toBeDefined();
  });

  it('shows the picked variant’s own picture, and puts it in the cart line (issue 14)', async () => {
    const device = wireProduct({
      id: 5,
      title: 'glo hyper pro',
      category: 'devices',
      image: { src: '/media/products/hyper-640.webp', width: 640, height: 640, alt: 'glo hyper pro' },
      variants: [
        { id: 51, title: 'Чорний', image: '/media/products/hyper-640.webp' },
        { id: 52, title: 'Синій', image: '/media/products/hyper-v2-640.webp' },
        { id: 53, title: 'Без картинки' },
      ],
    });
    stubShop({ products: { 5: device }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/devices/5');
    await screen.findByTestId('product-title');
    const picture = () => screen.getByTestId('product-page').querySelector('img.product-image');
    expect(picture()?.getAttribute('src')).toBe('/media/products/hyper-640.webp');
    expect(picture()?.getAttribute('alt')).toBe('glo hyper pro, Чорний');
    fireEvent.click(screen.getByRole('radio', { name: 'Синій' }));
    expect(picture()?.getAttribute('src')).toBe('/media/products/hyper-v2-640.webp');
    expect(picture()?.getAttribute('srcset')).toContain('/media/products/hyper-v2-320.webp 320w');
    expect(picture()?.getAttribute('alt')).toBe('glo hyper pro, Синій');
    fireEvent.click(screen.getByTestId('add-to-cart-button'));
    expect(useShopStore.getState().glo.cart).toEqual([
      expect.objectContaining({ variant_id: 52, image: '/media/products/hyper-v2-640.webp' }),
    ]);
    // A variant without a picture of its own shows the product's.
    fireEvent.click(screen.getByRole('radio', { name: 'Без картинки' }));
    expect(picture()?.getAttribute('src')).toBe('/media/products/hyper-640.webp');
  });

  it('accepts a product of another category under the popular list', async () => {
    stubShop({ products: { 3: wireProduct({ id: 3, category: 'sticks' }) }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/popular/3');
    expect(await screen.findByTestId('product-page')).toBeDefined();
  });

  it('answers a missing product with the 404 page and error_404', async () => {
    stubShop({ products: {} });
    renderRoutes(routes, '/shop/sticks/404');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'error_404', page_path: '/shop/sticks/404' }));
  });

  it('answers a product of another category with the 404 page', async () => {
    stubShop({ products: { 3: wireProduct({ id: 3, category: 'sticks' }) }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/devices/3');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
  });

  it('answers a malformed id with the 404 page without asking the server', async () => {
    const { requests } = stubShop({});
    renderRoutes(routes, '/shop/sticks/abc');
    expect(await screen.findByTestId('not-found-page')).toBeDefined();
    // Only error_404 goes out (to the analytics outbox); the catalogue is not asked.
    expect(requests.filter((request) => !request.url.startsWith('/api/analytics/'))).toHaveLength(0);
  });

  it('sends another brand’s (non-velo) product page back to /shop', async () => {
    renderRoutes(routes, '/shop/ogo-cigs/3');
    expect(await screen.findByTestId('shop-root')).toBeDefined();
  });
});

describe('an ogo-velo product page', () => {
  beforeEach(() => {
    useBrandStore.setState({ brand: 'ogo' });
  });

  it('shows the velo choice instead of a 404 when the product is not found', async () => {
    stubShop({ products: {}, lists: { 'ogo-velo': [veloFlavour(8), veloFlavour(9)] } });
    renderRoutes(routes, '/shop/ogo-velo/777');
    expect(await screen.findByTestId('velo-fallback')).toBeDefined();
    expect(await screen.findAllByTestId('velo-item')).toHaveLength(2);
    expect(screen.queryByTestId('not-found-page')).toBeNull();
    expect(window.dataLayer?.some((event) => event.event === 'error_404')).toBe(false);
  });

  it('keeps discount as the ogo promo code and rev_code as the referral code', async () => {
    stubShop({ products: { 9: veloFlavour(9) }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/ogo-velo/9?discount=VELO-30&rev_code=REW-AB12');
    expect(await screen.findByTestId('product-page')).toBeDefined();
    expect(useShopStore.getState().ogo).toMatchObject({ promocode: 'VELO-30', mgmPromoCode: 'REW-AB12' });
    expect(useShopStore.getState().glo).toMatchObject({ promocode: '', mgmPromoCode: '' });
    expect(useSessionStore.getState().referralCode).toBe('REW-AB12');
    expect(notify.info).toHaveBeenCalledWith('Промокод VELO-30 збережено: він застосується при оформленні.');
  });

  it('keeps the codes even when the velo product is not found', async () => {
    stubShop({ products: {}, lists: { 'ogo-velo': [veloFlavour(8)] } });
    renderRoutes(routes, '/shop/ogo-velo/5?discount=VELO-30');
    expect(await screen.findByTestId('velo-fallback')).toBeDefined();
    expect(useShopStore.getState().ogo.promocode).toBe('VELO-30');
  });

  it('follows a velo link opened in glo mode into the ogo shop', async () => {
    useBrandStore.setState({ brand: 'glo' });
    const { requests } = stubShop({ products: { 9: veloFlavour(9) }, other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/ogo-velo/9');
    expect(await screen.findByTestId('product-page')).toBeDefined();
    expect(useBrandStore.getState().brand).toBe('ogo');
    expect(requests.find((request) => request.url === '/api/shop/get-product-by-id')?.body).toEqual({
      id: 9,
      product: 'ogo',
    });
  });
});
