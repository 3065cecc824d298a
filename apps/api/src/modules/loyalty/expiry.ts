// Points expiry (decision 0026): with POINTS_EXPIRY_MONTHS set, the unspent remainder of every credit lot
// expires that many months after it was earned (Kyiv calendar), as one 'expiry' ledger entry per customer and day,
// written by the database function xp_expire (migration 0010) under the account's lock: a second run, in this process
// or another, finds nothing due. Reminders go 30 and 7 days before, once per customer, expiry date and stage.
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { ExpiringPoints } from '@loyalty/contracts/loyalty';
import { expiringHorizonDays } from '@loyalty/contracts/loyalty';
import { queryRows, type Database, type Executor } from '@loyalty/db/client';
import { xpExpiryReminders, xpLots } from '@loyalty/db/schema';
import { addCalendarDays, kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import {
  expiryCutoff,
  expiryDateOf,
  lastExpiredEarningDate,
  reminderStageOf,
  type ExpiryReminderStage,
} from '@loyalty/domain/points-expiry';
import { pointsExpiringMessage } from '../push/messages.ts';
import { notifyCustomer } from '../push/notify.ts';
import { wantsPush } from '../push/repository.ts';
import { customerFieldOf } from '../user/repository.ts';

export const pointsExpiryQueue = 'points:expire';
/** Looked at every hour, so a new Kyiv day's expiry runs within the hour after midnight. */
export const pointsExpiryEveryMs = 3_600_000;
const batchSize = 500;

/** What of a customer's balance expires by `horizon` days from today, by date, soonest first. */
export async function expiringPoints(
  executor: Executor,
  customerId: number,
  months: number,
  today: string = kyivCalendarDate(),
  horizon: number = expiringHorizonDays,
): Promise<ExpiringPoints[]> {
  if (months <= 0) return [];
  const lots = await executor
    .select({ earnedAt: xpLots.earnedAt, remaining: xpLots.remaining })
    .from(xpLots)
    .where(
      and(
        eq(xpLots.customerId, customerId),
        gt(xpLots.remaining, 0),
        lt(xpLots.earnedAt, expiryCutoff(addCalendarDays(today, horizon), months)),
      ),
    );
  const byDate = new Map<string, number>();
  for (const lot of lots) {
    // A lot already due (the day's run has not come yet) shows as expiring today.
    const expiresOn = expiryDateOf(lot.earnedAt, months);
    const date = expiresOn < today ? today : expiresOn;
    byDate.set(date, (byDate.get(date) ?? 0) + lot.remaining);
  }
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, amount]) => ({ date, amount }));
}

export interface PointsExpiryOptions {
  /** The Kyiv day to run as (YYYY-MM-DD); default today. */
  asOf?: string;
  months: number;
  reminderMinXp: number;
  /** Only report what would expire: nothing is written and nobody is told. */
  dryRun?: boolean;
  /**
   * Writes the audit entry of one customer's expiry or reminder in that change's transaction (the operator's run
   * is audited; the daily job is not).
   */
  audit?: (tx: Executor, change: ExpiryChange) => Promise<void>;
}

/** One customer's part of a run: the XP expired, or the reminders sent. */
export type ExpiryChange =
  | { customerId: number; expired: number }
  | { customerId: number; reminded: { expiresOn: string; amount: number; stage: number }[] };

export interface PointsExpiryReport {
  asOf: string;
  /** Points earned on this Kyiv day or before have expired by asOf. */
  earnedOnOrBefore: string;
  dryRun: boolean;
  expired: { customerId: number; amount: number }[];
  totalExpired: number;
  reminders: { customerId: number; amount: number; expiresOn: string; stage: ExpiryReminderStage }[];
}

/** Customers with points due by `cutoff`, and how many, a keyset page after customer `afterId`. */
async function dueCustomers(executor: Executor, cutoff: Date, afterId: number) {
  return executor
    .select({ customerId: xpLots.customerId, amount: sql<number>`sum(${xpLots.remaining})::bigint`.mapWith(Number) })
    .from(xpLots)
    .where(and(gt(xpLots.remaining, 0), lt(xpLots.earnedAt, cutoff), gt(xpLots.customerId, afterId)))
    .groupBy(xpLots.customerId)
    .orderBy(asc(xpLots.customerId))
    .limit(batchSize);
}

async function expireDue(
  db: Database,
  asOf: string,
  cutoff: Date,
  lastEarningDate: string,
  dryRun: boolean,
  audit: PointsExpiryOptions['audit'],
) {
  const expired: { customerId: number; amount: number }[] = [];
  const [year, month, day] = lastEarningDate.split('-');
  const note = `Нараховані до ${day}.${month}.${year} і не витрачені`;
  for (let afterId = 0; ;) {
    const page = await dueCustomers(db, cutoff, afterId);
    for (const due of page) {
      if (dryRun) {
        expired.push(due);
        continue;
      }
      const expire = (executor: Executor) =>
        queryRows<{ outcome: string; amount: number }>(
          executor,
          sql`select * from xp_expire(${due.customerId}, ${cutoff}, ${`${due.customerId}:${asOf}`}, ${note})`,
        );
      const [row] = audit
        ? await db.transaction(async (tx) => {
            const rows = await expire(tx);
            const moved = rows[0];
            if (moved?.outcome === 'moved') await audit(tx, { customerId: due.customerId, expired: Number(moved.amount) });
            return rows;
          })
        : await expire(db);
      if (row?.outcome === 'moved') expired.push({ customerId: due.customerId, amount: Number(row.amount) });
    }
    const last = page.at(-1);
    if (!last || page.length < batchSize) break;
    afterId = last.customerId;
  }
  return expired;
}

