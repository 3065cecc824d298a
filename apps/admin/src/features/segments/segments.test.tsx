// Segments in the back-office: rules in words, the live count asked once the typing pauses (and never for rules the
// contract refuses), the members' CSV as a link to the server's file, deletion confirmed, and support reading.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketingStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, mockApi, renderScreen } from '@admin/test/render';
import { SegmentEditorPage } from './segment-editor-page';
import { SegmentsPage } from './segments-page';

vi.setConfig({ testTimeout: 30_000 });

const segment = {
  id: 3,
  brand: 'glo',
  name: 'Сплячі',
  rules: { last_scan_more_than_days: 30, orders_count: { min: 2 } },
  updated_at: '2026-11-28T09:00:00.000Z',
};
const noTiers = { 'GET /tier-sets': { body: { tier_sets: [] } } };

describe('the segments list', () => {
  it('says each segment’s rules in words, links its CSV and deletes after a confirmation', async () => {
    const spy = mockApi({
      ...noTiers,
      'GET /segments': { body: { segments: [segment] } },
      'DELETE /segments/3': { body: { deleted: true } },
    });
    renderScreen(<SegmentsPage />, { context: marketingStaff });
    const row = await screen.findByTestId('segment-row');
    expect(row.textContent).toContain('останнє сканування понад 30 дн. тому, замовлень від 2');
    expect(within(row).getByTestId('segment-csv').getAttribute('href')).toBe('/api/admin/segments/3/members.csv');
    fireEvent.click(within(row).getByTestId('segment-delete'));
    fireEvent.click(await screen.findByTestId('segment-delete-confirm'));
    await waitFor(() => expect(callsTo(spy, 'DELETE', '/segments/3')).toHaveLength(1));
  });

  it('lets support download members but not create or delete', async () => {
    mockApi({ ...noTiers, 'GET /segments': { body: { segments: [segment] } } });
    renderScreen(<SegmentsPage />, { context: supportStaff });
    const row = await screen.findByTestId('segment-row');
    expect(within(row).getByTestId('segment-csv')).toBeTruthy();
    expect(screen.queryByTestId('segment-delete')).toBeNull();
    expect(screen.queryByTestId('segment-new')).toBeNull();
  });
});

describe('the segment editor', () => {
  it('counts the rules being edited once the typing pauses, and not while they are invalid', async () => {
    const spy = mockApi({
      ...noTiers,
      'POST /segments/count': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { rules: { last_scan_more_than_days?: number } };
        return { body: { count: body.rules.last_scan_more_than_days === 45 ? 7 : 120 } };
      },
    });
    renderScreen(<SegmentEditorPage />, { path: '/segments/new', route: '/segments/:id', context: marketingStaff });
    await waitFor(() => expect(screen.getByTestId('segment-count-value').textContent).toBe('120'));
    const field = screen.getByTestId('rule-last-scan');
    for (const value of ['4', '45']) fireEvent.change(field, { target: { value } });
    await waitFor(() => expect(screen.getByTestId('segment-count-value').textContent).toBe('7'));
    // One count for the empty rules and one for the pause after "45": none for the "4" typed on the way.
    expect(callsTo(spy, 'POST', '/segments/count').map((call) => call.body)).toEqual([
      { brand: 'glo', rules: {} },
      { brand: 'glo', rules: { last_scan_more_than_days: 45 } },
    ]);
    expect(screen.getByTestId('segment-words').textContent).toBe('останнє сканування понад 45 дн. тому');

    fireEvent.change(screen.getByLabelText('Замовлень від'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Замовлень до'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('segment-count').textContent).toContain('Виправте правила'));
    expect(callsTo(spy, 'POST', '/segments/count')).toHaveLength(2);
  });

  it('writes a "member of" rule about the brand’s campaigns, in words with their names', async () => {
    const campaign = {
      id: 12,
      brand: 'glo',
      name: 'Стіки ×2',
      status: 'active',
      trigger: 'pack_code_credited',
      conditions: {},
      limits: {},
      effect: { kind: 'multiplier', factor: 2 },
      starts_at: null,
      ends_at: null,
      budget_xp: null,
      spent_xp: 0,
      holdout_percent: 10,
      credits: 0,
      treated: 0,
      holdout: 0,
      created_at: '2026-11-28T09:00:00.000Z',
      updated_at: '2026-11-28T09:00:00.000Z',
    };
    const spy = mockApi({
      ...noTiers,
      'GET /campaigns': { body: { campaigns: [campaign], total: 1, page: 1, per_page: 25 } },
      'POST /segments/count': { body: { count: 4 } },
    });
    renderScreen(<SegmentEditorPage />, { path: '/segments/new', route: '/segments/:id', context: marketingStaff });
    fireEvent.click(await screen.findByTestId('rule-campaigns'));
    fireEvent.click(await screen.findByRole('option', { name: 'Стіки ×2', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('segment-words').textContent).toBe('учасники кампаній: Стіки ×2'));
    await waitFor(() =>
      expect(callsTo(spy, 'POST', '/segments/count').at(-1)?.body).toEqual({ brand: 'glo', rules: { campaign_member: [12] } }),
    );
    expect(callsTo(spy, 'GET', '/campaigns')[0]?.query.get('brand')).toBe('glo');
  });

  it('creates the segment with only the conditions set', async () => {
    const spy = mockApi({
      ...noTiers,
      'POST /segments/count': { body: { count: 3 } },
      'POST /segments': (_url, init) => ({
        status: 201,
        body: { segment: { ...segment, ...JSON.parse(String(init?.body)), id: 8 } },
      }),
      'GET /segments/8': { body: { segment } },
    });
    renderScreen(<SegmentEditorPage />, { path: '/segments/new', route: '/segments/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('segment-name'), { target: { value: 'Сплячі' } });
    fireEvent.change(screen.getByTestId('rule-last-scan'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('segment-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/segments')).toHaveLength(1));
    expect(callsTo(spy, 'POST', '/segments')[0]?.body).toEqual({
      brand: 'glo',
      name: 'Сплячі',
      rules: { last_scan_more_than_days: 30 },
    });
  });
});
