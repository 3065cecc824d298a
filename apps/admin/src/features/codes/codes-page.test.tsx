// The pack codes screen's states (loading, error, empty, data) and its actions: a batch created with the contract's
// checks first, a printer's CSV imported with its counts said.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketingStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { CodesPage } from './codes-page';

const batch = {
  brand: 'ogo',
  batch: 'winter-2026',
  kind: 'sticks',
  issued: 4000,
  redeemed: 1000,
  xp_min: 10,
  xp_max: 10,
  created_at: '2026-11-28T09:00:00Z',
};
const plain = (node: HTMLElement) => node.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

describe('CodesPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /pack-codes/batches': () => pending() });
    renderScreen(<CodesPage />, { context: marketingStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /pack-codes/batches': failure(500, 'internal') });
    renderScreen(<CodesPage />, { context: marketingStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says when there are no batches', async () => {
    mockApi({ 'GET /pack-codes/batches': { body: { batches: [] } } });
    renderScreen(<CodesPage />, { context: marketingStaff });
    expect(await screen.findByText('Партій кодів ще немає.')).toBeTruthy();
  });

  it('shows each batch with its kind in words, counts and share redeemed the Ukrainian way, and its CSV', async () => {
    mockApi({ 'GET /pack-codes/batches': { body: { batches: [batch] } } });
    renderScreen(<CodesPage />, { context: marketingStaff });
    const row = await screen.findByTestId('batch-row');
    expect(within(row).getByText('Стіки')).toBeTruthy();
    expect(plain(row)).toContain('4 000');
    expect(plain(row)).toMatch(/1 000 \(25 ?%\)/);
    expect(within(row).getByRole('link', { name: 'CSV «winter-2026»' }).getAttribute('href')).toBe(
      '/api/admin/pack-codes/batches/ogo/winter-2026/codes.csv',
    );
  });

  it('creates a batch only with a name the contract accepts, then says how many codes there are', async () => {
    const api = mockApi({
      'GET /pack-codes/batches': { body: { batches: [] } },
      'POST /pack-codes/batches': { body: { batch: 'winter-2026', brand: 'glo', count: 2500 } },
    });
    renderScreen(<CodesPage />, { context: marketingStaff });
    await screen.findByText('Партій кодів ще немає.');
    fireEvent.change(screen.getByTestId('codes-batch'), { target: { value: 'зимова партія' } });
    fireEvent.click(screen.getByTestId('codes-create'));
    expect(await screen.findByText('Латинські літери, цифри, крапка, дефіс і підкреслення')).toBeTruthy();
    expect(callsTo(api, 'POST', '/pack-codes/batches')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('codes-batch'), { target: { value: 'winter-2026' } });
    fireEvent.change(screen.getByTestId('codes-count'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('codes-create'));
    expect((await screen.findAllByText(/Кодів створено: 2[\s\u00a0\u202f]500 \(партія winter-2026\)/)).length).toBeGreaterThan(0);
    expect(callsTo(api, 'POST', '/pack-codes/batches')[0]?.body).toEqual({
      brand: 'glo',
      kind: 'sticks',
      xp: 10,
      count: 2500,
      batch: 'winter-2026',
      variant_id: null,
    });
  });

  it('imports a printer’s CSV into the chosen brand and says the counts', async () => {
    const api = mockApi({
      'GET /pack-codes/batches': { body: { batches: [] } },
      'POST /pack-codes/import': { body: { rows: 2, inserted: 1, duplicates: 1 } },
    });
    renderScreen(<CodesPage />, { context: marketingStaff });
    await screen.findByText('Партій кодів ще немає.');
    const input = document.querySelector('input[type=file]');
    const file = new File(['code\nAAA111\nBBB222\n'], 'print.csv', { type: 'text/csv' });
    fireEvent.change(input!, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('codes-import-submit'));
    expect(await screen.findByText('Рядків: 2, додано: 1, уже були: 1.')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/pack-codes/import')[0]?.body).toEqual({ csv: 'code\nAAA111\nBBB222\n', brand: 'glo' }),
    );
  });
});
