// /go-buy and /glo-studio against a stubbed server: the search waits for a typing pause, a typed city is the city
// filter, «Поруч зі мною» with a mocked geolocation, open or closed from the hours text, the route link, the kind chips.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import StoresPage from '@/features/stores/components/stores-page';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const store = (id: number, name: string, city: string, latitude = 50.45, longitude = 30.52, hours = 'Пн–Нд 10:00–21:00') => ({
  id,
  name,
  city,
  address: `вул. Тестова, ${id}`,
  hours,
  phone: '+380 44 000 00 00',
  latitude,
  longitude,
  map_url: `https://www.google.com/maps/dir/?api=1&destination=${latitude.toFixed(6)},${longitude.toFixed(6)}`,
});
const all = [store(1, 'Кіоск на Хрещатику', 'Київ'), store(2, 'Ринок', 'Львів'), store(3, 'Вокзал', 'Київ')];
const routes = [
  { path: '/go-buy', Component: StoresPage },
  { path: '/glo-studio', Component: StoresPage },
];

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function searchOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

/** The server's search over `stores`: q in the name or city, city whole, both ignoring case. */
function serve(stores: ReturnType<typeof store>[], studios: ReturnType<typeof store>[] = []) {
  return stubFetch((request) => {
    const { q, city, kind } = searchOf(request.url);
    const found = (kind === 'brand_store' ? studios : stores).filter(
      (entry) =>
        (!q || `${entry.name} ${entry.city}`.toLowerCase().includes(q.toLowerCase())) &&
        (!city || entry.city.toLowerCase() === city.toLowerCase()),
    );
    return { body: { stores: found } };
  });
}

const names = () => screen.getAllByTestId('store').map((item) => item.querySelector('h2')?.textContent);

