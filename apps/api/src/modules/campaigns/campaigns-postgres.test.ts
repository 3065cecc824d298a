// A campaign's budget under real concurrency: 50 redemptions of 50 customers at once, from separate connections,
// against a budget of 10 credits, credit exactly 10 (PostgreSQL's conditional update, not a read-then-write).
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { campaignCredits, campaigns, customers, packCodes, xpLedger } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { attemptRedemption } from '../scan/service.ts';

const parallel = 50;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'campaign budgets on PostgreSQL (needs TEST_DATABASE_URL; the CI sets it)',
  () => {
    let testApp: TestApp;
    let wide: DatabaseHandle;

    beforeAll(async () => {
      testApp = await buildTestApp();
      const driver = driverClientOf(testApp.database);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      wide = openPostgres(driver.connection, parallel + 4);
    });
    afterAll(async () => {
      await wide?.close();
      await testApp?.close();
    });

    it('credits exactly 10 of 50 parallel redemptions against a budget of 10 credits', async () => {
      const db = testApp.database.db;
      const [campaign] = await db
        .insert(campaigns)
        .values({
          brand: 'glo',
          name: '+10 XP за перші десять',
          status: 'active',
          trigger: 'pack_code_credited',
          effect: { kind: 'fixed_xp', xp: 10 },
          budgetXp: 100,
        })
        .returning();
      if (!campaign) throw new Error('campaign not inserted');
      const tag = randomBytes(3).toString('hex');
      const people = await db
        .insert(customers)
        .values(
          Array.from({ length: parallel }, (_, i) => ({
            brand: 'glo' as const,
            phone: `+38050${tag}${String(i).padStart(2, '0')}`,
          })),
        )
        .returning({ id: customers.id });
      const codes = people.map((_, i) => `PG${tag.toUpperCase()}${String(i).padStart(6, '0')}`);
      await db.insert(packCodes).values(codes.map((code) => ({ code, brand: 'glo' as const, xp: 5, kind: 'sticks' as const })));

      // Every connection of the wide pool opened before the burst, so the redemptions really overlap.
      await Promise.all(Array.from({ length: parallel }, () => wide.db.execute(sql`select 1`)));
      const results = await Promise.all(
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

      expect(results.every((result) => result.outcome === 'credited')).toBe(true);
      expect(results.filter((result) => result.campaigns.length > 0)).toHaveLength(10);
      const [credits] = await db
        .select({ value: count() })
        .from(campaignCredits)
        .where(eq(campaignCredits.campaignId, campaign.id));
      expect(credits?.value).toBe(10);
      const [entries] = await db.select({ value: count() }).from(xpLedger).where(eq(xpLedger.sourceType, 'campaign'));
      expect(entries?.value).toBe(10);
      const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(after?.spentXp).toBe(100);
    });
  },
);
