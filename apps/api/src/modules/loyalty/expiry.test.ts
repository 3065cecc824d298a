// Points expiry on a real database: FIFO lots (debits take the oldest first, refunds give back to the lots
// they took from), the daily run (once, even twice at once), reminders (once, SMS without push, not under the
// minimum), get-balance's `expiring`, the history's entry and summary, and `ops xp:expire --as-of/--dry-run`.
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, smsMessages, xpLedger, xpLots } from '@loyalty/db/schema';
import { addCalendarDays, addCalendarMonths, kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { exitCodes } from '../../ops/cli.ts';
import { buildTestApp, runTestOpsCli, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { runPointsExpiry } from './expiry.ts';
import { balanceOf, creditXp, debitXp } from './ledger.ts';

let testApp: TestApp;
let serverUrl: string;
let phoneSeq = 0;
const months = 1;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { POINTS_EXPIRY_MONTHS: String(months), POINTS_EXPIRY_REMINDER_MIN_XP: '50' } });
  serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await testApp.close();
});

async function newAccount(): Promise<{ account: TestAccount; id: number }> {
  phoneSeq += 1;
  const account = await createAccount(testApp, { phone: `+38067${String(2_000_000 + phoneSeq).slice(-7)}`, brands: ['glo'] });
  return { account, id: account.ids.glo ?? 0 };
}

/** Noon in Kyiv of a calendar date: when the test's points were "earned". */
function noonOf(date: string): Date {
  return new Date(kyivDayStart(date).getTime() + 12 * 3_600_000);
}

/** A credit as if earned on `date` (the ledger writes now(); the test moves its lot and entry back). */
async function creditOn(customerId: number, amount: number, source: string, date: string): Promise<void> {
  const result = await testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand: 'glo', amount, reason: 'scan', sourceType: 'test', sourceRef: source }),
  );
  const at = noonOf(date);
  await testApp.database.db.update(xpLots).set({ earnedAt: at }).where(eq(xpLots.entryId, result.entryId));
  await testApp.database.db.update(xpLedger).set({ createdAt: at }).where(eq(xpLedger.id, result.entryId));
}

async function debit(customerId: number, amount: number, source: string): Promise<void> {
  await testApp.database.db.transaction((tx) =>
    debitXp(tx, { customerId, brand: 'glo', amount, reason: 'order', sourceType: 'order', sourceRef: source }),
  );
}

async function refund(customerId: number, amount: number, source: string): Promise<void> {
  await testApp.database.db.transaction((tx) =>
    creditXp(tx, {
      customerId,
      brand: 'glo',
      amount,
      reason: 'order_refund',
      sourceType: 'order_refund',
      sourceRef: source,
      lotsOf: ['order'],
    }),
  );
}

async function lotsOf(customerId: number): Promise<{ earnedOn: string; amount: number; remaining: number }[]> {
  const rows = await testApp.database.db
    .select({ earnedAt: xpLots.earnedAt, amount: xpLots.amount, remaining: xpLots.remaining })
    .from(xpLots)
    .where(eq(xpLots.customerId, customerId))
    .orderBy(xpLots.earnedAt, xpLots.id);
  return rows.map((row) => ({ earnedOn: kyivCalendarDate(row.earnedAt), amount: row.amount, remaining: row.remaining }));
}

const options = { months, reminderMinXp: 50 };
const today = kyivCalendarDate();
const longAgo = addCalendarDays(today, -200);

