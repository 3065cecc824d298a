// SQL of the customer records of spec section 3: a record by id or phone, its address, metafields and tags. This
// module owns the customers table (docs/decisions/0051): sign-in, orders, loyalty, invites and the back-office reach
// its rows through the functions here, each taking the caller's executor so their writes join the caller's transaction.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { jsonRecordOf, recordColumnLists, type Executor } from '@loyalty/db/client';
import { customerAddresses, customerMetafields, customers, otpChallenges } from '@loyalty/db/schema';
import type { CustomerAddressRow, CustomerMetafieldRow, CustomerRow, NewCustomerRow, OtpChallengeRow } from '@loyalty/db/schema';
import { hourOf, type HourlyPeriod, type HourRow } from '../../lib/hourly-sql.ts';
import { preparedQuery } from '../../plugins/prepared.ts';

export async function findCustomer(executor: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await executor.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/**
 * Locks the record until the transaction ends: for read-modify-write of its tags, and by create-order, so one
 * customer's orders are written one at a time (the order count the referral rule reads and the counters updated at
 * the end cannot race with a parallel submit).
 */
export async function findCustomerForUpdate(executor: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await executor.select().from(customers).where(eq(customers.id, id)).limit(1).for('update');
  return row;
}

/** Locks the records in ascending id order (order events lock a customer and their inviter so before any write). */
export async function lockCustomers(executor: Executor, ids: readonly number[]): Promise<void> {
  await executor
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, [...ids]))
    .orderBy(customers.id)
    .for('update');
}

/** `table.column` written out: a select list of one table drops the table's name, which a subquery cannot afford. */
function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

type CustomerField = 'brand' | 'phone' | 'firstName' | 'lastName';

/**
 * A field of the customer record `customerId` (another table's not-null reference) names, as a scalar subquery for
 * that table's module to select: whose feedback, referral, adjustment or XP lot a row is. One look-up by primary key
 * per row, in the caller's one query.
 */
export function customerFieldOf<F extends CustomerField>(field: F, customerId: Column): SQL<CustomerRow[F]> {
  return sql<
    CustomerRow[F]
  >`(select c.${sql.identifier(customers[field].name)} from ${customers} c where c.id = ${qualified(customerId)})`;
}

/** The ids of the person's records (either brand), as a subquery for `inArray(column, …)` in another module's query. */
export function customerIdsOfPhone(phone: string): SQL {
  return sql`(select c.id from ${customers} c where c.phone = ${phone})`;
}

/**
 * The records' who-is-who columns (id, brand, phone, first_name, last_name) as a derived table, for another module's
 * raw SQL report to join (`join ${customerCardsSql()} c on c.id = …`); PostgreSQL plans it as the table itself.
 */
export function customerCardsSql(): SQL {
  return sql`(select id, brand, phone, first_name, last_name from ${customers})`;
}

/** The values of one metafield over every record of the phone (both brands). */
export async function metafieldValuesOfPhone(
  executor: Executor,
  phone: string,
  metafield: { namespace: string; key: string },
): Promise<string[]> {
  const rows = await executor
    .select({ value: customerMetafields.value })
    .from(customerMetafields)
    .innerJoin(customers, eq(customers.id, customerMetafields.customerId))
    .where(
      and(
        eq(customers.phone, phone),
        eq(customerMetafields.namespace, metafield.namespace),
        eq(customerMetafields.key, metafield.key),
      ),
    );
  return rows.map((row) => row.value);
}

export async function findCustomerByPhone(executor: Executor, brand: Brand, phone: string): Promise<CustomerRow | undefined> {
  const [row] = await executor
    .select()
    .from(customers)
    .where(and(eq(customers.brand, brand), eq(customers.phone, phone)))
    .limit(1);
  return row;
}

/** The person's records (one per brand at most), by brand. */
export async function customersByPhone(executor: Executor, phone: string): Promise<Partial<Record<Brand, CustomerRow>>> {
  const rows = await executor.select().from(customers).where(eq(customers.phone, phone)).orderBy(asc(customers.brand));
  return Object.fromEntries(rows.map((row) => [row.brand, row]));
}

export async function listCustomersByPhone(executor: Executor, phone: string): Promise<CustomerRow[]> {
  return executor.select().from(customers).where(eq(customers.phone, phone)).orderBy(asc(customers.id));
}

