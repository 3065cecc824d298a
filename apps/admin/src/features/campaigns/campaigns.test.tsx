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
import { CampaignResultsPage } from './campaign-results-page';
import { campaignSummary, daysInWords } from './campaign-words';
import { CampaignsPage } from './campaigns-page';

vi.setConfig({ testTimeout: 30_000 });

const uk = i18next.getFixedT('uk');
const en = i18next.getFixedT('en');
/** Formatted numbers carry a no-break space between thousands. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** A small catalogue of glo as the server lists it: two categories, two products with their variants. */
const sticks = { id: 3, brand: 'glo' as const, slug: 'sticks', name: 'Стіки' };
const devices = { id: 4, brand: 'glo' as const, slug: 'devices', name: 'Пристрої' };
const variant = (id: number, name: string, active = true) => ({ id, name, kind: 'money', price_kop: 9_900, xp_price: 0, active });
const catalogue = [
  { id: 11, brand: 'glo', name: 'Neo Sticks Tobacco', kind: 'goods', active: true, category: sticks, variants: [variant(21, 'Пачка'), variant(22, 'Блок')] },
  { id: 12, brand: 'glo', name: 'glo hyper pro', kind: 'goods', active: false, category: devices, variants: [variant(23, 'Чорний', false)] },
];

/**
 * GET /products as the server answers it: by brand, by a part of the name, or by the ids a campaign names (a product
 * id, or any of its variants').
 */
function products(url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const ids = url.searchParams.get('ids')?.split(',').map(Number) ?? [];
  const variantIds = url.searchParams.get('variant_ids')?.split(',').map(Number) ?? [];
  const named = url.searchParams.has('ids') || url.searchParams.has('variant_ids');
  const found = catalogue.filter(
    (product) =>
      (!q || product.name.toLowerCase().includes(q)) &&
      (!named || ids.includes(product.id) || product.variants.some((one) => variantIds.includes(one.id))),
  );
  return { body: { categories: [sticks, devices], products: found, next_cursor: null } };
}

