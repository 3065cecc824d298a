// Favourites: /shop/favorite lists the favoriteList metafield's products; the heart saves the whole list as the
// metafield at once on screen, and a failed save puts the list back with an error toast.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import FavoritePage from '@/features/shop/components/favorite-page';
import CategoryPage from '@/features/shop/components/category-page';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { stubShop, wireProduct } from '@/features/shop/testing/catalog-fixtures';
import type { RecordedRequest, StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const routes = [
  { path: '/shop/favorite', Component: FavoritePage },
  { path: '/shop/sticks', Component: CategoryPage },
];

function metafieldsAnswer(value: string): StubAnswer {
  return { body: { metafields: [{ namespace: 'pwaFavorite', key: 'favoriteList', value, type: 'json' }] } };
}

function saveAnswer(request: RecordedRequest): StubAnswer {
  const body = request.body as { namespace: string; key: string; value: string; type: 'json' };
  return { body: { metafield: { namespace: body.namespace, key: body.key, value: body.value, type: body.type } } };
}

const isPressed = (button: HTMLElement) => button.getAttribute('aria-pressed') === 'true';

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useShopStore.setState(useShopStore.getInitialState());
  useSessionStore.setState({ token: 't', shopIds: { glo: 11, ogo: 22 } });
  window.dataLayer = [];
  vi.spyOn(notify, 'error').mockImplementation(() => 'toast');
  vi.spyOn(notify, 'success').mockImplementation(() => 'toast');
});

describe('/shop/favorite', () => {
  it('lists the favourite products of the brand’s record and skips ones no longer sold', async () => {
    const { requests } = stubShop({
      products: { 1: wireProduct({ id: 1, title: 'Neo Tobacco' }), 2: wireProduct({ id: 2, title: 'Neo Mint' }) },
      other: (request) => (request.url === '/api/user/get-metafields' ? metafieldsAnswer('[2, 99, 1]') : {}),
    });
    renderRoutes(routes, '/shop/favorite');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Neo Mint', 'Neo Tobacco']);
    expect(requests.find((request) => request.url === '/api/user/get-metafields')?.body).toEqual({ id: 11, product: 'glo' });
  });

  it('shows an empty state without favourites', async () => {
    stubShop({ other: () => ({ body: { metafields: [] } }) });
    renderRoutes(routes, '/shop/favorite');
    expect((await screen.findByTestId('favorites-empty')).textContent).toContain('В обраному поки порожньо');
  });
});

describe('the favourite toggle', () => {
  it('adds the product and saves the whole list as the favoriteList metafield', async () => {
    const { requests } = stubShop({
      lists: { sticks: [wireProduct({ id: 1 }), wireProduct({ id: 2 })] },
      other: (request) => (request.url === '/api/user/get-metafields' ? metafieldsAnswer('[1]') : saveAnswer(request)),
    });
    renderRoutes(routes, '/shop/sticks');
    const cards = await screen.findAllByTestId('product-card');
    const heart = within(cards[1]!).getByTestId('favorite-toggle');
    await vi.waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    expect(isPressed(within(cards[0]!).getByTestId('favorite-toggle'))).toBe(true);
    await act(async () => fireEvent.click(heart));
    await vi.waitFor(() => expect(isPressed(heart)).toBe(true));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.url === '/api/user/create-metafields')?.body).toEqual({
        namespace: 'pwaFavorite',
        key: 'favoriteList',
        type: 'json',
        value: '[1,2]',
        shopifyId: 11,
        product: 'glo',
      }),
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('removes a favourite, and puts it back with an error toast when the save fails', async () => {
    let release: (answer: StubAnswer) => void = () => undefined;
    const { requests } = stubShop({
      lists: { sticks: [wireProduct({ id: 1 })] },
      other: (request) =>
        request.url === '/api/user/get-metafields'
          ? metafieldsAnswer('[1]')
          : new Promise<StubAnswer>((resolve) => {
              release = resolve;
            }),
    });
    renderRoutes(routes, '/shop/sticks');
    const heart = await screen.findByTestId('favorite-toggle');
    await vi.waitFor(() => expect(isPressed(heart)).toBe(true));
    await act(async () => fireEvent.click(heart));
    // Optimistic: off before the server answers (the answer is held back until `release`).
    await vi.waitFor(() => expect(isPressed(heart)).toBe(false));
    await vi.waitFor(() => expect(requests.some((request) => request.url === '/api/user/create-metafields')).toBe(true));
    expect((requests.at(-1)?.body as { value: string }).value).toBe('[]');
    await act(async () => release({ status: 503, body: { error: { code: 'unavailable', message: 'down' } } }));
    await vi.waitFor(() => expect(isPressed(heart)).toBe(true));
    expect(notify.error).toHaveBeenCalledWith('Не вдалося зберегти обране. Спробуй ще раз.');
  });
});
