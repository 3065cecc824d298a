// The support desk's view of customers: people (the glo and ogo records of one phone) found by phone in any format,
// name or e-mail and paged by person; one customer with everything support needs (blocking a person lives with
// sessions, in auth/blocking.ts).
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { listCountHorizon, type AdminCustomerDetail, type AdminCustomerRow, type AdminPerson } from '@loyalty/contracts/admin';
import type { Executor } from '@loyalty/db/client';
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
import { DomainError } from '../../lib/domain-error.ts';

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

/**
 * Which records a search matches: a phone in any format (the whole number, or its first or last digits), an e-mail
 * (whole, or its beginning), or the beginning of a name ("Ярина", "Ярина Ко", "Коваленко Я") or of an e-mail, any
 * case. Every arm is an index look-up (migration 0024); undefined: no search.
 */
function searchCondition(query: string): SQL | undefined {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const phone = phoneQueryOf(text);
  if (phone) return phoneMatches(customers.phone, phone);
  const lowered = text.toLowerCase();
  const email = sql`lower(${customers.email})`;
  if (wholeEmail.test(lowered)) return sql`${email} = ${lowered}`;
  if (lowered.includes('@')) return startsWith(email, lowered);
  return or(
    startsWith(sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`, lowered),
    startsWith(sql`lower(${customers.lastName} || ' ' || ${customers.firstName})`, lowered),
    startsWith(email, lowered),
  );
}

type CustomerSort = 'created_at' | '-created_at' | 'phone' | 'last_name';

/** Without a search, a person is their first record (no record of the phone with a smaller id), sorted by it. */
const firstRecordSorts = {
  created_at: [asc(customers.createdAt), asc(customers.id)],
  '-created_at': [desc(customers.createdAt), desc(customers.id)],
  phone: [asc(customers.phone)],
  last_name: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
} as const;

/** With a search, a person is the group of their matching records, sorted by the earliest of them. */
const matchedGroupSorts = {
  created_at: [sql`min(${customers.createdAt}) asc`, sql`min(${customers.id}) asc`],
  '-created_at': [sql`min(${customers.createdAt}) desc`, sql`min(${customers.id}) desc`],
  phone: [asc(customers.phone)],
  last_name: [sql`min(${customers.lastName}) asc`, sql`min(${customers.firstName}) asc`, sql`min(${customers.id}) asc`],
} as const;

/**
 * Which people a search lists and their order: without a search, every first record, walked in the order of an
 * index; with one, the matching records grouped by phone (a few thousand at most for the commonest surname), so a
 * person is listed when any of their records matches — a search by the ogo record's e-mail still finds someone whose
 * glo record holds another.
 */
function peopleOf(query: string, sort: CustomerSort): { where: SQL; grouped: boolean; order: readonly SQL[] } {
  const match = searchCondition(query);
  if (match) return { where: match, grouped: true, order: matchedGroupSorts[sort] };
  const firstRecord = sql`not exists (select 1 from ${customers} as earlier where earlier.phone = ${customers.phone} and earlier.id < ${customers.id})`;
  return { where: firstRecord, grouped: false, order: firstRecordSorts[sort] };
}

/**
 * People matching the search, a page of them with every record of each (glo first), and how many there are: with a
 * search, all of them (counted by a window over the groups the page is sorted from anyway, so no plan can trade the
 * sort for a walk of the phone index that stops at the count's limit); without one, counted up to the page's offset +
 * listCountHorizon. `count: false` (the CSV) skips the capped count.
 */
export async function searchCustomers(
  executor: Executor,
  input: { query: string; sort: CustomerSort; page: number; perPage: number; count?: boolean },
): Promise<{ people: AdminPerson[]; total: number; total_exact: boolean }> {
  const people = peopleOf(input.query, input.sort);
  const offset = (input.page - 1) * input.perPage;
  const horizon = offset + listCountHorizon;
  const position = sql<number>`row_number() over (order by ${sql.join([...people.order], sql`, `)})`.as('position');
  const matches = (people.grouped ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number).as('matches');
  const paged = executor.select({ phone: customers.phone, position, matches }).from(customers).where(people.where).$dynamic();
  if (people.grouped) paged.groupBy(customers.phone);
  const page = paged
    .orderBy(...people.order)
    .limit(input.perPage)
    .offset(offset)
    .as('page');
  const rows = await executor
    .select({ ...rowColumns, position: page.position, matches: page.matches })
    .from(page)
    .innerJoin(customers, eq(customers.phone, page.phone))
    .leftJoin(xpAccounts, eq(xpAccounts.customerId, customers.id))
    .leftJoin(blockedPhones, eq(blockedPhones.phone, customers.phone))
    .orderBy(page.position, asc(customers.brand));
  const found: AdminPerson[] = [];
  for (const row of rows) {
    const record = rowOf(row);
    const last = found.at(-1);
    if (last?.phone === record.phone) last.records.push(record);
    else found.push({ phone: record.phone, records: [record] });
  }
  const windowed = rows[0]?.matches;
  if (people.grouped && windowed !== undefined) return { people: found, total: windowed, total_exact: true };
  if (input.count === false || (people.grouped && offset === 0)) {
    return { people: found, total: found.length, total_exact: true };
  }
  // Without a search, or a page past the end of one: the people counted up to the horizon.
  const capped = executor.select({ phone: customers.phone }).from(customers).where(people.where).$dynamic();
  if (people.grouped) capped.groupBy(customers.phone);
  const [counted] = await executor.select({ value: count() }).from(capped.limit(horizon + 1).as('capped'));
  const total = counted?.value ?? 0;
  return { people: found, total: Math.min(total, horizon), total_exact: total <= horizon };
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
  if (!found) throw new DomainError('not_found', `There is no customer ${id}.`);
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
