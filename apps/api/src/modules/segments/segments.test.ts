// Segments end to end on the in-memory database: a seeded set of customers whose facts the test holds by hand, the
// live count and the members' CSV of each rule against the members those facts give, roles, audit, and a 400 naming
// the field for bad rules.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { auditLog, campaignMembers, campaigns, customers, customerTiers, scans, tierLevels, tierSets } from '@loyalty/db/schema';
import { customerMatchesSegment, type SegmentFacts, type SegmentRules } from '@loyalty/domain/segments';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { segmentMembership } from './service.ts';

const office = useBackOfficeHarness();
const day = 86_400_000;

interface Seeded {
  name: string;
  brand: Brand;
  registeredAt: Date;
  ordersCount: number;
  balance: number;
  lastScanDaysAgo: number | null;
  /** Cities of its orders, oldest first: the last one is "the city of last delivery". */
  cities: string[];
  tier: 'silver' | 'gold' | null;
  /** The campaigns (of the two seeded below) the customer met, and in which group. */
  campaigns?: { campaign: 'sticks' | 'weekend'; group: 'treated' | 'holdout' }[];
}

const now = new Date();
const seeded: Seeded[] = [
  { name: 'a', brand: 'glo', registeredAt: new Date('2025-01-10T10:00:00Z'), ordersCount: 0, balance: 0, lastScanDaysAgo: null, cities: [], tier: null },
  { name: 'b', brand: 'glo', registeredAt: new Date('2025-06-01T10:00:00Z'), ordersCount: 2, balance: 150, lastScanDaysAgo: 5, cities: ['Львів', 'Київ'], tier: 'silver', campaigns: [{ campaign: 'sticks', group: 'treated' }] },
  { name: 'c', brand: 'glo', registeredAt: new Date('2026-02-01T10:00:00Z'), ordersCount: 5, balance: 900, lastScanDaysAgo: 45, cities: ['Київ', ' львів '], tier: 'gold', campaigns: [{ campaign: 'sticks', group: 'holdout' }, { campaign: 'weekend', group: 'treated' }] },
  { name: 'd', brand: 'glo', registeredAt: new Date('2026-02-01T22:30:00Z'), ordersCount: 1, balance: 40, lastScanDaysAgo: 100, cities: ['Одеса'], tier: null, campaigns: [{ campaign: 'weekend', group: 'holdout' }] },
  { name: 'e', brand: 'glo', registeredAt: new Date('2026-05-20T10:00:00Z'), ordersCount: 3, balance: 500, lastScanDaysAgo: 29, cities: ['Київ'], tier: 'silver' },
  { name: 'f', brand: 'ogo', registeredAt: new Date('2026-01-01T10:00:00Z'), ordersCount: 5, balance: 900, lastScanDaysAgo: null, cities: ['Київ'], tier: null },
];
const ids = new Map<string, number>();
const levelIds: Record<'silver' | 'gold', number> = { silver: 0, gold: 0 };
const campaignIds: Record<'sticks' | 'weekend' | 'ogo', number> = { sticks: 0, weekend: 0, ogo: 0 };

function kyivDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(instant);
}

function factsOf(customer: Seeded): SegmentFacts {
  return {
    lastCreditedScanAt: customer.lastScanDaysAgo === null ? null : new Date(now.getTime() - customer.lastScanDaysAgo * day),
    tierLevelId: customer.tier === null ? null : levelIds[customer.tier],
    lastDeliveryCity: customer.cities.at(-1) ?? null,
    ordersCount: customer.ordersCount,
    balance: customer.balance,
    registeredOn: kyivDate(customer.registeredAt),
    treatedCampaignIds: (customer.campaigns ?? []).filter((m) => m.group === 'treated').map((m) => campaignIds[m.campaign]),
  };
}

