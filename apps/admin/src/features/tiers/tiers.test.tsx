// Tiers in the back-office: the brand's set with its levels and benefits in words, a level added through the
// contract's schema (multiplier and money sent in the server's units), and support reading without actions; on the
// customer page, the tier, its history and a manual assignment with a reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTierSet } from '@loyalty/contracts/admin';
import { adminStaff, marketingStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, mockApi, renderScreen } from '@admin/test/render';
import { CustomerTierCard } from './components/customer-tier-card';
import { TiersPage } from './tiers-page';

vi.setConfig({ testTimeout: 30_000 });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const set: AdminTierSet = {
  id: 1,
  brand: 'glo',
  name: 'Рівні glo',
  measure: 'xp_earned',
  window_days: 365,
  grace_days: 30,
  levels: [
    {
      id: 12,
      tier_set_id: 1,
      name: 'Золотий',
      threshold: 1000,
      rank: 2,
      earning_multiplier_bp: 15_000,
      free_delivery: true,
      reward_ids: [],
      members: 4,
    },
    {
      id: 11,
      tier_set_id: 1,
      name: 'Срібний',
      threshold: 300,
      rank: 1,
      earning_multiplier_bp: 10_000,
      free_delivery: false,
      reward_ids: [],
      members: 20,
    },
  ],
};

describe('the tiers screen', () => {
  it('shows the levels by rank with thresholds and benefits in words', async () => {
    mockApi({ 'GET /tier-sets': { body: { tier_sets: [set] } }, 'GET /rewards': { body: { rewards: [] } } });
    renderScreen(<TiersPage />, { context: marketingStaff });
    const rows = await screen.findAllByTestId('level-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Срібний', 'Золотий']);
    expect(plain(rows[1]?.textContent ?? '')).toContain('1 000 XP');
    expect(rows[1]?.textContent).toContain('×1,5');
    expect(rows[1]?.textContent).toContain('Безкоштовна доставка');
  });

  it('adds a level with its multiplier in basis points', async () => {
    const spy = mockApi({
      'GET /tier-sets': { body: { tier_sets: [set] } },
      'GET /rewards': { body: { rewards: [] } },
      'POST /tier-sets/1/levels': { status: 201, body: { level: { ...set.levels[0], id: 13, name: 'Платиновий' } } },
    });
    renderScreen(<TiersPage />, { context: marketingStaff });
    fireEvent.click(await screen.findByTestId('level-new'));
    fireEvent.change(await screen.findByTestId('level-name'), { target: { value: 'Платиновий' } });
    fireEvent.change(screen.getByTestId('level-threshold'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Множник балів'), { target: { value: '×2' } });
    fireEvent.click(screen.getByTestId('level-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/tier-sets/1/levels')).toHaveLength(1));
    expect(callsTo(spy, 'POST', '/tier-sets/1/levels')[0]?.body).toEqual({
      name: 'Платиновий',
      rank: 3,
      threshold: 5000,
      earning_multiplier_bp: 20_000,
      free_delivery: false,
      reward_ids: [],
    });
  });

  it('gives support the set without a way to change it', async () => {
    const spy = mockApi({ 'GET /tier-sets': { body: { tier_sets: [set] } } });
    renderScreen(<TiersPage />, { context: supportStaff });
    await screen.findAllByTestId('level-row');
    expect(screen.queryByTestId('level-new')).toBeNull();
    expect(screen.queryByTestId('level-delete')).toBeNull();
    expect(screen.queryByTestId('tier-set-save')).toBeNull();
    // The catalogue is not support's: its rewards are not asked for.
    expect(callsTo(spy, 'GET', '/rewards')).toHaveLength(0);
  });
});

describe('a customer’s tier', () => {
  const answer = {
    brand: 'glo',
    tier: { level_id: 11, name: 'Срібний', rank: 1, since: '2026-11-01T10:00:00.000Z', grace_until: null, manual: false },
    history: [
      {
        from_level_id: null,
        from_name: null,
        to_level_id: 11,
        to_name: 'Срібний',
        reason: 'recalculated',
        staff_id: null,
        at: '2026-11-01T10:00:00.000Z',
      },
    ],
  };

  it('shows the level and its history, and assigns another by hand with a reason after a confirmation', async () => {
    const spy = mockApi({
      'GET /customers/11/tier': { body: answer },
      'GET /tier-sets': { body: { tier_sets: [set] } },
      'PUT /customers/11/tier': {
        body: { ...answer, tier: { ...answer.tier, level_id: 12, name: 'Золотий', rank: 2, manual: true } },
      },
    });
    renderScreen(<CustomerTierCard customerId={11} brand="glo" />, { context: adminStaff });
    expect((await screen.findByTestId('customer-tier-name')).textContent).toBe('Срібний');
    expect(screen.getByRole('table', { name: 'Історія рівня' }).textContent).toContain('— → Срібний');
    fireEvent.click(screen.getByTestId('tier-assign-level'));
    fireEvent.click(await screen.findByRole('option', { name: 'Золотий', hidden: true }));
    expect((screen.getByTestId('tier-assign') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('tier-assign-reason'), { target: { value: 'VIP-клієнт' } });
    fireEvent.click(screen.getByTestId('tier-assign'));
    fireEvent.click(await screen.findByTestId('tier-assign-confirm'));
    await waitFor(() => expect(screen.getByTestId('customer-tier-name').textContent).toBe('Золотий'));
    expect(callsTo(spy, 'PUT', '/customers/11/tier')[0]?.body).toEqual({ level_id: 12, reason: 'VIP-клієнт' });
    expect(screen.getByText('вручну')).toBeTruthy();
  });

  it('lets support read the tier without assigning', async () => {
    mockApi({ 'GET /customers/11/tier': { body: answer }, 'GET /tier-sets': { body: { tier_sets: [set] } } });
    renderScreen(<CustomerTierCard customerId={11} brand="glo" />, { context: supportStaff });
    await screen.findByTestId('customer-tier-name');
    expect(screen.queryByTestId('tier-assign')).toBeNull();
  });
});
