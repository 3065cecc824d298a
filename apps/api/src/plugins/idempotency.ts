// The one Idempotency-Key mechanism of every call that spends money or XP (create-order, reward redeem, certificate
// purchase, and any later one): the optional header, the request hash, and the idempotency_keys record written in the
// same transaction as the result. Same key and body → the first answer; same key, another body → 422; a key lives
// 24 hours. An error is not remembered: the transaction that failed took its key record with it, so a retry runs again.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '@loyalty/contracts/orders';
import type { Executor, Transaction } from '@loyalty/db/client';
import { idempotencyKeys } from '@loyalty/db/schema';
import { HttpError } from './errors.ts';

/** How long a key answers its first result; the maintenance job deletes older records. */
export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000;

export type IdempotencyScope = 'create-order' | 'reward-redeem' | 'certificate-create';

/** Absent is null; present but malformed (or sent twice) is 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(400, 'validation_failed', 'The Idempotency-Key header is malformed.', [
      { field: 'headers.idempotency-key', message: parsed.error.issues[0]?.message ?? 'Invalid value' },
    ]);
  }
  return parsed.data;
}

/** Keys sorted at every depth, so that the same body hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export interface IdempotentCall {
  scope: IdempotencyScope;
  customerId: number;
  /** The header's value; null runs the call with no record. */
  key: string | null;
  /** What the call was asked to do (the body, or the fields of it that decide the result). */
  request: unknown;
}

function reusedKey(): HttpError {
  return new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.', [
    { field: 'headers.idempotency-key', message: 'Used for another request body' },
  ]);
}

const liveSince = (now: Date) => new Date(now.getTime() - idempotencyKeyTtlMs);

/**
 * The first result's reference of a key already committed, checked before any work (outside a transaction, so a retry
 * of a committed call is answered even when something it depended on is down now). Throws 422 for another body.
 */
export async function committedResultOf(executor: Executor, call: IdempotentCall, now = new Date()): Promise<string | null> {
  if (call.key === null) return null;
  const [row] = await executor
    .select({ requestHash: idempotencyKeys.requestHash, resultRef: idempotencyKeys.resultRef })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.customerId, call.customerId),
        eq(idempotencyKeys.key, call.key),
        sql`${idempotencyKeys.createdAt} > ${liveSince(now)}`,
      ),
    )
    .limit(1);
  if (!row || row.resultRef === null) return null;
  if (row.requestHash !== requestHashOf(call.request)) throw reusedKey();
  return row.resultRef;
}

/**
 * The claim of a key, unexecuted: an insert on its unique constraint. A new key is claimed; an expired record of the key
 * is taken over (its 24 hours are up); a live one answers no row. A parallel call with the same key waits on the
 * uncommitted entry, then finds it committed (no row) or, when the first one rolled back, claims it itself. No advisory
 * lock, so it behaves the same behind a transaction-mode pooler. `resultRef` is the result's reference when it is
 * known before the work (create-order reserves its order id), else null until `completeClaim`.
 */
export function keyClaim(
  executor: Executor,
  call: IdempotentCall & { key: string },
  requestHash: string,
  now: Date,
  resultRef: SQL | null = null,
) {
  return claimInsert(
    executor,
    { scope: call.scope, customerId: call.customerId, key: call.key, requestHash, createdAt: now, liveSince: liveSince(now) },
    resultRef,
  );
}

/** keyClaim's values, each given or a placeholder bound later. */
interface ClaimValues {
  scope: IdempotencyScope | Placeholder;
  customerId: number | Placeholder;
  key: string | Placeholder;
  requestHash: string | Placeholder;
  createdAt: Date | Placeholder;
  liveSince: Date | Placeholder;
}

function claimInsert(executor: Executor, values: ClaimValues, resultRef: SQL | null) {
  const { scope, customerId, key, requestHash, createdAt } = values;
  return executor
    .insert(idempotencyKeys)
    .values({ scope, customerId, key, requestHash, createdAt, resultRef })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.customerId, idempotencyKeys.key],
      // A key past its lifetime is taken over with this call's values.
      set: {
        requestHash: sql`excluded.request_hash`,
        resultRef: sql`excluded.result_ref`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: lt(idempotencyKeys.createdAt, values.liveSince),
    });
}

/**
 * keyClaim with placeholders for its values, for a statement compiled once (create-order's insert,
 * `queryStatementOfForm`); `keyClaimValues` binds them.
 */
export function keyClaimOfPlaceholders(executor: Executor, resultRef: SQL | null) {
  return claimInsert(
    executor,
    {
      scope: sql.placeholder('claimScope'),
      customerId: sql.placeholder('claimCustomerId'),
      key: sql.placeholder('claimKey'),
      requestHash: sql.placeholder('claimRequestHash'),
      createdAt: sql.placeholder('claimCreatedAt'),
      liveSince: sql.placeholder('claimLiveSince'),
    },
    resultRef,
  );
}

export function keyClaimValues(call: IdempotentCall & { key: string }, requestHash: string, now: Date): Record<string, unknown> {
  return {
    claimScope: call.scope,
    claimCustomerId: call.customerId,
    claimKey: call.key,
    claimRequestHash: requestHash,
    // Bound through the column's encoder (an insert value), where a Date is expected.
    claimCreatedAt: now,
    // Bound as it is (a comparison's placeholder has no column encoder): text PostgreSQL reads as a timestamptz.
    claimLiveSince: liveSince(now).toISOString(),
  };
}

/** A claim found the key live: the first result's reference for the same request, 422 for another one. */
export async function liveKeyResult(
  executor: Executor,
  call: IdempotentCall & { key: string },
  requestHash: string,
): Promise<string> {
  const [earlier] = await executor
    .select({ requestHash: idempotencyKeys.requestHash, resultRef: idempotencyKeys.resultRef })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.customerId, call.customerId),
        eq(idempotencyKeys.key, call.key),
      ),
    )
    .limit(1);
  if (!earlier?.resultRef) throw new Error(`idempotency key of ${call.scope} conflicted but holds no result`);
  if (earlier.requestHash !== requestHash) throw reusedKey();
  return earlier.resultRef;
}

/**
 * Runs `perform` once per (scope, customer, key) in the caller's transaction: the key is claimed first (`keyClaim`);
 * a key already live answers `replay(resultRef)` of its first result; the result's reference is written last.
 */
export async function idempotent<T>(
  tx: Transaction,
  call: IdempotentCall,
  perform: () => Promise<{ ref: string; result: T }>,
  replay: (ref: string) => Promise<T>,
  now = new Date(),
): Promise<T> {
  if (call.key === null) return (await perform()).result;
  const keyed = { ...call, key: call.key };
  const requestHash = requestHashOf(call.request);
  const [claimed] = await keyClaim(tx, keyed, requestHash, now).returning({ id: idempotencyKeys.id });
  if (!claimed) return replay(await liveKeyResult(tx, keyed, requestHash));
  const { ref, result } = await perform();
  await tx.update(idempotencyKeys).set({ resultRef: ref }).where(eq(idempotencyKeys.id, claimed.id));
  return result;
}

/** Records older than the key lifetime, for the maintenance job. */
export async function purgeExpiredIdempotencyKeys(executor: Executor, now = new Date()): Promise<number> {
  const deleted = await executor
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, liveSince(now)))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
