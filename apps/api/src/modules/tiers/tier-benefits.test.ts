// Tier benefits applied on PGlite (decision 0062): a scan is multiplied by the level held when it is credited, as an
// entry of its own (tier_bonus, once per code, never at ×1) named in the answer; a scan that crosses a threshold moves
// the level in its own transaction; a reward of a level is seen and redeemed only from that level up.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerTiers, customers, packCodes, rewards, tierLevels, xpLedger } from '@loyalty/db/schema';
import { apiHeaders } from '../../test-app.ts';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { rewardDeliveryBody } from '../rewards/testing.ts';

const newcomerPhone = '+380674499001';
const office = useBackOfficeHarness({
  env: { RATE_LIMIT_PER_MINUTE: '100000', SCAN_MONTHLY_LIMIT: '1000', TEST_LOGIN_PHONES: newcomerPhone },
});
let phoneCounter = 0;
let sourceSeq = 0;

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return office.testApp.app.inject({
    method,
    url,
    headers: office.as('marketing'),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Срібний from 0 at ×1, Золотий from 100 at ×1.5 with free delivery, Платиновий from 1000 at ×2. */
async function gloSet(): Promise<Record<string, number>> {
  const created = await call('POST', '/api/admin/tier-sets', {
    brand: 'glo',
    name: 'Клуб glo',
    measure: 'xp_earned',
    grace_days: 30,
  });
  expect(created.statusCode, created.body).toBe(201);
  const setId = created.json().tier_set.id as number;
  const levels: Record<string, number> = {};
  for (const [rank, name, threshold, multiplier] of [
    [1, 'Срібний', 0, 10_000],
    [2, 'Золотий', 100, 15_000],
    [3, 'Платиновий', 1000, 20_000],
  ] as const) {
    const level = await call('POST', `/api/admin/tier-sets/${setId}/levels`, {
      name,
      rank,
      threshold,
      earning_multiplier_bp: multiplier,
      free_delivery: rank >= 2,
    });
    expect(level.statusCode, level.body).toBe(201);
    levels[name] = level.json().level.id as number;
  }
  return levels;
}

let setOnce: Promise<Record<string, number>> | undefined;
const glo = () => (setOnce ??= gloSet());

async function newCustomer(): Promise<TestAccount & { id: number }> {
  phoneCounter += 1;
  const account = await createAccount(office.testApp, {
    phone: `+38067${String(4_400_000 + phoneCounter).padStart(7, '0')}`,
    brands: ['glo'],
  });
  return { ...account, id: account.ids.glo ?? 0 };
}

async function newCode(xp: number): Promise<{ code: string; id: number }> {
  const code = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  const [row] = await office.testApp.database.db.insert(packCodes).values({ code, brand: 'glo', xp, kind: 'sticks' }).returning();
  return { code, id: row!.id };
}

function redeem(account: TestAccount, code: string) {
  return office.testApp.app.inject({
    method: 'POST',
    url: '/api/scan/redeem',
    headers: account.headers,
    payload: { code, product: 'glo' },
  });
}

async function credit(customerId: number, amount: number) {
  sourceSeq += 1;
  await office.testApp.database.db.transaction((tx) =>
    creditXp(tx, {
      customerId,
      brand: 'glo',
      amount,
      reason: 'adjustment',
      sourceType: 'test',
      sourceRef: `benefits-${sourceSeq}`,
    }),
  );
}

async function bonusEntries(customerId: number) {
  return office.testApp.database.db
    .select()
    .from(xpLedger)
    .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'tier_bonus')));
}

async function levelIdOf(customerId: number): Promise<number | null> {
  const [row] = await office.testApp.database.db.select().from(customerTiers).where(eq(customerTiers.customerId, customerId));
  return row?.levelId ?? null;
}

describe('the level of a new customer', () => {
  it('is the one a measure of 0 earns, from registration on, not after a first credit', async () => {
    const levels = await glo();
    const inject = (url: string, payload: object) =>
      office.testApp.app.inject({ method: 'POST', url, headers: apiHeaders, payload });
    const login = await inject('/api/auth/test-login', { phone: newcomerPhone });
    expect(login.json(), login.body).toMatchObject({ registration_required: true });
    const registered = await inject('/api/auth/registration', {
      registration_token: login.json().registration_token,
      first_name: 'Марта',
      last_name: 'Нова',
      email: 'marta.nova@example.com',
      birth_date: '1994-04-04',
      product: 'glo',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [record] = await office.testApp.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.brand, 'glo'), eq(customers.phone, newcomerPhone)));
    expect(record, 'the glo record').toBeDefined();
    expect(await levelIdOf(record!.id)).toBe(levels['Срібний']);
  });
});

