// `npm run bench`: the server as operators run it, in processes of its own, and this process as the load generator
// (autocannon), so the two never share an event loop. One run prepares a database (PostgreSQL of BENCH_DATABASE_URL,
// a throwaway database dropped afterwards; else PGlite in a temporary directory), starts a bare Fastify hello-world
// (the machine's baseline in this run) and the API, and measures: the health probe, a catalogue read with and
// without the catalogue cache (beside each, its floor: a bare Fastify route of the same request shape and answer size,
// and on PostgreSQL one that runs the same statement),
// pack-code redemptions (a fresh code each) and create-order (a fresh key each), 50 connections, each in rounds beside
// a hello-world measured just before it, printing req/s, p50, p99 and CPU time per request beside the ratio to
// hello-world and the target. Then the ledger bench
// (balance and history at 10 thousand against 10 million entries), and the back-office bench (customer search, the
// customer page and the orders list at 1 million customers and 10 million ledger entries, p99 against 300 ms).
//
//   npm run bench                      all of it (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
//   npm run bench -- --only=http       the HTTP figures only
//   npm run bench -- --only=startup    start to ready: the built server against the sources through tsx
//   npm run bench -- --only=office     the back-office at size (BENCH_OFFICE_CUSTOMERS, _LEDGER, _ORDERS)
//   npm run bench -- --profile         also writes CPU profiles of the server processes to bench-profiles/
//   npm run bench -- --targets=health,redeem   only these (hello is always measured): health, catalogue,
//                                      catalogue-br, redeem, order, nocache
//   BENCH_CAMPAIGNS=20 BENCH_TIERS=1   redemptions and create-order meet 20 running campaigns and a tier set of three
//                                      levels per brand, made through the services before the timing (bench/campaigns.ts;
//                                      default: none)
//   BENCH_CAMPAIGN_MIX=stacked         which twenty: programme (default: one matches a bench code), stacked (four
//                                      identical ×2 match it) or listening (none matches it)
//   npm run bench -- --only=http --targets=redeem,order --compare-campaigns
//                                      issue 39's bound in one run: both measured without campaigns, then on a new server
//                                      with BENCH_CAMPAIGNS (default 20) and tiers (BENCH_TIERS=0: without), each row beside
//                                      its hello-world, then the change between the two against the 10 % allowed
//   BENCH_SECONDS=12                   seconds per target (default 9), in BENCH_ROUNDS rounds (default 3): each
//                                      round measures hello-world, then the target, for BENCH_SECONDS / rounds each,
//                                      and the ratio is the median of the rounds' (the host's speed drifts)
//   BENCH_WARMUP_REQUESTS=10000        requests sent to each target before its rounds, not measured (default 10000,
//   BENCH_WARMUP_SECONDS=20            or at most this many seconds): V8 compiles a path's code while it runs, and
//                                      for the first thousands of orders its compiler takes a quarter of the server's
//                                      CPU (decision 0019); a campaign's peak meets servers already running
//   BENCH_CONNECTIONS=5                clients at once (default 50, what the targets are stated for)
//   WEB_CONCURRENCY=1                  server processes (default: the server's own default)
//   BENCH_LOG_LEVEL=info               the server's LOG_LEVEL (default warn; production's default, info, writes one
//                                      line per call)
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import webpush from 'web-push';
import { sql } from 'drizzle-orm';
import { runMigrations } from '@loyalty/db/migrate';
import { repoRoot } from '@loyalty/db/paths';
import { seedDemoData } from '@loyalty/db/seed';
import { openBenchDatabase } from './fixtures.ts';
import { largeLedgerRowsFrom, runLedgerBench, targetRatio } from './ledger.ts';
import { orderRequests, prepareOrders } from './orders.ts';
import { cpuSnapshot, cpuSpent } from './cpu-time.ts';
import { startApiProcess, startHelloWorld, type BenchProcess } from './processes.ts';
import { runStartupBench } from './startup.ts';
import { backOfficeTargetMs, runBackOfficeBench } from './back-office.ts';
import { campaignLoadFrom, describeLoad, loadsNothing, prepareCampaigns, removeDemoTierSets } from './campaigns.ts';
import { openScanPages, prepareRedemptions, redemptionRequests } from './redemptions.ts';

