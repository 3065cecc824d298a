// GET /api/user/get-campaigns on PGlite: a customer sees the running campaigns of their brand they could earn from now,
// in a few words; the holdout, an ended or paused campaign, another brand's, one whose limit or first time is used up
// and one of another day are absent.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@loyalty/contracts/campaigns';
import type { CustomerCampaign } from '@loyalty/contracts/customer-campaigns';
import { packCodes } from '@loyalty/db/schema';
import { inHoldout, isoDayOfWeek } from '@loyalty/domain/campaigns';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { apiHeaders } from '../../test-app.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

const office = useBackOfficeHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000', SCAN_MONTHLY_LIMIT: '1000' } });
const hour = 3_600_000;
let phoneCounter = 0;

async function newCustomer(brands: ('glo' | 'ogo')[] = ['glo']): Promise<TestAccount & { id: number }> {
  phoneCounter += 1;
  const account = await createAccount(office.testApp, {
    phone: `+38067${String(4_300_000 + phoneCounter).padStart(7, '0')}`,
    brands,
  });
  return { ...account, id: account.ids.glo ?? account.ids.ogo ?? 0 };
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    brand: 'glo',
    name: 'Подвійні вихідні',
    trigger: 'pack_code_credited',
    conditions: { code_kinds: ['sticks'] },
    effect: { kind: 'multiplier', factor: 2 },
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 48 * hour).toISOString(),
    ...overrides,
  };
}

async function running(body: Record<string, unknown>): Promise<Campaign> {
  const created = await office.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/campaigns',
    headers: office.as('marketing'),
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json().campaign as Campaign;
  const activated = await move(campaign.id, 'activate');
  expect(activated.statusCode, activated.body).toBe(200);
  return campaign;
}