describe('points expiry', () => {
  it('takes debits from the oldest lots first, so only the unspent rest of an old credit expires', async () => {
    const { id } = await newAccount();
    const old = addCalendarDays(longAgo, 0);
    const newer = addCalendarDays(longAgo, 40);
    await creditOn(id, 100, `a-${id}`, old);
    await creditOn(id, 50, `b-${id}`, newer);
    await debit(id, 120, `o-${id}`);
    expect(await lotsOf(id)).toEqual([
      { earnedOn: old, amount: 100, remaining: 0 },
      { earnedOn: newer, amount: 50, remaining: 30 },
    ]);
    // The old lot's expiry date: it was spent, nothing expires.
    const first = await runPointsExpiry(testApp.database.db, { ...options, asOf: addCalendarMonths(old, months) });
    expect(first.expired.filter((item) => item.customerId === id)).toEqual([]);
    // The newer lot's date: its unspent 30 expire.
    const second = await runPointsExpiry(testApp.database.db, { ...options, asOf: addCalendarMonths(newer, months) });
    expect(second.expired.filter((item) => item.customerId === id)).toEqual([{ customerId: id, amount: 30 }]);
    expect(await balanceOf(testApp.database.db, id)).toBe(0);
  });

  it('gives a refund back to the lots its order took, with their original date, so those points still expire', async () => {
    const { id } = await newAccount();
    const old = addCalendarDays(longAgo, 0);
    await creditOn(id, 100, `a-${id}`, old);
    await creditOn(id, 100, `b-${id}`, today);
    await debit(id, 80, `o-${id}`);
    await refund(id, 80, `o-${id}`);
    expect(await lotsOf(id)).toEqual([
      { earnedOn: old, amount: 100, remaining: 100 },
      { earnedOn: today, amount: 100, remaining: 100 },
    ]);
    const report = await runPointsExpiry(testApp.database.db, { ...options, asOf: today });
    expect(report.expired.filter((item) => item.customerId === id)).toEqual([{ customerId: id, amount: 100 }]);
    expect(await balanceOf(testApp.database.db, id)).toBe(100);
  });

  it('expires once when run twice, and when two runs race', async () => {
    const { id } = await newAccount();
    await creditOn(id, 70, `a-${id}`, longAgo);
    const [one, two] = await Promise.all([
      runPointsExpiry(testApp.database.db, { ...options, asOf: today }),
      runPointsExpiry(testApp.database.db, { ...options, asOf: today }),
    ]);
    const mine = [...one.expired, ...two.expired].filter((item) => item.customerId === id);
    expect(mine).toEqual([{ customerId: id, amount: 70 }]);
    const again = await runPointsExpiry(testApp.database.db, { ...options, asOf: today });
    expect(again.expired.filter((item) => item.customerId === id)).toEqual([]);
    const entries = await testApp.database.db
      .select({ amount: xpLedger.amount, reason: xpLedger.reason })
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, id), eq(xpLedger.sourceType, 'expiry')));
    expect(entries).toEqual([{ amount: -70, reason: 'expiry' }]);
  });

  it('shows the expiry in the history and counts it apart from spent points', async () => {
    const { account, id } = await newAccount();
    await creditOn(id, 200, `a-${id}`, longAgo);
    await debit(id, 50, `o-${id}`);
    await runPointsExpiry(testApp.database.db, { ...options, asOf: today });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/get-bonus-history?shop=glo',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.summary).toEqual({ earned: 200, spent: 50, expired: 150, current: 0 });
    expect(body.transactions[0]).toMatchObject({ amount: -150, reason: 'expiry', balance_after: 0 });
    expect(body.transactions[0].note).toMatch(/^Нараховані до \d{2}\.\d{2}\.\d{4}/);
  });

  it('lists what expires in the next 90 days on get-balance, by date', async () => {
    const { account, id } = await newAccount();
    const soon = addCalendarDays(addCalendarMonths(today, -months), 10);
    const later = addCalendarDays(addCalendarMonths(today, -months), 20);
    await creditOn(id, 40, `a-${id}`, soon);
    await creditOn(id, 60, `b-${id}`, later);
    await creditOn(id, 25, `c-${id}`, today);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=glo', headers: account.headers });
    expect(response.json()).toEqual({
      balance: 125,
      expiring: [
        { amount: 40, date: addCalendarMonths(soon, months) },
        { amount: 60, date: addCalendarMonths(later, months) },
        { amount: 25, date: addCalendarMonths(today, months) },
      ],
    });
  });

  it('reminds 30 and 7 days before, once each, by SMS without push, never under the minimum', async () => {
    const { account, id } = await newAccount();
    const { id: smallId } = await newAccount();
    const earned = addCalendarDays(today, -3);
    const expiresOn = addCalendarMonths(earned, months);
    await creditOn(id, 120, `a-${id}`, earned);
    await creditOn(smallId, 20, `a-${smallId}`, earned);
    const thirtyBefore = addCalendarDays(expiresOn, -30);
    const first = await runPointsExpiry(testApp.database.db, { ...options, asOf: thirtyBefore });
    const again = await runPointsExpiry(testApp.database.db, { ...options, asOf: thirtyBefore });
    expect(first.reminders.filter((item) => item.customerId === id)).toEqual([
      { customerId: id, amount: 120, expiresOn, stage: 30 },
    ]);
    expect(first.reminders.some((item) => item.customerId === smallId)).toBe(false);
    expect(again.reminders.filter((item) => item.customerId === id)).toEqual([]);
    const week = await runPointsExpiry(testApp.database.db, { ...options, asOf: addCalendarDays(expiresOn, -7) });
    expect(week.reminders.filter((item) => item.customerId === id)).toEqual([
      { customerId: id, amount: 120, expiresOn, stage: 7 },
    ]);
    while ((await testApp.app.jobs.runDueJobs()) > 0);
    const sms = await testApp.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(and(eq(smsMessages.phone, account.phone), sql`${smsMessages.body} like '%згорять%'`));
    const [year, month, day] = expiresOn.split('-');
    expect(sms.map((row) => row.body)).toEqual([
      `glo™: 120 XP згорять ${day}.${month}.${year}. Обміняй їх на подарунки, поки вони діють.`,
      `glo™: 120 XP згорять ${day}.${month}.${year}. Обміняй їх на подарунки, поки вони діють.`,
    ]);
    const notifyJobs = await testApp.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, 'push:notify'), sql`${jobs.payload}->>'customerId' = ${String(id)}`));
    expect(notifyJobs).toHaveLength(2);
  });

  it('runs from the operator command line as of a day, and --dry-run changes nothing', async () => {
    const { id } = await newAccount();
    await creditOn(id, 90, `a-${id}`, addCalendarDays(today, -10));
    const asOf = addCalendarMonths(today, months);
    const cli = async (...argv: string[]) => {
      return runTestOpsCli(serverUrl, argv);
    };
    const dry = await cli('xp:expire', '--as-of', asOf, '--dry-run', '--json');
    expect(dry.code).toBe(exitCodes.ok);
    const dryData = JSON.parse(dry.stdout);
    expect(dryData.dryRun).toBe(true);
    expect(dryData.expired).toContainEqual({ customerId: id, amount: 90 });
    expect(await balanceOf(testApp.database.db, id)).toBe(90);
    const real = await cli('xp:expire', '--as-of', asOf);
    expect(real.code).toBe(exitCodes.ok);
    expect(real.stdout).toMatch(new RegExp(`Expired \\d+ XP of \\d+ customer\\(s\\) as of ${asOf}`));
    expect(real.stdout).toContain(`customer ${id}: 90 XP`);
    expect(await balanceOf(testApp.database.db, id)).toBe(0);
    const bad = await cli('xp:expire', '--as-of', '2026-02-30');
    expect(bad.code).not.toBe(exitCodes.ok);
    expect(bad.stderr).toMatch(/as-of/);
  });
});

