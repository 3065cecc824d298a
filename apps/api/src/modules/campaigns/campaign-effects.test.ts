// A campaign's effects beside XP (decision 0065) on PGlite: a push and an SMS enqueued in the fact's transaction, once
// per fact however often it is replayed, never for the holdout, nothing when the fact rolls back; the SMS sent only
// with the customer's consent; the length of a message checked by the contract; a reward unlocked for the customer
// alone, which everyone else is answered like a missing reward.
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@loyalty/contracts/campaigns';
import { campaignRewardUnlocks, jobs, rewards, smsMessages, xpLedger } from '@loyalty/db/schema';
import { inHoldout } from '@loyalty/domain/campaigns';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { rewardDeliveryBody } from '../rewards/testing.ts';

// Signing in a staff member of each role hashes four passwords: slow on a loaded machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });
const office = useBackOfficeHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
let phoneCounter = 0;
let eventCounter = 0;

async function newCustomer(): Promise<TestAccount & { id: number; phone: string }> {
  phoneCounter += 1;
  const phone = `+38067${String(5_300_000 + phoneCounter).padStart(7, '0')}`;
  const account = await createAccount(office.testApp, { phone, brands: ['glo'] });
  return { ...account, id: account.ids.glo ?? 0, phone };
}

const hour = 3_600_000;

function draft(overrides: Record<string, unknown> = {}) {
  eventCounter += 1;
  return {
    brand: 'glo',
    name: 'Подарунок за подію',
    trigger: 'custom_event',
    conditions: { event_name: `effects-${eventCounter}` },
    effect: { kind: 'fixed_xp', xp: 20 },
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 48 * hour).toISOString(),
    ...overrides,
  };
}

async function post(body: Record<string, unknown>) {
  return office.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/campaigns',
    headers: office.as('marketing'),
    payload: body,
  });
}

