// «Видача нагород»: a brand's redemptions with their status in words, the next moves the server's table allows, and
// each move sent with the list's brand, confirmed where it cannot be undone, and said after.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportStaff } from '@admin/test/fixtures';
import { callsTo, mockApi, renderScreen } from '@admin/test/render';
import { RewardRedemptionsPage } from './reward-redemptions-page';

const redemption = (extra: Record<string, unknown>) => ({
  id: 7,
  reward_id: 3,
  reward_title: 'Фірмова кепка',
  reward_image: '',
  xp: 300,
  created_at: '2026-11-28T03:18:00Z',
  status: 'placed',
  delivery: {
    city_ref: 'c',
    city: 'Київ',
    branch_ref: 'b',
    branch_number: '12',
    branch: 'Відділення №12',
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: '+380501234567',
  },
  waybill_number: null,
  sent_at: null,
  received_at: null,
  cancelled_at: null,
  brand: 'glo',
  customer_id: 11,
  customer_phone: '+380671130011',
  ...extra,
});

const page = (rows: unknown[]) => ({ redemptions: rows, total: rows.length, total_exact: true, page: 1, per_page: 25 });
const route = { path: '/reward-redemptions', route: '/reward-redemptions', context: supportStaff };

describe('RewardRedemptionsPage', () => {
  it('lists the brand’s redemptions with status in words, the recipient and branch, and only the moves allowed', async () => {
    const api = mockApi({
      'GET /reward-redemptions': {
        body: page([
          redemption({ id: 9, status: 'sent', waybill_number: '20450000123456' }),
          redemption({ id: 8, status: 'placed' }),
          redemption({ id: 7, status: 'cancelled' }),
        ]),
      },
    });
    renderScreen(<RewardRedemptionsPage />, route);
    const rows = await screen.findAllByTestId('redemption-row');
    expect(rows.map((row) => within(row).getByTestId('redemption-status').textContent)).toEqual([
      'Відправлено',
      'Оформлено',
      'Скасовано',
    ]);
    expect(rows[1]?.textContent).toContain('Олена Коваль');
    expect(rows[1]?.textContent).toContain('Київ, відділення №12');
    expect(within(rows[0]!).getByRole('link', { name: 'відстежити' }).getAttribute('href')).toBe(
      'https://novaposhta.ua/tracking/?cargo_number=20450000123456',
    );
    // sent: received or cancel; placed: the waybill or cancel; cancelled: nothing.
    expect(within(rows[0]!).queryByTestId('redemption-received')).not.toBeNull();
    expect(within(rows[0]!).queryByTestId('redemption-sent')).toBeNull();
    expect(within(rows[1]!).queryByTestId('redemption-sent')).not.toBeNull();
    expect(within(rows[1]!).queryByTestId('redemption-received')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    // glo by default, newest first is the server's order; no status filter until one is chosen.
    const query = callsTo(api, 'GET', '/reward-redemptions')[0]?.query;
    expect(query?.get('brand')).toBe('glo');
    expect(query?.has('status')).toBe(false);
  });

  it('marks a placed one sent with its 14-digit waybill, for the list’s brand, and says so', async () => {
    const api = mockApi({
      'GET /reward-redemptions': { body: page([redemption({ id: 8, status: 'placed' })]) },
      'POST /reward-redemptions/8/sent': { body: { redemption: redemption({ id: 8, status: 'sent' }) } },
    });
    renderScreen(<RewardRedemptionsPage />, route);
    const sent = (await screen.findByTestId('redemption-sent')) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('redemption-waybill-input'), { target: { value: '2045 0000 1234' } });
    expect(sent.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('redemption-waybill-input'), { target: { value: '2045 0000 1234 56' } });
    await waitFor(() => expect(sent.disabled).toBe(false));
    fireEvent.click(sent);
    expect(await screen.findByText('ТТН збережено: нагороду відправлено')).toBeTruthy();
    expect(callsTo(api, 'POST', '/reward-redemptions/8/sent')[0]?.body).toEqual({
      brand: 'glo',
      waybill_number: '2045 0000 1234 56',
    });
  });

  it('cancels after asking, with the reason, and says the points came back', async () => {
    const api = mockApi({
      'GET /reward-redemptions': { body: page([redemption({ id: 9, status: 'sent', waybill_number: '20450000123456' })]) },
      'POST /reward-redemptions/9/cancel': { body: { redemption: redemption({ id: 9, status: 'cancelled' }) } },
    });
    renderScreen(<RewardRedemptionsPage />, route);
    fireEvent.click(await screen.findByTestId('redemption-cancel'));
    expect((await screen.findByText(/300 XP повернуться клієнту/)).textContent).toContain('«Фірмова кепка»');
    fireEvent.change(screen.getByTestId('redemption-cancel-reason'), { target: { value: 'Посилка повернулась' } });
    fireEvent.click(screen.getByTestId('redemption-cancel-confirm'));
    expect(await screen.findByText('Видачу скасовано, бали повернуто')).toBeTruthy();
    expect(callsTo(api, 'POST', '/reward-redemptions/9/cancel')[0]?.body).toEqual({
      brand: 'glo',
      reason: 'Посилка повернулась',
    });
  });
});