function move(id: number, action: 'activate' | 'pause' | 'end') {
  return office.testApp.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${id}/${action}`,
    headers: office.as('marketing'),
    payload: {},
  });
}

async function shown(account: TestAccount, brand: 'glo' | 'ogo' = 'glo'): Promise<CustomerCampaign[]> {
  const answer = await office.testApp.app.inject({
    method: 'GET',
    url: `/api/user/get-campaigns?v=${brand}`,
    headers: account.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().campaigns as CustomerCampaign[];
}

async function scanSticks(account: TestAccount): Promise<void> {
  const code = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  await office.testApp.database.db.insert(packCodes).values({ code, brand: 'glo', xp: 10, kind: 'sticks' });
  const answer = await office.testApp.app.inject({
    method: 'POST',
    url: '/api/scan/redeem',
    headers: account.headers,
    payload: { code, product: 'glo' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('GET /api/user/get-campaigns', () => {
  it('shows a running campaign in a few words with its end, and only the shape the app needs', async () => {
    const customer = await newCustomer();
    const campaign = await running(draft({ budget_xp: 1_000_000, holdout_percent: 0 }));
    try {
      const list = await shown(customer);
      const entry = list.find((item) => item.id === campaign.id);
      expect(entry).toEqual({
        id: campaign.id,
        name: 'Подвійні вихідні',
        description: '×2 XP за стіки',
        trigger: 'pack_code_credited',
        ends_at: campaign.ends_at && new Date(campaign.ends_at).toISOString(),
      });
      // Nothing of the rules, budget or holdout leaves.
      expect(Object.keys(entry ?? {}).sort()).toEqual(['description', 'ends_at', 'id', 'name', 'trigger']);
    } finally {
      await move(campaign.id, 'end');
    }
  });

  it('hides the campaign from its holdout, and shows it to the treated', async () => {
    const campaign = await running(draft({ holdout_percent: 50 }));
    try {
      const held: (TestAccount & { id: number })[] = [];
      const treated: (TestAccount & { id: number })[] = [];
      while (held.length === 0 || treated.length === 0) {
        const customer = await newCustomer();
        (inHoldout(campaign.id, customer.id, 50) ? held : treated).push(customer);
      }
      expect((await shown(held[0]!)).map((item) => item.id)).not.toContain(campaign.id);
      expect((await shown(treated[0]!)).map((item) => item.id)).toContain(campaign.id);
    } finally {
      await move(campaign.id, 'end');
    }
  });

  it('leaves out ended, paused, future, other-brand, other-day and registration campaigns', async () => {
    const customer = await newCustomer(['glo', 'ogo']);
    const today = isoDayOfWeek(kyivCalendarDate());
    const ended = await running(draft({ name: 'Скінчилась' }));
    expect((await move(ended.id, 'end')).statusCode).toBe(200);
    const paused = await running(draft({ name: 'На паузі' }));
    expect((await move(paused.id, 'pause')).statusCode).toBe(200);
    const future = await running(draft({ name: 'Згодом', starts_at: new Date(Date.now() + 24 * hour).toISOString() }));
    const ogo = await running(draft({ name: 'Для ogo', brand: 'ogo' }));
    const otherDay = await running(draft({ name: 'Інший день', conditions: { days_of_week: [(today % 7) + 1] } }));
    const registration = await running(
      draft({ name: 'Вітаємо', trigger: 'registration', effect: { kind: 'fixed_xp', xp: 5 }, conditions: {} }),
    );
    try {
      const ids = (await shown(customer)).map((item) => item.id);
      for (const campaign of [ended, paused, future, ogo, otherDay, registration]) expect(ids).not.toContain(campaign.id);
      // The other brand's customer record sees its own brand's campaign.
      expect((await shown(customer, 'ogo')).map((item) => item.id)).toContain(ogo.id);
    } finally {
      for (const campaign of [paused, future, ogo, otherDay, registration]) await move(campaign.id, 'end');
    }
  });

  it('leaves out a campaign whose limit the customer reached, or whose first time is behind them', async () => {
    const customer = await newCustomer();
    const limited = await running(draft({ name: 'Раз на день', limits: { per_day: 1 } }));
    const first = await running(
      draft({ name: 'Перше сканування', conditions: { first_time_only: true }, effect: { kind: 'fixed_xp', xp: 50 } }),
    );
    try {
      const before = await shown(customer);
      expect(before.find((item) => item.id === first.id)?.description).toBe('+50 XP за перше сканування');
      expect(before.map((item) => item.id)).toContain(limited.id);
      await scanSticks(customer);
      const after = (await shown(customer)).map((item) => item.id);
      expect(after).not.toContain(limited.id);
      expect(after).not.toContain(first.id);
    } finally {
      await move(limited.id, 'end');
      await move(first.id, 'end');
    }
  });

  it('answers 401 without a session and 404 for a brand the person has no record in', async () => {
    const anonymous = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/user/get-campaigns?v=glo',
      headers: apiHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
    const gloOnly = await newCustomer(['glo']);
    const foreign = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/user/get-campaigns?v=ogo',
      headers: gloOnly.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('applies segment and tier conditions, and leaves out a campaign that only sends a message', async () => {
    const call = async (method: 'POST', url: string, payload: Record<string, unknown>) => {
      const answer = await office.testApp.app.inject({ method, url, headers: office.as('marketing'), payload });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json();
    };
    const rich = (
      await call('POST', '/api/admin/segments', { brand: 'glo', name: 'Від 500 XP', rules: { balance: { min: 500 } } })
    ).segment.id as number;
    const set = (await call('POST', '/api/admin/tier-sets', { brand: 'glo', name: 'Клуб', measure: 'xp_earned', grace_days: 30 }))
      .tier_set.id as number;
    const levels: number[] = [];
    for (const [rank, name, threshold] of [
      [1, 'Срібний', 0],
      [2, 'Золотий', 100],
    ] as const) {
      const level = await call('POST', `/api/admin/tier-sets/${set}/levels`, {
        name,
        rank,
        threshold,
        earning_multiplier_bp: 10_000,
        free_delivery: false,
      });
      levels.push(level.level.id as number);
    }
    const inSegment = await running(draft({ name: 'Для багатих', conditions: { segment_ids: [rich] } }));
    const forGold = await running(draft({ name: 'Для Золотого', conditions: { tier_level_ids: [levels[1]] } }));
    const messageOnly = await running(
      draft({ name: 'Лише повідомлення', effect: { kind: 'message', channel: 'push', title: 'Привіт', text: 'Дякуємо!' } }),
    );
    try {
      const customer = await newCustomer();
      const before = (await shown(customer)).map((item) => item.id);
      expect(before).not.toContain(inSegment.id);
      expect(before).not.toContain(forGold.id);
      expect(before).not.toContain(messageOnly.id);
      // 600 XP: in the segment (balance from 500) and on Золотий (from 100 XP earned).
      await office.testApp.database.db.transaction((tx) =>
        creditXp(tx, {
          customerId: customer.id,
          brand: 'glo',
          amount: 600,
          reason: 'adjustment',
          sourceType: 'test',
          sourceRef: `shown-${customer.id}`,
        }),
      );
      const after = (await shown(customer)).map((item) => item.id);
      expect(after).toContain(inSegment.id);
      expect(after).toContain(forGold.id);
      expect(after).not.toContain(messageOnly.id);
    } finally {
      for (const campaign of [inSegment, forGold, messageOnly]) await move(campaign.id, 'end');
    }
  });
});
