// The server as two processes on one PostgreSQL (WEB_CONCURRENCY=2, node:cluster, one port): the invariants the
// concurrency tests prove for one process hold across both. Correctness only, never timing. Needs TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverClientOf } from '@loyalty/db/client';
import { jobs, orders, packCodes, productVariants, products, xpLedger } from '@loyalty/db/schema';
import { restartDelayMs } from './server.ts';
import { buildTestApp, testOpsToken, type TestApp } from './test-app.ts';
import { balanceOf, creditXp } from './modules/loyalty/ledger.ts';
import { createAccount, type TestAccount } from './modules/user/test-accounts.ts';
import { serverEntry } from '../../../scripts/server-command.mjs';

const serverFile = fileURLToPath(new URL(`../../../${serverEntry}`, import.meta.url));
const parallel = 20;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

describe('restartDelayMs', () => {
  it('replaces a dead process after 1 s, later and later when they keep dying, at most 30 s', () => {
    expect([1, 2, 3, 4, 10].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let testApp: TestApp;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    const driver = driverClientOf(testApp.database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [serverFile], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: driver.databaseUrl,
        // The test database is migrated, and its connections are the runtime role's, which may not migrate.
        MIGRATE_ON_START: 'false',
        WEB_CONCURRENCY: '2',
        DB_POOL_SIZE: '8',
        OPS_TOKEN: testOpsToken,
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    // Both processes say "ready" once migrated and serving.
    while ((output.match(/"msg":"ready"/g) ?? []).length < 2) {
      if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
      if (Date.now() - started > 60_000) throw new Error(`the server processes did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await testApp?.close();
  });

  function post(account: TestAccount, path: string, payload: unknown, headers: Record<string, string> = {}) {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...account.headers, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  }

  async function variantOf(handle: string): Promise<{ id: number; bonuses: number }> {
    const [row] = await testApp.database.db
      .select({ id: productVariants.id, bonuses: productVariants.bonuses })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.handle, handle))
      .limit(1);
    if (!row) throw new Error(`no variant of ${handle}`);
    return row;
  }

  function orderBody(person: TestAccount, lines: { variant_id: number; quantity: number }[]) {
    const directory = testApp.app.delivery.directory();
    const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ')!;
    const branch = directory.branches(city.ref)[0]!;
    return {
      product: 'ogo',
      order: {
        line_items: lines,
        customer: { id: person.ids.ogo },
        shipping_address: { first_name: 'Леся', last_name: 'Українка', phone: '+380671234567' },
      },
      cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref } },
    };
  }

  it('serves from two processes besides the primary', () => {
    const pids = new Set([...output.matchAll(/"pid":(\d+)[^\n]*"msg":"ready"/g)].map((match) => match[1]));
    expect(pids.size).toBe(2);
    expect(pids.has(String(child.pid))).toBe(false);
  });

  it('one pack code redeemed in parallel across both processes is credited once', async () => {
    const person = await createAccount(testApp, { phone: '+380675310001' });
    await testApp.database.db.insert(packCodes).values({ code: 'CLUSTERCODE0001', brand: 'glo', kind: 'sticks', xp: 15 });
    const answers = await Promise.all(
      Array.from({ length: parallel }, () =>
        post(person, '/api/scan/redeem', { code: 'CLUSTERCODE0001', product: 'glo', channel: 'manual' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(parallel - 1);
    expect(await balanceOf(testApp.database.db, person.ids.glo!)).toBe(15);
  });

  it('one Idempotency-Key submitted to both processes makes one order', async () => {
    const person = await createAccount(testApp, { phone: '+380675310002' });
    const cap = await variantOf('ogo-cap');
    const body = orderBody(person, [{ variant_id: cap.id, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: parallel }, () =>
        post(person, '/api/shop/create-order', body, { 'idempotency-key': 'cluster-key-0001' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: parallel }, () => 200));
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { order: { id: number } }).order.id)),
    );
    expect(ids.size).toBe(1);
    const [row] = await testApp.database.db.select({ value: count() }).from(orders).where(eq(orders.customerId, person.ids.ogo!));
    expect(row?.value).toBe(1);
  });

  it('parallel XP spends across both processes never take the balance below zero', async () => {
    const person = await createAccount(testApp, { phone: '+380675310003' });
    const mug = await variantOf('ogo-bonus-thermo-mug');
    const affordable = 5;
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId: person.ids.ogo!,
        brand: 'ogo',
        amount: mug.bonuses * affordable + mug.bonuses - 1,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: 'cluster-xp',
      }),
    );
    const body = orderBody(person, [{ variant_id: mug.id, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        post(person, '/api/shop/create-order', body, { 'idempotency-key': `cluster-xp-${String(index).padStart(4, '0')}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(affordable);
    expect(statuses.filter((status) => status === 409)).toHaveLength(parallel - affordable);
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses - 1);
    const [debits] = await testApp.database.db
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, person.ids.ogo!), eq(xpLedger.sourceType, 'order')));
    expect(debits?.value).toBe(affordable);
    const [negative] = await testApp.database.db
      .execute(sql`select count(*)::int as n from xp_accounts where balance < 0`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(negative?.n).toBe(0);
  });

  /** Calls until `times` answers in a row have `status` (each process keeps sessions in memory; news takes a moment). */
  async function untilAnswered(call: () => Promise<Response>, status: number, times = 8): Promise<void> {
    let streak = 0;
    await vi.waitFor(
      async () => {
        streak = (await call()).status === status ? streak + 1 : 0;
        expect(streak, `${times} answers ${status} in a row within 10 s`).toBe(times);
      },
      { timeout: 10_000, interval: 0 },
    );
  }

  it('a session ended through one process is refused by both, also while their change notices are lost', async () => {
    const balance = (account: TestAccount) => fetch(`${base}/api/get-balance?v=glo`, { headers: account.headers });

    // Both processes keep the session (calls go to either), then it ends through one of them.
    const leaving = await createAccount(testApp, { phone: '+380675310004' });
    await untilAnswered(() => balance(leaving), 200);
    expect((await post(leaving, '/api/auth/logout', {})).status).toBe(200);
    await untilAnswered(() => balance(leaving), 401);

    // The listening connections are cut: each process reads sessions from the database until it listens again.
    const revoked = await createAccount(testApp, { phone: '+380675310005' });
    await untilAnswered(() => balance(revoked), 200);
    const noticesBack = (output.match(/Session change notices are back/g) ?? []).length;
    await testApp.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await testApp.database.db.execute(
      sql`update sessions set revoked_at = now() where phone = ${revoked.phone} and revoked_at is null`,
    );
    await untilAnswered(() => balance(revoked), 401);
    // Both listen again (after about a second) and say so.
    await vi.waitFor(
      () =>
        expect(
          (output.match(/Session change notices are back/g) ?? []).length,
          `the processes did not listen again:\n${output}`,
        ).toBeGreaterThanOrEqual(noticesBack + 2),
      { timeout: 15_000, interval: 100 },
    );
    const kept = await createAccount(testApp, { phone: '+380675310006' });
    await untilAnswered(() => balance(kept), 200);
    await testApp.database.db.execute(sql`update sessions set revoked_at = now() where phone = ${kept.phone}`);
    await untilAnswered(() => balance(kept), 401);
  });

  it('answers /metrics from either process with the sum over both', async () => {
    // A job due tomorrow in a queue nobody serves: the table holds one, whichever process reads it.
    await testApp.database.db
      .insert(jobs)
      .values({ queue: 'cluster:probe', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() + 86_400_000) });
    // The redemptions above went to both processes: whichever answers, it counts all of them.
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const line = text.split('\n').find((entry) => entry.startsWith('scans_total{channel="manual",outcome="already_used"} '));
      expect(line).toBe(`scans_total{channel="manual",outcome="already_used"} ${parallel - 1}`);
      // Read from the table once, not once per process; pool sizes add up (DB_POOL_SIZE 8 each).
      expect(text).toMatch(/^jobs\{queue="cluster:probe",status="queued"\} 1$/m);
      expect(text).toMatch(/^db_pool_max_connections 16$/m);
    }
  });

  it('drains both processes on SIGTERM and exits 0', async () => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });
});
