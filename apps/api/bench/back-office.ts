// Back-office bench: p50 and p99 of customer search (a phone in several formats, a few of its digits, a
// surname, an e-mail), the customer page and the orders list (first page, a status, a phone) on a database of
// production size (packages/db/src/scale-seed.ts: 1 million customers, 10 million ledger entries, 1 million orders by
// default), through the real routes (app.inject: staff session, validation, serialisation), printed beside the
// floor of a back-office call (GET /api/admin/auth/me: the staff session and nothing else) and the 300 ms target.
// PostgreSQL when BENCH_DATABASE_URL is set (a throwaway database, dropped afterwards), else PGlite in memory at a
// tenth of the size. BENCH_OFFICE_CUSTOMERS, BENCH_OFFICE_LEDGER and BENCH_OFFICE_ORDERS change the sizes;
// BENCH_OFFICE_DATABASE_URL measures a database already seeded by `npm run db:seed-scale -w @loyalty/db` instead,
// and BENCH_OFFICE_ONLY=<word> only the calls whose name has that word.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createDatabase, queryRows } from '@loyalty/db/client';
import { runMigrations } from '@loyalty/db/migrate';
import { seedAtScale, surnameEndings, surnameRoots } from '@loyalty/db/scale-seed';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { opsActor } from '../src/modules/audit/service.ts';
import { createStaff } from '../src/modules/admin/staff.ts';
import { openBenchDatabase } from './fixtures.ts';

export const backOfficeTargetMs = 300;
const samplesPerCall = Number(process.env.BENCH_OFFICE_SAMPLES ?? 300);
const warmupSamples = 30;

interface Sizes {
  customers: number;
  ledgerEntries: number;
  orders: number;
}

function sizeFrom(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1000 || value > 100_000_000) {
    throw new Error(`${name} must be a whole number from 1000 to 100000000, got ${text}`);
  }
  return value;
}

export function backOfficeSizes(serverUrl: string | undefined): Sizes {
  const scale = serverUrl ? 1 : 10;
  return {
    customers: sizeFrom('BENCH_OFFICE_CUSTOMERS', 1_000_000 / scale),
    ledgerEntries: sizeFrom('BENCH_OFFICE_LEDGER', 10_000_000 / scale),
    orders: sizeFrom('BENCH_OFFICE_ORDERS', 1_000_000 / scale),
  };
}

/** The phone of seeded customer i (scale-seed's rule), for searches that find someone. */
function seededPhoneDigits(i: number): string {
  return `67${String(i % 3 === 0 ? i - 1 : i).padStart(7, '0')}`;
}

interface Call {
  name: string;
  /** A fresh URL per sample (a random customer, phone or surname), so one cached row does not flatter the figure. */
  url: (random: (below: number) => number) => string;
}

