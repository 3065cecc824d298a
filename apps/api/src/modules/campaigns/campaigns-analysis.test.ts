// A campaign's preview and results on PGlite against hand-computed figures: a draft replayed over a seeded month of
// scans (a per-day limit, a budget cut-off, a fact outside the window, a kind that does not match, the holdout), and
// a campaign's treated members against its holdout (each counted from joining; refunded orders and refused scans
// left out) with the Welch intervals scipy gives for the same numbers.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CampaignPreview, CampaignResults } from '@loyalty/contracts/campaigns';
import { campaignCustomEvents, campaignMembers, packCodes, referrals, scans, xpAccounts } from '@loyalty/db/schema';
import { inHoldout } from '@loyalty/domain/campaigns';
import { addCalendarDays, kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount } from '../user/test-accounts.ts';

const office = useBackOfficeHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
let phoneCounter = 0;
const hour = 3_600_000;
const minute = 60_000;

async function newCustomer(brand: 'glo' | 'ogo' = 'glo'): Promise<number> {
  phoneCounter += 1;
  const account = await createAccount(office.testApp, {
    phone: `+38067${String(5_300_000 + phoneCounter).padStart(7, '0')}`,
    brands: [brand],
  });
  return account.ids[brand] ?? 0;
}

/** Kyiv noon `days` calendar days before today, plus `minutes`. */
function kyivNoon(days: number, minutes = 0): Date {
  return new Date(kyivDayStart(addCalendarDays(kyivCalendarDate(), -days)).getTime() + 12 * hour + minutes * minute);
}

async function scan(
  customerId: number,
  at: Date,
  xp: number,
  kind: 'sticks' | 'velo' = 'sticks',
  outcome: 'credited' | 'already_used' = 'credited',
  brand: 'glo' | 'ogo' = 'glo',
) {
  await office.testApp.database.db.insert(scans).values({
    customerId,
    brand,
    code: `TEST${customerId}${at.getTime()}`,
    kind,
    outcome,
    xp,
    channel: 'scan',
    createdAt: at,
  });
}

const sticksDraft = {
  brand: 'glo',
  name: '×2 на стіки',
  trigger: 'pack_code_credited',
  conditions: { code_kinds: ['sticks'] },
  limits: { per_day: 2 },
  effect: { kind: 'multiplier', factor: 2 },
  budget_xp: 100,
};

async function preview(body: Record<string, unknown>, role: 'marketing' | 'support' = 'marketing') {
  return office.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/campaigns/preview',
    headers: office.as(role),
    payload: body,
  });
}

