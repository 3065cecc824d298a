// SQL of XP reads: the account totals (one primary-key row), a keyset page of ledger entries and the dashboard's XP
// figures. The loyalty module owns xp_ledger (docs/decisions/0051): other modules read it through these functions.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { packCodes, xpAccounts, xpLedger, type PackCodeKind } from '@loyalty/db/schema';
import { brandFilterSql, hourOf, type HourlyPeriod } from '../../lib/hourly-sql.ts';

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
  sourceType: string;
  sourceRef: string;
  /** Of a pack code's credit (source pack_code), what the code was printed on; null for every other entry. */
  kind: PackCodeKind | null;
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
        sourceType: xpLedger.sourceType,
        sourceRef: xpLedger.sourceRef,
        kind: packCodes.kind,
      })
      .from(xpLedger)
      // A pack code's credit carries the code's id as its source_ref; the case casts only those refs (others are not
      // numbers). One primary-key lookup per entry of the page.
      .leftJoin(
        packCodes,
        sql`${packCodes.id} = case when ${xpLedger.sourceType} = 'pack_code' then ${xpLedger.sourceRef}::integer end`,
      )
      .where(
        and(eq(xpLedger.customerId, customerId), options.beforeId === undefined ? undefined : lt(xpLedger.id, options.beforeId)),
      )
      // Served by a backward scan of xp_ledger_customer_id_idx (customer_id, id).
      .orderBy(desc(xpLedger.id))
      .limit(options.limit)
  );
}

/** XP earned and spent (expiry is not spending) per hour of the period, for the dashboard. */
export async function xpMovedByHour(
  executor: Executor,
  period: HourlyPeriod,
): Promise<{ hour: string; earned: number; spent: number }[]> {
  const { since, until, brand } = period;
  return executor
    .select({
      hour: hourOf(xpLedger.createdAt),
      earned: sql<number>`coalesce(sum(greatest(${xpLedger.amount}, 0)), 0)::bigint`,
      spent: sql<number>`coalesce(sum(greatest(-${xpLedger.amount}, 0)) filter (where ${xpLedger.sourceType} <> 'expiry'), 0)::bigint`,
    })
    .from(xpLedger)
    .where(and(gte(xpLedger.createdAt, since), lt(xpLedger.createdAt, until), brand ? eq(xpLedger.brand, brand) : undefined))
    .groupBy(sql`1`);
}

/** Who moved XP when in the period: one arm (created_at, customer_id) of the dashboard's union of activity. */
export function ledgerActivitySql(period: HourlyPeriod): SQL {
  const { since, until, brand } = period;
  return sql`select created_at, customer_id from ${xpLedger}
          where created_at >= ${since} and created_at < ${until} ${brandFilterSql(xpLedger.brand, brand)}`;
}

/**
 * XP a customer earned since `since` (a SQL instant), as a scalar subquery for the tiers module: credits, less none of
 * the XP an order or a cancelled reward gave back (those were earned before). Served by xp_ledger_customer_created_idx.
 */
export function xpEarnedSinceSql(customerId: SQL, since: SQL): SQL {
  return sql`(select coalesce(sum(e.amount), 0) from ${xpLedger} e
    where e.customer_id = ${customerId} and e.created_at >= ${since} and e.amount > 0
      and e.source_type not in ('order_return', 'order_refund', 'reward_redemption_cancel'))`;
}

/** The customer's XP balance (0 without an account), as a scalar subquery for a segment's query: one primary-key read. */
export function balanceOfSql(customerId: SQL): SQL {
  return sql`coalesce((select a.balance from ${xpAccounts} a where a.customer_id = ${customerId}), 0)`;
}