async function running(body: Record<string, unknown>): Promise<Campaign> {
  const created = await post(body);
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json().campaign as Campaign;
  const activated = await office.testApp.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${campaign.id}/activate`,
    headers: office.as('marketing'),
    payload: {},
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return campaign;
}

/** Reports the campaign's custom event for the customer, as the ops command does; `fail` rolls the fact back. */
async function report(campaign: Campaign, customerId: number, ref: string, fail = false) {
  const { app, database } = office.testApp;
  const work = database.db.transaction(async (tx) => {
    const applied = await app.campaigns.apply(tx, {
      trigger: 'custom_event',
      factRef: `${campaign.conditions.event_name ?? ''}:${ref}`,
      customerId,
      brand: 'glo',
      at: new Date(),
      baseXp: 0,
      items: () => [],
      eventName: campaign.conditions.event_name,
    });
    if (fail) throw new Error('the fact failed after its campaigns');
    return applied;
  });
  return fail ? expect(work).rejects.toThrow('the fact failed') : work;
}

async function jobsOf(campaign: Campaign) {
  return office.testApp.database.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `%campaign:${campaign.id}:%`));
}

async function entriesOf(customerId: number) {
  return office.testApp.database.db
    .select()
    .from(xpLedger)
    .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'campaign')));
}

const push = { kind: 'message', channel: 'push', title: 'Дякуємо!', text: 'Ти отримав 20 XP за подію.' };
const sms = { kind: 'message', channel: 'sms', text: 'glo: +20 XP за подію. Дякуємо!' };

describe('message effects', () => {
  it('enqueue the push and the SMS with the XP, once per fact however often it is reported', async () => {
    const campaign = await running(draft({ extra_effects: [push, sms] }));
    const customer = await newCustomer();
    expect(await report(campaign, customer.id, 'a')).toEqual([{ id: campaign.id, name: campaign.name, xp: 20 }]);
    expect(await report(campaign, customer.id, 'a')).toEqual([]);
    const enqueued = await jobsOf(campaign);
    expect(enqueued.map((job) => job.queue).sort()).toEqual(['push:notify', 'sms:marketing']);
    const pushJob = enqueued.find((job) => job.queue === 'push:notify');
    expect(pushJob?.payload).toMatchObject({ customerId: customer.id, kind: 'news', title: 'Дякуємо!', body: push.text });
    expect(enqueued.find((job) => job.queue === 'sms:marketing')?.payload).toMatchObject({
      customerId: customer.id,
      text: sms.text,
    });
    expect((await entriesOf(customer.id)).map((entry) => entry.amount)).toEqual([20]);
    // Another fact is another message.
    await report(campaign, customer.id, 'b');
    expect(await jobsOf(campaign)).toHaveLength(4);
  });

  it('enqueue nothing when the fact rolls back, and a message-only campaign claims the fact without XP', async () => {
    const campaign = await running(draft({ effect: sms }));
    const customer = await newCustomer();
    await report(campaign, customer.id, 'x', true);
    expect(await jobsOf(campaign)).toEqual([]);
    expect(await report(campaign, customer.id, 'x')).toEqual([]);
    expect(await jobsOf(campaign)).toHaveLength(1);
    expect(await entriesOf(customer.id)).toEqual([]);
    const listed = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: office.as('support'),
    });
    expect(listed.json().campaign).toMatchObject({ credits: 1, treated: 1, spent_xp: 0 });
  });

  it('never reach the holdout', async () => {
    const campaign = await running(draft({ effect: push, holdout_percent: 50 }));
    let held: number | undefined;
    for (let tries = 0; tries < 30 && held === undefined; tries += 1) {
      const customer = await newCustomer();
      if (inHoldout(campaign.id, customer.id, 50)) held = customer.id;
    }
    expect(held).toBeDefined();
    await report(campaign, held!, 'h');
    expect(await jobsOf(campaign)).toEqual([]);
  });

  it('send the SMS only to a customer who consented and keeps news on', async () => {
    const campaign = await running(draft({ effect: sms }));
    const customer = await newCustomer();
    const settings = (payload: Record<string, unknown>) =>
      office.testApp.app.inject({
        method: 'POST',
        url: '/api/push/settings',
        headers: customer.headers,
        payload: { product: 'glo', ...payload },
      });
    const sent = async () =>
      office.testApp.database.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.phone, customer.phone), eq(smsMessages.body, sms.text)));

    await report(campaign, customer.id, 'no-consent');
    await office.testApp.app.jobs.runDueJobs(50);
    expect(await sent()).toEqual([]);

    const consented = await settings({ marketing_sms: true });
    expect(consented.json()).toMatchObject({ marketing_sms: true, settings: { news: true } });
    await report(campaign, customer.id, 'consent');
    await office.testApp.app.jobs.runDueJobs(50);
    expect(await sent()).toHaveLength(1);

    await settings({ news: false });
    await report(campaign, customer.id, 'news-off');
    await office.testApp.app.jobs.runDueJobs(50);
    expect(await sent()).toHaveLength(1);
    const read = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/push/settings?product=glo',
      headers: customer.headers,
    });
    expect(read.json()).toMatchObject({ marketing_sms: true, settings: { news: false } });
  });

  it('are measured by the contract: SMS parts, a push title and length', async () => {
    // Cyrillic is UCS-2: two parts hold 2 × 67 = 134 characters; plain Latin (GSM-7) 2 × 153 = 306.
    const cases: [Record<string, unknown>, string | null][] = [
      [{ kind: 'message', channel: 'sms', text: 'ї'.repeat(134) }, null],
      [{ kind: 'message', channel: 'sms', text: 'ї'.repeat(135) }, 'body.effect.text'],
      [{ kind: 'message', channel: 'sms', text: 'a'.repeat(306) }, null],
      [{ kind: 'message', channel: 'sms', text: 'a'.repeat(307) }, 'body.effect.text'],
      [{ kind: 'message', channel: 'push', text: 'Без заголовка' }, 'body.effect.title'],
      [{ ...push, text: 'т'.repeat(151) }, 'body.effect.text'],
      [{ ...push, title: 'т'.repeat(51) }, 'body.effect.title'],
    ];
    for (const [effect, field] of cases) {
      const answer = await post(draft({ effect }));
      if (field === null) {
        expect(answer.statusCode, answer.body).toBe(201);
        continue;
      }
      expect(answer.statusCode, JSON.stringify(effect)).toBe(400);
      const fields = (answer.json().error.fields as { field: string }[]).map((error) => error.field);
      expect(fields, JSON.stringify(effect)).toContain(field);
    }
    // A draft changed by a client that does not send extra_effects keeps them.
    const kept = (await post(draft({ extra_effects: [push] }))).json().campaign as Campaign;
    const withoutExtras = draft({ name: 'Перейменована', conditions: kept.conditions });
    const changed = await office.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${kept.id}`,
      headers: office.as('marketing'),
      payload: withoutExtras,
    });
    expect(changed.json().campaign).toMatchObject({ name: 'Перейменована', extra_effects: [push] });
    const twice = await post(draft({ extra_effects: [{ kind: 'fixed_xp', xp: 5 }] }));
    expect(twice.statusCode).toBe(400);
    expect((twice.json().error.fields as { field: string }[]).map((error) => error.field)).toContain('body.extra_effects.0.kind');
  });
});

