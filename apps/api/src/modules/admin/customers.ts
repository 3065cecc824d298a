// The support desk's view of customers: search across both brands by phone in any format, name or e-mail;
// one customer with everything support needs (blocking a person lives with sessions, in auth/blocking.ts).
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerDetail, AdminCustomerRow } from '@loyalty/contracts/admin';
import type { Executor } from '@loyalty/db/client';
import {
  blockedPhones,
  customerMetafields,
  customers,
  orders,
  scans,
  sessions,
  xpAccounts,
  xpLedger,
  type CustomerRow,
} from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';

const rowColumns = {
  customer: customers,
  balance: sql<number>`coalesce(${xpAccounts.balance}, 0)`.mapWith(Number),
  blocked: sql<boolean>`${blockedPhones.phone} is not null`.mapWith(Boolean),
};

function rowOf(found: { customer: CustomerRow; balance: number; blocked: boolean }): AdminCustomerRow {
  const { customer } = found;
  return {
    id: customer.id,
    brand: customer.brand,
    phone: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    balance: found.balance,
    orders_count: customer.ordersCount,
    blocked: found.blocked,
    created_at: customer.createdAt.toISOString(),
  };
}

/** Escapes LIKE's wildcards in what the operator typed. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Phone digits (any format: 050…, +380 50…, 380…), an e-mail fragment, or a name. */
function searchCondition(query: string): SQL | undefined {
  const text = query.trim();
  if (text === '') return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(text)) {
    // +380501234567 holds 0501234567 and 380501234567 alike; a leading 0 of a national number is part of it.
    return sql`${customers.phone} like ${likeText(digits)}`;
  }
  if (text.includes('@')) return ilike(customers.email, likeText(text));
  return or(
    ilike(customers.firstName, likeText(text)),
    ilike(customers.lastName, likeText(text)),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, likeText(text)),
    ilike(customers.email, likeText(text)),
  );
}

const sortOrders = {
  created_at: [asc(customers.createdAt), asc(customers.id)],
  '-created_at': [desc(customers.createdAt), desc(customers.id)],
  phone: [asc(customers.phone), asc(customers.brand)],
  last_name: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
} as const;

export async function searchCustomers(
  executor: Executor,
  input: { query: string; sort: keyof typeof sortOrders; page: number; perPage: number },
): Promise<{ customers: AdminCustomerRow[]; total: number }> {
  const where = searchCondition(input.query);
  const [rows, [total]] = await Promise.all([
    executor
      .select(rowColumns)
      .from(customers)
      .leftJoin(xpAccounts, eq(xpAccounts.customerId, customers.id))
      .leftJoin(blockedPhones, eq(blockedPhones.phone, customers.phone))
      .where(where)
      .orderBy(...sortOrders[input.sort])
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    executor.select({ value: count() }).from(customers).where(where),
  ]);
  return { customers: rows.map(rowOf), total: total?.value ?? 0 };
}

async function customerRow(
  executor: Executor,
  where: SQL,
): Promise<{ customer: CustomerRow; balance: number; blocked: boolean } | undefined> {
  const [row] = await executor
    .select(rowColumns)
    .from(customers)
    .leftJoin(xpAccounts, eq(xpAccounts.customerId, customers.id))
    .leftJoin(blockedPhones, eq(blockedPhones.phone, customers.phone))
    .where(where)
    .limit(1);
  return row;
}

export async function customerDetail(executor: Executor, id: number): Promise<AdminCustomerDetail> {
  const found = await customerRow(executor, eq(customers.id, id));
  if (!found) throw new HttpError(404, 'not_found', `There is no customer ${id}.`);
  const { customer } = found;
  const [other, blocked, metafields, liveSessions, orderRows, scanRows, ledger, account] = await Promise.all([
    customerRow(executor, and(eq(customers.phone, customer.phone), sql`${customers.id} <> ${customer.id}`) as SQL),
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
    executor.select().from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.id)).limit(50),
    executor.select().from(scans).where(eq(scans.customerId, id)).orderBy(desc(scans.id)).limit(50),
    executor.select().from(xpLedger).where(eq(xpLedger.customerId, id)).orderBy(desc(xpLedger.id)).limit(100),
    executor.select().from(xpAccounts).where(eq(xpAccounts.customerId, id)).limit(1),
  ]);
  const block = blocked[0];
  const totals = account[0];
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
    summary: {
      balance: totals?.balance ?? 0,
      earned: totals?.earned ?? 0,
      spent: totals?.spent ?? 0,
      expired: totals?.expired ?? 0,
    },
  };
}