describe('the preview of a campaign', () => {
  it('replays the custom events the ops command recorded: by name and brand, a per-day limit, the budget in order', async () => {
    const [a, b, c] = [await newCustomer(), await newCustomer(), await newCustomer()];
    const other = await newCustomer('ogo');
    let refs = 0;
    const event = (customerId: number, at: Date, name = 'stand-quiz', brand: 'glo' | 'ogo' = 'glo') =>
      office.testApp.database.db.insert(campaignCustomEvents).values({ name, ref: `r${(refs += 1)}`, customerId, brand, at });
    // a: two in one Kyiv day (the limit of 1 lets one through: 15) and one the next day (15): 30.
    await event(a, kyivNoon(6));
    await event(a, kyivNoon(6, 30));
    await event(a, kyivNoon(5));
    // b: 15 more makes 45, the whole budget; c's 15 then cannot be paid: the cut-off.
    await event(b, kyivNoon(4));
    await event(c, kyivNoon(2));
    // Not this campaign's facts: 40 days ago, another event's name, the other brand's.
    await event(a, kyivNoon(40));
    await event(b, kyivNoon(3), 'poll');
    await event(other, kyivNoon(3), 'stand-quiz', 'ogo');
    const answer = await preview({
      brand: 'glo',
      name: 'Вікторина на стенді',
      trigger: 'custom_event',
      conditions: { event_name: 'stand-quiz' },
      limits: { per_day: 1 },
      effect: { kind: 'fixed_xp', xp: 15 },
      budget_xp: 45,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as CampaignPreview;
    expect(body).toMatchObject({
      facts_scanned: 5,
      facts_matched: 5,
      customers_reached: 2,
      credits: 3,
      xp_cost: 45,
      budget_exhausted_at: kyivNoon(2).toISOString(),
    });
    expect(body.by_day.filter((day) => day.credits > 0)).toEqual([
      { date: addCalendarDays(kyivCalendarDate(), -6), credits: 1, xp: 15 },
      { date: addCalendarDays(kyivCalendarDate(), -5), credits: 1, xp: 15 },
      { date: addCalendarDays(kyivCalendarDate(), -4), credits: 1, xp: 15 },
    ]);
  });

  it("replays a friend's first order as the inviter's fact, from the referrals that paid orders settled", async () => {
    const db = office.testApp.database.db;
    const [a, b] = [await newCustomer(), await newCustomer()];
    const invited = [await newCustomer(), await newCustomer(), await newCustomer(), await newCustomer()];
    const [ogoInviter, ogoInvited] = [await newCustomer('ogo'), await newCustomer('ogo')];
    const refer = async (
      inviterId: number,
      invitedId: number,
      brand: 'glo' | 'ogo',
      paidDaysAgo: number,
      status: 'rewarded' | 'reversed' | 'pending',
    ) => {
      const order = await insertTestOrder(db, { customerId: invitedId, brand, paidAt: kyivNoon(paidDaysAgo) });
      await db.insert(referrals).values({ inviterId, invitedId, code: `R${invitedId}`, status, orderId: order.id, rewardXp: 50 });
    };
    await refer(a, invited[0]!, 'glo', 3, 'rewarded'); // a fact of a
    await refer(a, invited[1]!, 'glo', 2, 'reversed'); // refunded since: still a fact when it was paid
    await refer(b, invited[2]!, 'glo', 40, 'rewarded'); // before the window
    await refer(b, invited[3]!, 'glo', 1, 'pending'); // settled nothing
    await refer(ogoInviter, ogoInvited, 'ogo', 1, 'rewarded'); // the other brand
    await insertTestOrder(db, { customerId: invited[0]!, brand: 'glo', paidAt: kyivNoon(1) }); // an order of no referral
    const answer = await preview({
      brand: 'glo',
      name: '+100 XP за друга',
      trigger: 'referral_first_order',
      effect: { kind: 'fixed_xp', xp: 100 },
      limits: { per_campaign: 5 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      facts_scanned: 2,
      facts_matched: 2,
      customers_reached: 1,
      credits: 2,
      xp_cost: 200,
      budget_exhausted_at: null,
    });
  });

  it('replays 30 days of scans through the rules: limits per Kyiv day, the budget in fact order, the holdout', async () => {
    const [a, b, c] = [await newCustomer(), await newCustomer(), await newCustomer()];
    const other = await newCustomer('ogo');
    // a: three sticks scans in one Kyiv day (the limit of 2 lets two through: 10 + 10) and a velo scan (no match).
    await scan(a, kyivNoon(10), 10);
    await scan(a, kyivNoon(10, 5), 10);
    await scan(a, kyivNoon(10, 10), 10);
    await scan(a, kyivNoon(10, 15), 10, 'velo');
    // b: two of 30 (total 80). c: 30 passes the budget of 100 (refused, the cut-off), a later 10 still fits (90).
    await scan(b, kyivNoon(8), 30);
    await scan(b, kyivNoon(8, 5), 30);
    await scan(c, kyivNoon(5), 30);
    await scan(c, kyivNoon(4), 10);
    // Not in the preview: 40 days ago, a refused scan, the other brand.
    await scan(a, kyivNoon(40), 10);
    await scan(b, kyivNoon(3), 10, 'sticks', 'already_used');
    await scan(other, kyivNoon(3), 10, 'sticks', 'credited', 'ogo');

    const answer = await preview(sticksDraft, 'support');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as CampaignPreview;
    expect(body).toMatchObject({
      days: 30,
      facts_scanned: 8,
      facts_matched: 7,
      customers_reached: 3,
      credits: 5,
      xp_cost: 90,
      budget_exhausted_at: kyivNoon(5).toISOString(),
      holdout_customers_estimate: 0,
    });
    const days = body.by_day.filter((day) => day.credits > 0);
    expect(days).toEqual([
      { date: addCalendarDays(kyivCalendarDate(), -10), credits: 2, xp: 20 },
      { date: addCalendarDays(kyivCalendarDate(), -8), credits: 2, xp: 60 },
      { date: addCalendarDays(kyivCalendarDate(), -4), credits: 1, xp: 10 },
    ]);
    expect(body.by_day.length).toBeGreaterThanOrEqual(30);

    // Without the budget and the limit: every matching fact credits its base again.
    const unbounded = (await preview({ ...sticksDraft, limits: {}, budget_xp: null })).json() as CampaignPreview;
    expect(unbounded).toMatchObject({ credits: 7, xp_cost: 130, budget_exhausted_at: null });

    // A saved campaign's holdout is its own hash: those customers get nothing and are counted apart.
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('marketing'),
      payload: { ...sticksDraft, limits: {}, budget_xp: null, holdout_percent: 50 },
    });
    const id = created.json().campaign.id as number;
    const held = [a, b, c].filter((customer) => inHoldout(id, customer, 50));
    const xpOf: Record<number, number> = { [a]: 30, [b]: 60, [c]: 40 };
    const saved = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/campaigns/${id}/preview`,
      headers: office.as('support'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      holdout_customers_estimate: held.length,
      customers_reached: 3 - held.length,
      xp_cost: [a, b, c].filter((customer) => !held.includes(customer)).reduce((sum, customer) => sum + (xpOf[customer] ?? 0), 0),
    });
  });

  it('counts the first scan ever and the Nth of the Kyiv month from before the window', async () => {
    const [fresh, old] = [await newCustomer(), await newCustomer()];
    await scan(old, kyivNoon(45), 10);
    await scan(old, kyivNoon(6), 10);
    await scan(fresh, kyivNoon(6), 10);
    await scan(fresh, kyivNoon(2), 10);
    const body = (
      await preview({
        ...sticksDraft,
        name: 'Перший скан',
        conditions: { first_time_only: true },
        effect: { kind: 'fixed_xp', xp: 50 },
        limits: {},
        budget_xp: null,
      })
    ).json() as CampaignPreview;
    // Only this test's customers scanned 6 and 2 days ago: old's scan is not its first (45 days back), fresh's is.
    const freshDay = body.by_day.find((day) => day.date === addCalendarDays(kyivCalendarDate(), -6));
    expect(freshDay).toEqual({ date: addCalendarDays(kyivCalendarDate(), -6), credits: 1, xp: 50 });
    expect(body.by_day.find((day) => day.date === addCalendarDays(kyivCalendarDate(), -2))?.credits).toBe(0);
  });

  it('refuses a foreign role and an invalid draft naming the field', async () => {
    expect((await preview(sticksDraft, 'moderator' as 'support')).statusCode).toBe(403);
    const invalid = await preview({ ...sticksDraft, trigger: 'order_paid' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('effect');
    const missing = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns/999999/preview',
      headers: office.as('support'),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the results of a campaign', () => {
  it('compares treated and holdout from each member joining, with Welch intervals', async () => {
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('marketing'),
      payload: { ...sticksDraft, name: 'Виміряна', holdout_percent: 40 },
    });
    const id = created.json().campaign.id as number;
    const [t1, t2, t3, h1, h2] = [
      await newCustomer(),
      await newCustomer(),
      await newCustomer(),
      await newCustomer(),
      await newCustomer(),
    ];
    const joined = kyivNoon(10);
    const db = office.testApp.database.db;
    await db
      .insert(campaignMembers)
      .values([
        ...[t1, t2, t3].map((customerId) => ({ campaignId: id, customerId, group: 'treated' as const, firstFactAt: joined })),
        ...[h1, h2].map((customerId) => ({ campaignId: id, customerId, group: 'holdout' as const, firstFactAt: joined })),
      ]);
    // Scans after joining: treated 2, 1, 3 (mean 2); holdout 0, 1 (mean 0.5). Before joining and refused: not counted.
    for (const [customer, count] of [
      [t1, 2],
      [t2, 1],
      [t3, 3],
      [h2, 1],
    ] as const) {
      for (let i = 0; i < count; i += 1) await scan(customer, kyivNoon(9 - i), 10);
    }
    await scan(t1, kyivNoon(12), 10);
    await scan(h1, kyivNoon(5), 10, 'sticks', 'already_used');
    // Paid orders after joining: treated 1, 2, 0 (100 + 250 + 0 UAH); holdout 1, 0 (80 UAH). A refunded one and one
    // paid before joining are not counted.
    const paid = (customerId: number, totalKop: number, at: Date, status = 'paid') =>
      insertTestOrder(db, {
        customerId,
        brand: 'glo',
        totalKop,
        subtotalKop: totalKop,
        financialStatus: status as 'paid',
        paidAt: at,
      });
    await paid(t1, 10_000, kyivNoon(7));
    await paid(t2, 20_000, kyivNoon(6));
    await paid(t2, 5_000, kyivNoon(3));
    await paid(h1, 8_000, kyivNoon(2));
    await paid(t3, 50_000, kyivNoon(4), 'refunded');
    await paid(h2, 9_000, kyivNoon(11));

    const answer = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/campaigns/${id}/results`,
      headers: office.as('support'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as CampaignResults;
    expect(body.treated).toMatchObject({ customers: 3, scans_per_customer: 2, orders_per_customer: 1 });
    expect(body.treated.revenue_per_customer_kop).toBeCloseTo(35_000 / 3, 8);
    expect(body.holdout).toEqual({
      customers: 2,
      scans_per_customer: 0.5,
      orders_per_customer: 0.5,
      revenue_per_customer_kop: 4_000,
    });
    expect(body.from).toBe(joined.toISOString());
    const [scansDiff, ordersDiff, revenueDiff] = body.differences;
    // scipy.stats.ttest_ind(treated, holdout, equal_var=False).confidence_interval(0.95)
    expect(scansDiff).toMatchObject({ metric: 'scans_per_customer', difference: 1.5, significant: false, reason: null });
    expect(scansDiff?.ci95_low).toBeCloseTo(-0.9877337982053822, 6);
    expect(scansDiff?.ci95_high).toBeCloseTo(3.987733798205382, 6);
    expect(ordersDiff?.ci95_low).toBeCloseTo(-1.9877337982053822, 6);
    expect(ordersDiff?.ci95_high).toBeCloseTo(2.987733798205382, 6);
    expect(revenueDiff?.ci95_low).toBeCloseTo(-19420.70348539162, 2);
    expect(revenueDiff?.ci95_high).toBeCloseTo(34754.03681872495, 2);
  });

  it('answers an empty holdout without an interval, with a reason, and 404 for a missing campaign', async () => {
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('marketing'),
      payload: { ...sticksDraft, name: 'Без контрольної' },
    });
    const id = created.json().campaign.id as number;
    const customer = await newCustomer();
    await office.testApp.database.db
      .insert(campaignMembers)
      .values({ campaignId: id, customerId: customer, group: 'treated', firstFactAt: kyivNoon(3) });
    const body = (
      await office.testApp.app.inject({
        method: 'GET',
        url: `/api/admin/campaigns/${id}/results`,
        headers: office.as('marketing'),
      })
    ).json() as CampaignResults;
    expect(body.treated.customers).toBe(1);
    expect(body.holdout).toEqual({ customers: 0, scans_per_customer: 0, orders_per_customer: 0, revenue_per_customer_kop: 0 });
    expect(body.differences.every((row) => row.ci95_low === null && !row.significant && row.reason !== null)).toBe(true);
    const missing = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns/999999/results',
      headers: office.as('support'),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('segment and tier conditions', () => {
  async function segment(brand: 'glo' | 'ogo', rules: Record<string, unknown>): Promise<number> {
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: office.as('marketing'),
      payload: { brand, name: `Баланс ${brand}`, rules },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { segment: { id: number } }).segment.id;
  }

  it("refuses another brand's segment or tier level naming the field, and credits only the segment's customers", async () => {
    const foreign = await segment('ogo', { balance: { min: 500 } });
    const refused = await preview({ ...sticksDraft, conditions: { segment_ids: [foreign] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('conditions.segment_ids');
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('marketing'),
      payload: { ...sticksDraft, conditions: { tier_level_ids: [999_999] } },
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('conditions.tier_level_ids');

    // Rich holds 1000 XP (in the segment "balance from 500"), poor none; both scanned a sticks code yesterday.
    const rich = await newCustomer();
    const poor = await newCustomer();
    await office.testApp.database.db
      .insert(xpAccounts)
      .values({ customerId: rich, brand: 'glo', balance: 1000 })
      .onConflictDoUpdate({ target: xpAccounts.customerId, set: { balance: 1000 } });
    const wealthy = await segment('glo', { balance: { min: 500 } });
    const yesterday = addCalendarDays(kyivCalendarDate(), -1);
    await scan(rich, kyivNoon(1, 30), 7);
    await scan(poor, kyivNoon(1, 31), 7);
    const body = (
      await preview({
        ...sticksDraft,
        conditions: { segment_ids: [wealthy] },
        limits: {},
        budget_xp: null,
        effect: { kind: 'fixed_xp', xp: 5 },
      })
    ).json() as CampaignPreview;
    expect(body.by_day.find((day) => day.date === yesterday)).toEqual({ date: yesterday, credits: 1, xp: 5 });
  });
});

describe('a segment condition on a live scan', () => {
  it("credits the segment's customer in the scan's transaction and not the other", async () => {
    const db = office.testApp.database.db;
    phoneCounter += 2;
    const [rich, poor] = await Promise.all(
      [0, 1].map((offset) =>
        createAccount(office.testApp, {
          phone: `+38067${String(5_300_000 + phoneCounter - offset).padStart(7, '0')}`,
          brands: ['glo'],
        }),
      ),
    );
    const richId = rich?.ids.glo ?? 0;
    await db
      .insert(xpAccounts)
      .values({ customerId: richId, brand: 'glo', balance: 1000 })
      .onConflictDoUpdate({ target: xpAccounts.customerId, set: { balance: 1000 } });
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: office.as('marketing'),
      payload: { brand: 'glo', name: 'Від 500 XP', rules: { balance: { min: 500 } } },
    });
    const segmentId = (created.json() as { segment: { id: number } }).segment.id;
    const campaign = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('marketing'),
      payload: { ...sticksDraft, name: 'Для заможних', conditions: { segment_ids: [segmentId] }, limits: {}, budget_xp: null },
    });
    const id = (campaign.json() as { campaign: { id: number } }).campaign.id;
    const move = (action: string) =>
      office.testApp.app.inject({
        method: 'POST',
        url: `/api/admin/campaigns/${id}/${action}`,
        headers: office.as('marketing'),
        payload: {},
      });
    expect((await move('activate')).statusCode).toBe(200);
    try {
      for (const [account, expected] of [
        [rich, [{ name: 'Для заможних', xp: 10 }]],
        [poor, undefined],
      ] as const) {
        const code = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
        await db.insert(packCodes).values({ code, brand: 'glo', xp: 10, kind: 'sticks' });
        const answer = await office.testApp.app.inject({
          method: 'POST',
          url: '/api/scan/redeem',
          headers: account?.headers,
          payload: { code, product: 'glo' },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().campaigns).toEqual(expected);
      }
    } finally {
      await move('end');
    }
  });
});
