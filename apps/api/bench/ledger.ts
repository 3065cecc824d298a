// Ledger bench: latency of get-balance and get-bonus-history on a ledger of 10 thousand entries versus 10 million
// (BENCH_LEDGER_ROWS scales the large one down), through the real routes (app.inject, sessions and all), printed as
// large/small ratios against the 1.5x target. Runs on PGlite in memory, or on PostgreSQL when BENCH_DATABASE_URL is
// set (the bench creates its own databases there and drops them). Bounded in time; stops by itself.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type DatabaseHandle } from '@loyalty/db/client';
import { runMigrations } from '@loyalty/db/migrate';
import { buildApp } from '../src/app.ts';
import { openBenchDatabase } from './fixtures.ts';
import { loadConfig } from '../src/config.ts';
import { hashSessionToken, newSessionToken } from '../src/plugins/session.ts';

export const smallLedgerRows = 10_000;
export const defaultLargeLedgerRows = 10_000_000;
/** Entries per customer in both ledgers: the large ledger has more customers, each history has the same shape. */
const entriesPerCustomer = 1000;
/** Rows per INSERT … SELECT generate_series: one statement never holds millions of rows in one transaction. */
const fillChunk = 500_000;
const samplesPerCall = 1500;
const warmupSamples = 200;
/** Customers whose calls are measured (a random one per request, so one hot row does not flatter the numbers). */
const sampledCustomers = 50;
export const targetRatio = 1.5;

interface LedgerBenchOptions {
  largeRows: number;
  serverUrl?: string;
  log: (line: string) => void;
}

interface Fixture {
  rows: number;
  handle: DatabaseHandle;
  app: FastifyInstance;
  apiKey: string;
  /** Session token and a mid-history cursor per sampled customer. */
  people: { token: string; cursor: string }[];
  dispose(): Promise<void>;
}

async function fill(handle: DatabaseHandle, rows: number, log: (line: string) => void): Promise<void> {
  const db = handle.db;
  const customers = Math.max(1, Math.ceil(rows / entriesPerCustomer));
  await db.execute(sql`
    insert into customers (brand, phone)
    select 'glo', '+380' || lpad(i::text, 9, '0') from generate_series(1, ${customers}) as i`);
  const started = Date.now();
  for (let from = 0; from < rows; from += fillChunk) {
    const to = Math.min(rows, from + fillChunk) - 1;
    // Entry i belongs to customer (i % customers) + 1 and is that customer's (i / customers + 1)-th entry.
    await db.execute(sql`
      insert into xp_ledger (customer_id, brand, amount, balance_after, reason, source_type, source_ref, created_at)
      select (i % ${customers}) + 1, 'glo', 10, (i / ${customers} + 1) * 10, 'scan', 'bench', i::text,
             now() - make_interval(secs => ${rows} - i)
      from generate_series(${from}::bigint, ${to}::bigint) as i`);
    if (rows > fillChunk)
      log(
        `  filled ${(to + 1).toLocaleString('en')} of ${rows.toLocaleString('en')} entries (${Math.round((Date.now() - started) / 1000)} s)`,
      );
  }
  await db.execute(sql`
    insert into xp_accounts (customer_id, brand, balance, earned, spent)
    select customer_id, 'glo', sum(amount), sum(amount), 0 from xp_ledger group by customer_id`);
  // Fresh statistics and a visibility map, as a long-lived database has them.
  await db.execute(sql`vacuum analyze xp_ledger`);
  await db.execute(sql`vacuum analyze xp_accounts`);
  await db.execute(sql`vacuum analyze customers`);
}

