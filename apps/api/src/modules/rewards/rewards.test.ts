import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { exchangeListResponseSchema, redeemRewardResponseSchema } from '@loyalty/contracts/points';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { rewardRedemptions, rewards, xpLedger, type RewardRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createPerson } from '../auth/testing.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { redeemReward, type RedemptionDeliveryInput } from './service.ts';
import { rewardDeliveryBody } from './testing.ts';

let testApp: TestApp;
let person: TestAccount;
/** Has a glo record only. */
let gloOnly: TestAccount;
let creditSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380671110001' });
  gloOnly = await createAccount(testApp, { phone: '+380671110002', brands: ['glo'] });
});
afterAll(() => testApp.close());

async function credit(customerId: number, brand: Brand, amount: number): Promise<void> {
  creditSeq += 1;
  await testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand, amount, reason: 'adjustment', sourceType: 'test', sourceRef: `rewards-${creditSeq}` }),
  );
}

function get(account: TestAccount | null, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: account ? account.headers : apiHeaders });
}

/** Where every reward of these tests goes: the first branch of Kyiv, to a valid recipient. */
function sendTo(): RedemptionDeliveryInput {
  const { delivery, recipient } = rewardDeliveryBody(testApp);
  return { ...delivery, recipient };
}

function redeem(account: TestAccount | null, payload: Record<string, unknown>) {
  const { recipient, ...branch } = sendTo();
  return testApp.app.inject({
    method: 'POST',
    url: '/api/exchange/redeem',
    headers: account ? account.headers : apiHeaders,
    payload: { delivery: branch, recipient, ...payload },
  });
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

async function rewardBy(brand: Brand, predicate: (row: RewardRow) => boolean): Promise<RewardRow> {
  const rows = await testApp.database.db.select().from(rewards).where(eq(rewards.brand, brand));
  const row = rows.find(predicate);
  if (!row) throw new Error(`no ${brand} reward matches`);
  return row;
}

async function stockOf(id: number): Promise<number | null> {
  const [row] = await testApp.database.db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.id, id));
  if (!row) throw new Error(`reward ${id} is gone`);
  return row.stock;
}

async function redemptionCount(customerId: number): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.customerId, customerId));
  return row?.value ?? 0;
}

describe('GET /api/exchange/list', () => {
  it('needs a session and a valid brand', async () => {
    expect((await get(null, '/api/exchange/list?product=glo')).statusCode).toBe(401);
    const missing = await get(person, '/api/exchange/list');
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['query.product']);
    const wrong = await get(person, '/api/exchange/list?product=marlboro');
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['query.product']);
  });

  it('answers 404 for a brand the person has no record in', async () => {
    const response = await get(gloOnly, '/api/exchange/list?product=ogo');
    expect(response.statusCode).toBe(404);
  });

  it("lists the brand's rewards in order, inactive ones with their reason, affordable by the session's balance", async () => {
    const customerId = person.ids.glo!;
    await credit(customerId, 'glo', 500);
    const response = await get(person, '/api/exchange/list?product=glo');
    expect(response.statusCode).toBe(200);
    const { rewards: list } = exchangeListResponseSchema.parse(response.json());
    const rows = await testApp.database.db.select().from(rewards).where(eq(rewards.brand, 'glo'));
    expect(list.map((reward) => reward.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const reward of list) {
      expect(reward.affordable, reward.title).toBe(reward.xp_price <= 500);
      expect(reward.inactive_reason === null, reward.title).toBe(reward.active);
    }
    expect(list.some((reward) => reward.affordable)).toBe(true);
    expect(list.some((reward) => !reward.affordable)).toBe(true);
    const inactive = list.find((reward) => !reward.active);
    expect(inactive?.inactive_reason).toMatch(/[а-яіїєґ]/i);
    // The ogo list holds no glo reward.
    const ogo = exchangeListResponseSchema.parse((await get(person, '/api/exchange/list?product=ogo')).json());
    const gloIds = new Set(rows.map((row) => row.id));
    expect(ogo.rewards.length).toBeGreaterThan(0);
    expect(ogo.rewards.every((reward) => !gloIds.has(reward.id))).toBe(true);
    // The other brand's balance is its own: the ogo record has nothing yet.
    expect(ogo.rewards.every((reward) => !reward.affordable)).toBe(true);
  });
});

