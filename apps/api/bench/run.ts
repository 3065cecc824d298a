// `npm run bench`: one run measures a bare Fastify hello-world (the baseline of this machine) and then the API's
// health probe and a catalogue read on a seeded in-memory PGlite, and prints req/s and p99 of each, also relative to
// the baseline. Everything listens on loopback, random ports, and the run stops by itself.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { createDatabase } from '@loyalty/db/client';
import { runMigrations } from '@loyalty/db/migrate';
import { seedDemoData } from '@loyalty/db/seed';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { largeLedgerRowsFrom, runLedgerBench, targetRatio } from './ledger.ts';
import { startBaseline } from './fixtures.ts';
import { printOrderBench, runOrderBench } from './orders.ts';
import { printRedemptionBench, runRedemptionBench } from './redemptions.ts';

// Issue 5 asks for catalogue reads under 50 concurrent clients, like the redemption and order benches.
const connections = 50;
const durationSeconds = 5;
/** Far above the three runs plus start-up; a hung run must not keep CI waiting. */
const hardLimitMs = 120_000;
/** The ledger bench writes up to 10 million entries first (minutes on PostgreSQL); it gets its own budget. */
const ledgerBenchLimitMs = 25 * 60_000;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measurement {
  target: Target;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

async function measure(target: Target): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: durationSeconds,
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function printTable(measurements: Measurement[]): void {
  const baseline = measurements[0];
  if (!baseline) return;
  const rows = measurements.map((measurement) => [
    measurement.target.name,
    Math.round(measurement.requestsPerSecond).toString(),
    `${measurement.p99Ms.toFixed(1)} ms`,
    `${(measurement.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x`,
    measurement.failures.toString(),
  ]);
  const header = ['target', 'req/s', 'p99', 'vs baseline', 'non-2xx/errors'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${connections} connections, ${durationSeconds} s per target, loopback; request logging off.\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const apiKey = `bench-${randomBytes(8).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    API_KEY: apiKey,
    OPS_TOKEN: randomBytes(24).toString('hex'),
    PUBLIC_URL: 'https://bench.invalid',
    LOG_LEVEL: 'warn',
    // The limiter stays on (its cost is part of every real call) but must not turn the load into 429s.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SEED_DEMO_DATA: 'true',
  });

  const baseline = await startBaseline();
  const database = await createDatabase({ dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    await seedDemoData(database.db);
    app = buildApp({ config, database, logger: { level: 'warn' } });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    app.readiness.markReady();

    const targets: Target[] = [
      { name: 'baseline: bare Fastify hello-world', url: baseline.url, method: 'GET' },
      { name: 'GET /api/health', url: `${url}/api/health`, method: 'GET' },
      {
        name: 'POST /api/shop/get-products-by-collection (sticks, glo)',
        url: `${url}/api/shop/get-products-by-collection`,
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ collectionId: 'sticks', product: 'glo' }),
      },
    ];
    const measurements: Measurement[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}…\n`);
      measurements.push(await measure(target));
    }
    printTable(measurements);
    const failed = measurements.filter((measurement) => measurement.failures > 0);
    for (const measurement of failed) {
      console.error(`${measurement.target.name}: ${measurement.failures} requests failed; the numbers above are not valid.`);
    }
    // The ledger comparison (issue 4): balance and history latency on 10 thousand versus 10 million entries.
    const ledgerRows = await runLedgerBench({
      largeRows: largeLedgerRowsFrom(process.env),
      serverUrl: process.env.BENCH_DATABASE_URL,
      log: (text) => console.log(text),
    });
    const slow = ledgerRows.filter((row) => row.ratio > targetRatio);
    for (const row of slow)
      console.error(`${row.call}: ${row.ratio.toFixed(2)}x slower on the large ledger (target ${targetRatio}x).`);
    return failed.length > 0 || slow.length > 0 ? 1 : 0;
  } finally {
    await app?.close();
    await baseline.app.close();
    await database.close();
  }
}

const hardLimit = setTimeout(() => {
  console.error(`The benchmark did not finish within ${(hardLimitMs + ledgerBenchLimitMs) / 1000} s; stopping.`);
  process.exit(1);
}, hardLimitMs + ledgerBenchLimitMs);
hardLimit.unref();

process.exitCode = await main();

// Redemptions per second under 50 concurrent clients (issue 4; bench/redemptions.ts), against its own hello-world
// baseline driven with the same 50 connections in this run.
const redemptions = await runRedemptionBench({ log: (line) => console.log(line), serverUrl: process.env.BENCH_DATABASE_URL });
printRedemptionBench(redemptions, (line) => console.log(line));
if (redemptions.failures > 0) process.exitCode = 1;

// Orders per second under 50 concurrent clients (issue 5; bench/orders.ts), against its own hello-world baseline.
const orderBench = await runOrderBench({ log: (line) => console.log(line), serverUrl: process.env.BENCH_DATABASE_URL });
printOrderBench(orderBench, (line) => console.log(line));
if (orderBench.failures > 0) process.exitCode = 1;