beforeAll(async () => {
  const db = office.testApp.database.db;
  // Levels are written directly: these customers' tiers are facts of the seed, not of a recalculation.
  const [set] = await db.insert(tierSets).values({ brand: 'glo', name: 'Клуб', measure: 'money_spent' }).returning();
  const [silver, gold] = await db
    .insert(tierLevels)
    .values([
      { tierSetId: set!.id, name: 'Срібний', rank: 1, threshold: 1_000_000_000 },
      { tierSetId: set!.id, name: 'Золотий', rank: 2, threshold: 2_000_000_000 },
    ])
    .returning();
  levelIds.silver = silver!.id;
  levelIds.gold = gold!.id;
  // Campaigns are written directly too: membership is a fact of the seed, not of a credited scan.
  const effect = { kind: 'fixed_xp' as const, xp: 10 };
  const [sticks, weekend, ogoCampaign] = await db
    .insert(campaigns)
    .values([
      { brand: 'glo', name: 'Стіки', trigger: 'pack_code_credited', effect, status: 'active' },
      { brand: 'glo', name: 'Вихідні', trigger: 'pack_code_credited', effect, status: 'ended' },
      { brand: 'ogo', name: 'ogo', trigger: 'pack_code_credited', effect },
    ])
    .returning();
  campaignIds.sticks = sticks!.id;
  campaignIds.weekend = weekend!.id;
  campaignIds.ogo = ogoCampaign!.id;
  let seq = 0;
  for (const customer of seeded) {
    seq += 1;
    const [row] = await db
      .insert(customers)
      .values({
        brand: customer.brand,
        phone: `+38067${String(5_200_000 + seq)}`,
        firstName: customer.name,
        ordersCount: customer.ordersCount,
        createdAt: customer.registeredAt,
      })
      .returning({ id: customers.id });
    const id = row!.id;
    ids.set(customer.name, id);
    if (customer.balance > 0) {
      await db.transaction((tx) =>
        creditXp(tx, { customerId: id, brand: customer.brand, amount: customer.balance, reason: 'scan', sourceType: 'seg_test', sourceRef: String(id) }),
      );
    }
    if (customer.lastScanDaysAgo !== null) {
      await db.insert(scans).values([
        { customerId: id, brand: customer.brand, code: 'X', outcome: 'credited', xp: 1, channel: 'manual', createdAt: new Date(now.getTime() - customer.lastScanDaysAgo * day) },
        // An attempt that credited nothing is not a scan for the rule.
        { customerId: id, brand: customer.brand, code: 'Y', outcome: 'unknown_code', xp: 0, channel: 'manual', createdAt: now },
      ]);
    }
    for (const city of customer.cities) {
      await insertTestOrder(db, {
        customerId: id,
        brand: customer.brand,
        shippingAddress: { first_name: '', last_name: '', address1: '', phone: '', city, province: '', country: 'Ukraine', zip: '' },
      });
    }
    if (customer.tier !== null) {
      await db.insert(customerTiers).values({ customerId: id, brand: customer.brand, levelId: levelIds[customer.tier] });
    }
    for (const member of customer.campaigns ?? []) {
      await db.insert(campaignMembers).values({ campaignId: campaignIds[member.campaign], customerId: id, group: member.group });
    }
  }
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, role: Parameters<typeof office.as>[0], payload?: object) {
  return office.testApp.app.inject({ method, url, headers: office.as(role), ...(payload === undefined ? {} : { payload }) });
}

/** The wire form of the rules the test states in domain's form. */
function wire(rules: SegmentRules): Record<string, unknown> {
  return {
    ...(rules.lastScanMoreThanDays !== undefined ? { last_scan_more_than_days: rules.lastScanMoreThanDays } : {}),
    ...(rules.tierLevelIds !== undefined ? { tier_level_ids: rules.tierLevelIds } : {}),
    ...(rules.lastDeliveryCities !== undefined ? { last_delivery_cities: rules.lastDeliveryCities } : {}),
    ...(rules.ordersCount !== undefined ? { orders_count: rules.ordersCount } : {}),
    ...(rules.balance !== undefined ? { balance: rules.balance } : {}),
    ...(rules.registered !== undefined ? { registered: rules.registered } : {}),
    ...(rules.campaignMember !== undefined ? { campaign_member: rules.campaignMember } : {}),
  };
}

describe('segment rules against hand-computed members', () => {
  const cases: { title: string; rules: () => SegmentRules; expected: string[] }[] = [
    { title: 'no rules: the whole brand', rules: () => ({}), expected: ['a', 'b', 'c', 'd', 'e'] },
    { title: 'no credited scan in 30 days (never scanned included)', rules: () => ({ lastScanMoreThanDays: 30 }), expected: ['a', 'c', 'd'] },
    { title: 'tier', rules: () => ({ tierLevelIds: [levelIds.silver] }), expected: ['b', 'e'] },
    { title: 'city of the last delivery, any case', rules: () => ({ lastDeliveryCities: ['КИЇВ'] }), expected: ['b', 'e'] },
    { title: 'city of the last delivery, trimmed', rules: () => ({ lastDeliveryCities: ['Львів', 'Одеса'] }), expected: ['c', 'd'] },
    { title: 'orders count range', rules: () => ({ ordersCount: { min: 2, max: 3 } }), expected: ['b', 'e'] },
    { title: 'balance range, bounds included', rules: () => ({ balance: { min: 40, max: 500 } }), expected: ['b', 'd', 'e'] },
    // d registered 2026-02-01 22:30 UTC, which is 2 February in Kyiv.
    { title: 'registration date on the Kyiv calendar', rules: () => ({ registered: { from: '2026-02-01', to: '2026-02-01' } }), expected: ['c'] },
    // c is held out of "sticks" (not a member for the rule) and treated in "weekend"; d is held out of "weekend".
    { title: 'treated member of a campaign, not held out', rules: () => ({ campaignMember: [campaignIds.sticks] }), expected: ['b'] },
    {
      title: 'treated member of any of two campaigns, an ended one too',
      rules: () => ({ campaignMember: [campaignIds.sticks, campaignIds.weekend] }),
      expected: ['b', 'c'],
    },
    {
      title: 'campaign membership with another rule',
      rules: () => ({ campaignMember: [campaignIds.sticks, campaignIds.weekend], lastScanMoreThanDays: 30 }),
      expected: ['c'],
    },
    {
      title: 'all together',
      rules: () => ({ lastScanMoreThanDays: 10, balance: { min: 100 }, registered: { from: '2026-01-01' } }),
      expected: ['c', 'e'],
    },
  ];

  for (const { title, rules, expected } of cases) {
    it(title, async () => {
      const stated = rules();
      // The domain's rule over the seed's facts agrees with the hand-computed members...
      const byRule = seeded.filter((customer) => customer.brand === 'glo' && customerMatchesSegment(stated, factsOf(customer), now));
      expect(byRule.map((customer) => customer.name)).toEqual(expected);
      // ...and so do the live count, the saved segment's count, its CSV and the membership check.
      const live = await call('POST', '/api/admin/segments/count', 'support', { brand: 'glo', rules: wire(stated) });
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json().count).toBe(expected.length);
      const created = await call('POST', '/api/admin/segments', 'marketing', { brand: 'glo', name: title, rules: wire(stated) });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().segment.id as number;
      expect(created.json().segment.rules).toEqual(wire(stated));
      expect((await call('GET', `/api/admin/segments/${id}/count`, 'support')).json().count).toBe(expected.length);
      const csv = await call('GET', `/api/admin/segments/${id}/members.csv`, 'support');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\n');
      expect(lines[0]).toBe('id,phone,first_name,last_name,registered_at');
      expect(lines.slice(1).map((line) => line.split(',')[3 - 1])).toEqual(expected);
      const db = office.testApp.database.db;
      expect(await segmentMembership(db, id, ids.get(expected[0] ?? 'f')!)).toBe(expected.length > 0);
      expect(await segmentMembership(db, id, ids.get('f')!)).toBe(false);
    });
  }
});

