// The durable job queue in PostgreSQL: enqueue, claim with FOR UPDATE SKIP LOCKED, finish, retry with backoff, fail.
// NOTE: delivery is at least once (a worker that dies mid-job leaves it to be claimed again when its lease expires),
// so handlers must be idempotent: the ledger's unique source makes a repeated credit harmless.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@loyalty/db/client';
import { jobs, type JobRow } from '@loyalty/db/schema';

export type { JobRow };

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  /** Not before this time; default now. */
  runAt?: Date;
  /** Claims before the job is given up as failed; default 5. */
  maxAttempts?: number;
  /** Enqueueing twice with the same key creates one job (the second call answers the first one's id). */
  dedupeKey?: string;
}

export type JobHandler = (job: JobRow, context: { db: Database; log: FastifyBaseLogger }) => Promise<void>;

export const defaultMaxAttempts = 5;
/** Retry delays: 5 s, 10 s, 20 s… doubling per failed attempt, never more than an hour. */
export const backoffBaseSeconds = 5;
export const backoffCapSeconds = 3600;
/** last_error keeps the start of the message: enough to diagnose, never megabytes of a stack. */
const maxErrorLength = 2000;

export function backoffSeconds(attempts: number): number {
  return Math.min(backoffCapSeconds, backoffBaseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** Adds a job; with a dedupeKey already used, returns the existing job's id and created: false. */
export async function enqueueJob(executor: Executor, job: NewJob): Promise<{ id: number; created: boolean }> {
  const maxAttempts = job.maxAttempts ?? defaultMaxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError('maxAttempts must be a positive integer');
  const [row] = await executor
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      maxAttempts,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, job.dedupeKey ?? ''))
    .limit(1);
  if (!existing) throw new Error(`Job ${job.dedupeKey ?? ''} conflicted but cannot be read`);
  return { id: existing.id, created: false };
}

/**
 * Jobs whose worker died after their last allowed attempt are failed here rather than claimed again (a job that kills
 * the process must not loop forever).
 */
export async function failAbandonedJobs(executor: Executor, queues: string[]): Promise<number> {
  if (queues.length === 0) return 0;
  const rows = await executor
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      finishedAt: sql`now()`,
      lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the worker stopped during the last attempt'`,
    })
    .where(
      and(
        inArray(jobs.queue, queues),
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** What a worker may take from one queue in one claim. */
export interface ClaimLane {
  queue: string;
  /** At most this many jobs of the queue (the worker's free slots for it). */
  free: number;
  /** Higher first when `limit` cuts the claim short: money before photos. Default 0. */
  priority?: number;
  /**
   * A payload field (`customerId`): due jobs are taken in turns, each value's oldest job before any value's second, so
   * one customer's burst of uploads does not hold everyone else's behind it.
   */
  fairBy?: string;
}

/**
 * Claims due jobs for `workerId`: queued ones whose time has come, and running ones whose lease expired. Each lane
 * gives at most `free` jobs (in turns by `fairBy`, then oldest first), and at most `limit` in all, higher priority
 * first. SKIP LOCKED lets parallel workers take disjoint jobs without waiting on each other. Each claim counts as an
 * attempt. `queues` is the shorthand for lanes of `limit` slots each.
 */
export async function claimJobs(
  executor: Executor,
  options: { queues?: string[]; lanes?: ClaimLane[]; limit: number; leaseSeconds: number; workerId: string },
): Promise<JobRow[]> {
  const lanes: ClaimLane[] = (options.lanes ?? (options.queues ?? []).map((queue) => ({ queue, free: options.limit }))).filter(
    (lane) => lane.free > 0,
  );
  if (lanes.length === 0 || options.limit < 1) return [];
  const due = sql`((${jobs.status} = 'queued' and ${jobs.runAt} <= now()) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))`;
  const laneRows = sql.join(
    lanes.map((lane) => sql`(${lane.queue}::text, ${lane.free}::int, ${lane.priority ?? 0}::int, ${lane.fairBy ?? null}::text)`),
    sql`, `,
  );
  // turn: the job's place among the due jobs of its fairness value; place: its place in its queue, turns first.
  const chosen = sql`
    select ${jobs.id} from ${jobs}
    join (
      select id, priority, run_at, free,
        row_number() over (partition by queue order by turn, run_at, id) as place
      from (
        select j.id, j.queue, j.run_at, lane.priority, lane.free,
          row_number() over (
            partition by j.queue, case when lane.fair_by is null then null else j.payload ->> lane.fair_by end
            order by j.run_at, j.id
          ) as turn
        from jobs j
        join (values ${laneRows}) as lane(queue, free, priority, fair_by) on lane.queue = j.queue
        where ((j.status = 'queued' and j.run_at <= now()) or (j.status = 'running' and j.locked_until < now()))
      ) as by_turn
    ) as ranked on ranked.id = ${jobs.id}
    where ranked.place <= ranked.free and ${due}
    order by ranked.priority desc, ranked.place, ranked.run_at, ranked.id
    limit ${options.limit}
    for update of ${jobs} skip locked`;
  return executor
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      lockedBy: options.workerId,
    })
    .where(sql`${jobs.id} in (${chosen})`)
    .returning();
}

/** The claim a worker holds: the row as claimed. A finish only counts while this exact claim still holds the job. */
function stillOurs(job: JobRow) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.attempts, job.attempts),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
  );
}

export async function completeJob(executor: Executor, job: JobRow): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: sql`now()`, lastError: null })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** After a failure: queued again after the backoff, or failed for good once the attempts are used up. */
export async function failJob(executor: Executor, job: JobRow, error: unknown): Promise<'retry' | 'failed' | 'lost'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
  const final = job.attempts >= job.maxAttempts;
  const rows = await executor
    .update(jobs)
    .set(
      final
        ? { status: 'failed', lockedUntil: null, finishedAt: sql`now()`, lastError: message }
        : {
            status: 'queued',
            lockedUntil: null,
            lockedBy: null,
            lastError: message,
            runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
          },
    )
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return final ? 'failed' : 'retry';
}

/**
 * Gives back a claimed job this worker will not run (it is stopping): queued again at once, its attempt not counted, so
 * another process takes it without waiting for the lease to pass.
 */
export async function releaseJob(executor: Executor, job: JobRow): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ status: 'queued', lockedUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export function newWorkerId(): string {
  return `${process.pid}-${randomUUID()}`;
}
