// SQL of the analytics outbox (analytics_events): write, read for delivery, mark, purge.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { analyticsEvents, type AnalyticsEventRow } from '@loyalty/db/schema';

export interface NewAnalyticsEvent {
  customerId: number | null;
  brand: Brand | null;
  source: string;
  event: string;
  payload: Record<string, unknown>;
}

export async function insertEvent(executor: Executor, event: NewAnalyticsEvent): Promise<AnalyticsEventRow> {
  const [row] = await executor.insert(analyticsEvents).values(event).returning();
  if (!row) throw new Error('analytics event insert returned nothing');
  return row;
}

export async function findEvent(executor: Executor, id: number): Promise<AnalyticsEventRow | undefined> {
  const [row] = await executor.select().from(analyticsEvents).where(eq(analyticsEvents.id, id)).limit(1);
  return row;
}

export async function markEvent(
  executor: Executor,
  id: number,
  fields: Pick<Partial<AnalyticsEventRow>, 'status' | 'attempts' | 'lastError' | 'deliveredAt'>,
): Promise<void> {
  await executor.update(analyticsEvents).set(fields).where(eq(analyticsEvents.id, id));
}

export function queuedEventIds(executor: Executor, sources: string[], limit: number): Promise<{ id: number }[]> {
  if (sources.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.status, 'queued'), inArray(analyticsEvents.source, sources)))
    .orderBy(asc(analyticsEvents.id))
    .limit(limit);
}

export async function purgeEventsBefore(executor: Executor, cutoff: Date): Promise<number> {
  const rows = await executor
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return rows.length;
}
