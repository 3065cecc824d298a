import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff } from '@admin/test/fixtures';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { AuditPage } from './audit-page';

const entry = {
  id: 1,
  actor_type: 'staff',
  actor: 'admin@staff.example',
  role: 'admin',
  action: 'staff.update',
  target_type: 'staff',
  target_id: '7',
  before: { role: 'support', disabled: false },
  after: { role: 'moderator', disabled: false },
  reason: '',
  request_id: 'req-1',
  created_at: '2026-11-28T08:00:00Z',
};
const page = (entries: unknown[]) => ({ entries, total: entries.length, page: 1, per_page: 50 });

describe('AuditPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /audit': () => pending() });
    renderScreen(<AuditPage />, { context: adminStaff });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /audit': { status: 403, body: { error: { code: 'forbidden', message: 'x' } } } });
    renderScreen(<AuditPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Цей розділ недоступний');
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /audit': { body: page([]) } });
    renderScreen(<AuditPage />, { context: adminStaff });
    expect(await screen.findByText('Записів не знайдено.')).toBeTruthy();
  });

  it('shows the action in words and each change as field: before → after, not JSON', async () => {
    mockApi({ 'GET /audit': { body: page([entry]) } });
    renderScreen(<AuditPage />, { context: adminStaff });
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByText('Акаунт працівника змінено')).toBeTruthy();
    const changes = within(row).getByTestId('audit-changes');
    expect(changes.textContent).toBe('Роль: Підтримка → Модератор');
    expect(row.textContent).not.toContain('{');
  });

  it('names the target in words and links a customer to their page', async () => {
    mockApi({
      'GET /audit': {
        body: page([
          {
            ...entry,
            id: 2,
            action: 'customer.xp_adjust',
            target_type: 'customer',
            target_id: '11',
            before: { balance: 0 },
            after: { balance: 30, entryId: 3 },
          },
        ]),
      },
    });
    renderScreen(<AuditPage />, { context: adminStaff });
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByRole('link', { name: 'Клієнт #11' }).getAttribute('href')).toBe('/customers/11');
    expect(within(row).getByTestId('audit-changes').textContent).toContain('Запис історії балів: — → 3');
    expect(row.textContent).not.toContain('entryId');
  });

  it('filters by a chosen action and the CSV follows the filter', async () => {
    const fetch = mockApi({ 'GET /audit': { body: page([entry]) } });
    renderScreen(<AuditPage />, { context: adminStaff });
    await screen.findByTestId('audit-row');
    fireEvent.change(screen.getByLabelText('Хто (email або ops)'), { target: { value: 'admin@staff.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показати' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://admin.test').searchParams.get('actor')).toBe(
        'admin@staff.example',
      ),
    );
    expect(screen.getByRole('link', { name: 'Завантажити CSV' }).getAttribute('href')).toContain('actor=admin%40staff.example');
  });
});
