// XP reads for the customer: the balance and the history page with its summary, by customer id from the session.
import type { BalanceResponse, BonusHistoryResponse } from '@loyalty/contracts/loyalty';
import type { Executor } from '@loyalty/db/client';
import { expiringPoints } from './expiry.ts';
import { balanceOf } from './ledger.ts';
import { historyRows, sameRow } from './history-rows.ts';
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
  // One entry more than asked tells whether another page exists, without a count over the whole ledger.
  const [rows, totals] = await Promise.all([
    ledgerPage(executor, customerId, { beforeId, limit: page.limit + 1 }),
    accountTotalsOf(executor, customerId),
  ]);
  const entries = rows.slice(0, page.limit);
  let rest = rows.slice(page.limit);
  // A page never splits a row: the entries of the fact the page ends in are read on to its first one (a scan writes a
  // handful at most), so the page may carry a few entries more than `limit`, and the next one starts at a new fact.
  for (let next = rest[0], last = entries.at(-1); next && last && sameRow(last, next); next = rest[0]) {
    entries.push(next);
    last = next;
    rest = rest.length > 1 ? rest.slice(1) : await ledgerPage(executor, customerId, { beforeId: next.id, limit: page.limit + 1 });
  }
  const last = entries.at(-1);
  return {
    transactions: historyRows(entries),
    next_cursor: rest.length > 0 && last ? String(last.id) : null,
    summary: { earned: totals.earned, spent: totals.spent, expired: totals.expired, current: totals.balance },
  };
}