/** The editor offers the brand's segments, tier levels and catalogue as conditions, and its rewards to unlock. */
const lists = {
  'GET /segments': { body: { segments: [] } },
  'GET /tier-sets': { body: { tier_sets: [] } },
  'GET /products': products,
  'GET /rewards': { body: { rewards: [] } },
};

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

  it('names the segments and tier levels a campaign is for', () => {
    const names = {
      segment: (id: number) => (id === 3 ? 'Сплячі' : `#${id}`),
      level: (id: number) => (id === 12 ? 'Золотий' : `#${id}`),
    };
    expect(
      campaignSummary(
        {
          trigger: 'registration',
          effect: { kind: 'fixed_xp', xp: 20 },
          conditions: { segment_ids: [3, 4], tier_level_ids: [12] },
        },
        uk,
        'uk',
        names,
      ),
    ).toBe('+20 XP за реєстрацію, сегмент: Сплячі, #4, рівень: Золотий');
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

  it('names the reward a campaign unlocks and its extra message', async () => {
    mockApi({
      'GET /campaigns': {
        body: list([
          campaign({
            trigger: 'registration',
            conditions: {},
            budget_xp: null,
            effect: { kind: 'unlock_reward', reward_id: 7 },
            extra_effects: [{ kind: 'message', channel: 'sms', text: 'Тобі подарунок' }],
          }),
        ]),
      },
      'GET /rewards': {
        body: {
          rewards: [
            {
              id: 7,
              brand: 'glo',
              title: 'Кава в подарунок',
              description: '',
              image_src: '/r.png',
              xp_price: 500,
              active: true,
              inactive_reason: null,
              stock: null,
              position: 1,
            },
          ],
        },
      },
    });
    renderScreen(<CampaignsPage />, { context: marketingStaff });
    const row = await screen.findByTestId('campaign-row');
    await waitFor(() => expect(row.textContent).toContain('подарунок «Кава в подарунок» + SMS за реєстрацію'));
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
    const spy = mockApi({ ...lists });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('campaign-trigger'));
    fireEvent.click(await screen.findByRole('option', { name: 'N-не сканування за місяць', hidden: true }));
    fireEvent.click(screen.getByTestId('campaign-save'));
    expect(await screen.findByText('Щонайменше 3 символи')).toBeTruthy();
    expect(await screen.findByText('Скажіть, котре сканування місяця рахується')).toBeTruthy();
    expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(0);
  });

  it('updates the summary as the rules change and sends the draft the contract describes', async () => {
    const spy = mockApi({
      ...lists,
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
      extra_effects: [],
      starts_at: null,
      ends_at: null,
      budget_xp: 1000,
      holdout_percent: 0,
    });
  });

  it("puts the server's reason under the field it names", async () => {
    const spy = mockApi({
      ...lists,
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
      ...lists,
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

  it('picks products, a variant and a category by name and sends their ids', async () => {
    const spy = mockApi({
      ...lists,
      'POST /campaigns': (_url, init) => ({
        status: 201,
        body: { campaign: campaign({ ...JSON.parse(String(init?.body)), id: 9 }) },
      }),
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: 'Стіки Neo' } });
    const picker = screen.getByTestId('campaign-products');
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'neo' } });
    // The server is asked for the typed name within the brand, and what it found is offered by name.
    await waitFor(() => expect(callsTo(spy, 'GET', '/products').some((call) => call.query.get('q') === 'neo')).toBe(true));
    expect(callsTo(spy, 'GET', '/products').find((call) => call.query.get('q') === 'neo')?.query.get('brand')).toBe('glo');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'glo hyper pro — усі варіанти', hidden: true })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: 'Neo Sticks Tobacco — Блок', hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: 'Neo Sticks Tobacco — усі варіанти', hidden: true }));
    fireEvent.click(screen.getByTestId('campaign-categories'));
    fireEvent.click(await screen.findByRole('option', { name: 'Пристрої', hidden: true }));
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    const sent = callsTo(spy, 'POST', '/campaigns')[0]?.body as { conditions: Record<string, unknown> };
    expect(sent.conditions).toEqual({ product_ids: [11], variant_ids: [22], category_ids: [4] });
  });

  it("names a saved campaign's products, variants and categories, asking for them by id", async () => {
    const spy = mockApi({
      ...lists,
      'GET /campaigns/5': {
        body: { campaign: campaign({ conditions: { product_ids: [12], variant_ids: [22], category_ids: [4] } }) },
      },
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: marketingStaff });
    const section = await screen.findByRole('region', { name: 'Умови' });
    await waitFor(() => expect(section.textContent).toContain('glo hyper pro — усі варіанти (не в продажу)'));
    expect(section.textContent).toContain('Neo Sticks Tobacco — Блок');
    expect(section.textContent).toContain('Пристрої');
    expect(section.textContent).not.toContain('#12');
    const named = callsTo(spy, 'GET', '/products').find((call) => call.query.has('ids'));
    expect(named?.query.get('ids')).toBe('12');
    expect(named?.query.get('variant_ids')).toBe('22');
  });

  it('shows support the campaign without a save or a status move, its fields disabled', async () => {
    mockApi({ ...lists, 'GET /campaigns/5': { body: { campaign: campaign({ status: 'active' }) } } });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: supportStaff });
    expect(((await screen.findByTestId('campaign-name')) as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByTestId('campaign-save')).toBeNull();
    expect(screen.queryByTestId('campaign-pause')).toBeNull();
    expect(screen.queryByTestId('campaign-end')).toBeNull();
  });
});