/** Clients at once (BENCH_CONNECTIONS; 50 for the targets' figures, fewer only to try the bench out). */
const connections = Math.max(1, Math.round(Number(process.env.BENCH_CONNECTIONS ?? 50)));
const seconds = Number(process.env.BENCH_SECONDS ?? 9);
/**
 * Rounds per target. A shared host's speed drifts by 2× within minutes (hello-world did 13,000–58,000/s in one
 * evening), so each target is measured beside a hello-world measured just before it, in several short rounds.
 */
const rounds = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 3)));
const sliceSeconds = seconds / rounds;
const warmupRequests = Math.max(0, Number(process.env.BENCH_WARMUP_REQUESTS ?? 10000));
const warmupSeconds = Math.max(0, Number(process.env.BENCH_WARMUP_SECONDS ?? 20));
const args = new Set(process.argv.slice(2));
const profile = args.has('--profile');
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const chosen = [...args]
  .find((arg) => arg.startsWith('--targets='))
  ?.slice('--targets='.length)
  .split(',');
const wanted = (id: string) => id === 'hello' || !chosen || chosen.includes(id);
/** Redemptions and create-order measured twice: without campaigns, then with `campaignLoad`'s. */
const compareCampaigns = args.has('--compare-campaigns');
const campaignLoad = campaignLoadFrom(process.env, compareCampaigns);
/** Issue 39: with 20 campaigns and tiers on, within 10 % of the throughput without them. */
const campaignsAllowedLoss = 0.1;
/** A hung run must not keep anyone waiting: the HTTP part and the ledger part each get a budget. */
const httpLimitMs = 15 * 60_000;
const ledgerLimitMs = 30 * 60_000;
const backOfficeLimitMs = 40 * 60_000;

interface Target {
  id: string;
  /** Measured whenever this other target is (a reference row that belongs to it). */
  measuredWith?: string;
  name: string;
  /** The target, to print beside the figure. */
  goal: string;
  server: BenchProcess;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: () => RequestSpec[];
  /** What happens before the measurement (not measured). */
  prepare?: () => Promise<void>;
}

/** One measurement of one target: autocannon's figures and the CPU seconds spent meanwhile. */
interface Slice {
  result: Result;
  /** CPU seconds of the server's processes and of PostgreSQL's during the slice; undefined off Linux. */
  cpu: { server: number; postgres: number } | undefined;
}

interface Row {
  name: string;
  goal: string;
  /** The target's rounds. */
  slices: Slice[];
  /** hello-world's, each measured just before the round of the same index. */
  baselines: Slice[];
  /** Requests per second answered during the target's warm-up: the same server before V8 has compiled the path. */
  warmupRate: number;
}

