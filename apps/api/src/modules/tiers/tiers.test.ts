// Tiers end to end on the in-memory database: the back-office builds a set, a customer reaches a level on the credit
// that crosses its threshold, falls back only after the grace and one level at a time, staff assign a level by hand
// (audited, held against recalculation), and the customer reads level, progress and benefits.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { auditLog, customers, customerTiers, tierHistory } from '@loyalty/db/schema';
import { apiHeaders } from '../../test-app.ts';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { createAccount } from '../user/test-accounts.ts';
import { recalculateAllTiers, recalculateTier } from './service.ts';

const office = useBackOfficeHarness();
const day = 86_400_000;
let sourceSeq = 0;

async function newCustomer(brand: Brand = 'glo'): Promise<number> {
  const [row] = await office.testApp.database.db
    .insert(customers)
    .values({ brand, phone: `+38067${String(4_100_000 + office.nextSeq())}` })
    .returning({ id: customers.id });
  return row!.id;
}

async function credit(customerId: number, amount: number, brand: Brand = 'glo') {
  sourceSeq += 1;
  return office.testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand, amount, reason: 'scan', sourceType: 'test_scan', sourceRef: `tiers-${sourceSeq}` }),
  );
}

async function levelOf(customerId: number) {
  const [row] = await office.testApp.database.db.select().from(customerTiers).where(eq(customerTiers.customerId, customerId));
  return row ?? null;
}

async function historyOf(customerId: number) {
  return office.testApp.database.db.select().from(tierHistory).where(eq(tierHistory.customerId, customerId)).orderBy(tierHistory.id);
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, role: Parameters<typeof office.as>[0], payload?: object) {
  return office.testApp.app.inject({ method, url, headers: office.as(role), ...(payload === undefined ? {} : { payload }) });
}

/** A glo set measuring XP with a 30-day grace: Срібний from 100, Золотий from 1000, Платиновий from 5000. */
async function gloSet() {
  const created = await call('POST', '/api/admin/tier-sets', 'marketing', {
    brand: 'glo',
    name: 'Клуб glo',
    measure: 'xp_earned',
    grace_days: 30,
  });
  expect(created.statusCode, created.body).toBe(201);
  const setId = created.json().tier_set.id as number;
  const levels: Record<string, number> = {};
  for (const [rank, name, threshold, multiplier] of [
    [1, 'Срібний', 100, 10_000],
    [2, 'Золотий', 1000, 12_500],
    [3, 'Платиновий', 5000, 15_000],
  ] as const) {
    const level = await call('POST', `/api/admin/tier-sets/${setId}/levels`, 'marketing', {
      name,
      rank,
      threshold,
      earning_multiplier_bp: multiplier,
      free_delivery: rank >= 2,
    });
    expect(level.statusCode, level.body).toBe(201);
    levels[name] = level.json().level.id as number;
  }
  return { setId, levels };
}

let gloOnce: ReturnType<typeof gloSet> | undefined;
const glo = () => (gloOnce ??= gloSet());

