import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff, dashboardAnswer, moderatorStaff } from '@admin/test/fixtures';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { DashboardPage } from './dashboard-page';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('DashboardPage', () => {
  it('shows loading while the figures come', () => {
    mockApi({ 'GET /dashboard': () => pending() });
    renderScreen(<DashboardPage />, { context: adminStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /dashboard': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    renderScreen(<DashboardPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
  });

  it('shows the figures with their change, the period in Ukrainian dates and the health panel apart', async () => {
    mockApi({ 'GET /dashboard': { body: dashboardAnswer() } });
    renderScreen(<DashboardPage />, { context: adminStaff });
    const registrations = await screen.findByTestId('figure-registrations');
    expect(registrations.textContent).toContain('12');
    expect(plain(registrations.textContent)).toContain('+20% до попереднього періоду');
    expect(plain(screen.getByTestId('figure-xp').textContent)).toContain('-20%');
    // Nothing the period before: no percentage made up.
    expect(screen.getByTestId('figure-active').textContent).toContain('немає з чим порівняти');
    expect(plain(screen.getByTestId('figure-revenue').textContent)).toContain('1 500,00 грн');
    expect(screen.getByTestId('dashboard-period').textContent).toContain('22 листопада 2026 р. — 28 листопада 2026 р.');
    const health = screen.getByTestId('dashboard-health');
    expect(health.textContent).toContain('Чекають верифікації');
    expect(within(health).getByRole('link', { name: 'Відкрити чергу верифікації' }).getAttribute('href')).toBe('/verification');
    // The business figures do not hold the analytics backlog.
    expect(screen.queryByText('Подій аналітики в черзі')).toBeNull();
  });

  it('links only to the screens the role has', async () => {
    mockApi({ 'GET /dashboard': { body: dashboardAnswer() } });
    renderScreen(<DashboardPage />, { context: moderatorStaff });
    const health = await screen.findByTestId('dashboard-health');
    expect(within(health).getByRole('link', { name: 'Відкрити чергу верифікації' })).toBeTruthy();
    expect(within(health).queryByRole('link', { name: 'Відкрити фонові задачі' })).toBeNull();
  });

  it('asks for another period and one brand', async () => {
    const fetch = mockApi({ 'GET /dashboard': { body: dashboardAnswer() } });
    renderScreen(<DashboardPage />, { context: adminStaff });
    await screen.findByTestId('figure-registrations');
    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://admin.test');
    expect(first.searchParams.get('brand')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '7 днів' }));
    await waitFor(() => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://admin.test');
      const days = (Date.parse(url.searchParams.get('to') ?? '') - Date.parse(url.searchParams.get('from') ?? '')) / 86_400_000;
      expect(days).toBe(6);
    });
    fireEvent.click(screen.getByRole('radio', { name: 'ogo' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://admin.test').searchParams.get('brand')).toBe('ogo'),
    );
  });
});
