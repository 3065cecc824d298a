// /shop/delivery against a stubbed server: iPost is offered only in ogo for an all-ipost_allow cart, an unserved city
// falls back to the branch with an info toast, and the profile address prefills the city and branch.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@loyalty/contracts/brand';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { notify } from '@/lib/notify';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import DeliveryPage from '@/features/shop/components/delivery-page';
import { initialDelivery, useShopStore, type CartLine } from '@/features/shop/stores/shop-store';

vi.mock('@/lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const kyiv = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};
const branch12 = {
  value: '33333333-3333-4333-8333-333333333333',
  label: 'Відділення №12 (до 30 кг): вул. Хрещатик, 22',
  meta: { number: '12', shortAddress: 'вул. Хрещатик, 22', cityRef: kyiv.city_id, postomat: false },
};

const line = (tags: string[]): CartLine => ({
  variant_id: 1,
  id: 10,
  price: 10_000,
  count: 1,
  bonuses: 0,
  collectionId: 1,
  tags,
  quantity: 20,
  title: 'Sticks',
  variantTitle: '',
  image: '/img/s.webp',
  category: 'ogo-sticks',
});

function serve(address: { city: string; branch_number: string }, ipostAvailable = false) {
  return stubFetch((request: RecordedRequest) => {
    switch (new URL(request.url, 'http://x').pathname) {
      case '/api/user/get-user':
        return {
          body: {
            user: {
              id: 42,
              first_name: 'Олена',
              last_name: 'Коваль',
              email: '',
              phone: '+380501234567',
              tags: [],
              orders_count: 0,
              total_spent: '0.00',
              note: '',
              address: { city_ref: null, street: '', house: '', flat: '', ...address },
            },
          },
        };
      case '/api/user/get-metafields':
        return { body: { metafields: [] } };
      case '/api/novaposhta/cities':
        return { body: { cities: [kyiv] } };
      case '/api/novaposhta/branches':
        return { body: { branches: [branch12] } };
      case '/api/ipost/auth':
        return { body: { token: 'handle', expired_at: '2026-11-22T10:00:00.000Z' } };
      case '/api/novaposhta/delivery-estimate':
        return { body: { estimate: { price: 85, weight_kg: 0.2 } } };
      case '/api/ipost/city-available':
        return { body: { available: ipostAvailable } };
      default:
        return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
    }
  });
}

function setUp(brand: Brand, tags: string[]) {
  useBrandStore.setState({ brand });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 42 } });
  useShopStore.setState((state) => ({ [brand]: { ...state[brand], cart: [line(tags)], delivery: initialDelivery } }));
}