async function prepare(rows: number, options: LedgerBenchOptions): Promise<Fixture> {
  const { handle, drop } = await openBenchDatabase(options.serverUrl, { namePrefix: 'loyalty_bench', poolSize: 4 });
  try {
    await runMigrations(handle);
    await fill(handle, rows, options.log);
    const apiKey = `bench-${randomBytes(8).toString('hex')}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      API_KEY: apiKey,
      OPS_TOKEN: randomBytes(24).toString('hex'),
      PUBLIC_URL: 'https://bench.invalid',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      SEED_DEMO_DATA: 'false',
    });
    const app = buildApp({ config, database: handle, logger: false });
    await app.ready();
    app.readiness.markReady();

    const [{ customers } = { customers: 1 }] = await queryRows<{ customers: number }>(
      handle.db,
      sql`select count(*)::int as customers from customers`,
    );
    const people: Fixture['people'] = [];
    for (let index = 0; index < Math.min(sampledCustomers, customers); index += 1) {
      const customerId = 1 + Math.floor((index * customers) / Math.min(sampledCustomers, customers));
      const token = newSessionToken();
      await handle.db.execute(sql`
        insert into sessions (token_hash, phone, glo_customer_id, absolute_expires_at)
        select ${hashSessionToken(token)}, phone, id, now() + interval '1 day' from customers where id = ${customerId}`);
      const [middle] = await queryRows<{ id: string }>(
        handle.db,
        sql`select id::text from xp_ledger where customer_id = ${customerId} order by id desc offset ${Math.floor(entriesPerCustomer / 2)} limit 1`,
      );
      people.push({ token, cursor: middle?.id ?? '' });
    }
    return {
      rows,
      handle,
      app,
      apiKey,
      people,
      async dispose() {
        await app.close();
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
}

interface Call {
  name: string;
  url: (person: Fixture['people'][number]) => string;
}

const calls: Call[] = [
  { name: 'GET /api/get-balance', url: () => '/api/get-balance?v=glo' },
  { name: 'GET /api/get-bonus-history (first page)', url: () => '/api/get-bonus-history?shop=glo' },
  {
    name: 'GET /api/get-bonus-history (page mid-history)',
    url: (person) => `/api/get-bonus-history?shop=glo&cursor=${person.cursor}`,
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Median and p95 latency in ms of sequential calls, each for a random sampled customer. */
async function measureCall(fixture: Fixture, call: Call): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  for (let sample = 0; sample < warmupSamples + samplesPerCall; sample += 1) {
    const person = fixture.people[Math.floor(Math.random() * fixture.people.length)];
    if (!person) throw new Error('no sampled customer');
    const started = process.hrtime.bigint();
    const response = await fixture.app.inject({
      method: 'GET',
      url: call.url(person),
      headers: { 'x-api-key': fixture.apiKey, authorization: `Bearer ${person.token}` },
    });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${call.name} answered ${response.statusCode}: ${response.body}`);
    if (sample >= warmupSamples) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

export interface LedgerBenchRow {
  call: string;
  small: { p50: number; p95: number };
  large: { p50: number; p95: number };
  ratio: number;
}

/** Measures both ledgers one after the other (only one is in memory at a time) and prints the comparison. */
export async function runLedgerBench(options: LedgerBenchOptions): Promise<LedgerBenchRow[]> {
  const { log } = options;
  if (!options.serverUrl && options.largeRows < defaultLargeLedgerRows) {
    log(
      `ledger bench: PGlite, large ledger of ${options.largeRows.toLocaleString('en')} entries (set BENCH_DATABASE_URL ` +
        'for PostgreSQL and 10 million, or BENCH_LEDGER_ROWS for another size).',
    );
  }
  const results = new Map<string, { small?: { p50: number; p95: number }; large?: { p50: number; p95: number } }>();
  for (const [size, rows] of [
    ['small', smallLedgerRows],
    ['large', options.largeRows],
  ] as const) {
    log(
      `ledger bench: filling a ledger of ${rows.toLocaleString('en')} entries (${options.serverUrl ? 'PostgreSQL' : 'PGlite'})…`,
    );
    const fixture = await prepare(rows, options);
    try {
      for (const call of calls) {
        const measured = await measureCall(fixture, call);
        results.set(call.name, { ...results.get(call.name), [size]: measured });
      }
    } finally {
      await fixture.dispose();
    }
  }
  const rows: LedgerBenchRow[] = calls.map((call) => {
    const { small, large } = results.get(call.name) ?? {};
    if (!small || !large) throw new Error(`no measurement for ${call.name}`);
    return { call: call.name, small, large, ratio: large.p50 / small.p50 };
  });

  const table = rows.map((row) => [
    row.call,
    `${row.small.p50.toFixed(2)} / ${row.small.p95.toFixed(2)} ms`,
    `${row.large.p50.toFixed(2)} / ${row.large.p95.toFixed(2)} ms`,
    `${row.ratio.toFixed(2)}x`,
    row.ratio <= targetRatio ? 'ok' : 'OVER TARGET',
  ]);
  const header = [
    'call (app.inject, sequential)',
    `${smallLedgerRows.toLocaleString('en')} entries p50/p95`,
    `${options.largeRows.toLocaleString('en')} entries p50/p95`,
    'ratio (p50)',
    `target <= ${targetRatio}x`,
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  log(
    `\nLedger: ${samplesPerCall} samples per call after ${warmupSamples} warm-up, a random one of ` +
      `${sampledCustomers} customers per call, ${entriesPerCustomer} entries per customer.\n`,
  );
  log(line(header));
  log(line(widths.map((width) => '-'.repeat(width))));
  for (const cells of table) log(line(cells));
  return rows;
}

/**
 * PGlite runs in this process's memory: 10 million entries take minutes to write and gigabytes of memory, so without
 * BENCH_LEDGER_ROWS it compares against one million and says so.
 */
export const defaultPgliteLargeLedgerRows = 1_000_000;

/** BENCH_LEDGER_ROWS: the large ledger's size (default 10 000 000, 1 000 000 on PGlite); at least the small one's. */
export function largeLedgerRowsFrom(env: Record<string, string | undefined>): number {
  const text = env.BENCH_LEDGER_ROWS?.trim();
  if (!text) return env.BENCH_DATABASE_URL ? defaultLargeLedgerRows : defaultPgliteLargeLedgerRows;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < smallLedgerRows || value > 100_000_000) {
    throw new Error(`BENCH_LEDGER_ROWS must be a whole number from ${smallLedgerRows} to 100000000, got ${text}`);
  }
  return value;
}

// `tsx apps/api/bench/ledger.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const limitMs = Number(process.env.BENCH_LEDGER_TIMEOUT_MS ?? 30 * 60_000);
  setTimeout(() => {
    console.error(`The ledger bench did not finish within ${limitMs / 1000} s; stopping.`);
    process.exit(1);
  }, limitMs).unref();
  const rows = await runLedgerBench({
    largeRows: largeLedgerRowsFrom(process.env),
    serverUrl: process.env.BENCH_DATABASE_URL,
    log: (text) => console.log(text),
  });
  process.exitCode = rows.every((row) => row.ratio <= targetRatio) ? 0 : 1;
}
