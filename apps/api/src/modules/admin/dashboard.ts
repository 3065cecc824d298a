// The numbers the manager watches: a period of Kyiv days (the last 30 by default), day by day, for one
// brand or both, with the same number of days before it to compare with, and what waits now. Counted by the hour in SQL (index-friendly, no time zone names in the database: PGlite may not know Europe/Kyiv) and put into Kyiv
// days here with the one Kyiv calendar module.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor } from '@loyalty/db/client';
import { ageVerificationRequests, analyticsEvents, jobs, scans } from '@loyalty/db/schema';
import { addCalendarDays, kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { brandFilterSql, hourOf, type HourlyPeriod, type HourRow } from '../../lib/hourly-sql.ts';
import { ledgerActivitySql, xpMovedByHour } from '../loyalty/repository.ts';
import { orderActivitySql, paidOrdersByHour } from '../orders/repository.ts';
import { registrationsByHour } from '../user/repository.ts';

type Day = AdminDashboard['days'][number];
type Totals = AdminDashboard['totals'];
const defaultDays = 30;

export interface DashboardPeriod {
  from?: string | undefined;
  to?: string | undefined;
  brand?: Brand | undefined;
}

function emptyDay(date: string): Day {
  return {
    date,
    registrations: 0,
    active_customers: 0,
    scans_credited: 0,
    xp_earned: 0,
    xp_spent: 0,
    orders_paid: 0,
    revenue_kop_by_payment: { cash: 0, card: 0, xp: 0 },
  };
}

function addDay(into: Totals, day: Totals): void {
  into.registrations += day.registrations;
  into.scans_credited += day.scans_credited;
  into.xp_earned += day.xp_earned;
  into.xp_spent += day.xp_spent;
  into.orders_paid += day.orders_paid;
  into.revenue_kop_by_payment.cash += day.revenue_kop_by_payment.cash;
  into.revenue_kop_by_payment.card += day.revenue_kop_by_payment.card;
  into.revenue_kop_by_payment.xp += day.revenue_kop_by_payment.xp;
}

/** A period's added-up day without its date, with its distinct active customers. */
function figures(day: Day, active: number): Totals {
  return {
    registrations: day.registrations,
    active_customers: active,
    scans_credited: day.scans_credited,
    xp_earned: day.xp_earned,
    xp_spent: day.xp_spent,
    orders_paid: day.orders_paid,
    revenue_kop_by_payment: day.revenue_kop_by_payment,
  };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export async function dashboard(
  executor: Executor,
  period: DashboardPeriod = {},
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const to = period.to ?? kyivCalendarDate(now);
  const from = period.from ?? addCalendarDays(to, -(defaultDays - 1));
  const length = daysBetween(from, to);
  // The period before, as long as this one: counted in the same queries, added up apart.
  const first = addCalendarDays(from, -length);
  const since = kyivDayStart(first);
  const until = kyivDayStart(addCalendarDays(to, 1));
  const brand = period.brand;
  const byDate = new Map<string, Day>();
  for (let offset = 0; offset < length * 2; offset += 1) {
    const date = addCalendarDays(first, offset);
    byDate.set(date, emptyDay(date));
  }
  const dayOf = (hour: string | Date) => byDate.get(kyivCalendarDate(new Date(hour)));
  const hours: HourlyPeriod = { since, until, brand };

  const [registrations, scanRows, ledgerRows, orderRows, activeRows, waiting, failedJobs, backlog] = await Promise.all([
    registrationsByHour(executor, hours),
    executor
      .select({ hour: hourOf(scans.createdAt), value: count() })
      .from(scans)
      .where(
        and(
          gte(scans.createdAt, since),
          lt(scans.createdAt, until),
          eq(scans.outcome, 'credited'),
          brand ? eq(scans.brand, brand) : undefined,
        ),
      )
      .groupBy(sql`1`),
    xpMovedByHour(executor, hours),
    paidOrdersByHour(executor, hours),
    // Active: a customer who scanned, ordered or moved XP that hour (counted per Kyiv day below).
    queryRows<{ hour: string | Date; customer_id: number }>(
      executor,
      sql`
      select date_trunc('hour', at) as hour, customer_id from (
        select created_at as at, customer_id from ${scans}
          where created_at >= ${since} and created_at < ${until} ${brandFilterSql(scans.brand, brand)}
        union all ${orderActivitySql(hours)}
        union all ${ledgerActivitySql(hours)}
      ) activity group by 1, 2`,
    ),
    executor.select({ value: count() }).from(ageVerificationRequests).where(eq(ageVerificationRequests.status, 'pending')),
    executor.select({ value: count() }).from(jobs).where(eq(jobs.status, 'failed')),
    executor.select({ value: count() }).from(analyticsEvents).where(eq(analyticsEvents.status, 'queued')),
  ]);

  for (const row of registrations as HourRow[]) {
    const day = dayOf(row.hour);
    if (day) day.registrations += Number(row.value);
  }
  for (const row of scanRows as HourRow[]) {
    const day = dayOf(row.hour);
    if (day) day.scans_credited += Number(row.value);
  }
  for (const row of ledgerRows) {
    const day = dayOf(row.hour);
    if (!day) continue;
    day.xp_earned += Number(row.earned);
    day.xp_spent += Number(row.spent);
  }
  const paymentKey = { 1: 'cash', 2: 'card', 3: 'xp' } as const;
  for (const row of orderRows) {
    const day = dayOf(row.hour);
    if (!day) continue;
    day.orders_paid += Number(row.value);
    const key = paymentKey[row.payment as 1 | 2 | 3];
    if (key) day.revenue_kop_by_payment[key] += Number(row.revenue);
  }
  const activeByDay = new Map<string, Set<number>>();
  const activeInPeriod = new Set<number>();
  const activeBefore = new Set<number>();
  for (const row of activeRows) {
    const date = kyivCalendarDate(new Date(row.hour));
    const set = activeByDay.get(date) ?? new Set<number>();
    set.add(Number(row.customer_id));
    activeByDay.set(date, set);
    (date < from ? activeBefore : activeInPeriod).add(Number(row.customer_id));
  }
  for (const [date, set] of activeByDay) {
    const day = byDate.get(date);
    if (day) day.active_customers = set.size;
  }
  const totals = emptyDay('');
  const previous = emptyDay('');
  const periodDays: Day[] = [];
  for (const day of byDate.values()) {
    if (day.date < from) {
      addDay(previous, day);
    } else {
      addDay(totals, day);
      periodDays.push(day);
    }
  }
  return {
    from,
    to,
    brand: brand ?? null,
    days: periodDays,
    totals: figures(totals, activeInPeriod.size),
    previous: figures(previous, activeBefore.size),
    verifications_waiting: waiting[0]?.value ?? 0,
    failed_jobs: failedJobs[0]?.value ?? 0,
    analytics_backlog: backlog[0]?.value ?? 0,
  };
}
