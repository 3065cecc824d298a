// Campaigns end to end on PGlite: marketing creates and runs them through /api/admin/campaigns (roles, validation,
// audit), a sticks code scanned while "×2 on sticks" runs is doubled and names the campaign, a replay credits once,
// limits, budget and holdout hold, and a refunded order takes its campaign XP back through the ledger.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@loyalty/contracts/campaigns';
import { migrationsDir } from '@loyalty/db/paths';
import {
  auditLog,
  campaignCredits,
  campaignCustomEvents,
  campaignMembers,
  campaigns,
  collections,
  packCodes,
  products,
  productVariants,
  xpAccounts,
  xpLedger,
} from '@loyalty/db/schema';
import { inHoldout, isoDayOfWeek } from '@loyalty/domain/campaigns';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { transitionOrder } from '../orders/lifecycle.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

const office = useBackOfficeHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000', SCAN_MONTHLY_LIMIT: '1000' } });
let phoneCounter = 0;

async function newCustomer(): Promise<TestAccount & { id: number }> {
  phoneCounter += 1;
  const account = await createAccount(office.testApp, {
    phone: `+38067${String(4_200_000 + phoneCounter).padStart(7, '0')}`,
    brands: ['glo'],
  });
  return { ...account, id: account.ids.glo ?? 0 };
}

async function newCode(kind: 'sticks' | 'velo' = 'sticks', xp = 10): Promise<string> {
  const code = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  await office.testApp.database.db.insert(packCodes).values({ code, brand: 'glo', xp, kind });
  return code;
}

function redeem(account: TestAccount, code: string) {
  return office.testApp.app.inject({
    method: 'POST',
    url: '/api/scan/redeem',
    headers: account.headers,
    payload: { code, product: 'glo' },
  });
}

const hour = 3_600_000;

function draft(overrides: Record<string, unknown> = {}) {
  return {
    brand: 'glo',
    name: '×2 XP за стіки до неділі',
    trigger: 'pack_code_credited',
    // Today in Kyiv, so the test passes on any day it runs; "the weekend" is the days a marketer would pick.
    conditions: { code_kinds: ['sticks'], days_of_week: [isoDayOfWeek(kyivCalendarDate())] },
    effect: { kind: 'multiplier', factor: 2 },
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 48 * hour).toISOString(),
    ...overrides,
  };
}

async function createCampaign(body: Record<string, unknown>, role: 'marketing' | 'admin' = 'marketing'): Promise<Campaign> {
  const created = await office.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/campaigns',
    headers: office.as(role),
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().campaign as Campaign;
}