describe('the earning multiplier of a level on scans', () => {
  it('adds nothing at ×1, and places the customer on the level the scan reaches, in the scan', async () => {
    const levels = await glo();
    const customer = await newCustomer();
    const { code } = await newCode(10);
    const answer = await redeem(customer, code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ credited: 10, balance: 10 });
    expect(await bonusEntries(customer.id)).toEqual([]);
    // redeem_pack_code credits outside creditXp: the level still follows the scan.
    expect(await levelIdOf(customer.id)).toBe(levels['Срібний']);
  });

  it('a scan that crosses a threshold moves the level; the next scan is multiplied once, named, and never on replay', async () => {
    const levels = await glo();
    const customer = await newCustomer();
    await credit(customer.id, 95);
    expect(await levelIdOf(customer.id)).toBe(levels['Срібний']);
    const crossing = await newCode(10);
    const first = await redeem(customer, crossing.code);
    // Credited by the level held when the code came in (Срібний, ×1); the scan itself reaches Золотий.
    expect(first.json()).toEqual({ credited: 10, balance: 105 });
    expect(await levelIdOf(customer.id)).toBe(levels['Золотий']);
    const tier = await office.testApp.app.inject({ method: 'GET', url: '/api/user/get-tier?v=glo', headers: customer.headers });
    expect(tier.json().tier.name).toBe('Золотий');

    const next = await newCode(15);
    const multiplied = await redeem(customer, next.code);
    expect(multiplied.statusCode, multiplied.body).toBe(200);
    // ×1.5 on 15 XP: 7 more (rounded down), its own entry, named by the level.
    expect(multiplied.json()).toEqual({ credited: 15, balance: 127, tier_bonus: { level: 'Золотий', xp: 7 } });
    const replay = await redeem(customer, next.code);
    expect(replay.statusCode).toBe(409);
    const entries = await bonusEntries(customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 7, sourceRef: String(next.id), reason: 'tier_bonus', note: 'Золотий' });
  });

  it('gives a customer without a level nothing, even on the scan that brings them to a multiplied level', async () => {
    const levels = await glo();
    const customer = await newCustomer();
    // A level of a customer is written by a credit; this one has none before the scan.
    expect(await levelIdOf(customer.id)).toBeNull();
    const { code } = await newCode(150);
    const answer = await redeem(customer, code);
    expect(answer.json()).toEqual({ credited: 150, balance: 150 });
    expect(await bonusEntries(customer.id)).toEqual([]);
    expect(await levelIdOf(customer.id)).toBe(levels['Золотий']);
  });
});

describe('rewards only a tier sees', () => {
  it('hides a level’s reward from customers below it (list, page and redeem answer like a missing one) and lets the level redeem it', async () => {
    const levels = await glo();
    const [reward] = await office.testApp.database.db
      .insert(rewards)
      .values({
        brand: 'glo',
        title: 'Лише для Платинового',
        description: 'Подарунок рівня',
        imageSrc: '/media/x.webp',
        xpPrice: 50,
      })
      .returning();
    const [platinum] = await office.testApp.database.db.select().from(tierLevels).where(eq(tierLevels.id, levels['Платиновий']!));
    const patched = await office.testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/tier-sets/${platinum!.tierSetId}/levels/${platinum!.id}`,
      headers: office.as('marketing'),
      payload: { reward_ids: [reward!.id] },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const below = await newCustomer();
    await credit(below.id, 200);
    expect(await levelIdOf(below.id)).toBe(levels['Золотий']);
    const list = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/exchange/list?product=glo',
      headers: below.headers,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json().rewards as { id: number }[]).map((item) => item.id)).not.toContain(reward!.id);
    const page = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/exchange/reward?product=glo&id=${reward!.id}`,
      headers: below.headers,
    });
    expect(page.statusCode).toBe(404);
    const refused = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/exchange/redeem',
      headers: below.headers,
      payload: { reward_id: reward!.id, product: 'glo', ...rewardDeliveryBody(office.testApp) },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');

    const platinumCustomer = await newCustomer();
    await credit(platinumCustomer.id, 1200);
    expect(await levelIdOf(platinumCustomer.id)).toBe(levels['Платиновий']);
    const seen = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/exchange/list?product=glo',
      headers: platinumCustomer.headers,
    });
    expect((seen.json().rewards as { id: number }[]).map((item) => item.id)).toContain(reward!.id);
    const redeemed = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/exchange/redeem',
      headers: platinumCustomer.headers,
      payload: { reward_id: reward!.id, product: 'glo', ...rewardDeliveryBody(office.testApp) },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().balance).toBe(1150);
  });
});