/**
 * True when a record of another person (another phone) has this address, compared case-insensitively; with no phone
 * (a sign-up before its phone is known), any record.
 */
export async function emailUsedByAnotherPerson(executor: Executor, email: string, phone: string | null): Promise<boolean> {
  const [row] = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, phone === null ? undefined : ne(customers.phone, phone)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a customer record unless the brand already has one for the phone; undefined then. */
export async function insertCustomer(executor: Executor, values: NewCustomerRow): Promise<CustomerRow | undefined> {
  const [row] = await executor.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

/** The records of these phones (one per brand each), glo first: whom verification requests may be about. */
export async function customerRecordsOfPhones(
  executor: Executor,
  phones: readonly string[],
): Promise<Pick<CustomerRow, 'id' | 'brand' | 'phone' | 'firstName' | 'lastName' | 'birthDate'>[]> {
  if (phones.length === 0) return [];
  return executor
    .select({
      id: customers.id,
      brand: customers.brand,
      phone: customers.phone,
      firstName: customers.firstName,
      lastName: customers.lastName,
      birthDate: customers.birthDate,
    })
    .from(customers)
    .where(inArray(customers.phone, [...phones]))
    .orderBy(asc(customers.brand), asc(customers.id));
}

export async function updateCustomer(
  executor: Executor,
  id: number,
  changes: Partial<Pick<CustomerRow, 'firstName' | 'lastName' | 'email' | 'tags'>>,
): Promise<CustomerRow | undefined> {
  const [row] = await executor
    .update(customers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** orders_count and total_spent count paid orders only: they move when an order is paid and back when refunded. */
export async function moveCustomerTotals(
  executor: Executor,
  customerId: number,
  orders: 1 | -1,
  totalKop: number,
): Promise<void> {
  await executor
    .update(customers)
    .set({
      ordersCount: sql`greatest(${customers.ordersCount} + ${orders}, 0)`,
      totalSpentKop: sql`greatest(${customers.totalSpentKop} + ${orders * totalKop}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customerId));
}

/** Adds the tag to every record of the phone that lacks it; answers the ids it changed. */
export async function addTagToPhone(executor: Executor, phone: string, tag: string): Promise<number[]> {
  const rows = await executor
    .update(customers)
    .set({ tags: sql`array_append(${customers.tags}, ${tag})`, updatedAt: sql`now()` })
    .where(and(eq(customers.phone, phone), sql`not (${tag} = any(${customers.tags}))`))
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}

export async function findAddress(executor: Executor, customerId: number): Promise<CustomerAddressRow | undefined> {
  const [row] = await executor.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).limit(1);
  return row;
}

export type AddressFields = Pick<CustomerAddressRow, 'city' | 'cityRef' | 'street' | 'house' | 'flat' | 'branchNumber'>;

export async function upsertAddress(executor: Executor, customerId: number, address: AddressFields): Promise<CustomerAddressRow> {
  const [row] = await executor
    .insert(customerAddresses)
    .values({ customerId, ...address })
    .onConflictDoUpdate({ target: customerAddresses.customerId, set: { ...address, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`address of customer ${customerId} not saved`);
  return row;
}

/**
 * The profile address a placed order leaves behind, as a data-modifying CTE of the order's own statement
 * (orders/repository.ts insertPlacedOrder): `from` names the CTE of the inserted order, so the address is written
 * exactly when the order is, in the same statement (docs/decisions/0075). Only the given fields are set: a branch
 * order leaves the courier address as it was, and the other way round.
 */
export function placedOrderAddressCte(
  from: string,
  placeholder: string,
  fields: Partial<AddressFields>,
): { form: string; build: () => SQL; value: string } {
  const record = jsonRecordOf(customerAddresses, fields);
  const names = Object.keys(record);
  return {
    form: names.join(','),
    build: () => {
      const lists = recordColumnLists(record, 'address');
      const updates = sql.raw(names.map((name) => `"${name}" = excluded."${name}"`).join(', '));
      return sql`
        insert into customer_addresses (customer_id, ${lists.columns})
        select ${sql.raw(from)}.customer_id, ${lists.values}
        from ${sql.raw(from)}, jsonb_populate_record(null::customer_addresses, ${sql.placeholder(placeholder)}::jsonb) as address
        on conflict (customer_id) do update set ${updates}, updated_at = now()`;
    },
    value: JSON.stringify(record),
  };
}

export async function listMetafields(executor: Executor, customerId: number): Promise<CustomerMetafieldRow[]> {
  return executor
    .select()
    .from(customerMetafields)
    .where(eq(customerMetafields.customerId, customerId))
    .orderBy(asc(customerMetafields.namespace), asc(customerMetafields.key));
}

export interface MetafieldValue {
  namespace: string;
  key: string;
  value: string;
  type: string;
}

/** One metafield per (customer, namespace, key): a second write replaces value and type. */
export async function upsertMetafield(
  executor: Executor,
  customerId: number,
  metafield: MetafieldValue,
): Promise<CustomerMetafieldRow> {
  const [row] = await executor
    .insert(customerMetafields)
    .values({ customerId, ...metafield })
    .onConflictDoUpdate({
      target: [customerMetafields.customerId, customerMetafields.namespace, customerMetafields.key],
      set: { value: metafield.value, type: metafield.type, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error(`metafield ${metafield.namespace}.${metafield.key} of customer ${customerId} not saved`);
  return row;
}

/**
 * Either mark on any of the person's records, as one prepared statement (every order asks it, and PostgreSQL
 * planned it afresh each time as an unnamed statement). Written as one SQL text, not two nested query builders
 * (drizzle's query building was a fifth of create-order's CPU in the bench's profile).
 */
const tagOrMetafieldQuery = preparedQuery((executor) =>
  executor
    .select({
      // Qualified by hand: in a select list drizzle writes a column without its table, and both tables have an id.
      marked: sql<boolean>`(
        exists (select 1 from customers c where c.phone = ${sql.placeholder('phone')} and ${sql.placeholder('tag')} = any(c.tags))
        or exists (
          select 1 from customer_metafields m join customers c on c.id = m.customer_id
          where c.phone = ${sql.placeholder('phone')} and m.namespace = ${sql.placeholder('namespace')}
            and m.key = ${sql.placeholder('key')} and m.value = ${sql.placeholder('value')}
        )
      )`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('phone_has_tag_or_metafield'),
);

/** True when any record of the phone carries the tag or has the metafield with exactly this value. */
export async function phoneHasTagOrMetafield(
  executor: Executor,
  phone: string,
  mark: { tag: string; namespace: string; key: string; value: string },
): Promise<boolean> {
  const [row] = await tagOrMetafieldQuery(executor).execute({ phone, ...mark });
  return row?.marked === true;
}

/** When the person last asked for an email-change code, and how many they asked for since `since`. */
export async function emailChangeHistory(
  executor: Executor,
  customerIds: number[],
  since: Date,
): Promise<{ lastIssuedAt: Date | undefined; issuedSince: number }> {
  if (customerIds.length === 0) return { lastIssuedAt: undefined, issuedSince: 0 };
  const ofPerson = and(eq(otpChallenges.purpose, 'email_change'), inArray(otpChallenges.customerId, customerIds));
  const [last] = await executor
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(ofPerson)
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const issuedSince = await executor.$count(otpChallenges, and(ofPerson, gt(otpChallenges.createdAt, since)));
  return { lastIssuedAt: last?.createdAt, issuedSince };
}

/** Only the newest change request of a person stays usable: the older codes are voided (no tries left). */
export async function voidPendingEmailChanges(executor: Executor, customerIds: number[]): Promise<void> {
  if (customerIds.length === 0) return;
  await executor
    .update(otpChallenges)
    .set({ attemptsLeft: 0 })
    .where(
      and(
        eq(otpChallenges.purpose, 'email_change'),
        inArray(otpChallenges.customerId, customerIds),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.attemptsLeft, 0),
      ),
    );
}

/** The newest email-change code of these records that can still be confirmed. */
export async function latestPendingEmailChange(
  executor: Executor,
  customerIds: number[],
  now: Date,
): Promise<OtpChallengeRow | undefined> {
  if (customerIds.length === 0) return undefined;
  const [row] = await executor
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, 'email_change'),
        inArray(otpChallenges.customerId, customerIds),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.attemptsLeft, 0),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** New records per hour of the period (the dashboard's registrations). */
export async function registrationsByHour(executor: Executor, period: HourlyPeriod): Promise<HourRow[]> {
  const { since, until, brand } = period;
  return executor
    .select({ hour: hourOf(customers.createdAt), value: count() })
    .from(customers)
    .where(and(gte(customers.createdAt, since), lt(customers.createdAt, until), brand ? eq(customers.brand, brand) : undefined))
    .groupBy(sql`1`);
}

/** The conditions of a selection of one brand's customers that the customers table answers itself. */
export interface CustomerSelection {
  brand: Brand;
  /** Paid orders (orders_count), inclusive bounds. */
  ordersCount?: { min?: number; max?: number } | undefined;
  /** Registered at or after `from` and before `until`. */
  registeredFrom?: Date | undefined;
  registeredUntil?: Date | undefined;
}

/**
 * One query over a brand's customers for another module (segments): this table's own conditions, plus the caller's
 * predicates on `c.id` built from the other owners' fragments. Keyset order by id; `afterId`/`limit` page it.
 * `shape` 'count' answers one row { count }, 'cards' rows of (id, phone, first_name, last_name, created_at).
 */
export function customerSelectionSql(
  selection: CustomerSelection,
  predicates: (customerId: SQL) => SQL[],
  shape: { kind: 'count' } | { kind: 'cards'; afterId?: number; limit: number; only?: number; among?: readonly number[] },
): SQL {
  const id = sql`c.id`;
  const conditions: SQL[] = [sql`c.brand = ${selection.brand}`];
  const { ordersCount, registeredFrom, registeredUntil } = selection;
  if (ordersCount?.min !== undefined) conditions.push(sql`c.orders_count >= ${ordersCount.min}`);
  if (ordersCount?.max !== undefined) conditions.push(sql`c.orders_count <= ${ordersCount.max}`);
  if (registeredFrom !== undefined) conditions.push(sql`c.created_at >= ${registeredFrom}`);
  if (registeredUntil !== undefined) conditions.push(sql`c.created_at < ${registeredUntil}`);
  conditions.push(...predicates(id));
  if (shape.kind === 'count') {
    return sql`select count(*)::bigint as count from ${customers} c where ${sql.join(conditions, sql` and `)}`;
  }
  if (shape.only !== undefined) conditions.push(sql`c.id = ${shape.only}`);
  if (shape.among !== undefined) {
    conditions.push(
      shape.among.length === 0
        ? sql`false`
        : sql`c.id in (${sql.join(
            shape.among.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (shape.afterId !== undefined) conditions.push(sql`c.id > ${shape.afterId}`);
  return sql`select c.id, c.phone, c.first_name, c.last_name, c.created_at from ${customers} c
    where ${sql.join(conditions, sql` and `)} order by c.id limit ${shape.limit}`;
}

/** A keyset page of one brand's customer ids, for jobs that visit every customer of a brand. */
export async function customerIdsPage(executor: Executor, brand: Brand, afterId: number, limit: number): Promise<number[]> {
  const rows = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.brand, brand), gt(customers.id, afterId)))
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One keyset page of a brand's customer records created in [from, to) (registrations), on customers_created_idx. */
export async function registrationFactsPage(
  executor: Executor,
  input: { brand: Brand; from: Date; to: Date; after: { atUs: number; id: number } | null; limit: number },
): Promise<{ id: number; customerId: number; atUs: number }[]> {
  const after = input.after
    ? sql`and (c.created_at, c.id) > (timestamptz 'epoch' + ${input.after.atUs}::int8 * interval '1 microsecond', ${input.after.id}::int4)`
    : sql``;
  const result = (await executor.execute(
    sql`select c.id, (extract(epoch from c.created_at) * 1000000)::int8 as at_us from customers c
        where c.created_at >= ${input.from.toISOString()} and c.created_at < ${input.to.toISOString()} ${after}
          and c.brand = ${input.brand}
        order by c.created_at, c.id
        limit ${input.limit}`,
  )) as { rows: { id: number; at_us: number | string }[] };
  return result.rows.map((row) => ({ id: row.id, customerId: row.id, atUs: Number(row.at_us) }));
}
