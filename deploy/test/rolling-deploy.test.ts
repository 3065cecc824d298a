// A rolling deploy drops nothing: Debian's Caddy with the shipped Caddyfile in front of two API processes (the image's
// start command, production settings) on one PostgreSQL; customers keep reading the catalogue and their balance and
// redeeming pack codes through Caddy from a process of their own while API 1 is stopped with SIGTERM and started
// again, then API 2. Not one request may fail, and every redemption answered 200 must be credited exactly once.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type DatabaseHandle } from '@loyalty/db/client';
import { runMigrations } from '@loyalty/db/migrate';
import { customers } from '@loyalty/db/schema';
import { seedDemoData } from '@loyalty/db/seed';
import { imageCommand, repoRoot, startApiProcess, type ApiProcess } from './support/api-process.ts';
import { debianTool } from './support/debian-tools.ts';
import { freePort, postgresServer, startCluster, type LocalCluster } from './support/postgres-cluster.ts';
import type { LoadCommand, LoadMessage, LoadOptions } from './support/rolling-load.ts';

const caddy = debianTool('caddy', 'caddy');
const loadScript = fileURLToPath(new URL('./support/rolling-load.ts', import.meta.url));

const apiKey = 'rolling-deploy-api-key-0123456789';
const opsToken = 'rolling-deploy-ops-token-0123456789';
/** Concurrent customers, one kept-alive connection each. */
const clients = 24;
/**
 * Each customer's pause between calls: together they keep requests in flight at every moment of a restart, yet leave
 * the two cores room to start the new process (under a saturating load a start takes 25 s instead of 10).
 */
const thinkMs = 150;
const phones = Array.from({ length: clients }, (_, index) => `+38067${String(1_000_000 + index).padStart(7, '0')}`);
const batch = 'rolling-deploy';
const xpPerCode = 5;
/** More than the load can redeem in the test's time on two cores (it reports what was left: never 0). */
const codeCount = 8000;
/** Requests a process must have answered through Caddy to count as serving. */
const servingAtLeast = 20;

/**
 * Production settings with stand-ins only for the outside world (SMS, mail, couriers), as a staging site runs.
 * SHUTDOWN_DRAIN_MS is production's default, the value compose sets (deploy-recipe.test.ts holds them equal).
 */
function apiEnv(databaseUrl: string, publicUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    WEB_CONCURRENCY: '1',
    API_KEY: apiKey,
    APP_SECRET: 'rolling-deploy-app-secret-0123456789abcdef',
    OPS_TOKEN: opsToken,
    VAPID_PUBLIC_KEY: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
    VAPID_PRIVATE_KEY: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
    SEED_DEMO_DATA: 'false',
    PRODUCTION_STAND_INS: 'sms-outbox,mail-outbox,ipost-local,novaposhta-shipped,analytics-unsent',
    TEST_LOGIN_PHONES: phones.join(','),
    // One address (the test's) stands for every customer here; the limits are not what is tested.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SCAN_MONTHLY_LIMIT: '100000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'info',
  };
}

/** Polls `check` until it holds; throws `message()` after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, message: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Caddy {
  url: string;
  child: ChildProcess;
  outputTail(): string;
  stop(): Promise<void>;
}

/** Debian's Caddy running the shipped Caddyfile (imported unchanged), its admin endpoint off, writing only to `home`. */
async function startCaddy(binary: string, port: number, upstreams: string[], home: string): Promise<Caddy> {
  const config = path.join(home, 'Caddyfile');
  const debug = process.env.ROLLING_CADDY_LOG ? '\tdebug\n' : '';
  writeFileSync(config, `{\n\tadmin off\n${debug}}\nimport ${path.join(repoRoot, 'deploy', 'Caddyfile')}\n`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: home,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      // An http:// site address: Caddy serves plain HTTP on that port and asks for no certificate.
      SITE_ADDRESS: url,
      API_UPSTREAMS: upstreams.join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // ROLLING_CADDY_LOG=<file>: Caddy's debug log (each request's upstream, each health check) goes there, to see
  // which replica a failure met and when.
  const debugLog = process.env.ROLLING_CADDY_LOG;
  const keep = (chunk: Buffer) => {
    if (debugLog) appendFileSync(debugLog, chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 300));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const caddyProcess: Caddy = {
    url,
    child,
    outputTail: () => lines.join('\n'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`caddy exited at start:\n${caddyProcess.outputTail()}`);
      const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.status,
        () => 0,
      );
      return status === 200;
    },
    60_000,
    () => `caddy did not proxy /api/health within 60 s:\n${caddyProcess.outputTail()}`,
  );
  return caddyProcess;
}