describe('the effects beside XP', () => {
  /** Rewards of both brands as the server lists them: the editor offers only the campaign's brand's. */
  const reward = (id: number, brand: 'glo' | 'ogo', title: string, active = true) => ({
    id,
    brand,
    title,
    description: '',
    image_src: '/r.png',
    xp_price: 500,
    active,
    inactive_reason: null,
    stock: null,
    position: id,
  });
  const rewards = {
    'GET /rewards': {
      body: { rewards: [reward(7, 'glo', 'Кава в подарунок'), reward(8, 'ogo', 'Шопер ogo'), reward(9, 'glo', 'Стікерпак', false)] },
    },
  };
  const created = (_url: URL, init: RequestInit | undefined) => ({
    status: 201,
    body: { campaign: campaign({ ...(JSON.parse(String(init?.body)) as Partial<Campaign>), id: 9 }) },
  });
  const openNew = async () => {
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: 'Вітаємо в glo' } });
    fireEvent.click(screen.getByTestId('campaign-trigger'));
    fireEvent.click(await screen.findByRole('option', { name: 'Реєстрація', hidden: true }));
  };
  const effectKind = (name: string) =>
    fireEvent.click(within(screen.getByTestId('campaign-effect-kind')).getByRole('radio', { name, hidden: true }));

  it('creates a push campaign: a title and a text within their lengths, counted as typed', async () => {
    const spy = mockApi({ ...lists, ...rewards, 'POST /campaigns': created });
    await openNew();
    effectKind('Повідомлення');
    fireEvent.change(await screen.findByTestId('effect-title'), { target: { value: 'Вітаємо!' } });
    fireEvent.change(screen.getByTestId('effect-text'), { target: { value: 'Скануй перший код і отримай бали' } });
    expect(screen.getByTestId('effect-length').textContent).toBe('32 з 150 символів');
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    const sent = callsTo(spy, 'POST', '/campaigns')[0]?.body as Record<string, unknown>;
    expect(sent.trigger).toBe('registration');
    expect(sent.effect).toEqual({ kind: 'message', channel: 'push', title: 'Вітаємо!', text: 'Скануй перший код і отримай бали' });
    expect(sent.extra_effects).toEqual([]);
  });

  it('refuses an SMS of three parts under its text, counting parts as the server does, and sends nothing', async () => {
    const spy = mockApi({ ...lists, ...rewards, 'POST /campaigns': created });
    await openNew();
    effectKind('Повідомлення');
    fireEvent.click(within(await screen.findByTestId('effect-channel')).getByRole('radio', { name: 'SMS', hidden: true }));
    // An SMS has no title.
    await waitFor(() => expect(screen.queryByTestId('effect-title')).toBeNull());
    const text = screen.getByTestId('effect-text');
    // Cyrillic is UCS-2: two parts hold 2 × 67 = 134 characters, the 135th makes a third.
    fireEvent.change(text, { target: { value: 'Ж'.repeat(134) } });
    expect(screen.getByTestId('effect-length').textContent).toBe('134 символів, кирилиця (UCS-2): SMS 2 з 2');
    fireEvent.change(text, { target: { value: 'Ж'.repeat(135) } });
    expect(screen.getByTestId('effect-length').textContent).toBe('135 символів, кирилиця (UCS-2): SMS 3 з 2');
    fireEvent.click(screen.getByTestId('campaign-save'));
    const error = await screen.findByText('Текст не порожній і вміщується в канал: дивіться лічильник під ним');
    expect(error.closest('.mantine-InputWrapper-root')?.querySelector('[data-testid="effect-text"]')).toBeTruthy();
    expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(0);
    // Plain Latin is GSM-7: 306 characters still fit two parts.
    fireEvent.change(text, { target: { value: 'a'.repeat(306) } });
    expect(screen.getByTestId('effect-length').textContent).toBe('306 символів, латиниця (GSM-7): SMS 2 з 2');
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    expect((callsTo(spy, 'POST', '/campaigns')[0]?.body as Record<string, unknown>).effect).toEqual({
      kind: 'message',
      channel: 'sms',
      text: 'a'.repeat(306),
    });
  });

  it("unlocks a reward picked by name among the brand's rewards", async () => {
    const spy = mockApi({ ...lists, ...rewards, 'POST /campaigns': created });
    await openNew();
    effectKind('Подарунок');
    // Saved without a reward: marked, nothing sent.
    fireEvent.click(screen.getByTestId('campaign-save'));
    expect(await screen.findByText('Оберіть подарунок бренду')).toBeTruthy();
    expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('effect-reward'));
    expect(await screen.findByRole('option', { name: 'Стікерпак (вимкнено)', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Шопер ogo', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Кава в подарунок', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('campaign-summary').textContent).toBe('подарунок «Кава в подарунок» за реєстрацію'),
    );
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    expect((callsTo(spy, 'POST', '/campaigns')[0]?.body as Record<string, unknown>).effect).toEqual({
      kind: 'unlock_reward',
      reward_id: 7,
    });
  });

  it('adds an SMS to an XP campaign as an extra effect', async () => {
    const spy = mockApi({ ...lists, ...rewards, 'POST /campaigns': created });
    await openNew();
    effectKind('Фіксовані бали');
    fireEvent.change(await screen.findByTestId('campaign-xp'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('campaign-add-message'));
    fireEvent.click(within(await screen.findByTestId('extra_effects.0-channel')).getByRole('radio', { name: 'SMS', hidden: true }));
    fireEvent.change(screen.getByTestId('extra_effects.0-text'), { target: { value: 'Тобі +20 XP у glo' } });
    await waitFor(() => expect(screen.getByTestId('campaign-summary').textContent).toBe('+20 XP + SMS за реєстрацію'));
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'POST', '/campaigns')).toHaveLength(1));
    const sent = callsTo(spy, 'POST', '/campaigns')[0]?.body as Record<string, unknown>;
    expect(sent.effect).toEqual({ kind: 'fixed_xp', xp: 20 });
    expect(sent.extra_effects).toEqual([{ kind: 'message', channel: 'sms', text: 'Тобі +20 XP у glo' }]);
  });

  it('reads a saved draft with its extra effects and sends them back unchanged', async () => {
    const saved = campaign({
      trigger: 'registration',
      conditions: {},
      effect: { kind: 'fixed_xp', xp: 20 },
      extra_effects: [
        { kind: 'message', channel: 'push', title: 'Вітаємо', text: 'Тобі +20 XP' },
        { kind: 'unlock_reward', reward_id: 7 },
      ],
    });
    const spy = mockApi({
      ...lists,
      ...rewards,
      'GET /campaigns/5': { body: { campaign: saved } },
      'PUT /campaigns/5': (_url, init) => ({
        body: { campaign: { ...saved, ...(JSON.parse(String(init?.body)) as Partial<Campaign>) } },
      }),
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: marketingStaff });
    expect(((await screen.findByTestId('extra_effects.0-title')) as HTMLInputElement).value).toBe('Вітаємо');
    expect((screen.getByTestId('extra_effects.0-text') as HTMLTextAreaElement).value).toBe('Тобі +20 XP');
    await waitFor(() => expect((screen.getByTestId('extra_effects.1-reward') as HTMLInputElement).value).toBe('Кава в подарунок'));
    expect(plain(screen.getByTestId('campaign-summary').textContent ?? '')).toBe(
      '+20 XP + push + подарунок «Кава в подарунок» за реєстрацію, до 1 000 XP бюджету',
    );
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(callsTo(spy, 'PUT', '/campaigns/5')).toHaveLength(1));
    const sent = callsTo(spy, 'PUT', '/campaigns/5')[0]?.body as Record<string, unknown>;
    expect(sent.effect).toEqual(saved.effect);
    expect(sent.extra_effects).toEqual(saved.extra_effects);
    // The answer put back in the form reads the same.
    await waitFor(() => expect((screen.getByTestId('extra_effects.0-title') as HTMLInputElement).value).toBe('Вітаємо'));
  });

  it("puts the server's refusal of a reward under the reward field", async () => {
    mockApi({
      ...lists,
      ...rewards,
      'GET /campaigns/5': {
        body: { campaign: campaign({ trigger: 'registration', conditions: {}, effect: { kind: 'unlock_reward', reward_id: 7 } }) },
      },
      'PUT /campaigns/5': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'no',
            fields: [{ field: 'body.effect.reward_id', message: 'Unknown reward: 7' }],
          },
        },
      },
    });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/5', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.click(await screen.findByTestId('campaign-save'));
    const message = await screen.findByText('Unknown reward: 7', {}, { timeout: 15_000 });
    expect(message.closest('.mantine-InputWrapper-root')?.querySelector('[data-testid="effect-reward"]')).toBeTruthy();
  });
});

