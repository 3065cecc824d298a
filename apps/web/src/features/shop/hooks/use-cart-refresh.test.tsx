// useCartRefresh: online with a non-empty cart it asks get-products-by-id, replaces price and bonuses, and drops the
// variants the server no longer returns; offline or with an empty cart it asks nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useCartRefresh } from '@/features/shop/hooks/use-cart-refresh';
import { useShopStore, type CartLine } from '@/features/shop/stores/shop-store';
import { stubFetch } from '@/test/fetch-stub';

const line = (variantId: number, extra: Partial<CartLine> = {}): CartLine => ({
  variant_id: variantId,
  id: variantId * 10,
  price: 10_000,
  count: 2,
  bonuses: 0,
  collectionId: 1,
  tags: ['ipost_allow'],
  quantity: 20,
  title: `Товар ${variantId}`,
  variantTitle: 'Default',
  image: '',
  category: 'sticks',
  ...extra,
});

const serverVariant = (variantId: number, price: string, bonuses = 0) => ({
  variant_id: variantId,
  id: variantId * 10,
  title: 'Default',
  product_title: `Товар ${variantId}`,
  price,
  bonuses,
  quantity: 20,
  collectionId: 1,
  tags: ['ipost_allow'],
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  useShopStore.setState(useShopStore.getInitialState());
  setOnline(true);
});

describe('useCartRefresh', () => {
  it('replaces price and bonuses and drops the variants the server omits', async () => {
    useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [line(1), line(2), line(3, { bonuses: 300, price: 0 })] } }));
    const { requests } = stubFetch(() => ({
      body: { variants: [serverVariant(1, '120.50'), serverVariant(3, '0.00', 350)] },
    }));
    const { result } = renderHook(() => useCartRefresh('glo'));
    await vi.waitFor(() => expect(result.current).toBe('done'));
    expect(requests[0]?.body).toEqual({
      prods: { '1': { id: 10, bonuses: 0 }, '2': { id: 20, bonuses: 0 }, '3': { id: 30, bonuses: 300 } },
      product: 'glo',
    });
    expect(useShopStore.getState().glo.cart).toEqual([
      expect.objectContaining({ variant_id: 1, price: 12_050, bonuses: 0, count: 2, title: 'Товар 1' }),
      expect.objectContaining({ variant_id: 3, price: 0, bonuses: 350 }),
    ]);
  });

  it('asks nothing offline or for an empty cart', async () => {
    const { requests } = stubFetch(() => ({ body: { variants: [] } }));
    const emptyCart = renderHook(() => useCartRefresh('glo'));
    setOnline(false);
    useShopStore.setState((state) => ({ ogo: { ...state.ogo, cart: [line(1)] } }));
    const offline = renderHook(() => useCartRefresh('ogo'));
    // A refresh starts within the effect (status 'refreshing'), which renderHook has run: still idle means never asked.
    expect(emptyCart.result.current).toBe('idle');
    expect(offline.result.current).toBe('idle');
    expect(requests).toHaveLength(0);
    expect(useShopStore.getState().ogo.cart).toHaveLength(1);
  });

  it('keeps the cart as it was when the refresh fails', async () => {
    useShopStore.setState((state) => ({ glo: { ...state.glo, cart: [line(1)] } }));
    stubFetch(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'down' } } }));
    const { result } = renderHook(() => useCartRefresh('glo'));
    await vi.waitFor(() => expect(result.current).toBe('failed'));
    expect(useShopStore.getState().glo.cart).toEqual([line(1)]);
  });
});