const render = () => renderRoutes([{ path: '/shop/delivery', Component: DeliveryPage }], '/shop/delivery');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('/shop/delivery', () => {
  it('offers iPost only in ogo and only when every item may go by it', async () => {
    setUp('glo', ['ipost_allow']);
    serve({ city: '', branch_number: '' });
    render();
    await screen.findByTestId('delivery-mode-2');
    expect(screen.queryByTestId('delivery-mode-3')).toBeNull();
  });

  it('hides iPost in ogo for a cart with an item not tagged ipost_allow', async () => {
    setUp('ogo', []);
    serve({ city: '', branch_number: '' });
    render();
    await screen.findByTestId('delivery-mode-2');
    expect(screen.queryByTestId('delivery-mode-3')).toBeNull();
  });

  it('falls back to the branch with an info toast when iPost does not serve the city', async () => {
    setUp('ogo', ['ipost_allow']);
    const { requests } = serve({ city: '', branch_number: '' }, false);
    render();
    const kyivOption = await screen.findByTestId('city-option');
    await act(async () => fireEvent.click(kyivOption));
    await act(async () => fireEvent.click(screen.getByTestId('delivery-mode-3')));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('iPost не доставляє в це місто. Обери відділення Нової пошти.'));
    expect(useShopStore.getState().ogo.delivery.mode).toBe(1);
    expect((screen.getByTestId('delivery-mode-1') as HTMLInputElement).checked).toBe(true);
    expect(requests.find((request) => request.url === '/api/ipost/city-available')?.body).toEqual({
      token: 'handle',
      city: 'Київ',
    });
  });

  it('prices the branch delivery in грн once the city is chosen (review 8, problem 4)', async () => {
    setUp('ogo', []);
    const { requests } = serve({ city: '', branch_number: '' });
    render();
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
    const kyivOption = await screen.findByTestId('city-option');
    await act(async () => fireEvent.click(kyivOption));
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe(
      'Доставка: ≈ 85\u00a0грн, сплачуєш у відділенні Нової пошти',
    );
    expect(requests.find((request) => request.url === '/api/novaposhta/delivery-estimate')?.body).toEqual({
      product: 'ogo',
      cityRef: kyiv.city_id,
      line_items: [{ variant_id: 1, quantity: 1 }],
    });
    // The courier to an address is not a branch-to-branch parcel: no estimate there.
    await act(async () => fireEvent.click(screen.getByTestId('delivery-mode-2')));
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
  });

  it('switches to the iPost form when the city is served', async () => {
    setUp('ogo', ['ipost_allow']);
    serve({ city: '', branch_number: '' }, true);
    render();
    const kyivOption = await screen.findByTestId('city-option');
    await act(async () => fireEvent.click(kyivOption));
    await act(async () => fireEvent.click(screen.getByTestId('delivery-mode-3')));
    expect(await screen.findByTestId('ipost-form')).toBeDefined();
    expect(useShopStore.getState().ogo.delivery.mode).toBe(3);
  });

  it('prefills the city and the branch from the profile address', async () => {
    setUp('glo', []);
    serve({ city: 'Київ', branch_number: '12' });
    render();
    expect((await screen.findByTestId('city-selected')).textContent).toContain('Київ, Київська обл.');
    // The chosen branch is said once, with "Змінити", and the list is closed.
    // Nova Poshta's label already says "Відділення": not prefixed again, and "№12" never wraps alone.
    // The number and the address on one line, Nova Poshta's weight limit as a quiet line under it.
    expect((await screen.findByTestId('branch-selected-main')).textContent).toBe('Відділення\u00a0№12: вул. Хрещатик, 22');
    expect(screen.getByTestId('branch-selected-note').textContent).toBe('до 30 кг');
    expect(screen.getByTestId('branch-selected').textContent).toBe('Відділення\u00a0№12: вул. Хрещатик, 22до 30 кгЗмінити');
    expect(screen.queryByTestId('branch-options')).toBeNull();
    expect(screen.queryByTestId('address-preview')).toBeNull();
    expect(useShopStore.getState().glo.delivery.npDep?.value).toBe(branch12.value);
  });

  it('chooses the profile’s branch again when the customer picks the profile’s city after another', async () => {
    setUp('glo', []);
    useShopStore.setState((state) => ({
      glo: {
        ...state.glo,
        delivery: {
          ...initialDelivery,
          city: { ...kyiv, city_id: '44444444-4444-4444-8444-444444444444', meta: { ...kyiv.meta, MainDescription: 'Львів' } },
        },
      },
    }));
    serve({ city: 'Київ', branch_number: '12' });
    render();
    // Львів is not the profile's city: no branch is chosen for it.
    expect(await screen.findByTestId('branch-search')).toBeDefined();
    expect(useShopStore.getState().glo.delivery.npDep).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('city-change')));
    const kyivOption = await screen.findByTestId('city-option', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(kyivOption));
    expect((await screen.findByTestId('branch-selected-main')).textContent).toBe('Відділення\u00a0№12: вул. Хрещатик, 22');
    expect(useShopStore.getState().glo.delivery.npDep?.value).toBe(branch12.value);
  });

  it('closes the branch list on a choice, shows the branch once and opens the search again on "Змінити"', async () => {
    setUp('glo', []);
    serve({ city: '', branch_number: '' });
    render();
    expect(screen.getByTestId('checkout-steps').querySelector('[aria-current="step"]')?.textContent).toBe('Доставка');
    const kyivOption = await screen.findByTestId('city-option', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(kyivOption));
    const branchOption = await screen.findByTestId('branch-option', {}, { timeout: 5000 });
    // Review 7: the search field first, then each branch by its address, «№12 · до 30 кг» under it.
    expect(
      screen.getByTestId('branch-search').compareDocumentPosition(branchOption) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(branchOption).getByTestId('branch-option-address').textContent).toBe('вул. Хрещатик, 22');
    expect(within(branchOption).getByTestId('branch-option-detail').textContent).toBe('№12 · до 30 кг');
    await act(async () => fireEvent.click(branchOption));
    expect(screen.getByTestId('branch-selected-main').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Відділення №12: вул. Хрещатик, 22',
    );
    expect(screen.queryByTestId('branch-options')).toBeNull();
    expect(screen.getAllByText('вул. Хрещатик, 22', { exact: false })).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByTestId('branch-change')));
    expect(await screen.findByTestId('branch-options')).toBeDefined();
    expect(screen.getByTestId('branch-search')).toBeDefined();
  });

  it('asks for a branch before going on', async () => {
    setUp('glo', []);
    serve({ city: '', branch_number: '' });
    const { router } = render();
    const kyivOption = await screen.findByTestId('city-option');
    await act(async () => fireEvent.click(kyivOption));
    await act(async () => fireEvent.click(screen.getByTestId('delivery-next')));
    expect(screen.getByText('Обери відділення')).toBeDefined();
    expect(router.state.location.pathname).toBe('/shop/delivery');
  });
});
