// Property test of the campaigns engine: whatever interleaving of facts, replays, reversals (refunds), spending in
// between and budget exhaustion, the books hold: the balance equals the sum of the customer's entries and is never
// negative, each fact is credited at most once per campaign, and a campaign never spends past its budget (its spent
// XP are exactly what its credits hold after reversals).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@loyalty/db/client';
import { campaignBudgetSlots, campaignCredits, campaigns, customers, xpAccounts, xpLedger } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { creditXp, debitXp } from '../loyalty/ledger.ts';
import { CampaignEngine } from './engine.ts';
import { sliceCampaignBudget, spentXpOf } from './repository.ts';

type Action =
  | { kind: 'fact'; fact: number; customer: number }
  | { kind: 'refund'; fact: number }
  | { kind: 'spend'; customer: number; xp: number }
  | { kind: 'earn'; customer: number; xp: number };

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  // A small pool of facts, so the same fact comes again (a replay) and after its refund.
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('fact' as const), fact: fc.nat(5), customer: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), fact: fc.nat(5) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('spend' as const), customer: fc.nat(1), xp: fc.integer({ min: 1, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('earn' as const), customer: fc.nat(1), xp: fc.integer({ min: 1, max: 20 }) }),
  },
);

let testApp: TestApp;
let run = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('campaign credits under any interleaving', () => {
  it('keep balance = sum of entries ≥ 0, one credit per fact and campaign, and the budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArbitrary, { minLength: 1, maxLength: 24 }),
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 5, max: 25 }),
        async (actions, budget, xp) => {
          run += 1;
          const db = testApp.database.db;
          const tag = `${run}-${randomBytes(3).toString('hex')}`;
          // A fresh engine per run: its cache cannot hold an earlier run's campaigns.
          const engine = new CampaignEngine({ cacheMs: 0 });
          const campaign = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(campaigns)
              .values({
                brand: 'glo',
                name: `Бонус ${tag}`,
                status: 'active',
                trigger: 'order_paid',
                effect: { kind: 'fixed_xp', xp },
                budgetXp: budget,
              })
              .returning();
            if (!row) throw new Error('campaign not inserted');
            await sliceCampaignBudget(tx, row);
            return row;
          });
          const people = await db
            .insert(customers)
            .values([0, 1].map((i) => ({ brand: 'glo' as const, phone: `+38099${String(run).padStart(5, '0')}${i}` })))
            .onConflictDoNothing()
            .returning({ id: customers.id });
          const ids = people.map((person) => person.id);
          const factOwner = new Map<number, number>();
          let seq = 0;
          for (const action of actions) {
            seq += 1;
            const ref = (fact: number) => `${tag}-${fact}`;
            await db.transaction(async (tx) => {
              if (action.kind === 'fact') {
                // A fact belongs to one customer: its replays come from the same one.
                const customerId = factOwner.get(action.fact) ?? ids[action.customer] ?? 0;
                factOwner.set(action.fact, customerId);
                await engine.apply(tx, {
                  trigger: 'order_paid',
                  factRef: ref(action.fact),
                  customerId,
                  brand: 'glo',
                  at: new Date(),
                  baseXp: 0,
                  items: () => [],
                });
              } else if (action.kind === 'refund') {
                await engine.reverse(tx, { trigger: 'order_paid', factRef: ref(action.fact), at: new Date() });
              } else if (action.kind === 'earn') {
                await creditXp(tx, {
                  customerId: ids[action.customer] ?? 0,
                  brand: 'glo',
                  amount: action.xp,
                  reason: 'adjustment',
                  sourceType: 'test_earn',
                  sourceRef: `${tag}-${seq}`,
                });
              } else {
                const [account] = await tx
                  .select({ balance: xpAccounts.balance })
                  .from(xpAccounts)
                  .where(eq(xpAccounts.customerId, ids[action.customer] ?? 0));
                const amount = Math.min(action.xp, account?.balance ?? 0);
                if (amount > 0) {
                  await debitXp(tx, {
                    customerId: ids[action.customer] ?? 0,
                    brand: 'glo',
                    amount,
                    reason: 'reward',
                    sourceType: 'test_spend',
                    sourceRef: `${tag}-${seq}`,
                  });
                }
              }
            });
          }

          for (const customerId of ids) {
            const [account] = await db.select().from(xpAccounts).where(eq(xpAccounts.customerId, customerId));
            const [sum] = await queryRows<{ total: number | string | null }>(
              db,
              sql`select sum(amount) as total from xp_ledger where customer_id = ${customerId}`,
            );
            expect(account?.balance ?? 0).toBe(Number(sum?.total ?? 0));
            expect(account?.balance ?? 0).toBeGreaterThanOrEqual(0);
          }
          const credits = await db.select().from(campaignCredits).where(eq(campaignCredits.campaignId, campaign.id));
          const facts = credits.map((credit) => credit.factRef);
          expect(new Set(facts).size).toBe(facts.length);
          const campaignEntries = await db
            .select()
            .from(xpLedger)
            .where(and(eq(xpLedger.sourceType, 'campaign'), sql`${xpLedger.sourceRef} like ${`${campaign.id}:%`}`));
          expect(campaignEntries).toHaveLength(credits.length);
          expect(credits.every((credit) => credit.ledgerEntryId !== null)).toBe(true);
          const held = credits.reduce((total, credit) => total + credit.amount - credit.reversedXp, 0);
          const spent = (await spentXpOf(db, [campaign.id])).get(campaign.id) ?? 0;
          expect(spent).toBe(held);
          expect(spent).toBeLessThanOrEqual(budget);
          const slots = await db.select().from(campaignBudgetSlots).where(eq(campaignBudgetSlots.campaignId, campaign.id));
          expect(slots.reduce((total, slot) => total + slot.budgetXp, 0)).toBe(budget);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
    // Every run is a few dozen transactions on PGlite.
  }, 180_000);
});
