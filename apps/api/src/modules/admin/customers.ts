// The support desk's view of customers: people (the glo and ogo records of one phone) found by phone in any format,
// name or e-mail and paged by person; one customer with everything support needs; block and unblock a person (both
// brands, sessions ended at once).
import { and, asc, count, desc, eq, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listCountHorizon, type AdminCustomerDetail, type AdminCustomerRow, type AdminPerson } from '@loyalty/contracts/admin';
import type { Database, Executor } from '@loyalty/db/client';
import { phoneMatches, startsWith } from '@loyalty/db/text-search';
import { phoneQueryOf } from '@loyalty/domain/phone-format';
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
import { recordAudit, type AuditActor } from './audit.ts';

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

/** A whole e-mail address, looked up by equality rather than as a prefix. */
const wholeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const earlier = alias(customers, 'earlier');
const matched = alias(customers, 'matched');

/**
 * Which records (of `matched`) a search matches: a phone in any format (the whole number, or its
 * first or last digits), an e-mail (whole, or its beginning), or the beginning of a name ("Ярина", "Ярина Ко",
 * "Коваленко Я") or of an e-mail, any case. Every arm is an index look-up (migration 0024); undefined: no search.
 */
function searchCondition(query: string): SQL | undefined {
  const table = matched;
  const text = query.trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const phone = phoneQueryOf(text);
  if (phone) return phoneMatches(table.phone, phone);
  const lowered = text.toLowerCase();
  const email = sql`lower(${table.email})`;
  if (wholeEmail.test(lowered)) return sql`${email} = ${lowered}`;
  if (lowered.includes('@')) return startsWith(email, lowered);
  return or(
    startsWith(sql`lower(${table.firstName} || ' ' || ${table.lastName})`, lowered),
    startsWith(sql`lower(${table.lastName} || ' ' || ${table.firstName})`, lowered),
    startsWith(email, lowered),
  );
}

const sortOrders = {
  created_at: [asc(customers.createdAt), asc(customers.id)],
  '-created_at': [desc(customers.createdAt), desc(customers.id)],
  phone: [asc(customers.phone)],
  last_name: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
} as const;

/**
 * One row per person: the person's first record (no record of the phone with a smaller id) stands for them in the
 * sort and the paging, and a person is in the list when any of their records matches, so a search by the ogo
 * record's e-mail still finds someone whose glo record came first.
 */
function peopleCondition(executor: Executor, query: string): SQL {
  const firstRecord = notExists(
    executor
      .select({ one: sql`1` })
      .from(earlier)
      .where(and(eq(earlier.phone, customers.phone), lt(earlier.id, customers.id))),
  );
  const match = searchCondition(query);
  if (!match) return firstRecord;
  return and(firstRecord, inArray(customers.phone, executor.select({ phone: matched.phone }).from(matched).where(match))) as SQL;
}

/**
 * People matching the search, a page of them with every record of each (glo first), and how many there are, counted
 * up to the page's offset + listCountHorizon. `count: false` (the CSV) skips the count.
 */
export async function searchCustomers(
  executor: Executor,
  input: { query: string; sort: keyof typeof sortOrders; page: number; perPage: number; count?: boolean },
): Promise<{ people: AdminPerson[]; total: number; total_exact: boolean }> {
  const where = peopleCondition(executor, input.query);
  const order = sortOrders[input.sort];
  const offset = (input.page - 1) * input.perPage;
  const page = executor
    .select({ phone: customers.phone, position: sql<number>`row_number() over (order by ${sql.join([...order], sql`, `)})`.as('position') })
    .from(customers)
    .where(where)
    .orderBy(...order)
    .limit(input.perPage)
    .offset(offset)
    .as('page');
  const horizon = offset + listCountHorizon;
  const [rows, counted] = await Promise.all([
    executor
      .select({ ...rowColumns, position: page.position })
      .from(page)
      .innerJoin(customers, eq(customers.phone, page.phone))
      .leftJoin(xpAccounts, eq(xpAccounts.customerId, customers.id))
      .leftJoin(blockedPhones, eq(blockedPhones.phone, customers.phone))
      .orderBy(page.position, asc(customers.brand)),
    input.count === false
      ? Promise.resolve([])
      : executor
          .select({ value: count() })
          .from(executor.select({ one: sql`1` }).from(customers).where(where).limit(horizon + 1).as('capped')),
  ]);
  const people: AdminPerson[] = [];
  for (const row of rows) {
    const record = rowOf(row);
    const last = people.at(-1);
    if (last?.phone === record.phone) last.records.push(record);
    else people.push({ phone: record.phone, records: [record] });
  }
  const found = counted[0]?.value ?? people.length;
  return { people, total: Math.min(found, horizon), total_exact: found <= horizon };
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

/** Ends every live session of the person (both brands). */
async function endSessions(executor: Executor, phone: string): Promise<number> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.phone, phone), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

async function phoneOf(executor: Executor, id: number): Promise<string> {
  const [row] = await executor.select({ phone: customers.phone }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new HttpError(404, 'not_found', `There is no customer ${id}.`);
  return row.phone;
}

export async function revokeCustomerSessions(db: Database, id: number, actor: AuditActor): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const ended = await endSessions(tx, phone);
    await recordAudit(tx, actor, { action: 'customer.sessions-revoke', targetType: 'customer', targetId: id, after: { ended } });
    return { ended };
  });
}

/** Blocks the person behind a customer record (both brands): sessions end, sign-in answers 403 account_blocked. */
export async function blockCustomer(db: Database, id: number, reason: string, actor: AuditActor): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const inserted = await tx
      .insert(blockedPhones)
      .values({ phone, reason, blockedBy: actor.name })
      .onConflictDoNothing()
      .returning({ phone: blockedPhones.phone });
    if (inserted.length === 0) throw new HttpError(409, 'conflict', 'This customer is blocked already.');
    const ended = await endSessions(tx, phone);
    await recordAudit(tx, actor, {
      action: 'customer.block',
      targetType: 'customer',
      targetId: id,
      before: { blocked: false },
      after: { blocked: true, phone, sessionsEnded: ended },
      reason,
    });
    return { ended };
  });
}

export async function unblockCustomer(db: Database, id: number, reason: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const removed = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
    const previous = removed[0];
    if (!previous) throw new HttpError(409, 'conflict', 'This customer is not blocked.');
    await recordAudit(tx, actor, {
      action: 'customer.unblock',
      targetType: 'customer',
      targetId: id,
      before: { blocked: true, reason: previous.reason, by: previous.blockedBy },
      after: { blocked: false },
      reason,
    });
  });
}

/** Whether a phone may sign in (the login flow asks before sending or accepting a code). */
export async function isPhoneBlocked(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ phone: blockedPhones.phone })
    .from(blockedPhones)
    .where(eq(blockedPhones.phone, phone))
    .limit(1);
  return row !== undefined;
}
