// The XP approvals screen's states (loading, error, empty, data) and its decisions: an approval with a message and the
// balance after, a rejection only with a reason the contract accepts, one's own request not decidable.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { XpApprovalsPage } from './xp-approvals-page';

const request = {
  id: 3,
  customer_id: 11,
  brand: 'glo',
  phone: '+380671130011',
  customer_name: 'Олена Коваленко',
  amount: 1500,
  reason: 'Компенсація за зіпсовану партію',
  status: 'pending',
  requested_by: 'other@staff.example',
  requested_at: '2026-11-28T09:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_reason: '',
  entry_id: null,
  can_decide: true,
};
const page = (adjustments: unknown[]) => ({
  adjustments,
  total: adjustments.length,
  page: 1,
  per_page: 20,
  limits: { daily_cap: 5000, approval_threshold: 1000 },
});
const decided = (approve: boolean) => ({
  body: { adjustment: { ...request, status: approve ? 'approved' : 'rejected' }, balance: approve ? 1500 : 0 },
});

describe('XpApprovalsPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /xp-adjustments': () => pending() });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /xp-adjustments': failure(500, 'internal') });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says when nothing waits', async () => {
    mockApi({ 'GET /xp-adjustments': { body: page([]) } });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    expect(await screen.findByText('Запитів немає.')).toBeTruthy();
  });

  it('shows each request with its signed amount, the limits, and one’s own request as not decidable', async () => {
    mockApi({ 'GET /xp-adjustments': { body: page([request, { ...request, id: 4, can_decide: false }]) } });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    const rows = await screen.findAllByTestId('xp-adjustment-row');
    expect(rows[0]!.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('+1 500 XP');
    expect(within(rows[0]!).getByRole('link', { name: '+380 67 113 00 11' }).getAttribute('href')).toBe('/customers/11');
    expect(within(rows[1]!).getByText('Ваш запит: вирішує інший працівник.')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('xp-approve')).toBeNull();
    expect(screen.getByText(/понад 1[\s\u00a0\u202f]000 XP/)).toBeTruthy();
  });

  it('approves after asking and says the balance after', async () => {
    const api = mockApi({ 'GET /xp-adjustments': { body: page([request]) }, 'POST /xp-adjustments/3/approve': decided(true) });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    fireEvent.click(await screen.findByTestId('xp-approve'));
    fireEvent.click(await screen.findByTestId('xp-approve-confirm'));
    expect(await screen.findByText(/Погоджено \+1[\s\u00a0\u202f]500 XP для \+380 67 113 00 11/)).toBeTruthy();
    expect(callsTo(api, 'POST', '/xp-adjustments/3/approve')[0]?.body).toEqual({ reason: '' });
  });

  it('rejects only with a reason of a few words', async () => {
    const api = mockApi({ 'GET /xp-adjustments': { body: page([request]) }, 'POST /xp-adjustments/3/reject': decided(false) });
    renderScreen(<XpApprovalsPage />, { context: supportStaff });
    const reject = await screen.findByTestId('xp-reject');
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('xp-decision-reason'), { target: { value: 'Дубль запиту' } });
    await waitFor(() => expect((reject as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(reject);
    fireEvent.click(await screen.findByTestId('xp-reject-confirm'));
    expect(await screen.findByText(/відхилено/)).toBeTruthy();
    expect(callsTo(api, 'POST', '/xp-adjustments/3/reject')[0]?.body).toEqual({ reason: 'Дубль запиту' });
  });
});
