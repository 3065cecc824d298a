// The verification queue's states (loading, error, empty, data) and a moderator's work: the document beside what the
// customer entered and registered with, decisions by button and key, the next document opening, and the undo window
// (nothing is sent before it closes; an undone decision is never sent).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminStaff, moderatorStaff } from '@admin/test/fixtures';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { undoWindowMs } from './use-delayed-decision';
import { VerificationPage } from './verification-page';

const request = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  phone: `+38067000000${id}`,
  status: 'pending',
  created_at: '2026-11-28T08:00:00.000Z',
  reviewed_at: null,
  reason: '',
  first_name: id === 1 ? 'Олена' : 'Тарас',
  last_name: id === 1 ? 'Коваленко' : 'Шевчук',
  birth_date: '1992-04-15',
  document_type: 'passport',
  customers: [
    { id: 10 + id, brand: 'glo', first_name: 'Олена', last_name: 'Коваленко', birth_date: '1992-04-15' },
    { id: 20 + id, brand: 'ogo', first_name: 'Олена', last_name: 'Коваленко', birth_date: '1993-01-01' },
  ],
  ...overrides,
});
const queue = (requests: ReturnType<typeof request>[]) => ({ requests, total: requests.length, page: 1, per_page: 20 });

afterEach(() => {
  vi.useRealTimers();
});
// The first render of a file loads the whole kit: on a busy machine that alone can pass the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('verification queue states', () => {
  it('shows loading while the queue is on its way', () => {
    mockApi({ 'GET /verifications': () => pending() });
    renderScreen(<VerificationPage />);
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows the error in words with a retry', async () => {
    mockApi({ 'GET /verifications': { status: 403, body: { error: { code: 'forbidden', message: 'no' } } } });
    renderScreen(<VerificationPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Цей розділ недоступний для вашої ролі.');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
  });

  it('says the queue is done when nothing waits', async () => {
    mockApi({ 'GET /verifications': { body: queue([]) } });
    renderScreen(<VerificationPage />);
    expect(await screen.findByText('Черга порожня: усі заявки розглянуто.')).toBeTruthy();
  });

  it('shows the photo beside what the customer entered, the registration birth dates and links to the customer', async () => {
    mockApi({ 'GET /verifications': { body: queue([request(1)]) } });
    renderScreen(<VerificationPage />, { context: adminStaff });
    const entered = await screen.findByTestId('verification-entered');
    expect(entered.textContent).toContain('Олена Коваленко');
    expect(entered.textContent).toContain('15 квітня 1992');
    expect(entered.textContent).toContain('Паспорт');
    expect(screen.getByRole('img', { name: 'Фото документа +380670000001' }).getAttribute('src')).toBe(
      '/api/admin/verifications/1/photo',
    );
    const links = screen.getAllByTestId('verification-customer-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/customers/11', '/customers/21']);
    // The ogo record's birth date is not the one on the document: it is pointed out.
    expect(screen.getByTestId('verification-records').textContent).toContain('1 січня 1993');
    expect(screen.getAllByText('дата не збігається')).toHaveLength(1);
  });

  it('names the customer without a link for a moderator, whose role cannot open the customer page', async () => {
    mockApi({ 'GET /verifications': { body: queue([request(1)]) } });
    renderScreen(<VerificationPage />, { context: moderatorStaff });
    await screen.findByTestId('verification-entered');
    expect(screen.queryAllByTestId('verification-customer-link')).toHaveLength(0);
    expect(screen.getAllByTestId('verification-customer-link-text').map((name) => name.textContent)).toEqual([
      'Олена Коваленко',
      'Олена Коваленко',
    ]);
  });
});

describe('deciding', () => {
  it('approves with A, opens the next document at once and sends only when the undo window closes', async () => {
    const calls = mockApi({
      'GET /verifications': { body: queue([request(1), request(2)]) },
      'POST /verifications/1/approve': { body: { ok: true } },
    });
    renderScreen(<VerificationPage />);
    await screen.findByTestId('verification-entered');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.keyDown(document.documentElement, { key: 'a', code: 'KeyA' });
    expect((await screen.findByTestId('verification-undo-bar')).textContent).toContain('+380670000001');
    // The next person's document is open while the first decision waits.
    expect(screen.getByTestId('verification-entered').textContent).toContain('Тарас Шевчук');
    const sent = () => calls.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(sent()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(undoWindowMs));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(String(sent()[0]?.[0])).toBe('/api/admin/verifications/1/approve');
  });

  it('never sends a decision taken back with undo, and opens that document again', async () => {
    const calls = mockApi({ 'GET /verifications': { body: queue([request(1), request(2)]) } });
    renderScreen(<VerificationPage />);
    await screen.findByTestId('verification-entered');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('verification-approve'));
    fireEvent.click(await screen.findByTestId('verification-undo'));
    await act(() => vi.advanceTimersByTimeAsync(undoWindowMs * 2));
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('verification-entered').textContent).toContain('Олена Коваленко');
    expect(screen.queryByTestId('verification-undo-bar')).toBeNull();
  });

  it('rejects only with a reason, which is what the customer reads', async () => {
    const calls = mockApi({
      'GET /verifications': { body: queue([request(1)]) },
      'POST /verifications/1/reject': { body: { ok: true } },
    });
    renderScreen(<VerificationPage />);
    await screen.findByTestId('verification-entered');
    fireEvent.click(screen.getByTestId('verification-reject'));
    expect(await screen.findByText('Напишіть причину кількома словами: клієнт її побачить.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('verification-reason'), { target: { value: 'Фото нечитабельне' } });
    fireEvent.click(screen.getByTestId('verification-reject'));
    fireEvent.click(await screen.findByTestId('verification-send-now'));
    await waitFor(() => expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = calls.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(String(url)).toBe('/api/admin/verifications/1/reject');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Фото нечитабельне' });
  });
});
