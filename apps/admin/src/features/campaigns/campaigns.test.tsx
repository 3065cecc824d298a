// Campaigns in the back-office: the rules in one line as a person reads them, the editor checked by the contract's
// schema with the server's reasons under the fields they name, the status moves confirmed first, and what a reader
// (support) may not do hidden.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@loyalty/contracts/campaigns';
import { marketingStaff, supportStaff } from '@admin/test/fixtures';
import { callsTo, mockApi, renderScreen } from '@admin/test/render';
import { CampaignEditorPage } from './campaign-editor-page';
import { campaignSummary, daysInWords } from './campaign-words';
import { CampaignsPage } from './campaigns-page';

vi.setConfig({ testTimeout: 30_000 });

const uk = i18next.getFixedT('uk');
const en = i18next.getFixedT('en');
/** Formatted numbers carry a no-break space between thousands. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

function campaign(change: Partial<Campaign> = {}): Campaign {
  return {
    id: 5,
    brand: 'glo',
    name: '×2 на стіки у вихідні',
    status: 'draft',
    trigger: 'pack_code_credited',
    conditions: { code_kinds: ['sticks'], days_of_week: [6, 7] },
    limits: {},
    effect: { kind: 'multiplier', factor: 2 },
    starts_at: null,
    ends_at: null,
    budget_xp: 1000,
    spent_xp: 250,
    holdout_percent: 0,
    credits: 0,
    treated: 0,
    holdout: 0,
    created_at: '2026-11-28T09:00:00.000Z',
    updated_at: '2026-11-28T09:00:00.000Z',
    ...change,
  };
}

describe('the summary line', () => {
  it('reads a weekend multiplier on sticks with its budget', () => {
    expect(plain(campaignSummary(campaign(), uk, 'uk'))).toBe('×2 XP за стіки, сб–нд, до 1 000 XP бюджету');
    expect(plain(campaignSummary(campaign(), en, 'en'))).toBe('×2 XP for sticks, Sat–Sun, up to 1,000 XP budget');
  });

  it('names a fixed credit, a time window, first time only, limits, a cap-less budget and the holdout', () => {
    const line = campaignSummary(
      {
        trigger: 'order_paid',
        effect: { kind: 'fixed_xp', xp: 1500 },
        conditions: { time_from: '18:00', time_until: '23:00', first_time_only: true, days_of_week: [1, 3, 4, 5] },
        limits: { per_day: 1, per_month: 4 },
        budget_xp: null,
        holdout_percent: 10,
      },
      uk,
      'uk',
    );
    expect(plain(line)).toBe(
      '+1 500 XP за оплачене замовлення, пн, ср–пт, з 18:00 до 23:00, лише вперше, ліміт 1 на день, 4 на місяць, контрольна група 10 %',
    );
  });

  it('says a fractional multiplier in the language and the Nth scan and event by their values', () => {
    expect(
      campaignSummary(
        { trigger: 'nth_scan_of_month', conditions: { nth_scan: 3 }, effect: { kind: 'multiplier', factor: 1.5 } },
        uk,
        'uk',
      ),
    ).toBe('×1,5 XP за 3-те сканування місяця');
    expect(
      campaignSummary(
        { trigger: 'custom_event', conditions: { event_name: 'quiz.win' }, effect: { kind: 'fixed_xp', xp: 5 } },
        uk,
        'uk',
      ),
    ).toBe('+5 XP за подію «quiz.win»');
  });

  it('leaves out every day and no day alike', () => {
    expect(daysInWords([1, 2, 3, 4, 5, 6, 7], uk)).toBeNull();
    expect(daysInWords([], uk)).toBeNull();
    expect(daysInWords([7, 6, 1], uk)).toBe('пн, сб–нд');
  });
});

const list = (campaigns: Campaign[]) => ({ campaigns, total: campaigns.length, page: 1, per_page: 25 });

describe('the campaigns list', () => {
  it('shows status, trigger, rules and the spent budget, and offers a new campaign to marketing', async () => {
    mockApi({ 'GET /campaigns': { body: list([campaign({ status: 'active' })]) } });
    renderScreen(<CampaignsPage />, { context: marketingStaff });
    const row = await screen.findByTestId('campaign-row');
    expect(within(row).getByText('Активна')).toBeTruthy();
    expect(within(row).getByText('Зараховано код із пачки')).toBeTruthy();
    expect(plain(row.textContent ?? '')).toContain('250 з 1 000 XP');
    expect(plain(row.textContent ?? '')).toContain('×2 XP за стіки, сб–нд');
    expect(within(row).getByRole('progressbar')).toBeTruthy();
    expect(screen.getByTestId('campaign-new')).toBeTruthy();
  });

  it('filters by status through the server', async () => {
    const spy = mockApi({ 'GET /campaigns': { body: list([]) } });
    renderScreen(<CampaignsPage />, { path: '/?status=paused&brand=ogo', context: marketingStaff });
    await screen.findByTestId('empty-state');
    const [call] = callsTo(spy, 'GET', '/campaigns');
    expect(call?.query.get('status')).toBe('paused');
    expect(call?.query.get('brand')).toBe('ogo');
  });

  it('gives support the list without "new"', async () => {
    mockApi({ 'GET /campaigns': { body: list([campaign()]) } });
    renderScreen(<CampaignsPage />, { context: supportStaff });
    await screen.findByTestId('campaign-row');
    expect(screen.queryByTestId('campaign-new')).toBeNull();
    expect(screen.getByTestId('read-only')).toBeTruthy();
  });
});

describe('the campaign editor', () => {
  it('checks the draft with the contract before sending: a short name and a missing Nth scan are marked, nothing is sent', async () => {
    const spy = mockApi({});
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('campaign-trigger'));
    fireEvent.click(await screen.findByRole('option', { name: 'N-не сканування за місяць', hidden: true }));
    fireEvent.click(screen.getByTestId('campaign-save'));
    expect(await screen.findByText('Щонайменше 3 символи')).toBeTruthy();
    expect(await screen.findByText('Скажіть, котре сканування місяця рахується')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('updates the summary as the rules change and sends the draft the contract describes', async () => {
    const spy = mockApi({
      'POST /campaigns': (_url, init) => ({
        status: 201,
        body: { campaign: campaign({ ...JSON.parse(String(init?.body)), id: 9 }) },
      }),
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: '×2 на стіки у вихідні' } });
    fireEvent.click(screen.getByTestId('kind-sticks'));
    fireEvent.click(screen.getByTestId('day-6'));
    fireEvent.click(screen.getByTestId('day-7'));
    fireEvent.change(screen.getByTestId('campaign-budget'), { target: { value: '1000' } });
    await waitFor(() =>
      expect(plain(screen.getByTestId('campaign-summary').textContent ?? '')).toBe('×2 XP за стіки, сб–нд, до 1 000 XP бюджету'),
    );
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    expect(callsTo(spy, 'POST', '/campaigns')[0]?.body).toEqual({
      brand: 'glo',
      name: '×2 на стіки у вихідні',
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['sticks'], days_of_week: [6, 7] },
      limits: {},
      effect: { kind: 'multiplier', factor: 2 },
      starts_at: null,
      ends_at: null,
      budget_xp: 1000,
      holdout_percent: 0,
    });
  });

  it("puts the server's reason under the field it names", async () => {
    const spy = mockApi({
      'GET /campaigns/5': { body: { campaign: campaign() } },
      'PUT /campaigns/5': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'no',
            fields: [{ field: 'body.budget_xp', message: 'Бюджет менший за вже витрачене' }],
          },
        },
      },
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.click(await screen.findByTestId('campaign-save'));
    // A loaded machine may take a while over the round trip: the wait is generous, nothing is timed.
    const message = await screen.findByText('Бюджет менший за вже витрачене', {}, { timeout: 15_000 });
    expect(callsTo(spy, 'PUT', '/campaigns/5')).toHaveLength(1);
    expect(message.closest('.mantine-InputWrapper-root')?.querySelector('[data-testid="campaign-budget"]')).toBeTruthy();
  });

  it('activates a draft after a confirmation and shows its new status', async () => {
    const spy = mockApi({
      'GET /campaigns/5': { body: { campaign: campaign() } },
      'POST /campaigns/5/activate': {
        body: { campaign: campaign({ status: 'active', updated_at: '2026-11-28T10:00:00.000Z' }) },
      },
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.click(await screen.findByTestId('campaign-activate'));
    expect(callsTo(spy, 'POST', '/campaigns/5/activate')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('campaign-activate-confirm'));
    await waitFor(() => expect(screen.getByTestId('campaign-head').textContent).toContain('Активна'));
    expect(callsTo(spy, 'POST', '/campaigns/5/activate')).toHaveLength(1);
    // A running campaign pauses or ends; its rules are read, not changed.
    expect(screen.getByTestId('campaign-pause')).toBeTruthy();
    expect(screen.queryByTestId('campaign-save')).toBeNull();
  });

  it('shows support the campaign without a save or a status move, its fields disabled', async () => {
    mockApi({ 'GET /campaigns/5': { body: { campaign: campaign({ status: 'active' }) } } });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: supportStaff });
    expect(((await screen.findByTestId('campaign-name')) as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByTestId('campaign-save')).toBeNull();
    expect(screen.queryByTestId('campaign-pause')).toBeNull();
    expect(screen.queryByTestId('campaign-end')).toBeNull();
  });
});
