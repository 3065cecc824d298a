// A campaign's budget under real concurrency, from separate connections: 50 redemptions against a budget of 10 credits
// (one budget slot) credit exactly 10, and 200 redemptions of uneven XP against a budget sliced into 16 slots never
// spend past it, leave the slots holding exactly what the credits hold, and strand less than one credit (decision 0069).
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { campaignBudgetSlots, campaignCredits, campaigns, customers, packCodes, xpLedger } from '@loyalty/db/schema';
import type { CampaignEffect } from '@loyalty/domain/campaigns';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { attemptRedemption } from '../scan/service.ts';
import { sliceCampaignBudget, spentXpOf } from './repository.ts';

/** Connections of the wide pool: fewer than the server's 100, the test app keeps its own. */
const connections = 64;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'campaign budgets on PostgreSQL (needs TEST_DATABASE_URL; the CI sets it)',
  () => {
    let testApp: TestApp;
    let wide: DatabaseHandle;

    beforeAll(async () => {
      testApp = await buildTestApp();
      const driver = driverClientOf(testApp.database);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      wide = openPostgres(driver.connection, connections);
    });
    afterAll(async () => {
      await wide?.close();
      await testApp?.close();
    });

    /** An active campaign on every glo pack code, its budget sliced as an activation slices it. */
    async function runningCampaign(name: string, effect: CampaignEffect, budgetXp: number) {
      return testApp.database.db.transaction(async (tx) => {
        const [campaign] = await tx
          .insert(campaigns)
          .values({ brand: 'glo', name, status: 'active', trigger: 'pack_code_credited', effect, budgetXp })
          .returning();
        if (!campaign) throw new Error('campaign not inserted');
        const slots = await sliceCampaignBudget(tx, campaign);
        return { campaign, slots };
      });
    }

    /** `xps.length` customers with one glo code each, redeemed all at once from the wide pool. */
    async function redeemAtOnce(xps: number[]) {
      const db = testApp.database.db;
      const tag = randomBytes(3).toString('hex');
      const people = await db
        .insert(customers)
        .values(xps.map((_, i) => ({ brand: 'glo' as const, phone: `+38050${tag}${String(i).padStart(3, '0')}` })))
        .returning({ id: customers.id });
      const codes = people.map((_, i) => `PG${tag.toUpperCase()}${String(i).padStart(6, '0')}`);
      await db
        .insert(packCodes)
        .values(codes.map((code, i) => ({ code, brand: 'glo' as const, xp: xps[i] ?? 5, kind: 'sticks' as const })));
      // Every connection of the wide pool opened before the burst, so the redemptions really overlap.
      await Promise.all(Array.from({ length: connections }, () => wide.db.execute(sql`select 1`)));
      return Promise.all(
        people.map((person, i) =>
          attemptRedemption(wide.db, {
            customerId: person.id,
            brand: 'glo',
            code: codes[i] ?? '',
            channel: 'manual',
            monthlyLimit: 100,
            campaigns: testApp.app.campaigns,
          }),
        ),
      );
    }

    async function creditsOf(campaignId: number) {
      return testApp.database.db.select().from(campaignCredits).where(eq(campaignCredits.campaignId, campaignId));
    }

    async function slotsOf(campaignId: number) {
      return testApp.database.db.select().from(campaignBudgetSlots).where(eq(campaignBudgetSlots.campaignId, campaignId));
    }

    it('credits exactly 10 of 50 parallel redemptions against a budget of 10 credits', async () => {
      const db = testApp.database.db;
      const { campaign, slots } = await runningCampaign('+10 XP за перші десять', { kind: 'fixed_xp', xp: 10 }, 100);
      expect(slots).toBe(1);
      testApp.app.campaigns.invalidate();

      const results = await redeemAtOnce(Array.from({ length: 50 }, () => 5));

      expect(results.every((result) => result.outcome === 'credited')).toBe(true);
      expect(results.filter((result) => result.campaigns.length > 0)).toHaveLength(10);
      const [credits] = await db
        .select({ value: count() })
        .from(campaignCredits)
        .where(eq(campaignCredits.campaignId, campaign.id));
      expect(credits?.value).toBe(10);
      const [entries] = await db
        .select({ value: count() })
        .from(xpLedger)
        .where(sql`${xpLedger.sourceType} = 'campaign' and ${xpLedger.sourceRef} like ${`${campaign.id}:%`}`);
      expect(entries?.value).toBe(10);
      expect((await spentXpOf(db, [campaign.id])).get(campaign.id)).toBe(100);
      expect((await slotsOf(campaign.id)).map((slot) => slot.spentXp)).toEqual([100]);
    });

    it('spends a budget of 16 slots from 200 parallel credits of uneven XP without passing it or stranding it', async () => {
      const db = testApp.database.db;
      // An uncapped ×2 counts its credit as 100 XP when slicing: 51 200 XP are 512 of them, 16 slots. The codes give
      // 250 to 370 XP each, about 62 000 in all, so the budget runs out, across slots, with uneven amounts.
      const budget = 51_200;
      const { campaign, slots } = await runningCampaign('×2 до кінця бюджету', { kind: 'multiplier', factor: 2 }, budget);
      expect(slots).toBe(16);
      testApp.app.campaigns.invalidate();
      const xps = Array.from({ length: 200 }, (_, i) => 250 + (i % 7) * 20);

      const results = await redeemAtOnce(xps);

      expect(results.every((result) => result.outcome === 'credited')).toBe(true);
      const credits = await creditsOf(campaign.id);
      const creditedXp = credits.reduce((total, credit) => total + credit.amount, 0);
      const slotRows = await slotsOf(campaign.id);
      const slotsSpent = slotRows.reduce((total, slot) => total + slot.spentXp, 0);
      expect(creditedXp).toBeLessThanOrEqual(budget);
      expect(slotsSpent).toBe(creditedXp);
      expect(slotRows.reduce((total, slot) => total + slot.budgetXp, 0)).toBe(budget);
      expect(slotRows.every((slot) => slot.spentXp <= slot.budgetXp)).toBe(true);
      // Each credit names the slot it spent from, and each slot spent exactly its credits.
      for (const slot of slotRows) {
        const own = credits.filter((credit) => credit.budgetSlot === slot.slot);
        expect(own.reduce((total, credit) => total + credit.amount, 0)).toBe(slot.spentXp);
      }
      // Refused credits were refused because the budget's rest could not pay them, not because slots stranded it.
      expect(credits.length).toBeLessThan(200);
      expect(budget - creditedXp).toBeLessThan(Math.max(...xps));
      expect(results.filter((result) => result.campaigns.length > 0)).toHaveLength(credits.length);
      expect((await spentXpOf(db, [campaign.id])).get(campaign.id)).toBe(creditedXp);
    });
  },
);
