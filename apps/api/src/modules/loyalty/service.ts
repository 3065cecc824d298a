// XP reads for the customer: the balance and the history page with its summary, by customer id from the session.
import type { BalanceResponse, BonusHistoryResponse } from '@loyalty/contracts/loyalty';
import type { Executor } from '@loyalty/db/client';
import { expiringPoints } from './expiry.ts';
import { balanceOf } from './ledger.ts';
import { accountTotalsOf, ledgerPage } from './repository.ts';

/** The balance, and what of it expires in the next 90 days when POINTS_EXPIRY_MONTHS is set (`expiryMonths`). */
export async function getBalance(executor: Executor, customerId: number, expiryMonths = 0): Promise<BalanceResponse> {
  const [balance, expiring] = await Promise.all([
    balanceOf(executor, customerId),
    expiringPoints(executor, customerId, expiryMonths),
  ]);
  return { balance, expiring };
}

export async function getBonusHistory(
  executor: Executor,
  customerId: number,
  page: { cursor?: string; limit: number },
): Promise<BonusHistoryResponse> {
  const beforeId = page.cursor === undefined ? undefined : Number(page.cursor);
  // One row more than asked tells whether another page exists, without a count over the whole ledger.
  const [rows, totals] = await Promise.all([
    ledgerPage(executor, customerId, { beforeId, limit: page.limit + 1 }),
    accountTotalsOf(executor, customerId),
  ]);
  const transactions = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    note: row.note,
    balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  }));
  const last = transactions.at(-1);
  return {
    transactions,
    next_cursor: rows.length > page.limit && last ? String(last.id) : null,
    summary: { earned: totals.earned, spent: totals.spent, expired: totals.expired, current: totals.balance },
  };
}
