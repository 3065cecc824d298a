// /go-buy against a stubbed server: the search waits for a typing pause, the city filter, the map link.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import StoresPage from '@/features/stores/components/stores-page';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const store = (id: number, name: string, city: string) => ({
  id,
  name,
  city,
  address: `вул. Тестова, ${id}`,
  hours: 'Пн–Нд 10:00–21:00',
  phone: '+380 44 000 00 00',
  latitude: 50.45,
  longitude: 30.52,
  map_url: `https://www.openstreetmap.org/?mlat=50.45&mlon=30.52#map=18/50.45/30.52`,
});
const all = [store(1, 'Кіоск на Хрещатику', 'Київ'), store(2, 'Ринок', 'Львів'), store(3, 'Вокзал', 'Київ')];

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
});

function searchOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('/go-buy', () => {
  it('lists sales points with the city filter and sends a search only after a pause in typing', async () => {
    const { requests } = stubFetch((request) => {
      const { q, city } = searchOf(request.url);
      const found = all.filter(
        (entry) => (!q || entry.name.toLowerCase().includes(q.toLowerCase())) && (!city || entry.city === city),
      );
      return { body: { stores: found } };
    });
    renderRoutes([{ path: '/go-buy', Component: StoresPage }], '/go-buy');
    expect(await screen.findAllByTestId('store')).toHaveLength(3);
    expect(screen.getByTestId('stores-count').textContent).toBe('Знайдено 3 адреси');
    expect(searchOf(requests[0]?.url ?? '')).toEqual({ product: 'ogo', kind: 'sales_point' });
    const options = [...(screen.getByTestId('store-city') as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['', 'Київ', 'Львів']);
    expect(screen.getAllByText('Відкрити на карті')[0]?.getAttribute('href')).toContain('openstreetmap.org');

    const before = requests.length;
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'к' } });
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'кі' } });
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'кіо' } });
    await vi.waitFor(() => expect(screen.getAllByTestId('store')).toHaveLength(1));
    // One request for the three keystrokes.
    expect(requests.slice(before).map((request) => searchOf(request.url).q)).toEqual(['кіо']);

    fireEvent.input(screen.getByTestId('store-search'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('store-city'), { target: { value: 'Львів' } });
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('store').map((item) => item.textContent)).toEqual([expect.stringContaining('Ринок')]),
    );
  });

  it('says when nothing matches', async () => {
    stubFetch((request) => ({ body: { stores: searchOf(request.url).q ? [] : all } }));
    renderRoutes([{ path: '/go-buy', Component: StoresPage }], '/go-buy');
    await screen.findAllByTestId('store');
    fireEvent.input(screen.getByTestId('store-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('stores-empty', {}, { timeout: 2000 })).toBeDefined();
  });
});
