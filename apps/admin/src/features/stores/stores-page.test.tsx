// The stores screen: a brand's list by kind with the kind in words, a store added only when the contract accepts it
// (the hours format said under the field), the server's field errors under their fields, an edit of the brand's own
// store, and a delete after asking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketingStaff } from '@admin/test/fixtures';
import { callsTo, mockApi, renderScreen } from '@admin/test/render';
import { StoresPage } from './stores-page';

const store = {
  id: 3,
  brand: 'glo',
  kind: 'sales_point',
  name: 'ТРЦ Gulliver',
  city: 'Київ',
  address: 'Спортивна пл., 1А',
  hours: 'Щодня 10:00–22:00',
  phone: '+380 44 390 12 01',
  latitude: 50.4385,
  longitude: 30.5223,
  position: 0,
};
const listOf = (stores: unknown[]) => ({ body: { stores, total: stores.length, page: 1, per_page: 25 } });

function fill(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByTestId(`store-${field}`), { target: { value } });
  }
}

const valid = {
  name: 'ТЦ Forum Lviv',
  city: 'Львів',
  address: 'вул. Під Дубом, 7Б',
  hours: 'Пн–Пт 10:00–20:00, Сб–Нд вихідний',
  phone: '032 200 11 22',
  latitude: '49,8497',
  longitude: '24.0223',
};

describe('StoresPage', () => {
  it('lists the brand’s stores with their kind in words, filtered by kind and brand on the server', async () => {
    const api = mockApi({ 'GET /stores': listOf([store]) });
    renderScreen(<StoresPage />, { context: marketingStaff });
    const row = await screen.findByTestId('store-row');
    expect(within(row).getByText('ТРЦ Gulliver')).toBeTruthy();
    expect(within(row).getByText('Точка продажу')).toBeTruthy();
    expect(callsTo(api, 'GET', '/stores')[0]?.query.get('brand')).toBe('glo');
    expect(callsTo(api, 'GET', '/stores')[0]?.query.has('kind')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Фірмові магазини' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/stores').at(-1)?.query.get('kind')).toBe('brand_store'));
    fireEvent.click(screen.getByRole('radio', { name: 'ogo' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/stores').at(-1)?.query.get('brand')).toBe('ogo'));
    fireEvent.change(screen.getByTestId('stores-search'), { target: { value: ' Львів ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(callsTo(api, 'GET', '/stores').at(-1)?.query.get('q')).toBe('Львів'));
    expect(callsTo(api, 'GET', '/stores').at(-1)?.query.get('kind')).toBe('brand_store');
  });

  it('explains the hours format and adds a store only when the contract accepts it', async () => {
    const api = mockApi({
      'GET /stores': listOf([]),
      'POST /stores': (_url, init) => ({ body: { id: 9, position: 4, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<StoresPage />, { context: marketingStaff });
    expect(await screen.findByText('Магазинів не знайдено.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('store-new'));
    const form = await screen.findByTestId('store-form');
    expect(within(form).getByText(/Наприклад: «Пн–Пт 10:00–20:00, Сб–Нд вихідний»/)).toBeTruthy();
    fill({ ...valid, hours: 'з 10 до 20', latitude: '30.52' });
    fireEvent.click(screen.getByTestId('store-submit'));
    expect(await within(form).findByText(/^Формат: «Пн–Пт 08:00–21:00/)).toBeTruthy();
    expect(within(form).getByText('Широта в Україні: від 44 до 53, напр. 50.4501')).toBeTruthy();
    expect(callsTo(api, 'POST', '/stores')).toHaveLength(0);

    fill(valid);
    fireEvent.click(screen.getByTestId('store-submit'));
    expect(await screen.findByText('Магазин «ТЦ Forum Lviv» додано.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/stores')[0]?.body).toEqual({
      brand: 'glo',
      kind: 'sales_point',
      name: 'ТЦ Forum Lviv',
      city: 'Львів',
      address: 'вул. Під Дубом, 7Б',
      hours: 'Пн–Пт 10:00–20:00, Сб–Нд вихідний',
      phone: '+380322001122',
      latitude: 49.8497,
      longitude: 24.0223,
    });
    await waitFor(() => expect(screen.queryByTestId('store-form')).toBeNull());
  });

  it('shows the server’s field errors under their fields and keeps the dialog open', async () => {
    mockApi({
      'GET /stores': listOf([store]),
      'PATCH /stores/glo/3': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid request',
            fields: [
              {
                field: 'body.hours',
                message: 'Формат: «Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00», «Щодня 07:00–23:00» або «Цілодобово»',
              },
              { field: 'body.longitude', message: 'Expected a longitude in Ukraine, from 22 to 41' },
            ],
          },
        },
      },
    });
    renderScreen(<StoresPage />, { context: marketingStaff });
    fireEvent.click(await screen.findByRole('button', { name: 'ТРЦ Gulliver' }));
    const form = await screen.findByTestId('store-form');
    expect((screen.getByTestId('store-phone') as HTMLInputElement).value).toBe('+380 44 390 12 01');
    fireEvent.click(screen.getByTestId('store-submit'));
    expect(await within(form).findByText(/^Формат: «Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00»/)).toBeTruthy();
    expect(within(form).getByText('Довгота в Україні: від 22 до 41, напр. 30.5234')).toBeTruthy();
    expect(screen.getByTestId('store-hours').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('store-longitude').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('store-name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('edits a store of its brand and deletes one after asking', async () => {
    const api = mockApi({
      'GET /stores': listOf([store]),
      'PATCH /stores/glo/3': (_url, init) => ({ body: { ...store, ...JSON.parse(String(init?.body)) } }),
      'DELETE /stores/glo/3': { body: { ok: true } },
    });
    renderScreen(<StoresPage />, { context: marketingStaff });
    fireEvent.click(await screen.findByRole('button', { name: 'ТРЦ Gulliver' }));
    await screen.findByTestId('store-form');
    fill({ hours: 'Цілодобово' });
    fireEvent.click(screen.getByTestId('store-submit'));
    expect(await screen.findByText('Магазин «ТРЦ Gulliver» збережено.')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/stores/glo/3')[0]?.body).toMatchObject({
      hours: 'Цілодобово',
      phone: '+380443901201',
      latitude: 50.4385,
      position: 0,
    });

    fireEvent.click(screen.getByTestId('store-delete'));
    expect(await screen.findByText('Видалити «ТРЦ Gulliver» (Київ)? Клієнти більше не побачать його в списку.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('store-delete-confirm'));
    expect(await screen.findByText('Магазин «ТРЦ Gulliver» видалено.')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'DELETE', '/stores/glo/3')).toHaveLength(1));
  });
});