describe('the results page', () => {
  const results = {
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-28T00:00:00.000Z',
    treated: { customers: 900, scans_per_customer: 3.4, orders_per_customer: 0.31, revenue_per_customer_kop: 41_250 },
    holdout: { customers: 100, scans_per_customer: 2.1, orders_per_customer: 0.3, revenue_per_customer_kop: 40_000 },
    differences: [
      {
        metric: 'scans_per_customer',
        treated: 3.4,
        holdout: 2.1,
        difference: 1.3,
        ci95_low: 0.8,
        ci95_high: 1.8,
        significant: true,
        reason: null,
      },
      {
        metric: 'orders_per_customer',
        treated: 0.31,
        holdout: 0.3,
        difference: 0.01,
        ci95_low: -0.05,
        ci95_high: 0.07,
        significant: false,
        reason: null,
      },
      {
        metric: 'revenue_per_customer_kop',
        treated: 41_250,
        holdout: 40_000,
        difference: 1250,
        ci95_low: null,
        ci95_high: null,
        significant: false,
        reason: 'fewer than two',
      },
    ],
    xp_spent: 12_400,
    credits: 620,
  };

  it('says per measure the difference, its interval and whether it is significant, in plain words', async () => {
    mockApi({
      'GET /campaigns/5': { body: { campaign: campaign({ status: 'active', holdout_percent: 10 }) } },
      'GET /campaigns/5/results': { body: results },
    });
    renderScreen(<CampaignResultsPage />, {
      path: '/campaigns/5/results',
      route: '/campaigns/:id/results',
      context: supportStaff,
    });
    const rows = await screen.findAllByTestId('result-row');
    const [scans, orders, revenue] = rows.map((row) => plain(row.textContent ?? ''));
    expect(scans).toContain('Сканувань на клієнта');
    expect(scans).toContain('+1,3');
    expect(scans).toContain('від +0,8 до +1,8');
    expect(within(rows[0]!).getByTestId('result-verdict').textContent).toBe('значуще');
    expect(scans).toContain('найімовірніше, збільшила');
    expect(within(rows[1]!).getByTestId('result-verdict').textContent).toBe('не значуще');
    expect(orders).toContain('від -0,05 до +0,07');
    expect(orders).toContain('може бути випадковою');
    expect(revenue).toContain('+12,50 грн');
    expect(revenue).toContain('Замало клієнтів');
    expect(plain(screen.getByTestId('results-xp').textContent ?? '')).toContain('12 400 XP');
    expect(screen.getByTestId('results-credits').textContent).toContain('620');
  });

  it('says a campaign without a holdout has nothing to compare with', async () => {
    mockApi({
      'GET /campaigns/5': { body: { campaign: campaign({ status: 'ended' }) } },
      'GET /campaigns/5/results': {
        body: { ...results, holdout: { ...results.holdout, customers: 0 }, differences: [] },
      },
    });
    renderScreen(<CampaignResultsPage />, {
      path: '/campaigns/5/results',
      route: '/campaigns/:id/results',
      context: marketingStaff,
    });
    expect((await screen.findByTestId('results-no-holdout')).textContent).toContain('немає контрольної групи');
  });
});

