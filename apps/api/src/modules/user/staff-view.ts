// The support desk's view of customers: people (the glo and ogo records of one phone) found by phone in any format,
// name or e-mail and paged by person, and one record as a row with its balance and block. The back-office composes
// its customer page from these and the other owners' reads (admin/customers.ts).
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { listCountHorizon, type AdminCustomerRow, type AdminPerson } from '@loyalty/contracts/admin';
import type { Executor } from '@loyalty/db/client';
import { phoneMatches, startsWith } from '@loyalty/db/text-search';
import { phoneQueryOf } from '@loyalty/domain/phone-format';
import { blockedPhones, customers, xpAccounts, type CustomerRow } from '@loyalty/db/schema';

const rowColumns = {
  customer: customers,
  balance: sql<number>`coalesce(${xpAccounts.balance}, 0)`.mapWith(Number),
  blocked: sql<boolean>`${blockedPhones.phone} is not null`.mapWith(Boolean),
};

export function rowOf(found: { customer: CustomerRow; balance: number; blocked: boolean }): AdminCustomerRow {
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

/** One record as the support desk lists it: with its balance and whether its person is blocked. */
export async function customerRowById(executor: Executor, id: number) {
  return customerRow(executor, eq(customers.id, id));
}

/** The person's record in the other brand, if they have one. */
export async function otherBrandRow(executor: Executor, customer: Pick<CustomerRow, 'id' | 'phone'>) {
  return customerRow(executor, and(eq(customers.phone, customer.phone), sql`${customers.id} <> ${customer.id}`) as SQL);
}
