// The deployment recipe's pieces without Docker: a complete production configuration starts, as two API
// processes on one empty PostgreSQL (the compose file's two replicas, with nothing in front), started together with
// the very command the image runs (`node apps/api/dist/server.js`, scripts/server-command.mjs), as the runtime role
// when the server has the deployment's roles. They wait for the migrate command (two at once, as the owner: one
// migrates), share sessions, and stop cleanly on SIGTERM. The real adapters talk to a local fake of the outside world. Needs
// TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { driverClientOf, queryRows } from '@loyalty/db/client';
import { readMigrationJournal } from '@loyalty/db/migrate';
import { customers } from '@loyalty/db/schema';
import { createEmptyTestDatabase, databaseUrlFor, testServerFromEnv } from '@loyalty/db/testing';
import { migrateEntry, serverEntry } from '../../../scripts/server-command.mjs';

const serverFile = fileURLToPath(new URL(`../../../${serverEntry}`, import.meta.url));
const migrateFile = fileURLToPath(new URL(`../../../${migrateEntry}`, import.meta.url));
let migrateOutput = '';
const apiKey = 'production-api-key-0123456789';
const metricsToken = 'production-metrics-token-0123456789';
const phone = '+380671230077';

interface Outside {
  url: string;
  /** SMS texts TurboSMS was asked to send. */
  sms: string[];
  close(): Promise<void>;
}

/** TurboSMS accepts every message; every other service (Nova Poshta, iPost, LiqPay) answers 503 for now. */
async function startOutside(): Promise<Outside> {
  const sms: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/turbosms/message/send.json') {
        const body = JSON.parse(text) as { recipients: string[]; sms: { text: string } };
        sms.push(body.sms.text);
        const result = body.recipients.map((recipient) => ({
          phone: recipient,
          response_code: 0,
          message_id: `id-${sms.length}`,
          response_status: 'OK',
        }));
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED', response_result: result }));
        return;
      }
      response.writeHead(503).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sms,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Every variable production asks for, and no stand-in. */
function productionEnv(databaseUrl: string, outside: string, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: 'https://loyalty.example.com',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    DB_POOL_SIZE: '4',
    API_KEY: apiKey,
    APP_SECRET: 'production-app-secret-0123456789abcdef0123',
    OPS_TOKEN: 'production-ops-token-0123456789',
    VAPID_PUBLIC_KEY: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
    VAPID_PRIVATE_KEY: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
    METRICS_TOKEN: metricsToken,
    SEED_DEMO_DATA: 'false',
    SMS_PROVIDER: 'turbosms',
    TURBOSMS_TOKEN: 'turbosms-token-0123',
    TURBOSMS_SENDER: 'glo',
    TURBOSMS_API_URL: `${outside}/turbosms`,
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'glo ogo <no-reply@loyalty.example.com>',
    LIQPAY_PUBLIC_KEY: 'i00000000077',
    LIQPAY_PRIVATE_KEY: 'liqpay-private-key-0123',
    LIQPAY_API_URL: `${outside}/liqpay`,
    NOVAPOSHTA_API_KEY: 'novaposhta-key-0123',
    NOVAPOSHTA_API_URL: `${outside}/novaposhta/`,
    IPOST_PROVIDER: 'http',
    IPOST_API_URL: `${outside}/ipost`,
    IPOST_LOGIN: 'shop',
    IPOST_PASSWORD: 'ipost-password',
    ANALYTICS_BAT_URL: `${outside}/bat`,
    ANALYTICS_BAT_KEY: 'bat-key-0123',
    ESPUTNIK_URL: `${outside}/esputnik`,
    ESPUTNIK_KEY: 'esputnik-key-0123',
    // The replicas run as the runtime role, which may not migrate: the migrate command does it first.
    MIGRATE_ON_START: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'info',
  };
}

interface Process {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function startProcess(env: Record<string, string>): Process {
  const child = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, base: `http://127.0.0.1:${env.PORT}`, output: () => output };
}

