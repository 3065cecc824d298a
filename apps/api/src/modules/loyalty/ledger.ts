// The XP ledger: every credit and debit as an append-only entry, with the balance moved in the same transaction.
// NOTE: points are money to customers (issue 4). The rules below hold under concurrency on PostgreSQL (READ COMMITTED)
// and on PGlite without any read-modify-write:
// - the entry is inserted first, guarded by the unique (source_type, source_ref): a second call for the same source waits
//   on the first one's uncommitted index entry and then does nothing, so a source moves the balance at most once;
// - the balance moves with one conditional UPDATE (`balance + delta >= 0`), which PostgreSQL re-checks on the newest row
//   version after waiting for a concurrent writer, so parallel debits can never take the balance below zero.
import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor, Transaction } from '@loyalty/db/client';
import { xpAccounts, xpLedger } from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';

export interface LedgerEntryInput {
  customerId: number;
  brand: Brand;
  /** Points to move, a positive integer; creditXp adds them, debitXp takes them. */
  amount: number;
  /** Why, as the customer's history shows it: scan, multiscan, order, order_refund, quiz, reward, adjustment… */
  reason: string;
  /** With sourceRef, what this entry is for; one entry per (sourceType, sourceRef), ever. */
  sourceType: string;
  sourceRef: string;
  note?: string;
}

export interface LedgerResult {
  entryId: number;
  /** The balance after this entry (for a duplicate: the balance now). */
  balance: number;
  /** True when the source already had an entry: nothing was changed. */
  duplicate: boolean;
}

/** Amounts fit the integer columns with room: no single entry may move more than this. */
export const maxLedgerAmount = 100_000_000;

function assertValidInput(input: LedgerEntryInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > maxLedgerAmount) {
    throw new HttpError(400, 'validation_failed', 'The XP amount must be a positive whole number.', [
      { field: 'amount', message: `Expected a whole number from 1 to ${maxLedgerAmount}` },
    ]);
  }
  if (input.sourceType === '' || input.sourceRef === '' || input.reason === '') {
    throw new Error('A ledger entry needs a reason, a sourceType and a sourceRef');
  }
}

/** The account row must exist before the conditional update can move it; creating it twice is harmless. */
async function ensureAccount(executor: Executor, customerId: number, brand: Brand): Promise<void> {
  await executor.insert(xpAccounts).values({ customerId, brand }).onConflictDoNothing({ target: xpAccounts.customerId });
}

/** The earlier entry of a source, answered for a retry. A source that belongs to another customer is a caller's bug. */
async function duplicateOf(executor: Executor, input: LedgerEntryInput): Promise<LedgerResult> {
  const [earlier] = await executor
    .select({ id: xpLedger.id, customerId: xpLedger.customerId })
    .from(xpLedger)
    .where(and(eq(xpLedger.sourceType, input.sourceType), eq(xpLedger.sourceRef, input.sourceRef)))
    .limit(1);
  if (!earlier) throw new Error(`Ledger source ${input.sourceType}:${input.sourceRef} conflicted but cannot be read`);
  if (earlier.customerId !== input.customerId) {
    throw new HttpError(409, 'conflict', 'This source was already used for another customer.');
  }
  return { entryId: earlier.id, balance: await balanceOf(executor, input.customerId), duplicate: true };
}

async function moveXp(executor: Executor, input: LedgerEntryInput, delta: number): Promise<LedgerResult> {
  assertValidInput(input);
  await ensureAccount(executor, input.customerId, input.brand);

  // Claims the source. balance_after is set by the update below, in the same transaction, before anyone can read it.
  const [entry] = await executor
    .insert(xpLedger)
    .values({
      customerId: input.customerId,
      brand: input.brand,
      amount: delta,
      balanceAfter: 0,
      reason: input.reason,
      sourceType: input.sourceType,
      sourceRef: input.sourceRef,
      note: input.note ?? '',
    })
    .onConflictDoNothing({ target: [xpLedger.sourceType, xpLedger.sourceRef] })
    .returning({ id: xpLedger.id });
  if (!entry) return duplicateOf(executor, input);

  const earnedDelta = delta > 0 ? delta : 0;
  const spentDelta = delta < 0 ? -delta : 0;
  // One statement: the conditional balance move and the entry's balance_after. No row when the balance is short.
  const moved = await executor.execute(sql`
    with moved as (
      update ${xpAccounts}
      set balance = balance + ${delta}, earned = earned + ${earnedDelta}, spent = spent + ${spentDelta}, updated_at = now()
      where customer_id = ${input.customerId} and balance + ${delta} >= 0
      returning balance
    )
    update ${xpLedger} set balance_after = moved.balance from moved
    where ${xpLedger.id} = ${entry.id}
    returning moved.balance as balance`);
  const row = (moved as unknown as { rows: { balance: number | string }[] }).rows[0];
  if (!row) throw new HttpError(409, 'insufficient_xp', 'There are not enough XP for this.');
  return { entryId: entry.id, balance: Number(row.balance), duplicate: false };
}

/** Adds `amount` XP for a source, once: a retry of the same source returns the earlier entry and changes nothing. */
export async function creditXp(tx: Transaction, input: LedgerEntryInput): Promise<LedgerResult> {
  return moveXp(tx, input, input.amount);
}

/**
 * Takes `amount` XP for a source, once. Throws HttpError(409, 'insufficient_xp') when the balance does not cover it;
 * that refusal runs in a savepoint, so it leaves nothing behind even if the caller catches it and goes on.
 */
export async function debitXp(tx: Transaction, input: LedgerEntryInput): Promise<LedgerResult> {
  return tx.transaction((savepoint) => moveXp(savepoint, input, -input.amount));
}

/** The customer's balance: one primary-key read (0 without an account yet). */
export async function balanceOf(executor: Executor, customerId: number): Promise<number> {
  const [account] = await executor
    .select({ balance: xpAccounts.balance })
    .from(xpAccounts)
    .where(eq(xpAccounts.customerId, customerId))
    .limit(1);
  return account?.balance ?? 0;
}

export interface ReturnXpInput {
  /** The debit being returned, e.g. ('order', order id). */
  originalSourceType: string;
  originalSourceRef: string;
  reason: string;
  /** The return's own source, e.g. ('order_refund', order id): the same return twice is then harmless. */
  sourceType: string;
  sourceRef: string;
  note?: string;
}

export interface ReturnXpResult {
  /** XP credited back: what the original source debited, or 0 when it debited nothing. */
  returned: number;
  /** The credit, or null when there was nothing to return. */
  entry: LedgerResult | null;
}

/**
 * Credits back exactly what a source debited (a cancelled or refunded order paid with XP), in the caller's transaction.
 * Use a return sourceRef derived from the original (the order id) so that a repeated refund returns once.
 */
export async function returnXp(tx: Transaction, input: ReturnXpInput): Promise<ReturnXpResult> {
  const [original] = await tx
    .select({ customerId: xpLedger.customerId, brand: xpLedger.brand, amount: xpLedger.amount })
    .from(xpLedger)
    .where(and(eq(xpLedger.sourceType, input.originalSourceType), eq(xpLedger.sourceRef, input.originalSourceRef)))
    .limit(1);
  if (!original || original.amount >= 0) return { returned: 0, entry: null };
  const entry = await creditXp(tx, {
    customerId: original.customerId,
    brand: original.brand,
    amount: -original.amount,
    reason: input.reason,
    sourceType: input.sourceType,
    sourceRef: input.sourceRef,
    note: input.note,
  });
  return { returned: entry.duplicate ? 0 : -original.amount, entry };
}