/** Reminders due as of `asOf`: per customer, the lots that expire 1 to 30 days later, grouped by expiry date. */
async function sendReminders(db: Database, asOf: string, options: PointsExpiryOptions, dryRun: boolean) {
  const from = expiryCutoff(asOf, options.months);
  const until = expiryCutoff(addCalendarDays(asOf, 30), options.months);
  const reminders: PointsExpiryReport['reminders'] = [];
  for (let afterId = 0; ;) {
    const lots = await db
      .select({
        customerId: xpLots.customerId,
        brand: customerFieldOf('brand', xpLots.customerId),
        earnedAt: xpLots.earnedAt,
        remaining: xpLots.remaining,
      })
      .from(xpLots)
      .where(
        and(
          gt(xpLots.remaining, 0),
          gte(xpLots.earnedAt, from),
          lt(xpLots.earnedAt, until),
          gt(xpLots.customerId, afterId),
          // Whole customers per page: every lot of the first `batchSize` customers in the window.
          sql`${xpLots.customerId} <= coalesce((
            select max(c.customer_id) from (
              select distinct l.customer_id from xp_lots l
              where l.remaining > 0 and l.earned_at >= ${from} and l.earned_at < ${until} and l.customer_id > ${afterId}
              order by l.customer_id limit ${batchSize}
            ) c), ${afterId})`,
        ),
      )
      .orderBy(asc(xpLots.customerId));
    if (lots.length === 0) break;
    const perCustomer = new Map<number, { brand: Brand; byDate: Map<string, number> }>();
    for (const lot of lots) {
      const entry = perCustomer.get(lot.customerId) ?? { brand: lot.brand, byDate: new Map<string, number>() };
      const date = expiryDateOf(lot.earnedAt, options.months);
      entry.byDate.set(date, (entry.byDate.get(date) ?? 0) + lot.remaining);
      perCustomer.set(lot.customerId, entry);
    }
    for (const [customerId, { brand, byDate }] of perCustomer) {
      const due = [...byDate]
        .map(([expiresOn, amount]) => ({ expiresOn, amount, stage: reminderStageOf(expiresOn, asOf) }))
        .filter(
          (item): item is { expiresOn: string; amount: number; stage: ExpiryReminderStage } =>
            item.stage !== null && item.amount >= options.reminderMinXp,
        )
        .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
      if (due.length === 0) continue;
      if (dryRun) {
        reminders.push(...due.map((item) => ({ customerId, ...item })));
        continue;
      }
      await db.transaction(async (tx) => {
        const channel = (await wantsPush(tx, customerId, 'expiry')) ? 'push' : 'sms';
        // The reminder rows are the record of what was said: a second run (or process) inserts none and tells nobody.
        const fresh = await tx
          .insert(xpExpiryReminders)
          .values(due.map((item) => ({ customerId, ...item, channel, sentOn: asOf }) as const))
          .onConflictDoNothing()
          .returning({
            expiresOn: xpExpiryReminders.expiresOn,
            amount: xpExpiryReminders.amount,
            stage: xpExpiryReminders.stage,
          });
        fresh.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
        const [first, ...others] = fresh;
        if (!first) return;
        // One message per customer and day: the soonest date, and what else expires within the reminded window.
        const last = others.at(-1);
        const later = last
          ? { amount: others.reduce((total, item) => total + item.amount, 0), until: last.expiresOn }
          : undefined;
        await notifyCustomer(
          tx,
          customerId,
          pointsExpiringMessage(brand, { customerId, asOf, amount: first.amount, expiresOn: first.expiresOn, later }),
        );
        await options.audit?.(tx, { customerId, reminded: fresh });
        reminders.push(...fresh.map((item) => ({ customerId, ...item, stage: item.stage as ExpiryReminderStage })));
      });
    }
    afterId = Math.max(...perCustomer.keys());
  }
  return reminders;
}

export async function runPointsExpiry(db: Database, options: PointsExpiryOptions): Promise<PointsExpiryReport> {
  const asOf = options.asOf ?? kyivCalendarDate();
  const dryRun = options.dryRun ?? false;
  const lastEarningDate = lastExpiredEarningDate(asOf, options.months);
  if (options.months <= 0) {
    return { asOf, earnedOnOrBefore: lastEarningDate, dryRun, expired: [], totalExpired: 0, reminders: [] };
  }
  const cutoff = expiryCutoff(asOf, options.months);
  const expired = await expireDue(db, asOf, cutoff, lastEarningDate, dryRun, options.audit);
  const reminders = await sendReminders(db, asOf, options, dryRun);
  return {
    asOf,
    earnedOnOrBefore: lastEarningDate,
    dryRun,
    expired,
    totalExpired: expired.reduce((total, item) => total + item.amount, 0),
    reminders,
  };
}