/** The target's requests from `connections` clients for `duration` seconds. */
function load(target: Target, duration: number): Promise<Result> {
  return autocannon({
    url: `${target.server.url}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    requests: target.requests?.(),
    connections,
    duration,
  });
}

async function measure(target: Target): Promise<Slice> {
  const before = cpuSnapshot(target.server.pid);
  const result = await load(target, sliceSeconds);
  const after = cpuSnapshot(target.server.pid);
  const cpu = before && after ? cpuSpent(before, after) : undefined;
  return { result, cpu };
}

/**
 * Sends the target's requests, unmeasured, until `warmupRequests` are answered or `warmupSeconds` have passed, in
 * slices of a second: the rounds then measure the server as it runs, not V8 compiling the path's code (the target
 * figures are a server's at a campaign's peak, hours after it started).
 */
async function warmUp(target: Target): Promise<number> {
  const started = performance.now();
  let answered = 0;
  while (answered < warmupRequests && performance.now() - started < warmupSeconds * 1000) {
    answered += (await load(target, 1)).requests.total;
  }
  const rate = answered / Math.max((performance.now() - started) / 1000, 0.001);
  await refreshStatistics?.();
  return rate;
}

/**
 * On PostgreSQL, the planner's statistics of what the warm-up wrote, as a production database has them (autovacuum
 * analyses a table within a minute of such writes): the bench's database is new, and a plan made while its scans were
 * few (the monthly scan count in redeem_pack_code) read every row of them on each redemption, 4.6 ms of PostgreSQL's
 * CPU of a redemption's 5.7 (docs/performance-log.md, 2026-11-29).
 */
let refreshStatistics: (() => Promise<void>) | undefined;

/** `rounds` rounds of hello-world (warmed up once, before the first target) then the target, after its warm-up. */
async function measureBesideHello(target: Target, hello: Target): Promise<Row> {
  const row: Row = { name: target.name, goal: target.goal, slices: [], baselines: [], warmupRate: await warmUp(target) };
  for (let round = 0; round < rounds; round += 1) {
    row.baselines.push(await measure(hello));
    row.slices.push(await measure(target));
  }
  return row;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const rateOf = (slice: Slice) => slice.result.requests.average;
const failedIn = (slices: Slice[]) =>
  slices.reduce((sum, slice) => sum + slice.result.non2xx + slice.result.errors + slice.result.timeouts, 0);
/** Microseconds of CPU per request answered over all of `slices`. */
function cpuPerRequest(slices: Slice[], of: 'server' | 'postgres'): number | undefined {
  if (slices.some((slice) => slice.cpu === undefined)) return undefined;
  const answered = Math.max(
    slices.reduce((sum, slice) => sum + slice.result.requests.total, 0),
    1,
  );
  return (slices.reduce((sum, slice) => sum + (slice.cpu?.[of] ?? 0), 0) * 1e6) / answered;
}

function printTable(rows: Row[], database: string, processes: string): void {
  const micros = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} µs`);
  const times = (value: number) => `${value.toFixed(3)}×`;
  /** p50, p99 and worst p99, failed requests and the server's CPU per request: the same columns for every row. */
  const latencyAndCost = (slices: Slice[]) => [
    `${median(slices.map((slice) => slice.result.latency.p50)).toFixed(1)} ms`,
    `${median(slices.map((slice) => slice.result.latency.p99)).toFixed(1)} ms`,
    `${Math.max(...slices.map((slice) => slice.result.latency.p99)).toFixed(1)} ms`,
    String(failedIn(slices)),
    micros(cpuPerRequest(slices, 'server')),
  ];
  const helloSlices = rows.flatMap((row) => row.baselines);
  const cells = [
    [
      'hello-world (bare Fastify)',
      Math.round(median(helloSlices.map(rateOf))).toString(),
      times(1),
      `${Math.round(Math.min(...helloSlices.map(rateOf)))}–${Math.round(Math.max(...helloSlices.map(rateOf)))}/s`,
      '—',
      ...latencyAndCost(helloSlices),
      micros(0),
      'baseline (before every round)',
    ],
    ...rows.map((row) => {
      const ratios = row.slices.map((slice, round) => rateOf(slice) / Math.max(rateOf(row.baselines[round]!), 1));
      return [
        row.name,
        Math.round(median(row.slices.map(rateOf))).toString(),
        times(median(ratios)),
        `${times(Math.min(...ratios))}–${times(Math.max(...ratios))}`,
        Math.round(row.warmupRate).toString(),
        ...latencyAndCost(row.slices),
        micros(cpuPerRequest(row.slices, 'postgres')),
        row.goal,
      ];
    }),
  ];
  const header = [
    'target',
    'req/s',
    'vs hello',
    'rounds',
    'warm-up',
    'p50',
    'p99',
    'worst p99',
    'failed',
    'CPU/req',
    'PG CPU/req',
    'issue 12 target',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ');
  console.log(
    `\n${database}; API ${processes}; ${connections} connections, ${seconds} s per target in ${rounds} rounds after a ` +
      `warm-up of ${warmupRequests} requests (at most ${warmupSeconds} s), loopback.\n`,
  );
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
  console.log(
    "\nreq/s, vs hello, p50 and p99: the median of the rounds; rounds: the range of the rounds' ratios (of hello-world:" +
      "\nits rates); worst p99: the worst round's; warm-up: req/s while the target warmed up, before the rounds.",
  );
  console.log(
    '\nCPU/req: CPU time of the server process and its workers per request answered; PG CPU/req: of every PostgreSQL' +
      '\nprocess on this machine. Unlike req/s they hardly move when other programs share the cores: compare them across runs.',
  );
}

async function runHttpBench(): Promise<number> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const apiKey = `bench-${randomBytes(8).toString('hex')}`;
  const database = await openBenchDatabase(serverUrl, { namePrefix: 'loyalty_bench', poolSize: 4, onDisk: true });
  const profileDir = profile ? path.join(repoRoot, 'bench-profiles') : undefined;
  if (profileDir) await mkdir(profileDir, { recursive: true });
  const servers: BenchProcess[] = [];
  try {
    console.log('preparing the database (migrations, demo catalogue, customers, sessions, pack codes)…');
    await runMigrations(database.handle);
    await seedDemoData(database.handle.db);
    const redemptionFixture = await prepareRedemptions(database.handle);
    const orderFixture = await prepareOrders(database.handle);
    await removeDemoTierSets(database.handle.db);
    // Without a comparison the campaigns run from the start; a comparing run adds them between its two phases.
    if (!compareCampaigns && !loadsNothing(campaignLoad)) {
      console.log(`running ${await prepareCampaigns(database.handle.db, campaignLoad)} for the whole run…`);
    }
    // PGlite lets one process open a directory: the servers open it once this process lets go.
    await database.handle.close();
    if (serverUrl) {
      refreshStatistics = async () => {
        const handle = await database.reopen();
        try {
          await handle.db.execute(sql`analyze`);
        } finally {
          await handle.close();
        }
      };
    }

    // Real push keys, the same for every server process, as production must have them (no stand-in accepted for them).
    const vapid = webpush.generateVAPIDKeys();
    const serverEnv = {
      ...database.serverEnv,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      NODE_ENV: 'production',
      API_KEY: apiKey,
      APP_SECRET: randomBytes(32).toString('hex'),
      OPS_TOKEN: randomBytes(24).toString('hex'),
      PUBLIC_URL: 'https://bench.invalid',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO_DATA: 'false',
      // Production mode, with the stand-ins a bench needs accepted on purpose (no gateways on loopback).
      PRODUCTION_STAND_INS: [
        'ipost-local',
        'novaposhta-shipped',
        'sms-outbox',
        'mail-outbox',
        // No analytics gateway on loopback: the events stay queued, as they would with one down.
        'analytics-unsent',
        ...(serverUrl ? [] : ['pglite']),
      ].join(','),
      // The limiter stays on (its cost is part of every real call) but must not turn the load into 429s.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // The monthly scan limit stays on (its count is part of every redemption) but must not refuse the run's codes:
      // 1,000 customers at the default 30 a month would stop a run at 30,000 redemptions, which two phases now pass.
      SCAN_MONTHLY_LIMIT: '100000',
      ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
      ...(process.env.BENCH_POOL_SIZE ? { DB_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
    };
    const hello = await startHelloWorld({
      databaseUrl: serverUrl ? database.serverEnv.DATABASE_URL : undefined,
      profileDir,
    });
    servers.push(hello);
    const api = await startApiProcess({ env: serverEnv, profileDir, name: 'api' });
    servers.push(api);

    const json = { 'x-api-key': apiKey, 'content-type': 'application/json' };
    const catalogue = JSON.stringify({ collectionId: 'sticks', product: 'glo' });
    const catalogueAnswer = await fetch(`${api.url}/api/shop/get-products-by-collection`, {
      method: 'POST',
      headers: json,
      body: catalogue,
    });
    if (!catalogueAnswer.ok) throw new Error(`the catalogue read answered ${catalogueAnswer.status}`);
    const catalogueAnswerBytes = (await catalogueAnswer.arrayBuffer()).byteLength;
    const redemptions = redemptionRequests(apiKey, redemptionFixture);
    /** What redemptions and create-order meet, in their rows' names. */
    const loadLabel = compareCampaigns ? ' — no campaigns' : loadsNothing(campaignLoad) ? '' : ` — ${describeLoad(campaignLoad)}`;
    const orders = orderRequests(apiKey, orderFixture);
    const targets: Target[] = [
      { id: 'hello', name: 'hello-world (bare Fastify)', goal: 'baseline', server: hello, path: '/' },
      { id: 'health', name: 'GET /api/health', goal: '≥ 0.6× hello', server: api, path: '/api/health' },
      {
        id: 'catalogue',
        name: 'catalogue read (cache 30 s)',
        goal: '≥ 0.5× hello, p99 ≤ 25 ms',
        server: api,
        path: '/api/shop/get-products-by-collection',
        method: 'POST',
        headers: json,
        body: catalogue,
      },
      {
        // The floor of the row above: the same request shape and answer size on the bare hello-world server.
        id: 'catalogue-floor',
        measuredWith: 'catalogue',
        name: 'bare Fastify, same shape and size',
        goal: 'what HTTP alone costs the row above',
        server: hello,
        path: '/shaped',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bytes: catalogueAnswerBytes }),
      },
      {
        // What the PWA sends: every browser asks for compressed answers, so this is production's catalogue read.
        id: 'catalogue-br',
        name: 'catalogue read (cache, br as browsers ask)',
        goal: 'as above',
        server: api,
        path: '/api/shop/get-products-by-collection',
        method: 'POST',
        headers: { ...json, 'accept-encoding': 'gzip, deflate, br' },
        body: catalogue,
      },
      {
        id: 'redeem',
        name: `pack-code redemption${loadLabel}`,
        goal: '≥ 1,000/s, p99 ≤ 100 ms',
        server: api,
        path: '/api/scan/redeem',
        requests: () => redemptions.requests,
        prepare: () => openScanPages(api.url, apiKey, redemptionFixture),
      },
      {
        id: 'order',
        name: `create-order (cash, branch)${loadLabel}`,
        goal: '≥ 500/s, p99 ≤ 150 ms',
        server: api,
        path: '/api/shop/create-order',
        requests: () => orders.requests,
      },
    ];

    const rows: Row[] = [];
    const helloTarget = targets[0]!;
    await warmUp(helloTarget);
    for (const target of targets.filter((candidate) => wanted(candidate.measuredWith ?? candidate.id))) {
      if (target === helloTarget) continue;
      await target.prepare?.();
      process.stdout.write(`measuring ${target.name}…\n`);
      rows.push(await measureBesideHello(target, helloTarget));
    }
    let running: BenchProcess | undefined = api;
    const compared = compareCampaigns
      ? await measureWithCampaigns({
          targets: targets.filter((target) => (target.id === 'redeem' || target.id === 'order') && wanted(target.id)),
          rows,
          helloTarget,
          stopApi: async () => {
            await api.stop();
            servers.pop();
            running = undefined;
          },
          startApi: async () => {
            const server = await startApiProcess({ env: serverEnv, profileDir, name: 'api-campaigns' });
            servers.push(server);
            running = server;
            return server;
          },
          database,
          openScanPages: (url) => openScanPages(url, apiKey, redemptionFixture),
        })
      : [];
    // The catalogue without its cache needs a server started that way.
    if (running) {
      await running.stop();
      servers.pop();
    }
    if (wanted('nocache')) {
      const uncached = await startApiProcess({
        env: { ...serverEnv, CATALOG_CACHE_SECONDS: '0' },
        profileDir,
        name: 'api-nocache',
      });
      servers.push(uncached);
      process.stdout.write('measuring catalogue read (no cache)…\n');
      rows.push(
        await measureBesideHello(
          {
            id: 'nocache',
            name: 'catalogue read (no cache)',
            goal: '≥ 0.15× hello, p99 ≤ 25 ms',
            server: uncached,
            path: '/api/shop/get-products-by-collection',
            method: 'POST',
            headers: json,
            body: catalogue,
          },
          helloTarget,
        ),
      );
      if (serverUrl) {
        rows.push(
          await measureBesideHello(
            {
              id: 'nocache-floor',
              name: 'bare Fastify + the same statement',
              goal: 'what HTTP and PostgreSQL alone cost the row above',
              server: hello,
              path: '/shaped-db',
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: catalogue,
            },
            helloTarget,
          ),
        );
      }
    }

    const processes = process.env.WEB_CONCURRENCY ? `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY}` : 'default processes';
    printTable(rows, serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (one process)', processes);
    console.log(`\n${redemptions.used()} redemptions and ${orders.used()} orders sent.`);
    printComparison(compared);
    if (profileDir) console.log(`CPU profiles of the server processes: ${profileDir} (open in Chrome DevTools › Performance).`);
    const failed = rows.filter((row) => failedIn([...row.baselines, ...row.slices]) > 0);
    for (const row of failed) console.error(`${row.name}: requests failed; its figures are not valid.`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.drop();
  }
}

/**
 * The second phase of a comparing run: the server stopped, the campaigns and tiers made in its database through the
 * services, a new server started (so its engine reads them, as after a deploy), and the same targets measured again
 * beside hello-world. Each new row goes under the row it is compared with.
 */
async function measureWithCampaigns(run: {
  targets: Target[];
  rows: Row[];
  helloTarget: Target;
  stopApi: () => Promise<void>;
  startApi: () => Promise<BenchProcess>;
  database: Awaited<ReturnType<typeof openBenchDatabase>>;
  openScanPages: (url: string) => Promise<void>;
}): Promise<[Row, Row][]> {
  if (run.targets.length === 0) return [];
  await run.stopApi();
  const handle = await run.database.reopen();
  let label: string;
  try {
    console.log('adding the campaigns…');
    label = await prepareCampaigns(handle.db, campaignLoad);
  } finally {
    await handle.close();
  }
  const server = await run.startApi();
  const pairs: [Row, Row][] = [];
  for (const target of run.targets) {
    const again: Target = {
      ...target,
      server,
      name: target.name.replace(' — no campaigns', ` — ${label}`),
      goal: `within ${campaignsAllowedLoss * 100} % of the row above (issue 39)`,
      prepare: target.id === 'redeem' ? () => run.openScanPages(server.url) : target.prepare,
    };
    await again.prepare?.();
    process.stdout.write(`measuring ${again.name}…\n`);
    const row = await measureBesideHello(again, run.helloTarget);
    const base = run.rows.find((candidate) => candidate.name === target.name);
    run.rows.splice(base ? run.rows.indexOf(base) + 1 : run.rows.length, 0, row);
    if (base) pairs.push([base, row]);
  }
  return pairs;
}

/** Each target with campaigns against itself without: the change of its ratio to hello-world, and of its CPU. */
function printComparison(pairs: [Row, Row][]): void {
  if (pairs.length === 0) return;
  const ratio = (row: Row) =>
    median(row.slices.map((slice, round) => rateOf(slice) / Math.max(rateOf(row.baselines[round]!), 1)));
  const percent = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)} %`;
  console.log('\nWith campaigns against without (the ratios to hello-world measured beside each; CPU per request):');
  for (const [base, loaded] of pairs) {
    const change = ratio(loaded) / Math.max(ratio(base), 1e-9) - 1;
    const before = cpuPerRequest(base.slices, 'server');
    const after = cpuPerRequest(loaded.slices, 'server');
    const cpu = before !== undefined && after !== undefined ? `, CPU/req ${percent(after / Math.max(before, 1e-9) - 1)}` : '';
    const verdict = change >= -campaignsAllowedLoss ? 'within' : 'OVER';
    console.log(`  ${loaded.name}: throughput ${percent(change)}${cpu} (${verdict} the ${campaignsAllowedLoss * 100} % allowed)`);
  }
}

async function runLedger(): Promise<number> {
  const rows = await runLedgerBench({
    largeRows: largeLedgerRowsFrom(process.env),
    serverUrl: process.env.BENCH_DATABASE_URL,
    log: (text) => console.log(text),
  });
  const slow = rows.filter((row) => row.ratio > targetRatio);
  for (const row of slow)
    console.error(`${row.call}: ${row.ratio.toFixed(2)}x slower on the large ledger (target ${targetRatio}x).`);
  return slow.length > 0 ? 1 : 0;
}

async function runBackOffice(): Promise<number> {
  const rows = await runBackOfficeBench({ serverUrl: process.env.BENCH_DATABASE_URL, log: (text) => console.log(text) });
  const slow = rows.filter((row) => row.overTarget);
  for (const row of slow) console.error(`${row.call}: p99 ${row.p99.toFixed(0)} ms (target ${backOfficeTargetMs} ms).`);
  return slow.length > 0 ? 1 : 0;
}

const hardLimit = setTimeout(
  () => {
    console.error('The benchmark ran out of its time budget; stopping.');
    process.exit(1);
  },
  httpLimitMs + ledgerLimitMs + backOfficeLimitMs,
);
hardLimit.unref();

let exitCode = 0;
if (only === undefined || only === 'http') exitCode |= await runHttpBench();
if (only === undefined || only === 'ledger') exitCode |= await runLedger();
if (only === undefined || only === 'startup') exitCode |= await runStartupBench();
if (only === undefined || only === 'office') exitCode |= await runBackOffice();
process.exitCode = exitCode;
