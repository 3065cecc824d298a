// The numbers the manager watches: the last 30 Kyiv days, day by day, and what waits now. Counted by the
// hour in SQL (index-friendly, no time zone names in the database: PGlite may not know Europe/Kyiv) and put into Kyiv
// days here with the one Kyiv calendar module.
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@loyalty/contracts/admin';
import { queryRows, type Executor } from '@loyalty/db/client';
import { ageVerificationRequests, analyticsEvents, customers, jobs, orders, scans, xpLedger } from '@loyalty/db/schema';
import { addCalendarDays, kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';

type Day = AdminDashboard['days'][number];
const days = 30;

interface HourRow {
  hour: string | Date;
  value: number | string;
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

export async function dashboard(executor: Executor, now: Date = new Date()): Promise<AdminDashboard> {
  const today = kyivCalendarDate(now);
  const first = addCalendarDays(today, -(days - 1));
  const since = kyivDayStart(first);
  const byDate = new Map<string, Day>();
  for (let offset = 0; offset < days; offset += 1) {
    const date = addCalendarDays(first, offset);
    byDate.set(date, emptyDay(date));
  }
  const dayOf = (hour: string | Date) => byDate.get(kyivCalendarDate(new Date(hour)));
  const hourOf = (column: unknown) => sql<string>`date_trunc('hour', ${column})`;

  const [registrations, scanRows, ledgerRows, orderRows, activeRows, waiting, failedJobs, backlog] = await Promise.all([
    executor
      .select({ hour: hourOf(customers.createdAt), value: count() })
      .from(customers)
      .where(gte(customers.createdAt, since))
      .groupBy(sql`1`),
    executor
      .select({ hour: hourOf(scans.createdAt), value: count() })
      .from(scans)
      .where(and(gte(scans.createdAt, since), eq(scans.outcome, 'credited')))
      .groupBy(sql`1`),
    executor
      .select({
        hour: hourOf(xpLedger.createdAt),
        earned: sql<number>`coalesce(sum(greatest(${xpLedger.amount}, 0)), 0)::bigint`,
        spent: sql<number>`coalesce(sum(greatest(-${xpLedger.amount}, 0)) filter (where ${xpLedger.sourceType} <> 'expiry'), 0)::bigint`,
      })
      .from(xpLedger)
      .where(gte(xpLedger.createdAt, since))
      .groupBy(sql`1`),
    executor
      .select({
        hour: hourOf(orders.paidAt),
        payment: orders.paymentMethod,
        value: count(),
        revenue: sql<number>`coalesce(sum(${orders.totalKop}), 0)::bigint`,
      })
      .from(orders)
      .where(and(gte(orders.paidAt, since), eq(orders.financialStatus, 'paid')))
      .groupBy(sql`1`, orders.paymentMethod),
    // Active: a customer who scanned, ordered or moved XP that hour (counted per Kyiv day below).
    queryRows<{ hour: string | Date; customer_id: number }>(
      executor,
      sql`
      select date_trunc('hour', at) as hour, customer_id from (
        select created_at as at, customer_id from ${scans} where created_at >= ${since}
        union all select created_at, customer_id from ${orders} where created_at >= ${since}
        union all select created_at, customer_id from ${xpLedger} where created_at >= ${since}
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
  for (const row of activeRows) {
    const date = kyivCalendarDate(new Date(row.hour));
    const set = activeByDay.get(date) ?? new Set<number>();
    set.add(Number(row.customer_id));
    activeByDay.set(date, set);
  }
  for (const [date, set] of activeByDay) {
    const day = byDate.get(date);
    if (day) day.active_customers = set.size;
  }
  return {
    days: [...byDate.values()],
    verifications_waiting: waiting[0]?.value ?? 0,
    failed_jobs: failedJobs[0]?.value ?? 0,
    analytics_backlog: backlog[0]?.value ?? 0,
  };
}