describe('tier sets in the back-office', () => {
  it('marketing creates, support reads, neither support nor moderator changes; one set per brand', async () => {
    const { setId } = await glo();
    const read = await call('GET', `/api/admin/tier-sets/${setId}`, 'support');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().tier_set.levels.map((level: { name: string }) => level.name)).toEqual(['Срібний', 'Золотий', 'Платиновий']);
    expect((await call('GET', '/api/admin/tier-sets', 'moderator')).statusCode).toBe(403);
    const bySupport = await call('PATCH', `/api/admin/tier-sets/${setId}`, 'support', { name: 'Інша назва' });
    expect(bySupport.statusCode).toBe(403);
    const second = await call('POST', '/api/admin/tier-sets', 'admin', { brand: 'glo', name: 'Другий', measure: 'money_spent' });
    expect(second.statusCode, second.body).toBe(409);
  });

  it('refuses a level whose threshold does not rise with its rank, naming the field, and writes nothing', async () => {
    const { setId } = await glo();
    const bad = await call('POST', `/api/admin/tier-sets/${setId}/levels`, 'marketing', { name: 'Бронзовий', rank: 4, threshold: 50 });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('threshold');
    const noName = await call('POST', `/api/admin/tier-sets/${setId}/levels`, 'marketing', { rank: 4, threshold: 9000 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields[0].field).toContain('name');
    const read = await call('GET', `/api/admin/tier-sets/${setId}`, 'marketing');
    expect(read.json().tier_set.levels).toHaveLength(3);
  });

  it('answers a level of another set like a missing one', async () => {
    const { levels } = await glo();
    const ogo = await call('POST', '/api/admin/tier-sets', 'marketing', { brand: 'ogo', name: 'Клуб ogo', measure: 'money_spent' });
    expect(ogo.statusCode, ogo.body).toBe(201);
    const ogoSetId = ogo.json().tier_set.id as number;
    const foreign = await call('PATCH', `/api/admin/tier-sets/${ogoSetId}/levels/${levels['Золотий']}`, 'marketing', { name: 'X' });
    expect(foreign.statusCode).toBe(404);
    const missing = await call('PATCH', `/api/admin/tier-sets/${ogoSetId}/levels/999999`, 'marketing', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(missing.json().error.code);
  });
});

describe('recalculation on every credit', () => {
  it('reaches a level on the credit that crosses its threshold, in that credit, with a history entry', async () => {
    const { levels } = await glo();
    const id = await newCustomer();
    await credit(id, 99);
    expect(await levelOf(id)).toBeNull();
    await credit(id, 1);
    expect((await levelOf(id))?.levelId).toBe(levels['Срібний']);
    await credit(id, 5000);
    expect((await levelOf(id))?.levelId).toBe(levels['Платиновий']);
    const history = await historyOf(id);
    expect(history.map((entry) => [entry.fromName, entry.toName, entry.reason])).toEqual([
      [null, 'Срібний', 'recalculated'],
      ['Срібний', 'Платиновий', 'recalculated'],
    ]);
  });

  it('leaves customers of a brand without a set alone', async () => {
    const id = await newCustomer('ogo');
    await credit(id, 100_000, 'ogo');
    expect(await levelOf(id)).toBeNull();
  });
});

describe('downgrade', () => {
  it('keeps the level through the grace, then goes down one level at a time', async () => {
    const { levels } = await glo();
    const db = office.testApp.database.db;
    const id = await newCustomer();
    await credit(id, 5000);
    expect((await levelOf(id))?.levelId).toBe(levels['Платиновий']);
    // The measure stays 5000; the customer falls below Платиновий and Золотий when their thresholds rise.
    const { setId } = await glo();
    await call('PATCH', `/api/admin/tier-sets/${setId}/levels/${levels['Платиновий']}`, 'marketing', { threshold: 50_000 });
    await call('PATCH', `/api/admin/tier-sets/${setId}/levels/${levels['Золотий']}`, 'marketing', { threshold: 20_000 });
    expect(await db.transaction((tx) => recalculateTier(tx, id, 'glo', new Date()))).toBeNull();
    const inGrace = await levelOf(id);
    expect(inGrace?.levelId).toBe(levels['Платиновий']);
    expect(inGrace?.graceUntil).not.toBeNull();
    const graceEnd = inGrace!.graceUntil!.getTime();

    // A day before the grace ends nothing moves; after it, one level down and a new grace (still below Золотий).
    expect(await db.transaction((tx) => recalculateTier(tx, id, 'glo', new Date(graceEnd - day)))).toBeNull();
    const down = await db.transaction((tx) => recalculateTier(tx, id, 'glo', new Date(graceEnd + 1)));
    expect(down).toEqual({ from: levels['Платиновий'], to: levels['Золотий'], reason: 'downgrade' });
    const after = await levelOf(id);
    expect(after?.levelId).toBe(levels['Золотий']);
    expect(after?.graceUntil?.getTime()).toBe(graceEnd + 1 + 30 * day);

    // The daily job run after the second grace takes the next step, to Срібний (which 5000 XP still earn).
    const report = await recalculateAllTiers(db, ['glo'], new Date(graceEnd + 2 + 30 * day));
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect((await levelOf(id))?.levelId).toBe(levels['Срібний']);
    expect((await historyOf(id)).map((entry) => entry.reason)).toEqual(['recalculated', 'downgrade', 'downgrade']);

    await call('PATCH', `/api/admin/tier-sets/${(await glo()).setId}/levels/${levels['Золотий']}`, 'marketing', { threshold: 1000 });
    await call('PATCH', `/api/admin/tier-sets/${(await glo()).setId}/levels/${levels['Платиновий']}`, 'marketing', { threshold: 5000 });
  });
});

describe('manual assignment', () => {
  it('is audited with its history entry, holds against recalculation, and on removal the measure decides again', async () => {
    const { levels } = await glo();
    const id = await newCustomer();
    await credit(id, 150);
    const byMarketing = await call('PUT', `/api/admin/customers/${id}/tier`, 'marketing', {
      level_id: levels['Платиновий'],
      reason: 'VIP партнер',
    });
    expect(byMarketing.statusCode, byMarketing.body).toBe(200);
    expect(byMarketing.json().tier).toMatchObject({ name: 'Платиновий', manual: true });
    const trail = await office.testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tier.assign'), eq(auditLog.targetId, String(id))));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ role: 'marketing', reason: 'VIP партнер' });

    await credit(id, 1);
    expect((await levelOf(id))?.levelId).toBe(levels['Платиновий']);

    const removed = await call('PUT', `/api/admin/customers/${id}/tier`, 'marketing', { level_id: null, reason: 'Кінець угоди' });
    expect(removed.statusCode, removed.body).toBe(200);
    // 151 XP earn Срібний; the grace applies to the fall from a level once held by hand too.
    expect(removed.json().tier).toMatchObject({ name: 'Платиновий', manual: false });
    expect(removed.json().tier.grace_until).not.toBeNull();
    expect(removed.json().history.map((entry: { reason: string }) => entry.reason)).toEqual(['manual', 'recalculated']);

    const read = await call('GET', `/api/admin/customers/${id}/tier`, 'support');
    expect(read.statusCode).toBe(200);
  });

  it('refuses support, and answers a missing customer and a level of the other brand alike (404)', async () => {
    const { levels } = await glo();
    const id = await newCustomer('ogo');
    const bySupport = await call('PUT', `/api/admin/customers/${id}/tier`, 'support', { level_id: null, reason: 'Спроба' });
    expect(bySupport.statusCode).toBe(403);
    const otherBrand = await call('PUT', `/api/admin/customers/${id}/tier`, 'marketing', {
      level_id: levels['Золотий'],
      reason: 'Не той бренд',
    });
    expect(otherBrand.statusCode, otherBrand.body).toBe(404);
    const missing = await call('PUT', '/api/admin/customers/99999999/tier', 'marketing', {
      level_id: levels['Золотий'],
      reason: 'Нема такого',
    });
    expect(missing.statusCode).toBe(404);
    expect(await levelOf(id)).toBeNull();
    const audited = await office.testApp.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    expect(audited).toEqual([]);
  });
});

describe('the customer sees their tier', () => {
  it('the programme by its name, its window and grace, the level, progress to the next one and the benefits', async () => {
    const { levels } = await glo();
    const person = await createAccount(office.testApp, { phone: '+380671234599', brands: ['glo'] });
    const id = person.ids.glo!;
    await credit(id, 660);
    const answer = await office.testApp.app.inject({ method: 'GET', url: '/api/user/get-tier?v=glo', headers: person.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      enabled: true,
      set_name: 'Клуб glo',
      measure: 'xp_earned',
      window_days: 365,
      grace_days: 30,
      value: 660,
      tier: { id: levels['Срібний'], name: 'Срібний', benefits: { earning_multiplier_bp: 10_000, free_delivery: false } },
      next: { id: levels['Золотий'], name: 'Золотий', missing: 340 },
    });
    expect(body.levels[1], JSON.stringify(body.levels)).toBeDefined();
    expect(body.levels[1].benefits).toMatchObject({ earning_multiplier_bp: 12_500, free_delivery: true });
    const anonymous = await office.testApp.app.inject({ method: 'GET', url: '/api/user/get-tier?v=glo', headers: apiHeaders });
    expect(anonymous.statusCode).toBe(401);
  });
});
