// The referrals screen's states (loading, error, empty, data), its filter and sort on the server, and the inviter as a
// link only for a role that may open the customer page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketingStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { ReferralsPage } from './referrals-page';

const inviter = {
  customer_id: 11,
  brand: 'ogo',
  phone: '+380671130011',
  name: 'Олена Коваленко',
  invited: 1200,
  pending: 1,
  rewarded: 3,
  capped: 0,
  reversed: 1,
  xp_rewarded: 1500,
  flags: ['shared_ip'],
};
const page = (inviters: unknown[]) => ({ inviters, total: inviters.length, page: 1, per_page: 50 });

describe('ReferralsPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /referrals': () => pending() });
    renderScreen(<ReferralsPage />, { context: supportStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /referrals': failure(500, 'internal') });
    renderScreen(<ReferralsPage />, { context: supportStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says when there is nothing suspicious', async () => {
    mockApi({ 'GET /referrals': { body: page([]) } });
    renderScreen(<ReferralsPage />, { context: supportStaff, path: '/referrals?suspicious=true' });
    expect(await screen.findByText('Підозрілих запрошень немає.')).toBeTruthy();
  });

  it('shows each inviter with counts, XP and flags in words, linked to the customer for support', async () => {
    mockApi({ 'GET /referrals': { body: page([inviter]) } });
    renderScreen(<ReferralsPage />, { context: supportStaff });
    const row = await screen.findByTestId('referral-row');
    expect(within(row).getByText('Спільна IP-адреса')).toBeTruthy();
    expect(row.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 500 XP');
    expect(within(row).getByRole('link', { name: '+380 67 113 00 11' }).getAttribute('href')).toBe('/customers/11');
  });

  it('names the inviter without a link for marketing, whose role cannot open the customer page', async () => {
    mockApi({ 'GET /referrals': { body: page([inviter]) } });
    renderScreen(<ReferralsPage />, { context: marketingStaff });
    const row = await screen.findByTestId('referral-row');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByTestId('referral-inviter-text').textContent).toBe('+380 67 113 00 11');
  });

  it('asks the server for the suspicious ones only, then sorted by XP', async () => {
    const api = mockApi({ 'GET /referrals': { body: page([inviter]) } });
    renderScreen(<ReferralsPage />, { context: supportStaff });
    await screen.findByTestId('referral-row');
    fireEvent.click(screen.getByLabelText('Лише підозрілі'));
    await waitFor(() => expect(callsTo(api, 'GET', '/referrals').at(-1)?.query.get('suspicious')).toBe('true'));
    fireEvent.click(await screen.findByRole('button', { name: 'Сортувати за «Нараховано XP»' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/referrals').at(-1)?.query.get('sort')).toBe('-xp_rewarded'));
    expect(callsTo(api, 'GET', '/referrals').at(-1)?.query.get('suspicious')).toBe('true');
  });
});