/** Until the server answers /api/health with `status` (it listens before it is ready). */
async function untilAnswering(server: Process, status: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited during start:\n${server.output()}`);
    const answer = await fetch(`${server.base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return;
    if (Date.now() - started > 60_000) throw new Error(`the server never answered ${status}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function untilReady(server: Process): Promise<void> {
  const started = Date.now();
  while (!server.output().includes('"msg":"ready"')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited during start:\n${server.output()}`);
    if (Date.now() - started > 60_000) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a complete production configuration (needs TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle;
  let outside: Outside;
  let first: Process;
  let second: Process;

  beforeAll(async () => {
    // An empty database, opened as its owner (the deployment's loyalty_owner when the server has the roles).
    database = await createEmptyTestDatabase();
    const driver = driverClientOf(database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    const server = testServerFromEnv()!;
    const name = new URL(driver.databaseUrl).pathname.slice(1);
    const runtimeUrl = databaseUrlFor(server.serverUrl, name, server.runtimeRole);
    outside = await startOutside();
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    // The replicas first, as compose may start them: they wait, answering "starting", for the migrations.
    first = startProcess(productionEnv(runtimeUrl, outside.url, firstPort));
    second = startProcess(productionEnv(runtimeUrl, outside.url, secondPort));
    await untilAnswering(first, 503);
    // Two migrate commands at once, as the owner: the migration lock makes them take turns.
    const migrate = (): Promise<number | null> => {
      const command = spawn(process.execPath, [migrateFile], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          DATABASE_URL: driver.databaseUrl,
          ...(server.runtimeRole ? { DATABASE_RUNTIME_ROLE: server.runtimeRole } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      command.stdout?.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()));
      command.stderr?.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()));
      return once(command, 'exit').then(([code]) => code as number | null);
    };
    expect(await Promise.all([migrate(), migrate()]), migrateOutput).toEqual([0, 0]);
    await Promise.all([untilReady(first), untilReady(second)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [first, second]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    await outside?.close();
    await database?.close();
  });

  it('starts both processes once the migrate command applied every migration, once between its two runs', async () => {
    for (const server of [first, second]) {
      expect(server.output()).toContain('waiting for the migrate command');
      const health = await fetch(`${server.base}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      // Production says nothing about stand-ins: there are none.
      expect(server.output()).not.toMatch(/stand-in|PRODUCTION_STAND_INS/);
    }
    const journal = await readMigrationJournal();
    const applied = await queryRows<{ applied: number }>(
      database.db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.applied).toBe(journal.length);
  });

  it('refuses calls without its own API key', async () => {
    const response = await fetch(`${first.base}/api/auth/login-sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'glo-ogo-development-key' },
      body: JSON.stringify({ phone }),
    });
    expect(response.status).toBe(401);
  });

  it('sends the login code through the real SMS adapter from one process and signs in through the other', async () => {
    await database.db
      .insert(customers)
      .values({ brand: 'glo', phone, firstName: 'Леся', lastName: 'Українка', email: 'lesia@example.com' });
    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
    const sent = await fetch(`${first.base}/api/auth/login-sms`, { method: 'POST', headers, body: JSON.stringify({ phone }) });
    expect(sent.status).toBe(200);
    const code = outside.sms.at(-1)?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await fetch(`${second.base}/api/auth/confirm-sms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, code, product: 'glo' }),
    });
    expect(confirmed.status).toBe(200);
    const { token } = (await confirmed.json()) as { token: string };
    // Secure cookies behind https PUBLIC_URL; the bearer token works on either process.
    expect(confirmed.headers.get('set-cookie')).toMatch(/Secure/);
    const user = await fetch(`${first.base}/api/user/get-user-by-phone?product=glo`, {
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(200);
    // The dev outboxes do not exist in production.
    expect((await fetch(`${first.base}/api/dev/sms-outbox`, { headers })).status).toBe(404);
  });

  it('serves /metrics to this host, and to others only with METRICS_TOKEN', async () => {
    const local = await fetch(`${first.base}/metrics`);
    expect(local.status).toBe(200);
    const text = await local.text();
    expect(text).toContain('db_pool_connections');
    // The code was sent through this process (and confirmed through the other).
    expect(text).toContain('sms_total{outcome="sent"} 1');
    expect(text).not.toContain('logins_total{method="sms"}');
    const proxied = await fetch(`${first.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(401);
    const withToken = await fetch(`${first.base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${metricsToken}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('stops each process on SIGTERM with exit code 0', async () => {
    for (const server of [first, second]) {
      const exited = once(server.child, 'exit');
      server.child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code, server.output().slice(-2000)).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
      expect(server.output()).not.toContain('Cannot use a pool after calling end');
    }
  }, 60_000);
});
