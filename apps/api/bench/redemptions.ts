// Redemption bench: pack-code redemptions per second under 50 concurrent clients (autocannon connections) through the
// real HTTP route (API key, session, rate limiter, one transaction per redemption), each request a fresh code and each
// client its own customer, printed as a ratio of a bare Fastify hello-world driven the same way in the same run. PGlite in memory, or
// PostgreSQL when BENCH_DATABASE_URL is set (a database of its own, dropped afterwards). Bounded; stops by itself.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { runMigrations } from '@loyalty/db/migrate';
import { buildApp } from '../src/app.ts';
import { openBenchDatabase, startBaseline } from './fixtures.ts';
import { loadConfig } from '../src/config.ts';
import { hashSessionToken, newSessionToken } from '../src/plugins/session.ts';

export const redemptionClients = 50;
const defaultDurationSeconds = 5;
/** Codes prepared per client: far more than one can redeem in the measured time on this kind of machine. */
const codesPerClient = 2000;

export interface RedemptionBenchResult {
  clients: number;
  durationSeconds: number;
  baselinePerSecond: number;
  redemptionsPerSecond: number;
  redemptionP99Ms: number;
  /** redemptions/s ÷ hello-world/s. */
  ratio: number;
  failures: number;
}

interface DriveResult {
  perSecond: number;
  p99Ms: number;
  failures: number;
}

function summary(result: Result): DriveResult {
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function codeOf(index: number): string {
  return `BN${String(index).padStart(12, '0')}`;
}

export async function runRedemptionBench(options: {
  log: (line: string) => void;
  serverUrl?: string;
  durationSeconds?: number;
}): Promise<RedemptionBenchResult> {
  const seconds = options.durationSeconds ?? defaultDurationSeconds;
  const clients = redemptionClients;

  const { app: baseline, url: baselineUrl } = await startBaseline();
  let baselineResult: DriveResult;
  try {
    options.log(`measuring baseline: bare Fastify hello-world, ${clients} clients…`);
    baselineResult = summary(await autocannon({ url: baselineUrl, connections: clients, duration: seconds }));
  } finally {
    await baseline.close();
  }

  const { handle, drop } = await openBenchDatabase(options.serverUrl, {
    namePrefix: 'loyalty_bench_scan',
    // One connection per client: the database, not the pool, is what is measured.
    poolSize: redemptionClients,
  });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(handle);
    const totalCodes = clients * codesPerClient;
    await handle.db.execute(sql`
      insert into customers (brand, phone)
      select 'glo', '+380' || lpad((900000000 + i)::text, 9, '0') from generate_series(1, ${clients}) as i`);
    await handle.db.execute(sql`
      insert into pack_codes (code, brand, kind, xp)
      select 'BN' || lpad(i::text, 12, '0'), 'glo', 'sticks', 10 from generate_series(0, ${totalCodes - 1}) as i`);
    const tokens: string[] = [];
    for (let client = 0; client < clients; client += 1) {
      const token = newSessionToken();
      tokens.push(token);
      await handle.db.execute(sql`
        insert into sessions (token_hash, phone, glo_customer_id, absolute_expires_at)
        select ${hashSessionToken(token)}, phone, id, now() + interval '1 day'
        from customers order by id offset ${client} limit 1`);
    }

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
      // Each client redeems thousands of codes in the run: the monthly limit would turn them into 429s.
      SCAN_MONTHLY_LIMIT: '100000',
    });
    app = buildApp({ config, database: handle, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    app.readiness.markReady();

    options.log(`measuring POST /api/scan/redeem: ${clients} clients, a fresh code per request…`);
    const redeemUrl = `${url}/api/scan/redeem`;
    // A fresh code per request from one counter, spread over the customers in turn (autocannon resets a connection's
    // context each cycle of `requests`, so the counter lives here).
    let next = 0;
    const redemptions = summary(
      await autocannon({
        url: redeemUrl,
        connections: clients,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const index = next++;
              const token = tokens[index % clients] ?? '';
              return {
                ...request,
                headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ code: codeOf(index), product: 'glo', channel: 'camera' }),
              };
            },
          },
        ],
      }),
    );
    if (next > totalCodes) options.log(`  ran out of prepared codes (${totalCodes}): raise codesPerClient.`);
    return {
      clients,
      durationSeconds: seconds,
      baselinePerSecond: baselineResult.perSecond,
      redemptionsPerSecond: redemptions.perSecond,
      redemptionP99Ms: redemptions.p99Ms,
      ratio: redemptions.perSecond / baselineResult.perSecond,
      failures: redemptions.failures + baselineResult.failures,
    };
  } finally {
    await app?.close();
    await handle.close();
    await drop();
  }
}

export function printRedemptionBench(result: RedemptionBenchResult, log: (line: string) => void): void {
  log('');
  log(`${result.clients} concurrent connections, ${result.durationSeconds} s each, loopback, autocannon for both:`);
  log(`  baseline hello-world       ${Math.round(result.baselinePerSecond)} req/s`);
  log(
    `  redemptions (fresh codes)  ${Math.round(result.redemptionsPerSecond)} req/s, p99 ${result.redemptionP99Ms.toFixed(1)} ms, ` +
      `${result.ratio.toFixed(3)}x of baseline`,
  );
  if (result.failures > 0) log(`  ${result.failures} requests failed: the numbers above are not valid.`);
}

// `tsx bench/redemptions.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const hardLimit = setTimeout(() => {
    console.error('The redemption bench did not finish within 180 s; stopping.');
    process.exit(1);
  }, 180_000);
  hardLimit.unref();
  const result = await runRedemptionBench({ log: (line) => console.log(line), serverUrl: process.env.BENCH_DATABASE_URL });
  printRedemptionBench(result, (line) => console.log(line));
  process.exitCode = result.failures > 0 ? 1 : 0;
}