function callsFor(sizes: Sizes): Call[] {
  const someone = (random: (below: number) => number) => 1 + random(sizes.customers);
  return [
    { name: 'floor: GET /api/admin/auth/me', url: () => '/api/admin/auth/me' },
    {
      name: 'customer search: phone, national format',
      url: (random) => `/api/admin/customers?query=0${seededPhoneDigits(someone(random))}`,
    },
    {
      name: 'customer search: phone, +38 (0xx) xxx-xx-xx',
      url: (random) => {
        const d = seededPhoneDigits(someone(random));
        return `/api/admin/customers?query=${encodeURIComponent(`+38 (0${d.slice(0, 2)}) ${d.slice(2, 5)}-${d.slice(5, 7)}-${d.slice(7)}`)}`;
      },
    },
    {
      name: 'customer search: 6 digits of a phone',
      url: (random) => `/api/admin/customers?query=${seededPhoneDigits(someone(random)).slice(3)}`,
    },
    {
      name: 'customer search: surname',
      url: (random) =>
        `/api/admin/customers?query=${encodeURIComponent(`${surnameRoots[random(surnameRoots.length)]}${surnameEndings[random(surnameEndings.length)]}`)}`,
    },
    { name: 'customer search: e-mail', url: (random) => `/api/admin/customers?query=person${someone(random)}%40example.com` },
    { name: 'customer page', url: (random) => `/api/admin/customers/${someone(random)}` },
    { name: 'orders list: first page', url: () => '/api/admin/orders' },
    { name: 'orders list: status paid, page 3', url: () => '/api/admin/orders?status=paid&page=3' },
    {
      name: 'orders list: a phone',
      url: (random) => `/api/admin/orders?query=0${seededPhoneDigits(someone(random))}`,
    },
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

async function staffHeaders(app: FastifyInstance, database: Parameters<typeof createStaff>[0]) {
  const email = `bench-${randomBytes(4).toString('hex')}@staff.example`;
  const created = await createStaff(database, { email, role: 'admin' }, opsActor('bench'));
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: created.password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login answered ${login.statusCode}: ${login.body}`);
  const headers = { authorization: `Bearer ${login.json().token as string}` };
  const changed = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers,
    payload: { current_password: created.password, new_password: randomBytes(18).toString('base64url') },
  });
  if (changed.statusCode !== 200) throw new Error(`staff password change answered ${changed.statusCode}: ${changed.body}`);
  return headers;
}

export interface BackOfficeRow {
  call: string;
  p50: number;
  p99: number;
  overTarget: boolean;
}

export async function runBackOfficeBench(options: { serverUrl?: string | undefined; log: (line: string) => void }) {
  const { log } = options;
  const seeded = process.env.BENCH_OFFICE_DATABASE_URL?.trim();
  let sizes = backOfficeSizes(options.serverUrl);
  const engine = seeded || options.serverUrl ? 'PostgreSQL' : 'PGlite in memory';
  // A database seeded once by `npm run db:seed-scale` can be measured again and again: it is used as it is, never
  // dropped. Otherwise the bench seeds a throwaway one.
  const { handle, drop } = seeded
    ? { handle: await createDatabase({ databaseUrl: seeded, poolSize: 4 }), drop: async () => {} }
    : await openBenchDatabase(options.serverUrl, { namePrefix: 'loyalty_office', poolSize: 4 });
  let app: FastifyInstance | undefined;
  try {
    if (seeded) {
      const [counted] = await queryRows<{ customers: number; ledger: number; orders: number }>(
        handle.db,
        sql`select (select count(*) from customers)::int as customers, (select count(*) from xp_ledger)::int as ledger,
                   (select count(*) from orders)::int as orders`,
      );
      sizes = { customers: counted?.customers ?? 0, ledgerEntries: counted?.ledger ?? 0, orders: counted?.orders ?? 0 };
      log(
        `back-office bench: the seeded database of BENCH_OFFICE_DATABASE_URL, ${sizes.customers.toLocaleString('en')} ` +
          `customers, ${sizes.ledgerEntries.toLocaleString('en')} ledger entries, ${sizes.orders.toLocaleString('en')} orders`,
      );
    } else {
      log(
        `back-office bench: seeding ${sizes.customers.toLocaleString('en')} customers, ` +
          `${sizes.ledgerEntries.toLocaleString('en')} ledger entries, ${sizes.orders.toLocaleString('en')} orders (${engine})…`,
      );
      await runMigrations(handle);
      const started = Date.now();
      await seedAtScale(handle, { ...sizes, log });
      log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    app = buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
        API_KEY: `bench-${randomBytes(8).toString('hex')}`,
        OPS_TOKEN: randomBytes(24).toString('hex'),
        PUBLIC_URL: 'https://bench.invalid',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        SEED_DEMO_DATA: 'false',
      }),
      database: handle,
      logger: false,
    });
    await app.ready();
    app.readiness.markReady();
    const headers = await staffHeaders(app, handle.db);
    const random = (below: number) => Math.floor(Math.random() * below);
    const rows: BackOfficeRow[] = [];
    // BENCH_OFFICE_ONLY=orders measures the floor and the calls whose name has that word only.
    const only = process.env.BENCH_OFFICE_ONLY?.trim();
    const calls = callsFor(sizes).filter((call, index) => index === 0 || !only || call.name.includes(only));
    for (const call of calls) {
      const durations: number[] = [];
      for (let sample = 0; sample < warmupSamples + samplesPerCall; sample += 1) {
        const url = call.url(random);
        const begun = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = Number(process.hrtime.bigint() - begun) / 1e6;
        if (response.statusCode !== 200)
          throw new Error(`${call.name} (${url}) answered ${response.statusCode}: ${response.body}`);
        if (sample >= warmupSamples) durations.push(elapsed);
      }
      durations.sort((a, b) => a - b);
      const p99 = percentile(durations, 0.99);
      rows.push({ call: call.name, p50: percentile(durations, 0.5), p99, overTarget: p99 > backOfficeTargetMs });
      log(`  ${call.name}: p50 ${percentile(durations, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    }
    const floor = rows[0];
    const header = ['call (app.inject, sequential)', 'p50', 'p99', 'p99 / floor', `target p99 <= ${backOfficeTargetMs} ms`];
    const table = rows.map((row) => [
      row.call,
      `${row.p50.toFixed(1)} ms`,
      `${row.p99.toFixed(1)} ms`,
      floor ? `${(row.p99 / floor.p99).toFixed(1)}x` : '',
      row === floor ? '(baseline)' : row.overTarget ? 'OVER TARGET' : 'ok',
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    log(`\nBack-office at size, ${engine}: ${samplesPerCall} samples per call after ${warmupSamples} warm-up.\n`);
    log(line(header));
    log(line(widths.map((width) => '-'.repeat(width))));
    for (const cells of table) log(line(cells));
    return rows.slice(1);
  } finally {
    await app?.close();
    await handle.close();
    await drop();
  }
}

// `tsx apps/api/bench/back-office.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rows = await runBackOfficeBench({ serverUrl: process.env.BENCH_DATABASE_URL, log: (line) => console.log(line) });
  process.exitCode = rows.some((row) => row.overTarget) ? 1 : 0;
}
