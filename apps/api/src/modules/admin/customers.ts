// The support desk's page of one customer with everything support needs, composed of the owners' reads: the record
// and its search (user/staff-view.ts), orders (orders/repository.ts), the ledger (loyalty/repository.ts). Blocking
// a person lives with sessions, in auth/blocking.ts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminCustomerDetail } from '@loyalty/contracts/admin';
import type { Executor } from '@loyalty/db/client';
import { blockedPhones, customerMetafields, scans, sessions } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { accountTotalsOf, ledgerPage } from '../loyalty/repository.ts';
import { listOrdersOf } from '../orders/repository.ts';
import { customerRowById, otherBrandRow, rowOf } from '../user/staff-view.ts';

export async function customerDetail(executor: Executor, id: number): Promise<AdminCustomerDetail> {
  const found = await customerRowById(executor, id);
  if (!found) throw new DomainError('not_found', `There is no customer ${id}.`);
  const { customer } = found;
  const [other, blocked, metafields, liveSessions, orderRows, scanRows, ledger, account] = await Promise.all([
    otherBrandRow(executor, customer),
    executor.select().from(blockedPhones).where(eq(blockedPhones.phone, customer.phone)).limit(1),
    executor
      .select({ namespace: customerMetafields.namespace, key: customerMetafields.key, value: customerMetafields.value })
      .from(customerMetafields)
      .where(eq(customerMetafields.customerId, id))
      .orderBy(customerMetafields.namespace, customerMetafields.key),
    executor
      .select()
      .from(sessions)
      .where(and(eq(sessions.phone, customer.phone), isNull(sessions.revokedAt), sql`${sessions.absoluteExpiresAt} > now()`))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(50),
    listOrdersOf(executor, id, 50),
    executor.select().from(scans).where(eq(scans.customerId, id)).orderBy(desc(scans.id)).limit(50),
    ledgerPage(executor, id, { limit: 100 }),
    accountTotalsOf(executor, id),
  ]);
  const block = blocked[0];
  const totals = account;
  return {
    customer: { ...rowOf(found), tags: customer.tags, birth_date: customer.birthDate, note: customer.note },
    other_brand: other ? rowOf(other) : null,
    blocked: block ? { reason: block.reason, by: block.blockedBy, at: block.blockedAt.toISOString() } : null,
    metafields,
    sessions: liveSessions.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      user_agent: row.userAgent,
      ip: row.ip,
    })),
    orders: orderRows.map((row) => ({
      id: row.id,
      order_number: row.orderNumber,
      financial_status: row.financialStatus,
      total_kop: row.totalKop,
      bonus_total: row.bonusTotal,
      created_at: row.createdAt.toISOString(),
    })),
    scans: scanRows.map((row) => ({ code: row.code, outcome: row.outcome, xp: row.xp, created_at: row.createdAt.toISOString() })),
    ledger: ledger.map((row) => ({
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      note: row.note,
      balance_after: row.balanceAfter,
      created_at: row.createdAt.toISOString(),
    })),
    summary: { balance: totals.balance, earned: totals.earned, spent: totals.spent, expired: totals.expired },
  };
}
