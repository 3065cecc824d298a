// Order bench: create-order per second under 50 concurrent clients (autocannon connections) through the real HTTP
// route (API key, session, rate limiter, one transaction per order: catalogue read, customer lock, order, lines,
// counters), each client its own customer paying cash with branch delivery, printed with p50/p99 as a ratio of a bare
// Fastify hello-world driven the same way in the same run. PGlite in memory, or PostgreSQL when BENCH_DATABASE_URL is
// set (a database of its own, dropped afterwards). Bounded; stops by itself.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { runMigrations } from '@loyalty/db/migrate';
import { products, productVariants } from '@loyalty/db/schema';
import { seedDemoData } from '@loyalty/db/seed';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashSessionToken, newSessionToken } from '../src/plugins/session.ts';
import { openBenchDatabase, startBaseline } from './fixtures.ts';

export const orderClients = 50;
const defaultDurationSeconds = 5;
/** The product every order buys: a money product, so no XP balance limits the run. */
const benchProductHandle = 'velo-freeze-mint';

export interface OrderBenchResult {
  clients: number;
  durationSeconds: number;
  baselinePerSecond: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** orders/s ÷ hello-world/s. */
  ratio: number;
  failures: number;
}

export async function runOrderBench(options: {
  log: (line: string) => void;
  serverUrl?: string;
  durationSeconds?: number;
}): Promise<OrderBenchResult> {
  const seconds = options.durationSeconds ?? defaultDurationSeconds;
  const clients = orderClients;

  const { app: baseline, url: baselineUrl } = await startBaseline();
  let baselineResult: Result;
  try {
    options.log(`measuring baseline: bare Fastify hello-world, ${clients} clients…`);
    baselineResult = await autocannon({ url: baselineUrl, connections: clients, duration: seconds });
  } finally {
    await baseline.close();
  }

  const { handle, drop } = await openBenchDatabase(options.serverUrl, { namePrefix: 'loyalty_bench_orders', poolSize: clients });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db);
    await handle.db.execute(sql`
      insert into customers (brand, phone)
      select 'ogo', '+380' || lpad((910000000 + i)::text, 9, '0') from generate_series(1, ${clients}) as i`);
    const people = (await handle.db.execute(sql`
      select id, phone from customers where phone like '+38091%' order by id`)) as unknown as {
      rows: { id: number; phone: string }[];
    };
    const sessions: { token: string; customerId: number }[] = [];
    for (const person of people.rows.slice(0, clients)) {
      const token = newSessionToken();
      await handle.db.execute(sql`
        insert into sessions (token_hash, phone, ogo_customer_id, absolute_expires_at)
        values (${hashSessionToken(token)}, ${person.phone}, ${person.id}, now() + interval '1 day')`);
      sessions.push({ token, customerId: Number(person.id) });
    }
    const [variant] = await handle.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, benchProductHandle), eq(productVariants.available, true)))
      .limit(1);
    if (!variant) throw new Error(`the demo seed has no ${benchProductHandle}`);

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
    app = buildApp({ config, database: handle, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    app.readiness.markReady();
    const directory = app.delivery.directory();
    const city = directory.searchCities('', 6)[0];
    const branch = city ? directory.branches(city.ref)[0] : undefined;
    if (!city || !branch) throw new Error('the delivery directory has no popular city with a branch');

    options.log(`measuring POST /api/shop/create-order: ${clients} clients, cash, branch delivery…`);
    // Each request a fresh Idempotency-Key, the customers in turn (autocannon resets a connection's context each cycle).
    let next = 0;
    const orders = await autocannon({
      url: `${url}/api/shop/create-order`,
      connections: clients,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = next++;
            const session = sessions[index % clients]!;
            return {
              ...request,
              headers: {
                'x-api-key': apiKey,
                authorization: `Bearer ${session.token}`,
                'content-type': 'application/json',
                'idempotency-key': `bench-order-${String(index).padStart(8, '0')}`,
              },
              body: JSON.stringify({
                product: 'ogo',
                order: {
                  line_items: [{ variant_id: variant.id, quantity: 1 + (index % 3) }],
                  customer: { id: session.customerId },
                  shipping_address: { first_name: 'Bench', last_name: 'Client', phone: '+380671234567' },
                },
                cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref } },
              }),
            };
          },
        },
      ],
    });
    return {
      clients,
      durationSeconds: seconds,
      baselinePerSecond: baselineResult.requests.average,
      ordersPerSecond: orders.requests.average,
      p50Ms: orders.latency.p50,
      p99Ms: orders.latency.p99,
      ratio: orders.requests.average / baselineResult.requests.average,
      failures: orders.non2xx + orders.errors + orders.timeouts + baselineResult.errors + baselineResult.timeouts,
    };
  } finally {
    await app?.close();
    await handle.close();
    await drop();
  }
}

export function printOrderBench(result: OrderBenchResult, log: (line: string) => void): void {
  log('');
  log(`${result.clients} concurrent connections, ${result.durationSeconds} s each, loopback, autocannon for both:`);
  log(`  baseline hello-world       ${Math.round(result.baselinePerSecond)} req/s`);
  log(
    `  create-order (cash, branch) ${Math.round(result.ordersPerSecond)} orders/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
      `p99 ${result.p99Ms.toFixed(1)} ms, ${result.ratio.toFixed(3)}x of baseline`,
  );
  if (result.failures > 0) log(`  ${result.failures} requests failed: the numbers above are not valid.`);
}

// `tsx bench/orders.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const hardLimit = setTimeout(() => {
    console.error('The order bench did not finish within 120 s; stopping.');
    process.exit(1);
  }, 120_000);
  hardLimit.unref();
  const result = await runOrderBench({ log: (line) => console.log(line), serverUrl: process.env.BENCH_DATABASE_URL });
  printOrderBench(result, (line) => console.log(line));
  process.exitCode = result.failures > 0 ? 1 : 0;
}
