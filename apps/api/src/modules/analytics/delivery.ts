// Delivery of the analytics outbox: one job per event to its sink (retried with the queue's backoff), and an hourly
// sweep that re-enqueues events written while their sink was not configured and purges rows past retention.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@loyalty/db/client';
import type { AnalyticsEventRow } from '@loyalty/db/schema';
import { enqueueJob, type JobRow } from '../../jobs/queue.ts';
import { findEvent, markEvent, purgeEventsBefore, queuedEventIds } from './repository.ts';
import { SinkError, type AnalyticsSink } from './sink.ts';

export const analyticsDeliveryQueue = 'analytics-delivery';
export const analyticsSweepQueue = 'analytics-sweep';
/** Eight attempts with the queue's doubling backoff span about 20 minutes before an event is marked failed. */
export const deliveryMaxAttempts = 8;
const sweepBatch = 1000;
const dayMs = 24 * 3_600_000;

export type SinkName = 'bat' | 'esputnik';
export type AnalyticsSinks = Partial<Record<SinkName, AnalyticsSink>>;

/** Which sink an outbox row goes to, by the call that wrote it. */
export function sinkOf(source: string): SinkName {
  return source === 'esputnik' ? 'esputnik' : 'bat';
}

export const sourcesBySink: Record<SinkName, string[]> = { bat: ['bat', 'order-info'], esputnik: ['esputnik'] };

export function deliveryDedupeKey(eventId: number): string {
  return `analytics-event:${eventId}`;
}

/** Enqueues the delivery of an event when its sink is configured; otherwise the row simply stays queued. */
export async function enqueueDelivery(
  executor: Executor,
  sinks: AnalyticsSinks,
  event: Pick<AnalyticsEventRow, 'id' | 'source'>,
) {
  if (!sinks[sinkOf(event.source)]) return;
  await enqueueJob(executor, {
    queue: analyticsDeliveryQueue,
    payload: { eventId: event.id },
    maxAttempts: deliveryMaxAttempts,
    dedupeKey: deliveryDedupeKey(event.id),
  });
}

function sinkEventOf(row: AnalyticsEventRow) {
  return {
    id: row.id,
    source: row.source,
    event: row.event,
    brand: row.brand,
    customer_id: row.customerId,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
  };
}

/** The job handler: throws on a retryable failure so that the queue retries it later with backoff. */
export function analyticsDeliveryHandler(sinks: AnalyticsSinks) {
  return async (job: JobRow, { db, log }: { db: Database; log: FastifyBaseLogger }): Promise<void> => {
    const eventId = Number((job.payload as { eventId?: unknown }).eventId);
    const event = Number.isSafeInteger(eventId) ? await findEvent(db, eventId) : undefined;
    if (!event || event.status !== 'queued') return;
    const sink = sinks[sinkOf(event.source)];
    // The sink was removed from the configuration since: the row waits for the operator or the next sweep.
    if (!sink) return;
    const attempts = event.attempts + 1;
    try {
      await sink.deliver([sinkEventOf(event)]);
      await markEvent(db, event.id, { status: 'delivered', attempts, lastError: null, deliveredAt: new Date() });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retryable = !(error instanceof SinkError) || error.retryable;
      if (!retryable) {
        log.warn({ eventId: event.id, sink: sink.name, err: message }, 'analytics event refused by its sink; dropped');
        await markEvent(db, event.id, { status: 'dropped', attempts, lastError: message });
        return;
      }
      const final = job.attempts >= job.maxAttempts;
      await markEvent(db, event.id, { status: final ? 'failed' : 'queued', attempts, lastError: message });
      throw error;
    }
  };
}

/** Hourly: purge rows past retention, then enqueue every queued row whose sink is configured (deduped per event). */
export async function sweepAnalyticsOutbox(
  db: Database,
  sinks: AnalyticsSinks,
  options: { retentionDays: number; now?: Date },
): Promise<{ purged: number; enqueued: number }> {
  const now = options.now ?? new Date();
  const purged = await purgeEventsBefore(db, new Date(now.getTime() - options.retentionDays * dayMs));
  const sources = (Object.keys(sourcesBySink) as SinkName[]).filter((name) => sinks[name]).flatMap((name) => sourcesBySink[name]);
  let enqueued = 0;
  for (const { id } of await queuedEventIds(db, sources, sweepBatch)) {
    const result = await enqueueJob(db, {
      queue: analyticsDeliveryQueue,
      payload: { eventId: id },
      maxAttempts: deliveryMaxAttempts,
      dedupeKey: deliveryDedupeKey(id),
    });
    if (result.created) enqueued += 1;
  }
  return { purged, enqueued };
}