describe('ledger invariants with expiry on (property-based)', () => {
  type Operation =
    | { kind: 'credit'; amount: number; days: number }
    | { kind: 'debit'; amount: number }
    | { kind: 'refund'; pick: number }
    | { kind: 'expire'; days: number };
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      kind: fc.constant('credit' as const),
      amount: fc.integer({ min: 1, max: 300 }),
      days: fc.integer({ min: 0, max: 25 }),
    }),
    fc.record({ kind: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 400 }) }),
    fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 25 }) }),
  );

  it('keeps balance = sum of entries = sum of lots >= 0 and expires exactly the unspent points of due lots', async () => {
    const start = '2024-01-01';
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const { id } = await newAccount();
        // The model: lots oldest first, each debit's takes (to give back on refund), the days that wrote an expiry entry.
        const lots: { day: string; remaining: number }[] = [];
        const debits: { source: string; takes: { lot: number; amount: number }[]; refunded: boolean }[] = [];
        const ran = new Set<string>();
        let day = start;
        let step = 0;
        for (const op of operations) {
          step += 1;
          const balance = lots.reduce((total, lot) => total + lot.remaining, 0);
          if (op.kind === 'credit') {
            day = addCalendarDays(day, op.days);
            await creditOn(id, op.amount, `p-${id}-${step}`, day);
            lots.push({ day, remaining: op.amount });
          } else if (op.kind === 'debit') {
            if (op.amount > balance) {
              await expect(debit(id, op.amount, `p-${id}-${step}`)).rejects.toMatchObject({ code: 'insufficient_xp' });
              continue;
            }
            await debit(id, op.amount, `p-${id}-${step}`);
            const takes: { lot: number; amount: number }[] = [];
            let left = op.amount;
            for (const [index, lot] of lots.entries()) {
              if (left === 0) break;
              const take = Math.min(left, lot.remaining);
              if (take === 0) continue;
              lot.remaining -= take;
              left -= take;
              takes.push({ lot: index, amount: take });
            }
            debits.push({ source: `p-${id}-${step}`, takes, refunded: false });
          } else if (op.kind === 'refund') {
            const open = debits.filter((candidate) => !candidate.refunded);
            const chosen = open[op.pick % Math.max(open.length, 1)];
            if (!chosen) continue;
            const amount = chosen.takes.reduce((total, take) => total + take.amount, 0);
            await refund(id, amount, chosen.source);
            for (const take of chosen.takes) {
              const lot = lots[take.lot];
              if (lot) lot.remaining += take.amount;
            }
            chosen.refunded = true;
          } else {
            day = addCalendarDays(day, op.days);
            const report = await runPointsExpiry(testApp.database.db, { months, reminderMinXp: 1_000_000, asOf: day });
            const expired = report.expired
              .filter((item) => item.customerId === id)
              .reduce((total, item) => total + item.amount, 0);
            let expected = 0;
            if (!ran.has(day)) {
              for (const lot of lots) {
                if (addCalendarMonths(lot.day, months) <= day) {
                  expected += lot.remaining;
                  lot.remaining = 0;
                }
              }
            }
            // One expiry entry per customer and day (its source): a day counts as run once one was written. A run that
            // found nothing due wrote none, so a later run that day (after a refund gave back old points) expires them.
            if (expected > 0) ran.add(day);
            expect(expired).toBe(expected);
          }
          const stored = await lotsOf(id);
          expect(stored.map((lot) => lot.remaining)).toEqual(lots.map((lot) => lot.remaining));
          const [sums] = await testApp.database.db
            .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::integer` })
            .from(xpLedger)
            .where(eq(xpLedger.customerId, id));
          const now = await balanceOf(testApp.database.db, id);
          expect(now).toBe(sums?.total ?? 0);
          expect(now).toBe(lots.reduce((total, lot) => total + lot.remaining, 0));
          expect(now).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
  });
});
