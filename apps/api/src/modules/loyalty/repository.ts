// SQL of XP reads: the account totals (one primary-key row) and a keyset page of ledger entries.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { xpAccounts, xpLedger } from '@loyalty/db/schema';

export interface AccountTotals {
  balance: number;
  earned: number;
  spent: number;
  expired: number;
}

export async function accountTotalsOf(executor: Executor, customerId: number): Promise<AccountTotals> {
  const [account] = await executor
    .select({
      balance: xpAccounts.balance,
      earned: xpAccounts.earned,
      spent: xpAccounts.spent,
      expired: xpAccounts.expired,
    })
    .from(xpAccounts)
    .where(eq(xpAccounts.customerId, customerId))
    .limit(1);
  return account ?? { balance: 0, earned: 0, spent: 0, expired: 0 };
}

export interface LedgerPageRow {
  id: number;
  amount: number;
  reason: string;
  note: string;
  balanceAfter: number;
  createdAt: Date;
}

/**
 * Entries of one customer newest first, older than `beforeId` when given. Served by the (customer_id, id desc) index,
 * so a page costs the same on ten entries as on ten million.
 */
export async function ledgerPage(
  executor: Executor,
  customerId: number,
  options: { beforeId?: number; limit: number },
): Promise<LedgerPageRow[]> {
  return (
    executor
      .select({
        id: xpLedger.id,
        amount: xpLedger.amount,
        reason: xpLedger.reason,
        note: xpLedger.note,
        balanceAfter: xpLedger.balanceAfter,
        createdAt: xpLedger.createdAt,
      })
      .from(xpLedger)
      .where(
        and(eq(xpLedger.customerId, customerId), options.beforeId === undefined ? undefined : lt(xpLedger.id, options.beforeId)),
      )
      // Served by a backward scan of xp_ledger_customer_id_idx (customer_id, id).
      .orderBy(desc(xpLedger.id))
      .limit(options.limit)
  );
}
