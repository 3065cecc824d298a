// A database at production size for the back-office's speed: a million customers (a third of them with a
// record in both brands, as one person), ten million XP ledger entries and their accounts, and orders, written by
// set-based INSERT … SELECT generate_series statements in chunks (never row by row), then analysed as a long-lived
// database is. Used by the back-office bench (apps/api/bench/back-office.ts) and by `npm run db:seed-scale`.
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './client.ts';

export interface ScaleSeedOptions {
  customers: number;
  ledgerEntries: number;
  orders: number;
  log?: (line: string) => void;
}

/** Rows per statement: big enough to be set-based, small enough that one statement never holds millions of rows. */
const chunk = 500_000;

const firstNames = [
  'Олена',
  'Іван',
  'Марія',
  'Андрій',
  'Оксана',
  'Петро',
  'Наталія',
  'Тарас',
  'Юлія',
  'Богдан',
  'Ірина',
  'Максим',
];
/**
 * Surnames as roots and endings, 320 of them: the commonest is then about 0.3 % of the customers, as Мельник is of
 * Ukraine's people, so a surname search finds thousands, not a third of the table.
 */
export const surnameRoots = [
  'Коваль',
  'Шевч',
  'Бондар',
  'Ткач',
  'Кравч',
  'Олійн',
  'Мельн',
  'Лис',
  'Руд',
  'Марч',
  'Савч',
  'Петр',
  'Бойч',
  'Гнат',
  'Дмитр',
  'Захарч',
  'Іван',
  'Карп',
  'Левч',
  'Мороз',
  'Назар',
  'Остап',
  'Павл',
  'Роман',
  'Сидор',
  'Тарас',
  'Усат',
  'Федор',
  'Харч',
  'Цимбал',
  'Чорн',
  'Шаповал',
  'Юрч',
  'Яковл',
  'Гончар',
  'Кушн',
  'Панч',
  'Стельм',
  'Бублик',
  'Гаврил',
];
export const surnameEndings = ['енко', 'ук', 'юк', 'ич', 'ський', 'чук', 'ов', 'ишин'];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

/**
 * Customer i (1-based) has the phone of person ceil-ish: every third record (i % 3 = 0) is the ogo record of the
 * person whose glo record is i - 1, so search finds both brands of one phone, as in production.
 */
const phoneOf = (i: string) => sql.raw(`'+38067' || lpad((case when ${i} % 3 = 0 then ${i} - 1 else ${i} end)::text, 7, '0')`);
const brandOf = (i: string) => sql.raw(`(case when ${i} % 3 = 0 then 'ogo' else 'glo' end)::brand`);

async function inChunks(
  total: number,
  label: string,
  log: (line: string) => void,
  statement: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  const started = Date.now();
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await statement(from, to);
    log(
      `  ${label}: ${to.toLocaleString('en')} of ${total.toLocaleString('en')} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
}

/** Fills an empty, migrated database; the numbers are exact (customers, ledger entries, orders). */
export async function seedAtScale(handle: DatabaseHandle, options: ScaleSeedOptions): Promise<void> {
  const db = handle.db;
  const log = options.log ?? (() => {});
  const n = options.customers;
  // Seeding only: this session's commits need not wait for the disk (the measurements run with the server's
  // settings), and as a superuser the foreign-key triggers are skipped (the rows are made consistent by construction),
  // as pg_restore does.
  if (handle.kind === 'postgres') {
    await db.execute(sql`set synchronous_commit = off`);
    const [role] = await queryRows<{ superuser: boolean }>(
      db,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await db.execute(sql`set session_replication_role = replica`);
  }
  // The big tables' plain indexes are built once at the end, which is many times faster than keeping them up to date
  // row by row; the indexes behind constraints (primary keys, unique) stay.
  const deferred = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename in ('xp_ledger', 'orders', 'customers')
          and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of deferred) await db.execute(sql.raw(`drop index "${index.name}"`));

  await inChunks(n, 'customers', log, (from, to) =>
    db.execute(sql`
      insert into customers (brand, phone, first_name, last_name, email, birth_date, created_at)
      select ${brandOf('i')}, ${phoneOf('i')},
             (${textArray(firstNames)})[1 + i % ${firstNames.length}],
             (${textArray(surnameRoots)})[1 + (i / 7) % ${surnameRoots.length}]
               || (${textArray(surnameEndings)})[1 + (i / ${7 * surnameRoots.length}) % ${surnameEndings.length}],
             'person' || i || '@example.com',
             date '1970-01-01' + (i % 12000),
             now() - make_interval(secs => ${n} - i)
      from generate_series(${from}::int, ${to}::int) as i`),
  );

  // Entry i (0-based) belongs to customer (i % n) + 1 and is that customer's (i / n + 1)-th entry.
  const entries = options.ledgerEntries;
  await inChunks(entries, 'ledger entries', log, (from, to) =>
    db.execute(sql`
      insert into xp_ledger (customer_id, brand, amount, balance_after, reason, source_type, source_ref, created_at)
      select c, ${brandOf('c')}, 10, (i / ${n} + 1) * 10, 'scan', 'scale-seed', lpad(i::text, 10, '0'),
             now() - make_interval(secs => ${entries} - i)
      from generate_series(${from - 1}::bigint, ${to - 1}::bigint) as i, lateral (select (i % ${n} + 1)::int as c) as owner`),
  );
  // Customer c holds every entry i < entries with i % n = c - 1: floor((entries - c) / n) + 1 of them.
  await inChunks(n, 'XP accounts', log, (from, to) =>
    db.execute(sql`
      insert into xp_accounts (customer_id, brand, balance, earned, spent)
      select c, ${brandOf('c')}, 10 * held, 10 * held, 0
      from generate_series(${from}::int, ${to}::int) as c,
           lateral (select case when c <= ${entries} then (${entries} - c) / ${n} + 1 else 0 end as held) as counted`),
  );

  await inChunks(options.orders, 'orders', log, (from, to) =>
    db.execute(sql`
      insert into orders (customer_id, brand, financial_status, payment_method, subtotal_kop, total_kop,
                          shipping_address, delivery, shipping_line, created_at)
      select c, ${brandOf('c')},
             (array['paid', 'pending', 'refunded', 'voided'])[1 + j % 4],
             1 + j % 2, 50000 + j % 100000, 50000 + j % 100000,
             jsonb_build_object('first_name', 'Олена', 'last_name', 'Коваленко', 'address1', 'вул. Хрещатик, 1',
                                'phone', ${phoneOf('c')}, 'city', 'Київ', 'province', '', 'country', 'UA', 'zip', ''),
             jsonb_build_object('mode', 1 + j % 3, 'cityRef', null, 'branchRef', null, 'branchNumber', '1',
                                'street', '', 'house', '', 'flat', '', 'courierDate', null, 'courierFrom', null,
                                'courierTo', null),
             jsonb_build_object('id', 1, 'title', 'Нова пошта', 'price', '0.00'),
             now() - make_interval(secs => ${options.orders} - j)
      from generate_series(${from}::int, ${to}::int) as j, lateral (select ((j::bigint * 7919) % ${n} + 1)::int as c) as owner`),
  );

  for (const index of deferred) {
    await db.execute(sql.raw(index.definition));
    log(`  index ${index.name} built`);
  }
  // Fresh statistics and a visibility map, as a long-lived database has them.
  for (const table of ['customers', 'xp_ledger', 'xp_accounts', 'orders']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  log('  analysed');
}