describe('the preview', () => {
  const preview = {
    days: 30,
    from: '2026-10-30',
    to: '2026-11-28',
    facts_scanned: 4120,
    facts_matched: 402,
    customers_reached: 287,
    credits: 390,
    xp_cost: 1000,
    budget_exhausted_at: '2026-11-15T13:42:00.000Z',
    holdout_customers_estimate: 31,
    by_day: [
      { date: '2026-11-14', credits: 40, xp: 1000 },
      { date: '2026-11-15', credits: 0, xp: 0 },
    ],
  };

  it('replays the draft the form holds when asked, and marks itself stale once the rules change', async () => {
    const spy = mockApi({ ...lists, 'POST /campaigns/preview': { body: preview } });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.change(await screen.findByTestId('campaign-name'), { target: { value: '×2 на стіки у вихідні' } });
    fireEvent.click(screen.getByTestId('campaign-preview-run'));
    expect((await screen.findByTestId('preview-reached', {}, { timeout: 15_000 })).textContent).toContain('287');
    expect(plain(screen.getByTestId('preview-cost').textContent ?? '')).toContain('1 000 XP');
    expect(screen.getByTestId('preview-budget').textContent).toContain('Бюджет закінчився б');
    expect(callsTo(spy, 'POST', '/campaigns/preview')[0]?.body).toMatchObject({
      name: '×2 на стіки у вихідні',
      effect: { kind: 'multiplier', factor: 2 },
    });
    fireEvent.click(screen.getByTestId('kind-velo'));
    expect(await screen.findByText('Правила змінилися після підрахунку: перерахуйте.')).toBeTruthy();
  });

  it('asks nothing for a draft the contract refuses', async () => {
    const spy = mockApi({ ...lists });
    renderScreen(<CampaignEditorPage />, { path: '/campaigns/new', route: '/campaigns/:id', context: marketingStaff });
    fireEvent.click(await screen.findByTestId('campaign-preview-run'));
    expect(await screen.findByText('Щонайменше 3 символи')).toBeTruthy();
    expect(callsTo(spy, 'POST', '/campaigns/preview')).toHaveLength(0);
  });
});