interface Load {
  child: ChildProcess;
  ask(command: LoadCommand): void;
  next<T extends LoadMessage['type']>(type: T, timeoutMs: number): Promise<Extract<LoadMessage, { type: T }>>;
}

function startLoad(options: LoadOptions): Load {
  const child = fork(loadScript, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, (message: LoadMessage) => void>();
  child.on('message', (message: LoadMessage) => waiting.get(message.type)?.(message));
  return {
    child,
    ask: (command) => child.send(command),
    next<T extends LoadMessage['type']>(type: T, timeoutMs: number) {
      return new Promise<Extract<LoadMessage, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the load sent no ${type} in ${timeoutMs} ms`)), timeoutMs);
        const onExit = (code: number | null) => reject(new Error(`the load exited (${code}) before sending ${type}`));
        child.once('exit', onExit);
        waiting.set(type, (message) => {
          clearTimeout(timer);
          child.off('exit', onExit);
          waiting.delete(type);
          resolve(message as Extract<LoadMessage, { type: T }>);
        });
      });
    },
  };
}

describe.skipIf(!caddy.path || !postgresServer.path)('a rolling deploy behind Caddy (Debian’s caddy and postgresql)', () => {
  let cluster: LocalCluster;
  let database: DatabaseHandle;
  let databaseUrl: string;
  let caddyHome: string;
  let proxy: Caddy | undefined;
  let load: Load | undefined;
  const apis: ApiProcess[] = [];
  let codesFile: string;
  let publicUrl: string;

  beforeAll(async () => {
    const began = Date.now();
    cluster = await startCluster({ fsync: false });
    await cluster.psql('create database loyalty');
    databaseUrl = cluster.url('postgres', 'loyalty');
    // Migrated and seeded once, before any API process starts (each finds nothing left to apply).
    database = await createDatabase({ databaseUrl, poolSize: 2 });
    await runMigrations(database);
    await seedDemoData(database.db);
    await database.db.insert(customers).values(
      phones.map((phone, index) => ({
        brand: 'glo' as const,
        phone,
        firstName: 'Олена',
        lastName: `Коваль ${index}`,
        email: `rolling${index}@example.com`,
        birthDate: '1990-04-21',
      })),
    );

    const proxyPort = await freePort();
    publicUrl = `http://127.0.0.1:${proxyPort}`;
    const ports = [await freePort(), await freePort()];
    for (const port of ports) apis.push(startApiProcess({ port, env: apiEnv(databaseUrl, publicUrl) }));
    await Promise.all(apis.map((api) => api.ready()));

    // The pack codes come the operator's way (`npm run ops -- codes:generate`, which asks a running server).
    const generated = await fetch(`${apis[0]!.url}/api/ops/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'codes:generate', args: { brand: 'glo', xp: xpPerCode, count: codeCount, batch } }),
    });
    expect(generated.status, await generated.clone().text()).toBe(200);
    const { data } = (await generated.json()) as { data: { codes: string[] } };
    expect(data.codes).toHaveLength(codeCount);
    caddyHome = mkdtempSync(path.join(os.tmpdir(), 'loyalty-caddy-'));
    codesFile = path.join(caddyHome, 'codes.json');
    writeFileSync(codesFile, JSON.stringify(data.codes));

    proxy = await startCaddy(
      caddy.path!,
      proxyPort,
      apis.map((api) => `127.0.0.1:${api.port}`),
      caddyHome,
    );
    console.log(`rolling deploy: set up in ${(Date.now() - began) / 1000} s`);
  }, 300_000);

  afterAll(async () => {
    load?.child.kill('SIGKILL');
    await proxy?.stop();
    await Promise.all(apis.map((api) => api.stop().catch(() => undefined)));
    await database?.close();
    await cluster?.destroy();
    if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
  });

  it("starts the API with the image's command, and Caddy answers /metrics itself", async () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'deploy', 'Dockerfile'), 'utf8');
    const cmd = dockerfile
      .split('\n')
      .filter((line) => line.startsWith('CMD '))
      .at(-1);
    expect(JSON.parse(cmd?.slice(4) ?? 'null')).toEqual([...imageCommand]);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production /m);
    // Caddy answers /metrics itself (the API would ask a proxied caller for a token: 401).
    expect((await fetch(`${proxy!.url}/metrics`)).status).toBe(404);
  });

  it('restarts API 1, then API 2, under load, and not one request fails or is credited twice', async () => {
    load = startLoad({ baseUrl: proxy!.url, apiKey, phones, codesFile, xp: xpPerCode, thinkMs });
    await load.next('ready', 120_000);
    const serving = (api: ApiProcess, what: string) =>
      until(
        () => api.requestsServed() >= servingAtLeast,
        90_000,
        () =>
          `${what} (port ${api.port}) answered ${api.requestsServed()} requests through Caddy in 90 s\n` +
          `caddy:\n${proxy!.outputTail().slice(-4000)}\napi:\n${api.outputTail().slice(-4000)}`,
      );
    await Promise.all(apis.map((api, index) => serving(api, `API ${index + 1} before the deploy`)));

    const restarts: {
      api: number;
      before: ApiProcess;
      after: ApiProcess;
      exitCode: number | null;
      seconds: { stop: number; start: number; backInCaddy: number };
      servedWhileStopping: number;
    }[] = [];
    for (const index of [0, 1]) {
      const before = apis[index]!;
      const began = Date.now();
      const servedAtSignal = before.requestsServed();
      const exitCode = await before.stop();
      const stopped = Date.now();
      const after = startApiProcess({ port: before.port, env: apiEnv(databaseUrl, publicUrl) });
      apis[index] = after;
      await after.ready();
      const ready = Date.now();
      await serving(after, `API ${index + 1} after its restart`);
      const seconds = {
        stop: (stopped - began) / 1000,
        start: (ready - stopped) / 1000,
        backInCaddy: (Date.now() - ready) / 1000,
      };
      const servedWhileStopping = before.requestsServed() - servedAtSignal;
      restarts.push({ api: index + 1, before, after, exitCode, seconds, servedWhileStopping });
    }
    load.ask({ type: 'stop' });
    const { result } = await load.next('result', 120_000);

    const credited = await creditsOfBatch(database);
    const balances = await balancesOf(database);
    const acceptedBy = new Map(result.accepted.map(({ code, phone }) => [code, phone]));
    const wrongCredits = [...credited].filter(
      ([code, credit]) =>
        credit.entries !== 1 || credit.scans !== 1 || credit.otherScans !== 0 || credit.phone !== acceptedBy.get(code),
    );
    const missing = result.accepted.filter(({ code }) => !credited.has(code));
    const extra = [...credited.keys()].filter((code) => !acceptedBy.has(code));
    const expectedBalance = (phone: string) => result.accepted.filter((entry) => entry.phone === phone).length * xpPerCode;
    const wrongBalances = phones.filter((phone) => (balances.get(phone) ?? 0) !== expectedBalance(phone));

    const summary = {
      answered: result.answered,
      failed: result.failures.length,
      unanswered: result.unanswered.length,
      redemptionsAccepted: result.accepted.length,
      creditedInDatabase: credited.size,
      missing: missing.length,
      extra: extra.length,
      wrongCredits: wrongCredits.length,
      wrongBalances: wrongBalances.length,
      codesLeft: result.codesLeft,
      restarts: restarts.map(({ api, before, after, exitCode, seconds, servedWhileStopping }) => ({
        api,
        pid: `${before.pid} -> ${after.pid}`,
        exitCode,
        seconds,
        servedBefore: before.requestsServed(),
        servedWhileStopping,
        servedAfter: after.requestsServed(),
      })),
    };
    console.log(`rolling deploy: ${JSON.stringify(summary, null, 2)}`);

    const caddyErrors = proxy!
      .outputTail()
      .split('\n')
      .filter((line) => line.includes('"level":"error"'))
      .join('\n');
    expect(result.failures, `requests that failed (status 0: a socket error or no answer); caddy:\n${caddyErrors}`).toEqual([]);
    expect(result.unanswered).toEqual([]);
    expect(result.codesLeft, `the load ran out of codes: raise codeCount above ${codeCount}`).toBeGreaterThan(0);
    expect(result.answered.catalogue).toBeGreaterThan(0);
    expect(result.answered.balance).toBeGreaterThan(0);
    expect(result.accepted.length).toBeGreaterThan(0);
    expect(missing, 'accepted redemptions with no credit').toEqual([]);
    expect(extra, 'credits of codes no answer accepted').toEqual([]);
    expect(wrongCredits, 'codes credited other than once, scanned more than once, or credited to another').toEqual([]);
    expect(wrongBalances, 'customers whose balance is not their accepted codes’ XP').toEqual([]);
    for (const { before, after, exitCode } of restarts) {
      // A real restart: another process, which served through Caddy, after the old one had served and stopped cleanly.
      expect(after.pid).not.toBe(before.pid);
      expect(before.requestsServed()).toBeGreaterThanOrEqual(servingAtLeast);
      expect(after.requestsServed()).toBeGreaterThanOrEqual(servingAtLeast);
      expect(exitCode, before.outputTail().slice(-4000)).toBe(0);
      expect(before.outputTail()).toContain('"msg":"stopped"');
    }
  }, 600_000);
});

type Credit = {
  /** Ledger entries of the code (the ledger's source of a pack code's credit: ('pack_code', pack_codes.id)). */
  entries: number;
  /** Its credited scans, and any other scan of it (already_used: the same redemption sent twice). */
  scans: number;
  otherScans: number;
  /** Who it was credited to. */
  phone: string | null;
};

/** The batch's codes that anything happened to: a ledger entry, a scan or a redemption. */
async function creditsOfBatch(database: DatabaseHandle): Promise<Map<string, Credit>> {
  const rows = await queryRows<Credit & { code: string }>(
    database.db,
    sql`select pc.code, c.phone,
          (select count(*)::int from xp_ledger l where l.source_type = 'pack_code' and l.source_ref = pc.id::text) as entries,
          (select count(*)::int from scans s where s.pack_code_id = pc.id and s.outcome = 'credited') as scans,
          (select count(*)::int from scans s where s.pack_code_id = pc.id and s.outcome <> 'credited') as "otherScans"
        from pack_codes pc left join customers c on c.id = pc.redeemed_by_customer_id
        where pc.batch = ${batch}`,
  );
  return new Map(
    rows
      .filter((row) => row.entries > 0 || row.scans > 0 || row.otherScans > 0 || row.phone !== null)
      .map(({ code, ...credit }) => [code, credit]),
  );
}

async function balancesOf(database: DatabaseHandle): Promise<Map<string, number>> {
  // balance is a bigint, which the driver hands over as a string: compared as a number.
  const rows = await queryRows<{ phone: string; balance: string }>(
    database.db,
    sql`select c.phone, a.balance from xp_accounts a join customers c on c.id = a.customer_id
        where c.phone in (${sql.join(
          phones.map((phone) => sql`${phone}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.phone, Number(row.balance)]));
}
