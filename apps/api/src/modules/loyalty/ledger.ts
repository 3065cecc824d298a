// The XP ledger: every credit and debit as an append-only entry, with the balance moved in the same statement (the
// database function xp_move of migration 0008, one round trip).
// NOTE: points are money to customers. The rules below hold under concurrency on PostgreSQL (READ COMMITTED)
// and on PGlite without any read-modify-write:
// - the entry is inserted first, guarded by the unique (source_type, source_ref): a second call for the same source waits
//   on the first one's uncommitted index entry and then does nothing, so a source moves the balance at most once;
// - the balance moves with one conditional UPDATE (`0 <= balance + delta <= maxXpBalance`), which PostgreSQL re-checks on
//   the newest row version after waiting for a concurrent writer, so parallel debits can never take the balance below
//   zero, nor parallel credits past maxXpBalance (2^53 - 1 in a bigint column since migration 0020: a credit
//   past it answers 409 balance_limit instead of the 500 "integer out of range" of the old 32-bit balance).
import { eq, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor, type Transaction } from '@loyalty/db/client';
import { maxXpBalance, xpAccounts } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { recalculateTier } from '../tiers/service.ts';

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
  /**
   * Source types of entries with this same sourceRef whose lots this entry moves first: a refund's credit
   * gives back to the lots its order's debits took (the points keep their original date); a reversal's debit takes
   * back the points of the credit it reverses. Without it, a credit is a new lot and a debit takes the oldest lots.
   */
  lotsOf?: readonly string[];
}

export interface LedgerResult {
  entryId: number;
  /** The balance after this entry (for a duplicate: the balance now). */
  balance: number;
  /** True when the source already had an entry: nothing was changed. */
  duplicate: boolean;
}

/** No single entry moves more than this, so a credit always fits a lot (an integer) and balance + delta a bigint. */
export const maxLedgerAmount = 100_000_000;

function assertValidInput(input: LedgerEntryInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > maxLedgerAmount) {
    throw new DomainError('validation_failed', 'The XP amount must be a positive whole number.', [
      { field: 'amount', message: `Expected a whole number from 1 to ${maxLedgerAmount}` },
    ]);
  }
  if (input.sourceType === '' || input.sourceRef === '' || input.reason === '') {
    throw new Error('A ledger entry needs a reason, a sourceType and a sourceRef');
  }
}

/**
 * The one write of the ledger, in one statement: the database function xp_move (migration 0008) creates the account
 * if needed, claims the source by inserting its entry, moves the balance by one conditional update and writes the
 * entry's balance_after, and keeps the lots (migration 0010: a credit is a lot, a debit takes the oldest first); a debit
 * the balance does not cover removes its own entry again and changes nothing.
 */
async function moveXp(executor: Executor, input: LedgerEntryInput, delta: number): Promise<LedgerResult> {
  assertValidInput(input);
  const rows = await queryRows<{
    outcome: 'moved' | 'duplicate' | 'insufficient' | 'foreign' | 'balance_limit';
    entry_id: number | string | null;
    // bigint: a string from node-postgres, a number from PGlite.
    balance: number | string;
  }>(
    executor,
    sql`select * from xp_move(${input.customerId}, ${input.brand}, ${delta}, ${input.reason}, ${input.sourceType},
      ${input.sourceRef}, ${input.note ?? ''}, string_to_array(${input.lotsOf?.join(',') ?? null}, ','))`,
  );
  const row = rows[0];
  if (!row) throw new Error('xp_move returned no row');
  switch (row.outcome) {
    case 'insufficient':
      throw new DomainError('insufficient_xp', 'There are not enough XP for this.');
    case 'foreign':
      throw new DomainError('conflict', 'This source was already used for another customer.');
    case 'balance_limit':
      throw new DomainError('balance_limit', `The balance is ${row.balance} XP and may not pass ${maxXpBalance}.`, [
        { field: 'amount', message: `Expected at most ${maxXpBalance - Number(row.balance)} XP for this balance` },
      ]);
    default:
      return { entryId: Number(row.entry_id), balance: Number(row.balance), duplicate: row.outcome === 'duplicate' };
  }
}

export interface CreditOptions {
  /**
   * False when the caller credits several entries for one fact (a scan's level bonus and campaign credits) and
   * recalculates the level once after the last of them, in the same transaction.
   */
  recalculateTier?: boolean;
}

/** Adds `amount` XP for a source, once: a retry of the same source returns the earlier entry and changes nothing. */
export async function creditXp(tx: Transaction, input: LedgerEntryInput, options: CreditOptions = {}): Promise<LedgerResult> {
  const result = await moveXp(tx, input, input.amount);
  // The customer's tier follows every credit in the credit's own transaction (decision 0060): one indexed read, and a
  // write only when the level moves. The account row xp_move updated stays locked until commit, so two credits of one
  // customer recalculate one after the other.
  if (!result.duplicate && options.recalculateTier !== false) await recalculateTier(tx, input.customerId, input.brand);
  return result;
}

/**
 * Takes `amount` XP for a source, once. Throws DomainError('insufficient_xp') when the balance does not cover it;
 * the refusal changed nothing, so a caller that catches it may go on in the same transaction.
 */
export async function debitXp(tx: Transaction, input: LedgerEntryInput): Promise<LedgerResult> {
  return moveXp(tx, input, -input.amount);
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