async function move(id: number, action: 'activate' | 'pause' | 'end', role: 'marketing' | 'support' = 'marketing') {
  return office.testApp.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${id}/${action}`,
    headers: office.as(role),
    payload: {},
  });
}

/** Runs `body` with a campaign active, and ends it after, so the file's campaigns never overlap. */
async function withRunning(body: Record<string, unknown>, test: (campaign: Campaign) => Promise<void>): Promise<void> {
  const campaign = await createCampaign(body);
  const activated = await move(campaign.id, 'activate');
  expect(activated.statusCode, activated.body).toBe(200);
  expect(activated.json().campaign.status).toBe('active');
  try {
    await test(campaign);
  } finally {
    expect((await move(campaign.id, 'end')).statusCode).toBe(200);
  }
}

async function balanceOf(customerId: number): Promise<number> {
  const [row] = await office.testApp.database.db.select().from(xpAccounts).where(eq(xpAccounts.customerId, customerId));
  return row?.balance ?? 0;
}

describe('the back-office API of campaigns', () => {
  it('lets marketing and admin create and run, support only read, and nobody else in', async () => {
    const campaign = await createCampaign(draft(), 'admin');
    expect(campaign).toMatchObject({ status: 'draft', spent_xp: 0, effect: { kind: 'multiplier', factor: 2 } });
    const bySupport = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: office.as('support'),
      payload: draft(),
    });
    expect(bySupport.statusCode).toBe(403);
    expect((await move(campaign.id, 'activate', 'support')).statusCode).toBe(403);
    const read = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: office.as('support'),
    });
    expect(read.statusCode).toBe(200);
    const byModerator = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns',
      headers: office.as('moderator'),
    });
    expect(byModerator.statusCode).toBe(403);
    const list = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns?status=draft',
      headers: office.as('support'),
    });
    expect(list.json().campaigns.map((c: Campaign) => c.id)).toContain(campaign.id);
  });

  it('names the field of a bad draft with a 400, and changes only drafts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [draft({ trigger: 'order_paid' }), 'body.effect.kind'],
      [draft({ conditions: { time_from: '25:00' } }), 'body.conditions.time_from'],
      [draft({ ends_at: new Date(Date.now() - 2 * hour).toISOString() }), 'body.ends_at'],
      [draft({ holdout_percent: 80 }), 'body.holdout_percent'],
      [draft({ trigger: 'nth_scan_of_month' }), 'body.conditions.nth_scan'],
      [draft({ effect: { kind: 'fixed_xp', xp: 0 } }), 'body.effect'],
    ];
    for (const [body, field] of cases) {
      const answer = await office.testApp.app.inject({
        method: 'POST',
        url: '/api/admin/campaigns',
        headers: office.as('marketing'),
        payload: body,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const fields = (answer.json().error.fields as { field: string }[]).map((error) => error.field);
      expect(
        fields.some((name) => name.startsWith(field)),
        `${field} in ${fields.join(', ')}`,
      ).toBe(true);
    }
    const campaign = await createCampaign(draft());
    const renamed = await office.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: office.as('marketing'),
      payload: draft({ name: 'Подвійні XP' }),
    });
    expect(renamed.json().campaign.name).toBe('Подвійні XP');
    expect((await move(campaign.id, 'pause')).statusCode).toBe(409);
    expect((await move(campaign.id, 'activate')).statusCode).toBe(200);
    expect((await move(campaign.id, 'pause')).json().campaign.status).toBe('paused');
    const late = await office.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: office.as('marketing'),
      payload: draft(),
    });
    expect(late.statusCode).toBe(409);
    expect((await move(campaign.id, 'end')).json().campaign.status).toBe('ended');
    expect((await move(campaign.id, 'activate')).statusCode).toBe(409);
    const missing = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns/999999',
      headers: office.as('support'),
    });
    expect(missing.statusCode).toBe(404);
    const entries = await office.testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'campaign'), eq(auditLog.targetId, String(campaign.id))));
    expect(entries.map((entry) => entry.action)).toEqual([
      'campaign.create',
      'campaign.update',
      'campaign.activate',
      'campaign.pause',
      'campaign.end',
    ]);
  });

  it('schedules a campaign whose start is ahead, and it credits nothing before', async () => {
    const customer = await newCustomer();
    const campaign = await createCampaign(draft({ starts_at: new Date(Date.now() + hour).toISOString() }));
    expect((await move(campaign.id, 'activate')).json().campaign.status).toBe('scheduled');
    const answer = await redeem(customer, await newCode());
    expect(answer.json()).toEqual({ credited: 10, balance: 10 });
    expect((await move(campaign.id, 'end')).statusCode).toBe(200);
  });
});

describe('campaigns on scans', () => {
  it('doubles a sticks code while "×2 on sticks" runs, names itself, and leaves velo alone', async () => {
    const customer = await newCustomer();
    await withRunning(draft(), async (campaign) => {
      const sticks = await redeem(customer, await newCode('sticks', 10));
      expect(sticks.statusCode, sticks.body).toBe(200);
      expect(sticks.json()).toEqual({ credited: 10, balance: 20, campaigns: [{ name: campaign.name, xp: 10 }] });
      const velo = await redeem(customer, await newCode('velo', 7));
      expect(velo.json()).toEqual({ credited: 7, balance: 27 });
      const entries = await office.testApp.database.db
        .select()
        .from(xpLedger)
        .where(and(eq(xpLedger.customerId, customer.id), eq(xpLedger.sourceType, 'campaign')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ amount: 10, reason: 'campaign', note: campaign.name });
      expect(entries[0]?.sourceRef).toMatch(new RegExp(`^${campaign.id}:pack_code_credited:\\d+$`));
      const view = await office.testApp.app.inject({
        method: 'GET',
        url: `/api/admin/campaigns/${campaign.id}`,
        headers: office.as('support'),
      });
      expect(view.json().campaign).toMatchObject({ spent_xp: 10, credits: 1, treated: 1 });
    });
  });

  it('credits a replayed redemption once', async () => {
    const customer = await newCustomer();
    await withRunning(draft(), async (campaign) => {
      const code = await newCode();
      expect((await redeem(customer, code)).statusCode).toBe(200);
      const again = await redeem(customer, code);
      expect(again.statusCode).toBe(409);
      // The engine itself, handed the same fact again, finds the credit claimed.
      const [credit] = await office.testApp.database.db
        .select()
        .from(campaignCredits)
        .where(eq(campaignCredits.campaignId, campaign.id));
      const replay = await office.testApp.database.db.transaction((tx) =>
        office.testApp.app.campaigns.apply(tx, {
          trigger: 'pack_code_credited',
          factRef: credit?.factRef ?? '',
          customerId: customer.id,
          brand: 'glo',
          at: new Date(),
          baseXp: 10,
          items: () => [{ kind: 'sticks' }],
        }),
      );
      expect(replay).toEqual([]);
      expect(await balanceOf(customer.id)).toBe(20);
    });
  });

  it('keeps the per-customer limit of the Kyiv day and the budget', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    await withRunning(
      draft({ limits: { per_day: 1 }, budget_xp: 15, effect: { kind: 'fixed_xp', xp: 10 } }),
      async (campaign) => {
        expect((await redeem(first, await newCode())).json().campaigns).toEqual([{ name: campaign.name, xp: 10 }]);
        // The day's one credit is taken.
        expect((await redeem(first, await newCode())).json().campaigns).toBeUndefined();
        // 10 of the budget's 15 are spent: another 10 would pass it.
        expect((await redeem(second, await newCode())).json().campaigns).toBeUndefined();
        const view = await office.testApp.app.inject({
          method: 'GET',
          url: `/api/admin/campaigns/${campaign.id}`,
          headers: office.as('support'),
        });
        expect(view.json().campaign).toMatchObject({ spent_xp: 10, budget_xp: 15, credits: 1 });
      },
    );
  });

  it('gives the holdout nothing, records it, and keeps the same customer in the same group', async () => {
    await withRunning(draft({ holdout_percent: 50 }), async (campaign) => {
      const seen = { treated: 0, holdout: 0 };
      for (let tries = 0; tries < 16 && (seen.treated === 0 || seen.holdout === 0); tries += 1) {
        const customer = await newCustomer();
        const held = inHoldout(campaign.id, customer.id, 50);
        for (let scan = 0; scan < 2; scan += 1) {
          const answer = (await redeem(customer, await newCode())).json();
          expect(answer.campaigns === undefined).toBe(held);
        }
        const members = await office.testApp.database.db
          .select()
          .from(campaignMembers)
          .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.customerId, customer.id)));
        expect(members.map((member) => member.group)).toEqual([held ? 'holdout' : 'treated']);
        seen[held ? 'holdout' : 'treated'] += 1;
      }
      expect(seen.holdout).toBeGreaterThan(0);
      expect(seen.treated).toBeGreaterThan(0);
    });
  });

  it('gives nothing and leaves no trace when another instance paused the campaign after this one listed it', async () => {
    const customer = await newCustomer();
    await withRunning(draft({ budget_xp: 1_000 }), async (campaign) => {
      // The first scan fills this app's short list of running campaigns with the campaign.
      expect((await redeem(customer, await newCode())).json()).toMatchObject({ credited: 10, balance: 20 });
      // Paused by another instance: a write this app's list does not see, only the budget's spend at the end re-reads.
      const { db } = office.testApp.database;
      await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaign.id));
      const code = await newCode();
      expect((await redeem(customer, code)).json()).toEqual({ credited: 10, balance: 30 });
      const credits = await db.select().from(campaignCredits).where(eq(campaignCredits.campaignId, campaign.id));
      expect(credits).toHaveLength(1);
      const entries = await db
        .select()
        .from(xpLedger)
        .where(and(eq(xpLedger.customerId, customer.id), eq(xpLedger.sourceType, 'campaign')));
      expect(entries.map((entry) => entry.amount)).toEqual([10]);
      const view = await office.testApp.app.inject({
        method: 'GET',
        url: `/api/admin/campaigns/${campaign.id}`,
        headers: office.as('support'),
      });
      expect(view.json().campaign).toMatchObject({ spent_xp: 10, credits: 1 });
    });
  });

  it('credits nothing while paused', async () => {
    const customer = await newCustomer();
    await withRunning(draft(), async (campaign) => {
      expect((await move(campaign.id, 'pause')).statusCode).toBe(200);
      expect((await redeem(customer, await newCode())).json()).toEqual({ credited: 10, balance: 10 });
    });
  });
});

describe('campaigns on orders', () => {
  it('credits a paid order and takes the XP back through the ledger when it is refunded', async () => {
    const customer = await newCustomer();
    const { app, database } = office.testApp;
    await withRunning(
      draft({ name: 'Бонус за замовлення', trigger: 'order_paid', conditions: {}, effect: { kind: 'fixed_xp', xp: 25 } }),
      async (campaign) => {
        const order = await insertTestOrder(database.db, { customerId: customer.id, brand: 'glo', bonusTotal: 0 });
        const paid = await database.db.transaction((tx) => transitionOrder(app.orderEvents, tx, order.id, { to: 'paid' }));
        expect(paid.outcomes.campaigns).toEqual({ credited: [{ id: campaign.id, name: campaign.name, xp: 25 }] });
        expect(await balanceOf(customer.id)).toBe(25);
        const money = { gateway: 'manual', providerRef: `refund-${order.id}` };
        const refunded = await database.db.transaction((tx) =>
          transitionOrder(app.orderEvents, tx, order.id, { to: 'refunded', money }),
        );
        expect(refunded.outcomes.campaigns).toEqual({ takenBack: 25 });
        expect(await balanceOf(customer.id)).toBe(0);
        const entries = await database.db.select().from(xpLedger).where(eq(xpLedger.customerId, customer.id));
        expect(entries.map((entry) => [entry.sourceType, entry.amount])).toEqual([
          ['campaign', 25],
          ['campaign_reversal', -25],
        ]);
        const [credit] = await database.db.select().from(campaignCredits).where(eq(campaignCredits.campaignId, campaign.id));
        expect(credit).toMatchObject({ amount: 25, reversedXp: 25 });
        const view = await app.inject({
          method: 'GET',
          url: `/api/admin/campaigns/${campaign.id}`,
          headers: office.as('support'),
        });
        expect(view.json().campaign.spent_xp).toBe(0);
      },
    );
  });
});

describe('campaigns on other facts', () => {
  it('welcomes a new customer record (registration) once', async () => {
    const customer = await newCustomer();
    await withRunning(
      draft({
        brand: 'ogo',
        name: 'Вітаємо в ogo',
        trigger: 'registration',
        conditions: {},
        effect: { kind: 'fixed_xp', xp: 30 },
      }),
      async () => {
        const created = await office.testApp.app.inject({
          method: 'POST',
          url: '/api/auth/create-customer',
          headers: customer.headers,
          payload: {
            first_name: 'Тарас',
            last_name: 'Шевченко',
            email: `${customer.phone.slice(1)}@example.com`,
            phone: customer.phone,
            variant: 'ogo',
          },
        });
        expect(created.statusCode, created.body).toBe(200);
        const ogoId = created.json().customer.shopify_id as number;
        expect(await balanceOf(ogoId)).toBe(30);
      },
    );
  });

  it('records a custom event from the ops command line and credits it once per reference', async () => {
    const customer = await newCustomer();
    const recorded = (name: string) =>
      office.testApp.database.db.select().from(campaignCustomEvents).where(eq(campaignCustomEvents.name, name));
    await withRunning(
      draft({
        name: 'Вікторина на стенді',
        trigger: 'custom_event',
        conditions: { event_name: 'quiz' },
        effect: { kind: 'fixed_xp', xp: 15 },
      }),
      async (campaign) => {
        const args = ['campaigns:event', '--phone', customer.phone, '--brand', 'glo', '--event', 'quiz', '--ref', 'stand-7'];
        const first = await office.cli(...args);
        expect(first.code, first.stderr).toBe(0);
        expect(first.stdout).toContain(campaign.name);
        const [event] = await recorded('quiz');
        expect(event).toMatchObject({ ref: 'stand-7', customerId: customer.id, brand: 'glo' });
        // The same command again (a retry, a double enter): recorded once, credited once.
        const again = await office.cli(...args);
        expect(again.code, again.stderr).toBe(0);
        expect(again.stdout).toContain(`recorded already (event ${event?.id}`);
        expect(await recorded('quiz')).toHaveLength(1);
        const other = await office.cli(
          'campaigns:event',
          '--phone',
          customer.phone,
          '--brand',
          'glo',
          '--event',
          'poll',
          '--ref',
          'stand-7',
        );
        expect(other.stdout).toContain('Recorded; no running campaign credited this event.');
        expect(await recorded('poll')).toHaveLength(1);
        expect(await balanceOf(customer.id)).toBe(15);
        const credits = await office.testApp.database.db
          .select()
          .from(campaignCredits)
          .where(eq(campaignCredits.campaignId, campaign.id));
        expect(credits.map((credit) => credit.factRef)).toEqual(['quiz:stand-7']);
        // The preview reads the recorded event as its fact.
        const previewed = await office.testApp.app.inject({
          method: 'GET',
          url: `/api/admin/campaigns/${campaign.id}/preview`,
          headers: office.as('marketing'),
        });
        expect(previewed.statusCode, previewed.body).toBe(200);
        expect(previewed.json()).toMatchObject({ facts_scanned: 1, customers_reached: 1, credits: 1, xp_cost: 15 });
      },
    );
  });

  it('migration 0032 records the custom events reported before it from their credits, once per event', async () => {
    const db = office.testApp.database.db;
    const customer = await newCustomer();
    const rows = await db
      .insert(campaigns)
      .values(
        [1, 2].map((n) => ({
          brand: 'glo' as const,
          name: `Стара вікторина ${n}`,
          status: 'ended' as const,
          trigger: 'custom_event' as const,
          conditions: { event_name: 'old-quiz' },
          effect: { kind: 'fixed_xp' as const, xp: 5 },
        })),
      )
      .returning({ id: campaigns.id });
    const early = new Date('2026-10-01T09:00:00.000Z');
    // One event credited by two campaigns (the earliest credit is when it happened); a ref with a colon of its own.
    await db.insert(campaignCredits).values([
      {
        campaignId: rows[0]!.id,
        customerId: customer.id,
        factType: 'custom_event',
        factRef: 'old-quiz:st:7',
        amount: 5,
        createdAt: early,
      },
      {
        campaignId: rows[1]!.id,
        customerId: customer.id,
        factType: 'custom_event',
        factRef: 'old-quiz:st:7',
        amount: 5,
        createdAt: new Date(early.getTime() + 1000),
      },
    ]);
    const migration = await readFile(path.join(migrationsDir, '0032_campaign_custom_events.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((part) => part.includes('INSERT INTO'));
    expect(backfill).toHaveLength(1);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    // Run twice (a migration is applied once, but the statement must not double a row either way).
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const recorded = await db.select().from(campaignCustomEvents).where(eq(campaignCustomEvents.name, 'old-quiz'));
    expect(recorded).toEqual([
      expect.objectContaining({ name: 'old-quiz', ref: 'st:7', customerId: customer.id, brand: 'glo', at: early }),
    ]);
  });

  it("matches a code's product, category and variant, and a customer's first credited scan", async () => {
    const { db } = office.testApp.database;
    const [collection] = await db
      .insert(collections)
      .values({ brand: 'glo', slug: 'sticks', title: 'Стіки', position: 9 })
      .returning();
    const item = (handle: string) => ({
      brand: 'glo' as const,
      handle: `${handle}-${randomBytes(3).toString('hex')}`,
      title: handle,
      description: handle,
      collectionId: collection!.id,
      imageSrc: `/media/products/${handle}.svg`,
      imageWidth: 600,
      imageHeight: 600,
      imageAlt: handle,
    });
    const [tropical, fresh] = await db
      .insert(products)
      .values([item('neo-tropical'), item('neo-fresh')])
      .returning();
    const [pack, block, freshPack] = await db
      .insert(productVariants)
      .values([
        { productId: tropical!.id, title: 'Пачка', priceKop: 11_800, packQuantity: 20 },
        { productId: tropical!.id, title: 'Блок', priceKop: 118_000, packQuantity: 200 },
        { productId: fresh!.id, title: 'Пачка', priceKop: 11_800, packQuantity: 20 },
      ])
      .returning();
    async function codeOf(variantId: number | null): Promise<string> {
      const code = `PV${randomBytes(6).toString('hex').toUpperCase()}`;
      await db.insert(packCodes).values({ code, brand: 'glo', xp: 10, kind: 'sticks', variantId });
      return code;
    }
    const customer = await newCustomer();
    const credited = async (code: string) =>
      ((await redeem(customer, code)).json().campaigns ?? []).map((c: { xp: number }) => c.xp);
    await withRunning(
      draft({ name: 'Тропік', conditions: { product_ids: [tropical!.id] }, effect: { kind: 'fixed_xp', xp: 1 } }),
      async () => {
        await withRunning(
          draft({ name: 'Блок', conditions: { variant_ids: [block!.id] }, effect: { kind: 'fixed_xp', xp: 2 } }),
          async () => {
            await withRunning(
              draft({ name: 'Категорія', conditions: { category_ids: [collection!.id] }, effect: { kind: 'fixed_xp', xp: 4 } }),
              async () => {
                await withRunning(
                  draft({ name: 'Перший', conditions: { first_time_only: true }, effect: { kind: 'fixed_xp', xp: 8 } }),
                  async () => {
                    // Campaigns apply in id order: product (1), variant (2), category (4), first scan (8).
                    expect(await credited(await codeOf(pack!.id))).toEqual([1, 4, 8]);
                    expect(await credited(await codeOf(block!.id))).toEqual([1, 2, 4]);
                    expect(await credited(await codeOf(freshPack!.id))).toEqual([4]);
                    expect(await credited(await codeOf(null))).toEqual([]);
                  },
                );
              },
            );
          },
        );
      },
    );
  });

  it('rewards the third credited scan of the Kyiv month', async () => {
    const customer = await newCustomer();
    await withRunning(
      draft({
        name: 'Третє сканування',
        trigger: 'nth_scan_of_month',
        conditions: { nth_scan: 3 },
        effect: { kind: 'fixed_xp', xp: 50 },
      }),
      async (campaign) => {
        const answers = [];
        for (let scan = 0; scan < 4; scan += 1) answers.push((await redeem(customer, await newCode())).json().campaigns);
        expect(answers).toEqual([undefined, undefined, [{ name: campaign.name, xp: 50 }], undefined]);
      },
    );
  });
});