/** A geolocation that answers the next request with `answer`, and counts the requests. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in answer) failure?.({ code: answer.code, message: '' } as GeolocationPositionError);
    else success({ coords: answer } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('/go-buy', () => {
  it('lists sales points with the city filter and sends a search only after a pause in typing', async () => {
    const { requests } = serve(all);
    renderRoutes(routes, '/go-buy');
    expect(await screen.findAllByTestId('store')).toHaveLength(3);
    expect(screen.getByTestId('stores-count').textContent).toBe('Знайдено 3 адреси');
    expect(searchOf(requests[0]?.url ?? '')).toEqual({ product: 'ogo', kind: 'sales_point' });
    const options = [...(screen.getByTestId('store-city') as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['', 'Київ', 'Львів']);
    const route = screen.getAllByTestId('store-route')[0];
    expect(route?.textContent).toBe('Маршрут');
    expect(route?.getAttribute('aria-label')).toBe('Маршрут до «Кіоск на Хрещатику»');
    expect(route?.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=50.450000,30.520000');

    const before = requests.length;
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'к' } });
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'кі' } });
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'кіо' } });
    await vi.waitFor(() => expect(screen.getAllByTestId('store')).toHaveLength(1));
    // One request for the three keystrokes.
    expect(requests.slice(before).map((request) => searchOf(request.url).q)).toEqual(['кіо']);

    fireEvent.input(screen.getByTestId('store-search'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('store-city'), { target: { value: 'Львів' } });
    await vi.waitFor(() => expect(names()).toEqual(['Ринок']));
  });

  it('takes a typed city name as the city filter, so the select never says «Усі міста» over one city', async () => {
    const { requests } = serve(all);
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    const select = screen.getByTestId('store-city') as HTMLSelectElement;
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: ' львів ' } });
    await vi.waitFor(() => expect(select.value).toBe('Львів'));
    await vi.waitFor(() => expect(names()).toEqual(['Ринок']));
    expect(searchOf(requests.at(-1)?.url ?? '')).toEqual({ product: 'ogo', kind: 'sales_point', city: 'Львів' });
    // Choosing another city replaces the typed one.
    fireEvent.change(select, { target: { value: 'Київ' } });
    expect((screen.getByTestId('store-search') as HTMLInputElement).value).toBe('');
    await vi.waitFor(() => expect(names()).toEqual(['Кіоск на Хрещатику', 'Вокзал']));
    expect(select.value).toBe('Київ');
  });

  it('sorts by distance with «Поруч зі мною», asking for the position only on the tap', async () => {
    const maidan = { latitude: 50.4501, longitude: 30.5234 };
    const getCurrentPosition = stubGeolocation(maidan);
    serve([
      store(1, 'Lavina Mall', 'Київ', 50.4951, 30.3592),
      store(2, 'Ринок', 'Львів', 49.8419, 24.0315),
      store(3, 'Хрещатик', 'Київ', 50.448, 30.523),
      store(4, 'Gulliver', 'Київ', 50.4385, 30.5223),
    ]);
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByTestId('store-distance')).toBeNull();

    fireEvent.click(screen.getByTestId('store-nearby'));
    await vi.waitFor(() => expect(names()).toEqual(['Хрещатик', 'Gulliver', 'Lavina Mall', 'Ринок']));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('store-distance').map((item) => item.textContent)).toEqual([
      '240\u00a0м',
      '1,3\u00a0км',
      '13\u00a0км',
      '467\u00a0км',
    ]);
    expect(screen.getByTestId('store-nearby').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('store-nearby-status').textContent).toBe('Спочатку найближчі до тебе.');

    // A second tap goes back to the list's own order.
    fireEvent.click(screen.getByTestId('store-nearby'));
    expect(names()).toEqual(['Lavina Mall', 'Ринок', 'Хрещатик', 'Gulliver']);
    expect(screen.queryByTestId('store-distance')).toBeNull();
  });

  it('says so when the location is refused or cannot be had, and keeps the list as it was', async () => {
    stubGeolocation({ code: 1 });
    serve(all);
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    fireEvent.click(screen.getByTestId('store-nearby'));
    expect(screen.getByTestId('store-nearby-status').textContent).toContain('Немає доступу до геолокації');
    expect(names()).toEqual(['Кіоск на Хрещатику', 'Ринок', 'Вокзал']);

    stubGeolocation({ code: 3 });
    fireEvent.click(screen.getByTestId('store-nearby'));
    expect(screen.getByTestId('store-nearby-status').textContent).toBe(
      'Не вдалося визначити, де ти. Спробуй ще раз або обери місто зі списку.',
    );

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    fireEvent.click(screen.getByTestId('store-nearby'));
    expect(screen.getByTestId('store-nearby-status').textContent).toContain('Не вдалося визначити');
  });

  it('says from the hours whether each store is open now, on Kyiv’s clock', async () => {
    // Monday 30 November 2026, 21:30 in Kyiv (19:30 UTC). Only Date is faked: the debounce keeps real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T19:30:00Z'));
    serve([
      store(1, 'ТРЦ', 'Київ', 50.45, 30.52, 'Пн–Нд 10:00–21:00'),
      store(2, 'Кіоск', 'Київ', 50.45, 30.52, 'Щодня 07:00–23:00'),
      store(3, 'Вулиця', 'Київ', 50.45, 30.52, 'Пн 08:00–21:00, Вт–Чт вихідний, Пт–Нд 11:00–20:00'),
      store(4, 'Нічний', 'Київ', 50.45, 30.52, 'Цілодобово'),
      store(5, 'Старий запис', 'Київ', 50.45, 30.52, 'з 9 до 18'),
    ]);
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    const badges = screen.getAllByTestId('store').map((item) => within(item).queryByTestId('store-opening')?.textContent ?? null);
    expect(badges).toEqual([
      'Зачинено · відчиниться завтра о 10:00',
      'Відчинено зараз · до 23:00',
      'Зачинено · відчиниться у п’ятницю об 11:00',
      'Відчинено цілодобово',
      // Hours that do not follow the format are shown as written, with no guess.
      null,
    ]);
    expect(screen.getByText('Графік: з 9 до 18')).toBeDefined();
  });

  it('says when nothing matches', async () => {
    stubFetch((request) => ({ body: { stores: searchOf(request.url).q ? [] : all } }));
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('stores-empty', {}, { timeout: 2000 })).toBeDefined();
  });
});

describe('the kind chips', () => {
  it('lead from sales points to brand stores and back, the current list marked', async () => {
    serve(all, [store(9, 'ogo store Хрещатик', 'Київ')]);
    const { router } = renderRoutes(routes, '/go-buy');
    const chips = await screen.findByTestId('store-kinds');
    expect(within(chips).getByText('Точки продажу').getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(chips).getByText('Фірмові магазини'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/glo-studio'));
    await vi.waitFor(() => expect(names()).toEqual(['ogo store Хрещатик']));
    expect(within(screen.getByTestId('store-kinds')).getByText('Фірмові магазини').getAttribute('aria-current')).toBe('page');
  });

  it('are left out where the brand has only one kind', async () => {
    serve(all, []);
    renderRoutes(routes, '/go-buy');
    await screen.findAllByTestId('store');
    expect(screen.queryByTestId('store-kinds')).toBeNull();
  });
});
