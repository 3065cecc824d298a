// /shop/choose-velo: flavours with counts, the VELO-30 preview of the domain rule (3 tagged packs, every item tagged),
// adding the chosen packs to the ogo cart, and glo mode sent back to /shop.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import ChooseVeloPage from '@/features/shop/components/choose-velo-page';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { stubShop, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import { renderRoutes } from '@/test/render-route';

const routes = [
  { path: '/shop', Component: () => <p data-testid="shop-root">shop</p> },
  { path: '/shop/choose-velo', Component: ChooseVeloPage },
];

const flavour = (id: number, tags = ['discount:fruit-madness']) =>
  wireProduct({
    id,
    brand: 'ogo',
    category: 'ogo-velo',
    title: `velo ${id}`,
    tags,
    variants: [{ id: id * 10, price: '100.00', quantity: 1 }],
  });

function more(variantId: number) {
  fireEvent.click(within(screen.getByTestId(`velo-count-${variantId}`)).getByRole('button', { name: 'Більше' }));
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
  useShopStore.setState(useShopStore.getInitialState());
  window.dataLayer = [];
  vi.spyOn(notify, 'success').mockImplementation(() => 'toast');
});

describe('/shop/choose-velo', () => {
  it('previews VELO-30 once three tagged packs are chosen, then adds them to the ogo cart', async () => {
    stubShop({ lists: { 'ogo-velo': [flavour(1), flavour(2)] } });
    renderRoutes(routes, '/shop/choose-velo');
    await screen.findAllByTestId('velo-item');
    const preview = () => screen.getByTestId('velo-preview');
    expect(preview().dataset.reason).toBe('too_few_items');
    expect(preview().textContent).toBe('Додай ще 3 акційні упаковки для знижки VELO-30');
    more(10);
    more(20);
    expect(preview().textContent).toBe('Додай ще 1 акційну упаковку для знижки VELO-30');
    more(20);
    expect(preview().dataset.applies).toBe('true');
    expect(preview().textContent).toBe('З промокодом VELO-30: 210\u00a0грн замість 300\u00a0грн');
    fireEvent.click(screen.getByTestId('velo-add'));
    expect(useShopStore.getState().ogo.cart).toEqual([
      expect.objectContaining({ variant_id: 10, count: 1, price: 10_000 }),
      expect.objectContaining({ variant_id: 20, count: 2, price: 10_000 }),
    ]);
    expect(useShopStore.getState().glo.cart).toEqual([]);
    expect(screen.getByTestId('velo-selected').textContent).toBe('Обрано 0 упаковок');
  });

  it('counts what is already in the ogo cart, and refuses the preview when an untagged item is there', async () => {
    useShopStore.getState().addToCart('ogo', {
      variant_id: 99,
      id: 9,
      price: 5000,
      bonuses: 0,
      collectionId: 1,
      tags: [],
      quantity: 1,
      title: 'Lighter',
      variantTitle: 'Default',
      image: '',
      category: 'ogo-accessories',
    });
    stubShop({ lists: { 'ogo-velo': [flavour(1)] } });
    renderRoutes(routes, '/shop/choose-velo');
    await screen.findAllByTestId('velo-item');
    more(10);
    more(10);
    more(10);
    expect(screen.getByTestId('velo-preview').dataset.reason).toBe('untagged_items');
  });

  it('says the code is used up when the customer’s velo-30 metafield is 2', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: null, ogo: 22 } });
    const { requests } = stubShop({
      lists: { 'ogo-velo': [flavour(1)] },
      other: () => ({
        body: { metafields: [{ namespace: 'pwaDiscount', key: 'velo-30', value: '2', type: 'integer' }] },
      }),
    });
    renderRoutes(routes, '/shop/choose-velo');
    await screen.findAllByTestId('velo-item');
    more(10);
    more(10);
    more(10);
    await vi.waitFor(() => expect(screen.getByTestId('velo-preview').dataset.reason).toBe('already_used'));
    expect(requests.find((request) => request.url === '/api/user/get-metafields')?.body).toEqual({ id: 22, product: 'ogo' });
  });

  it('belongs to the ogo shop: glo mode goes back to /shop', async () => {
    useBrandStore.setState({ brand: 'glo' });
    renderRoutes(routes, '/shop/choose-velo');
    expect(await screen.findByTestId('shop-root')).toBeDefined();
  });
});