describe('a reward unlocked', () => {
  async function newReward(brand: 'glo' | 'ogo', title: string): Promise<number> {
    const [row] = await office.testApp.database.db
      .insert(rewards)
      .values({ brand, title, description: 'Лише з кампанії', imageSrc: '/media/x.webp', xpPrice: 10 })
      .returning();
    return row!.id;
  }

  const get = (account: TestAccount, url: string) => office.testApp.app.inject({ method: 'GET', url, headers: account.headers });
  const listed = async (account: TestAccount) =>
    ((await get(account, '/api/exchange/list?product=glo')).json().rewards as { id: number }[]).map((item) => item.id);

  it('refuses a reward of another brand or none, naming the field', async () => {
    const foreign = await newReward('ogo', 'Чужа');
    for (const [body, field] of [
      [draft({ effect: { kind: 'unlock_reward', reward_id: foreign } }), 'effect.reward_id'],
      [draft({ extra_effects: [push, { kind: 'unlock_reward', reward_id: 99_999_999 }] }), 'extra_effects.1.reward_id'],
    ] as const) {
      const answer = await post(body);
      expect(answer.statusCode).toBe(400);
      expect((answer.json().error.fields as { field: string }[]).map((error) => error.field)).toContain(field);
    }
  });

  it('is the customer’s alone, once per fact; everyone else is answered like a missing reward; a holdout gets nothing', async () => {
    const reward = await newReward('glo', 'Кампанійний подарунок');
    const lucky = await newCustomer();
    const other = await newCustomer();
    // Before any campaign names it, it is everybody's.
    expect(await listed(other)).toContain(reward);
    const campaign = await running(draft({ extra_effects: [{ kind: 'unlock_reward', reward_id: reward }], holdout_percent: 0 }));
    expect(await listed(lucky)).not.toContain(reward);

    await report(campaign, lucky.id, 'u');
    await report(campaign, lucky.id, 'u');
    const unlocks = await office.testApp.database.db
      .select()
      .from(campaignRewardUnlocks)
      .where(inArray(campaignRewardUnlocks.customerId, [lucky.id, other.id]));
    expect(unlocks.map((row) => [row.customerId, row.rewardId])).toEqual([[lucky.id, reward]]);

    expect(await listed(lucky)).toContain(reward);
    expect((await get(lucky, `/api/exchange/reward?product=glo&id=${reward}`)).statusCode).toBe(200);
    const bought = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/exchange/redeem',
      headers: lucky.headers,
      payload: { reward_id: reward, product: 'glo', ...rewardDeliveryBody(office.testApp) },
    });
    expect(bought.statusCode, bought.body).toBe(200);

    await office.testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId: other.id,
        brand: 'glo',
        amount: 100,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: `unlock-${other.id}`,
      }),
    );
    expect(await listed(other)).not.toContain(reward);
    expect((await get(other, `/api/exchange/reward?product=glo&id=${reward}`)).statusCode).toBe(404);
    const refused = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/exchange/redeem',
      headers: other.headers,
      payload: { reward_id: reward, product: 'glo', ...rewardDeliveryBody(office.testApp) },
    });
    expect(refused.statusCode).toBe(404);

    const heldOut = await running(
      draft({ effect: { kind: 'unlock_reward', reward_id: await newReward('glo', 'Ще один') }, holdout_percent: 50 }),
    );
    let held: number | undefined;
    for (let tries = 0; tries < 30 && held === undefined; tries += 1) {
      const customer = await newCustomer();
      if (inHoldout(heldOut.id, customer.id, 50)) held = customer.id;
    }
    await report(heldOut, held!, 'h');
    expect(
      await office.testApp.database.db.select().from(campaignRewardUnlocks).where(eq(campaignRewardUnlocks.customerId, held!)),
    ).toEqual([]);
  });
});
