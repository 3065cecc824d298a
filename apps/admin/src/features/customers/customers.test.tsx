import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff, customerDetail, customerRow } from '@admin/test/fixtures';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
type Row = ReturnType<typeof customerRow>;
/** The server's answer: people as it groups them (each a phone's records, glo first). */
const list = (people: Row[][], more: { total?: number; total_exact?: boolean } = {}) => ({
  people: people.map((records) => ({ phone: records[0]?.phone ?? '', records })),
  total: people.length,
  total_exact: true,
  page: 1,
  per_page: 25,
  ...more,
});

describe('CustomersPage', () => {
  it('shows loading, then says nobody was found', async () => {
    let answer: () => Promise<{ body: unknown }> = () => pending();
    mockApi({ 'GET /customers': () => answer() });
    const { unmount } = renderScreen(<CustomersPage />, { context: adminStaff });
    expect(screen.getByRole('status')).toBeTruthy();
    unmount();
    answer = async () => ({ body: list([]) });
    renderScreen(<CustomersPage />, { context: adminStaff });
    expect(await screen.findByText('Нікого не знайдено.')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /customers': { status: 503, body: { error: { code: 'service_unavailable', message: 'x' } } } });
    renderScreen(<CustomersPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер тимчасово недоступний');
  });

  it('shows a person with glo and ogo records as one row with both brands and balances', async () => {
    mockApi({
      'GET /customers': {
        body: list([
          [customerRow({ id: 11, brand: 'glo', balance: 35 }), customerRow({ id: 12, brand: 'ogo', balance: 1500 })],
          [customerRow({ id: 20, phone: '+380501112233', first_name: 'Іван', last_name: 'Сірко', email: '' })],
        ]),
      },
    });
    renderScreen(<CustomersPage />, { context: adminStaff });
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    const person = rows[0] as HTMLElement;
    expect(within(person).getByText('glo')).toBeTruthy();
    expect(within(person).getByText('ogo')).toBeTruthy();
    expect(plain(person.textContent)).toContain('glo: 35 XP');
    expect(plain(person.textContent)).toContain('ogo: 1 500 XP');
    // The link opens the person's first record: glo.
    expect(within(person).getByRole('link', { name: '+380671130011' }).getAttribute('href')).toBe('/customers/11');
  });

  it('searches by what was typed and offers the CSV of that search', async () => {
    const fetch = mockApi({ 'GET /customers': { body: list([[customerRow()]]) } });
    renderScreen(<CustomersPage />, { context: adminStaff });
    await screen.findAllByTestId('customer-row');
    fireEvent.change(screen.getByTestId('customer-search'), { target: { value: '067 113 00 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Знайти' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://admin.test').searchParams.get('query')).toBe('067 113 00 11'),
    );
    expect(screen.getByRole('link', { name: 'Завантажити CSV' }).getAttribute('href')).toContain('format=csv');
    expect(screen.getByRole('link', { name: 'Завантажити CSV' }).getAttribute('href')).toContain('query=067');
  });

  it('says when the server stopped counting: more than the total', async () => {
    mockApi({ 'GET /customers': { body: list([[customerRow()]], { total: 1000, total_exact: false }) } });
    renderScreen(<CustomersPage />, { context: adminStaff });
    expect(await screen.findByText('Сторінка 1 з 40+ · понад 1000')).toBeTruthy();
  });
});

describe('CustomerPage', () => {
  const route = { route: '/customers/:id', context: adminStaff };

  it('shows loading, then an error with a retry for a missing customer', async () => {
    mockApi({ 'GET /customers/11': () => pending() });
    const { unmount } = renderScreen(<CustomerPage />, { ...route, path: '/customers/11' });
    expect(screen.getByRole('status')).toBeTruthy();
    unmount();
    mockApi({ 'GET /customers/99': { status: 404, body: { error: { code: 'not_found', message: 'x' } } } });
    renderScreen(<CustomerPage />, { ...route, path: '/customers/99' });
    expect((await screen.findByRole('alert')).textContent).toContain('Не знайдено.');
  });

  it('shows one header and both brands side by side, every code in words', async () => {
    const ogo = customerRow({ id: 12, brand: 'ogo', balance: 1500 });
    mockApi({
      'GET /customers/11': { body: customerDetail({}, ogo) },
      'GET /customers/12': { body: customerDetail({ id: 12, brand: 'ogo', balance: 1500 }, customerRow()) },
    });
    renderScreen(<CustomerPage />, { ...route, path: '/customers/11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Олена Коваленко' })).toBeTruthy();
    expect(screen.getByTestId('customer-birth').textContent).toBe('15 квітня 1992 р.');
    expect(screen.getByTestId('customer-email').textContent).toBe('olena.kovalenko.long.address@example.com');
    expect(screen.getByTestId('customer-phone').textContent).toBe('+380 67 113 00 11');
    const glo = screen.getByTestId('brand-glo');
    const ogoSide = await screen.findByTestId('brand-ogo');
    expect(plain(within(glo).getByTestId('glo-balance').textContent)).toBe('35 XP');
    expect(plain(within(ogoSide).getByTestId('ogo-balance').textContent)).toBe('1 500 XP');
    expect(within(glo).getByText('Сканування коду')).toBeTruthy();
    expect(within(glo).getByText('Невідомий код')).toBeTruthy();
    expect(within(glo).getByText('Зараховано')).toBeTruthy();
    expect(within(glo).getByText('Оплачено')).toBeTruthy();
    expect(within(glo).getByText('Обрані товари в застосунку:')).toBeTruthy();
    expect(within(glo).getByText('7, 1')).toBeTruthy();
    for (const raw of ['scan', 'unknown_code', 'credited', 'paid']) expect(within(glo).queryByText(raw)).toBeNull();
    expect(screen.getByTestId('customer-sessions').textContent).toContain('Pixel 8');
  });

  it('adjusts XP after a confirmation and says the new balance', async () => {
    const fetch = mockApi({
      'GET /customers/11': { body: customerDetail() },
      'POST /customers/11/xp-adjust': { body: { status: 'applied', adjustment_id: 1, balance: 185, entry_id: 3 } },
    });
    renderScreen(<CustomerPage />, { ...route, path: '/customers/11' });
    fireEvent.change(await screen.findByTestId('xp-amount'), { target: { value: '150' } });
    fireEvent.change(screen.getByTestId('xp-reason'), { target: { value: 'Компенсація' } });
    fireEvent.click(screen.getByTestId('xp-submit'));
    fireEvent.click(await screen.findByTestId('xp-confirm'));
    expect(await screen.findByText('Готово. Баланс: 185 XP')).toBeTruthy();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 150, reason: 'Компенсація' });
  });

  it('refuses an adjustment without a reason before asking the server', async () => {
    const fetch = mockApi({ 'GET /customers/11': { body: customerDetail() } });
    renderScreen(<CustomerPage />, { ...route, path: '/customers/11' });
    fireEvent.change(await screen.findByTestId('xp-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('xp-submit'));
    expect(await screen.findByText('Коротко поясніть причину (щонайменше 3 символи)')).toBeTruthy();
    expect(screen.getByText('Ціле число, не нуль, до 1 000 000')).toBeTruthy();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
