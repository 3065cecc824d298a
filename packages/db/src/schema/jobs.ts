// Infrastructure tables of the API: the durable job queue and the Idempotency-Key records.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue: workers claim due jobs with FOR UPDATE SKIP LOCKED; a job whose worker died is claimed again
 * after its lock expires; failures retry with backoff up to maxAttempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Enqueueing twice with the same key is a no-op (null: no deduplication). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.queue, t.status, t.runAt),
    check('jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * The one Idempotency-Key record of every call that takes the header (create-order, reward redeem, certificate
 * purchase): the first call's body hash and what it made (`resultRef`, the order/redemption/certificate id), written
 * in the same transaction as the result. Same key and body → the first answer; another body → 422. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which call: 'create-order', 'reward-redeem', 'certificate-create'. */
    scope: text('scope').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of what the call was asked to do. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the first call's own transaction: nobody else ever sees it so. */
    resultRef: text('result_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_scope_customer_key_unique').on(t.scope, t.customerId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