describe('GET /api/exchange/reward', () => {
  it('answers one reward of the brand; 404 for an unknown id or another brand; 400 for a bad id', async () => {
    const reward = await rewardBy('glo', (row) => row.active);
    const found = await get(person, `/api/exchange/reward?id=${reward.id}&product=glo`);
    expect(found.statusCode).toBe(200);
    expect(found.json().reward).toMatchObject({ id: reward.id, title: reward.title, xp_price: reward.xpPrice });

    expect((await get(person, `/api/exchange/reward?id=${reward.id}&product=ogo`)).statusCode).toBe(404);
    expect((await get(person, '/api/exchange/reward?id=999999&product=glo')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '']) {
      const bad = await get(person, `/api/exchange/reward?id=${id}&product=glo`);
      expect(bad.statusCode, id).toBe(400);
      expect(fieldsOf(bad), id).toEqual(['query.id']);
    }
    const noId = await get(person, '/api/exchange/reward?product=glo');
    expect(fieldsOf(noId)).toEqual(['query.id']);
    expect((await get(null, `/api/exchange/reward?id=${reward.id}&product=glo`)).statusCode).toBe(401);
  });
});

describe('POST /api/exchange/redeem', () => {
  it('rejects bad input naming the field, and unknown or foreign rewards with 404', async () => {
    expect((await redeem(null, { reward_id: 1, product: 'glo' })).statusCode).toBe(401);
    const missing = await redeem(person, { product: 'glo' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['body.reward_id']);
    const wrongType = await redeem(person, { reward_id: '1', product: 'glo' });
    expect(fieldsOf(wrongType)).toEqual(['body.reward_id']);
    const noBrand = await redeem(person, { reward_id: 1 });
    expect(fieldsOf(noBrand)).toEqual(['body.product']);

    const ogoReward = await rewardBy('ogo', (row) => row.active && row.stock === null);
    const foreign = await redeem(person, { reward_id: ogoReward.id, product: 'glo' });
    expect(foreign.statusCode).toBe(404);
    expect((await redeem(person, { reward_id: 999_999, product: 'glo' })).statusCode).toBe(404);
  });

  it('refuses an inactive reward with its reason and a sold-out one, taking nothing', async () => {
    const customerId = person.ids.glo!;
    await credit(customerId, 'glo', 10_000);
    const before = await balanceOf(testApp.database.db, customerId);

    const inactive = await rewardBy('glo', (row) => !row.active);
    const refused = await redeem(person, { reward_id: inactive.id, product: 'glo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'reward_inactive', message: inactive.inactiveReason });

    const soldOut = await rewardBy('glo', (row) => row.stock === 0);
    const empty = await redeem(person, { reward_id: soldOut.id, product: 'glo' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('out_of_stock');
    expect(await stockOf(soldOut.id)).toBe(0);

    expect(await balanceOf(testApp.database.db, customerId)).toBe(before);
  });

  it('refuses a reward the balance does not cover, leaving stock, balance and redemptions unchanged', async () => {
    const poor = await createAccount(testApp, { phone: '+380671110003', brands: ['glo'] });
    const customerId = poor.ids.glo!;
    const reward = await rewardBy('glo', (row) => row.active && row.stock !== null && row.stock > 0);
    await credit(customerId, 'glo', reward.xpPrice - 1);
    const stockBefore = await stockOf(reward.id);

    const response = await redeem(poor, { reward_id: reward.id, product: 'glo' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('insufficient_xp');
    expect(await stockOf(reward.id)).toBe(stockBefore);
    expect(await balanceOf(testApp.database.db, customerId)).toBe(reward.xpPrice - 1);
    expect(await redemptionCount(customerId)).toBe(0);
  });

  it('takes the XP, a unit of stock and records the redemption with its ledger entry', async () => {
    const buyer = await createAccount(testApp, { phone: '+380671110004', brands: ['glo'] });
    const customerId = buyer.ids.glo!;
    const limited = await rewardBy('glo', (row) => row.active && row.stock !== null && row.stock > 0);
    const unlimited = await rewardBy('glo', (row) => row.active && row.stock === null);
    await credit(customerId, 'glo', limited.xpPrice + unlimited.xpPrice + 7);
    const stockBefore = await stockOf(limited.id);

    const response = await redeem(buyer, { reward_id: limited.id, product: 'glo' });
    expect(response.statusCode).toBe(200);
    const body = redeemRewardResponseSchema.parse(response.json());
    expect(body.balance).toBe(unlimited.xpPrice + 7);
    expect(body.redemption).toMatchObject({ reward_id: limited.id, xp: limited.xpPrice });
    expect(await stockOf(limited.id)).toBe(stockBefore! - 1);
    const [entry] = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.sourceType, 'reward_redemption'), eq(xpLedger.sourceRef, String(body.redemption.id))));
    expect(entry).toMatchObject({ customerId, amount: -limited.xpPrice, balanceAfter: body.balance, reason: 'reward' });

    const second = redeemRewardResponseSchema.parse((await redeem(buyer, { reward_id: unlimited.id, product: 'glo' })).json());
    expect(second.balance).toBe(7);
    expect(await stockOf(unlimited.id)).toBeNull();
    expect(await redemptionCount(customerId)).toBe(2);
  });

  it('answers a retried redeem with the same Idempotency-Key with the first redemption, buying once', async () => {
    const buyer = await createAccount(testApp, { phone: '+380671110005', brands: ['glo'] });
    const customerId = buyer.ids.glo!;
    const reward = await rewardBy('glo', (row) => row.active && row.stock === null);
    const other = await rewardBy('glo', (row) => row.active && row.id !== reward.id);
    await credit(customerId, 'glo', reward.xpPrice * 3);
    const { cityRef, branchRef, recipient } = sendTo();
    const keyed = (rewardId: number, key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/exchange/redeem',
        headers: { ...buyer.headers, 'idempotency-key': key },
        payload: { reward_id: rewardId, product: 'glo', delivery: { cityRef, branchRef }, recipient },
      });

    const first = redeemRewardResponseSchema.parse((await keyed(reward.id, 'redeem-key-0001')).json());
    const retry = await keyed(reward.id, 'redeem-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(redeemRewardResponseSchema.parse(retry.json())).toEqual(first);
    expect(await redemptionCount(customerId)).toBe(1);
    expect(await balanceOf(testApp.database.db, customerId)).toBe(reward.xpPrice * 2);

    const reused = await keyed(other.id, 'redeem-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(fieldsOf(reused)).toEqual(['headers.idempotency-key']);
    const malformed = await keyed(reward.id, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['headers.idempotency-key']);
    // Another key is another purchase.
    expect((await keyed(reward.id, 'redeem-key-0002')).statusCode).toBe(200);
    expect(await redemptionCount(customerId)).toBe(2);
  });
});

/** Customers with enough XP for `xp`, inserted directly (the parallel calls go to the service, not through login). */
async function richCustomers(db: DatabaseHandle['db'], howMany: number, xp: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < howMany; index += 1) {
    const people = await createPerson(db, { phone: `+38068220${prefix}${String(index).padStart(3, '0')}`, brands: ['glo'] });
    const id = people.glo!.id;
    await db.transaction((tx) =>
      creditXp(tx, {
        customerId: id,
        brand: 'glo',
        amount: xp,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: `rich-${id}`,
      }),
    );
    ids.push(id);
  }
  return ids;
}

async function lastUnitReward(db: DatabaseHandle['db'], title: string): Promise<RewardRow> {
  const [row] = await db
    .insert(rewards)
    .values({
      brand: 'glo',
      title,
      description: 'Остання одиниця',
      imageSrc: '/media/products/glo-usb-c-cable.svg',
      xpPrice: 100,
      stock: 1,
    })
    .returning();
  return row!;
}

async function raceForLastUnit(db: DatabaseHandle['db'], prefix: string) {
  const reward = await lastUnitReward(db, `Остання одиниця ${prefix}`);
  const buyers = await richCustomers(testApp.database.db, 12, 1_000, prefix);
  const results = await Promise.allSettled(
    buyers.map((customerId) => redeemReward(db, 'glo', customerId, reward.id, sendTo(), testApp.app.delivery.directory())),
  );
  const refusals = results
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => (result.reason instanceof DomainError ? result.reason.code : String(result.reason)));
  const [redemptions] = await db
    .select({ value: count() })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.rewardId, reward.id));
  const spent = (await Promise.all(buyers.map((id) => balanceOf(db, id)))).filter((balance) => balance < 1_000);
  return { results, refusals, redemptions: redemptions?.value, stock: await stockOf(reward.id), spent };
}

describe('the last unit of a reward', () => {
  it('goes to exactly one of many buyers (PGlite runs their transactions one after another)', async () => {
    const race = await raceForLastUnit(testApp.database.db, '1');
    expect(race.results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(race.refusals).toEqual(Array.from({ length: 11 }, () => 'out_of_stock'));
    expect(race.redemptions).toBe(1);
    expect(race.stock).toBe(0);
    expect(race.spent).toHaveLength(1);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL from separate connections (needs TEST_DATABASE_URL; the CI sets it)',
    () => {
      let wide: DatabaseHandle;
      beforeAll(() => {
        const driver = driverClientOf(testApp.database);
        if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
        wide = openPostgres(driver.connection, 12);
      });
      afterAll(async () => {
        await wide?.close();
      });

      it('gives exactly one redemption', async () => {
        const race = await raceForLastUnit(wide.db, '2');
        expect(race.results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(race.refusals).toEqual(Array.from({ length: 11 }, () => 'out_of_stock'));
        expect(race.redemptions).toBe(1);
        expect(race.stock).toBe(0);
        expect(race.spent).toHaveLength(1);
      });
    },
  );
});
