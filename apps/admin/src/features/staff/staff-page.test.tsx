// The staff screen's states (loading, error, empty, data) and its actions: an account created (its password shown
// once), a bad e-mail stopped by the contract's schema, an account disabled after asking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { StaffPage } from './staff-page';

const member = { ...supportStaff, must_change_password: true, last_login_at: '2026-11-28T09:00:00Z' };

describe('StaffPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /staff': () => pending() });
    renderScreen(<StaffPage />, { context: adminStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /staff': failure(403, 'forbidden') });
    renderScreen(<StaffPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Цей розділ недоступний для вашої ролі.');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
  });

  it('says when there are no accounts', async () => {
    mockApi({ 'GET /staff': { body: { staff: [] } } });
    renderScreen(<StaffPage />, { context: adminStaff });
    expect(await screen.findByText('Акаунтів ще немає.')).toBeTruthy();
  });

  it('shows each account with its role and state in words', async () => {
    mockApi({ 'GET /staff': { body: { staff: [adminStaff, member] } } });
    renderScreen(<StaffPage />, { context: adminStaff });
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows).toHaveLength(2);
    expect((within(rows[1]!).getByLabelText('Роль support@staff.example') as HTMLInputElement).value).toBe('Підтримка');
    expect(rows[1]!.textContent).toContain('чекає зміни пароля');
    expect(rows[0]!.textContent).toContain('активний');
  });

  it('creates an account and shows its password once; a bad e-mail never leaves the form', async () => {
    const api = mockApi({
      'GET /staff': { body: { staff: [adminStaff] } },
      'POST /staff': { body: { staff: { ...member, email: 'new@staff.example' }, password: 'generated-pass-123' } },
    });
    renderScreen(<StaffPage />, { context: adminStaff });
    await screen.findAllByTestId('staff-row');
    fireEvent.change(screen.getByTestId('staff-email'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('staff-create'));
    expect(await screen.findByText('Введіть адресу email')).toBeTruthy();
    expect(callsTo(api, 'POST', '/staff')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('staff-email'), { target: { value: 'New@Staff.example' } });
    fireEvent.click(screen.getByTestId('staff-create'));
    expect((await screen.findByTestId('staff-password')).textContent).toBe('generated-pass-123');
    expect(await screen.findByText('Акаунт new@staff.example створено: передайте пароль працівнику.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/staff')[0]?.body).toEqual({ email: 'new@staff.example', role: 'support' });
  });

  it('disables an account after asking, and says its sessions ended', async () => {
    const api = mockApi({
      'GET /staff': { body: { staff: [member] } },
      'PATCH /staff/3': { body: { staff: { ...member, disabled: true } } },
    });
    renderScreen(<StaffPage />, { context: adminStaff });
    fireEvent.click(await screen.findByTestId('staff-toggle'));
    fireEvent.click(await screen.findByTestId('staff-toggle-confirm'));
    expect(await screen.findByText('Акаунт support@staff.example вимкнено, його сесії завершено.')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'PATCH', '/staff/3')[0]?.body).toEqual({ disabled: true }));
  });
});