describe('segments in the back-office', () => {
  it('marketing changes and deletes with an audit entry each; support only reads; moderator not even that', async () => {
    const created = await call('POST', '/api/admin/segments', 'marketing', { brand: 'glo', name: 'Сплячі', rules: { last_scan_more_than_days: 60 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().segment.id as number;
    expect((await call('POST', '/api/admin/segments', 'support', { brand: 'glo', name: 'x', rules: {} })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/segments', 'moderator')).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/segments/${id}`, 'support')).statusCode).toBe(200);
    const changed = await call('PATCH', `/api/admin/segments/${id}`, 'marketing', { name: 'Сплячі 90', rules: { last_scan_more_than_days: 90 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().segment).toMatchObject({ name: 'Сплячі 90', rules: { last_scan_more_than_days: 90 } });
    expect((await call('DELETE', `/api/admin/segments/${id}`, 'marketing')).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/segments/${id}`, 'support')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/segments/${id}`, 'marketing')).statusCode).toBe(404);
    const trail = await office.testApp.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'segment'));
    expect(trail.filter((entry) => entry.targetId === String(id)).map((entry) => entry.action)).toEqual([
      'segment.create',
      'segment.update',
      'segment.delete',
    ]);
  });

  it('refuses bad rules with a 400 naming the field, and saves nothing', async () => {
    const before = (await call('GET', '/api/admin/segments', 'support')).json().segments.length as number;
    const bad = async (rules: unknown, field: string) => {
      const answer = await call('POST', '/api/admin/segments', 'marketing', { brand: 'glo', name: 'Погані', rules });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields.map((entry: { field: string }) => entry.field).join(' ')).toContain(field);
    };
    await bad({ balance: { min: -1 } }, 'balance');
    await bad({ balance: { min: 10, max: 5 } }, 'max');
    await bad({ last_scan_more_than_days: 0 }, 'last_scan_more_than_days');
    await bad({ registered: { from: '1 січня' } }, 'from');
    await bad({ favourite_colour: 'green' }, 'rules');
    await bad({ tier_level_ids: [999_999] }, 'rules.tier_level_ids');
    await bad({ campaign_member: [] }, 'campaign_member');
    await bad({ campaign_member: [999_999] }, 'rules.campaign_member');
    // A campaign of the other brand is unknown to this brand, in the live count as in a save.
    await bad({ campaign_member: [campaignIds.sticks, campaignIds.ogo] }, 'rules.campaign_member');
    const foreignCount = await call('POST', '/api/admin/segments/count', 'support', { brand: 'ogo', rules: { campaign_member: [campaignIds.sticks] } });
    expect(foreignCount.statusCode).toBe(400);
    expect(foreignCount.json().error.fields[0].field).toBe('rules.campaign_member');
    // A level of another brand's set is unknown to this brand.
    const ogo = await call('POST', '/api/admin/segments', 'marketing', { brand: 'ogo', name: 'x', rules: { tier_level_ids: [levelIds.gold] } });
    expect(ogo.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/segments', 'support')).json().segments).toHaveLength(before);
  });
});
