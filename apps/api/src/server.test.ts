import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { lockFileName } from '@loyalty/db/data-dir-lock';
import { jobs } from '@loyalty/db/schema';
import { createTestDatabase, testServerFromEnv } from '@loyalty/db/testing';
import { loadConfig, type AppConfig } from './config.ts';
import { opsTokenFileName, resolveOpsToken, startServer, type RunningServer } from './server.ts';
import { testApiKey } from './test-app.ts';
import { serverEntry } from '../../../scripts/server-command.mjs';

/** How long an awaited condition may take on a loaded machine before the test fails: a bound, not a measurement. */
const waitBound = { timeout: 20_000, interval: 20 };

let dataDir: string;
const running: RunningServer[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-server-'));
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function configFor(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO_DATA: 'false',
    // The test databases are migrated already; as the deployment's runtime role (CI) the server may not migrate, so
    // it checks that every migration is there, as the replicas do in production.
    MIGRATE_ON_START: testServerFromEnv()?.runtimeRole ? 'false' : 'true',
    ...env,
  });
}

/** In-process servers get a clone of the prepared test database: creating a PGlite from scratch takes seconds. */
async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer(configFor(env), { logger: false, openDatabase: () => createTestDatabase() });
  running.push(server);
  return server;
}

const serverFile = fileURLToPath(new URL(`../../../${serverEntry}`, import.meta.url));

/** Runs server.ts as its own process until it exits by itself (bounded). */
async function runServerProcess(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timeout);
  return { code, stderr };
}

describe('startServer', () => {
  it('listens first, becomes ready after migrations, and keeps the data directory locked', async () => {
    const server = await start();
    const early = await fetch(`${server.url}/api/health`);
    expect([200, 503]).toContain(early.status);
    await server.ready;
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await readFile(path.join(dataDir, lockFileName), 'utf8')).trim()).toBe(String(process.pid));

    // A second process on the same data directory must refuse rather than open PGlite twice.
    const second = await runServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/in use by process/);
  }, 30_000);

  it('as a cluster worker, listens only once ready, so no connection it takes is answered "starting"', async () => {
    const readyWhenListening: boolean[] = [];
    const server = await startServer(configFor(), {
      logger: false,
      listenWhenReady: true,
      openDatabase: () => createTestDatabase(),
      extend: (app) =>
        app.addHook('onListen', (done) => {
          readyWhenListening.push(app.readiness.isReady);
          done();
        }),
    });
    running.push(server);
    expect(readyWhenListening).toEqual([true]);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('writes a generated operator token readable only by its owner, and keeps it across restarts', async () => {
    const first = await start();
    await first.ready;
    const tokenFile = path.join(dataDir, opsTokenFileName);
    expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
    const token = (await readFile(tokenFile, 'utf8')).trim();
    const commands = await fetch(`${first.url}/api/ops/commands`, { headers: { authorization: `Bearer ${token}` } });
    expect(commands.status).toBe(200);
    await first.stop();

    const second = await start();
    await second.ready;
    expect((await readFile(tokenFile, 'utf8')).trim()).toBe(token);
  });

  it('uses OPS_TOKEN when set and writes no file', async () => {
    const configured = 'configured-operator-token-123456';
    expect(await resolveOpsToken(configFor({ OPS_TOKEN: configured }))).toEqual({ token: configured });
    expect(existsSync(path.join(dataDir, opsTokenFileName))).toBe(false);
  });

  it('replaces a kept token file that is not a token', async () => {
    const tokenFile = path.join(dataDir, opsTokenFileName);
    await writeFile(tokenFile, 'x\n', { mode: 0o644 });
    const { token, file } = await resolveOpsToken(configFor());
    expect(file).toBe(tokenFile);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(tokenFile, 'utf8')).trim()).toBe(token);
    expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
  });

  it('seeds demo data when asked', async () => {
    const server = await start({ SEED_DEMO_DATA: 'true' });
    await server.ready;
    const response = await fetch(`${server.url}/api/shop/get-products-by-collection`, {
      method: 'POST',
      headers: { 'x-api-key': testApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ collectionId: 'devices', product: 'glo' }),
    });
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as { products: unknown[] };
    expect(products.length).toBeGreaterThan(0);
  });

  it('finishes an in-flight request on stop, then closes the database and releases the lock', async () => {
    const server = await start();
    await server.ready;
    const body = JSON.stringify({ collectionId: 'sticks', product: 'glo' });
    const { port } = new URL(server.url);
    // Send the headers and half the body, so the request is certainly in flight when stop() begins.
    const answer = new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/shop/get-products-by-collection',
          headers: { 'x-api-key': testApiKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      // Once the server has the request, stop; the rest of the body comes once the stop waits for it.
      void (async () => {
        await vi.waitFor(() => expect(server.app.readiness.requestsInFlight().handlersAtWork).toBe(1), waitBound);
        const stopping = server.stop();
        stopping.catch(reject);
        await vi.waitFor(async () => expect((await server.pendingStop()).stages).toContain('requests'), waitBound);
        request.end(body.slice(10));
      })().catch(reject);
    });
    const { status, text, connection } = await answer;
    // The database is empty (no seed), so the collection is unknown: what matters is a complete JSON answer.
    expect(status).toBe(404);
    expect(JSON.parse(text).error.code).toBe('not_found');
    // The keep-alive connection is closed with the answer instead of holding the shutdown open.
    expect(connection).toBe('close');
    const answeredAt = Date.now();
    await server.stop();
    expect(Date.now() - answeredAt).toBeLessThan(2000);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

describe('stopping with connections open', () => {
  it('closes a connection that never sent a request instead of waiting out the keep-alive', async () => {
    const server = await start();
    await server.ready;
    const { port } = new URL(server.url);
    // Node's closeIdleConnections leaves such a socket open (a client's spare connection): close() then waited 72 s.
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    const closedByServer = once(socket, 'close');
    await server.stop();
    await closedByServer;
  });
});

const catalogueBody = { collectionId: 'sticks', product: 'glo' };

/** One call through `agent` (a kept-alive connection): its status, text, Connection header and the socket it used. */
function call(
  agent: http.Agent,
  port: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; text: string; connection?: string; socket: net.Socket }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(port),
        method,
        path: route,
        agent,
        headers: {
          'x-api-key': testApiKey,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            connection: response.headers.connection,
            socket: response.socket as net.Socket,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function connectTo(port: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('drains first: the health probe answers 503 stopping while every other request is served on its kept-alive connection', async () => {
    const gate = deferred();
    const entered = deferred();
    // Long enough that the calls below certainly land in the drain on a busy machine; the test ends the drain early
    // by finishing, not by waiting (stop() below is awaited only after the gate opens).
    const server = await startServer(configFor({ SHUTDOWN_DRAIN_MS: '3000' }), {
      logger: false,
      openDatabase: () => createTestDatabase(),
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          entered.resolve();
          await gate.promise;
          return { done: true };
        }),
    });
    running.push(server);
    await server.ready;
    const { port } = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await call(agent, port, 'POST', '/api/shop/get-products-by-collection', catalogueBody);
      const inFlight = fetch(`${server.url}/api/test/slow`, { headers: { 'x-api-key': testApiKey } });
      await entered.promise;
      const stopped = server.stop();

      // The proxy's health check sees the process going…
      const health = await call(agent, port, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(JSON.parse(health.text)).toEqual({ status: 'stopping' });
      // …while what it still sends meanwhile is answered as usual, on the same kept-alive connection.
      const during = await call(agent, port, 'POST', '/api/shop/get-products-by-collection', catalogueBody);
      expect(during.status).toBe(before.status);
      expect(during.text).toBe(before.text);
      expect(during.connection).not.toBe('close');
      expect(during.socket).toBe(before.socket);
      expect((await server.pendingStop()).stages).toEqual(['drain']);

      // Then it stops listening: a new connection is refused, the request in flight still finishes and closes its
      // connection.
      await vi.waitFor(async () => expect((await server.pendingStop()).stages).toContain('requests'), waitBound);
      await expect(connectTo(port)).rejects.toThrow(/ECONNREFUSED/);
      gate.resolve();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
      expect(await answer.json()).toEqual({ done: true });
      await stopped;
    } finally {
      gate.resolve();
      agent.destroy();
    }
  }, 30_000);

  it('serves a request that reaches the closing server on a connection it had (answer: Connection: close), not a 503', async () => {
    const gate = deferred();
    const entered = deferred();
    const server = await startServer(configFor(), {
      logger: false,
      openDatabase: () => createTestDatabase(),
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          entered.resolve();
          await gate.promise;
          return { done: true };
        });
        app.get('/api/test/quick', async () => ({ quick: true }));
      },
    });
    running.push(server);
    await server.ready;
    const { port } = new URL(server.url);
    // A request in flight keeps the server closing (its connections are not swept while an answer is pending).
    const inFlight = fetch(`${server.url}/api/test/slow`, { headers: { 'x-api-key': testApiKey } });
    await entered.promise;
    // A client (a proxy) has begun the next request on its connection when the stop comes.
    const socket = await connectTo(port);
    try {
      socket.write('GET /api/test/quick HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const stopped = server.stop();
      await vi.waitFor(async () => expect((await server.pendingStop()).stages).toContain('requests'), waitBound);
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const closed = once(socket, 'close');
      socket.write(`x-api-key: ${testApiKey}\r\n\r\n`);
      await closed;
      // Its answer is the route's own, not Fastify's 503 for a closing server, and it closes the connection.
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toContain('{"quick":true}');
      expect(text.toLowerCase()).toContain('connection: close');
      gate.resolve();
      expect((await inFlight).status).toBe(200);
      await stopped;
    } finally {
      gate.resolve();
      socket.destroy();
    }
  });

  it('keeps the database open for a handler whose client went away until the handler is done', async () => {
    const gate = deferred();
    const entered = deferred();
    let outcome = 'not finished';
    const server = await startServer(configFor(), {
      logger: false,
      openDatabase: () => createTestDatabase(),
      extend: (app) =>
        app.get('/api/test/abandoned', async () => {
          entered.resolve();
          await gate.promise;
          outcome = await app.database.db.execute(sql`select 1 as one`).then(
            () => 'queried',
            (error: Error) => `failed: ${error.message}`,
          );
          return { done: true };
        }),
    });
    running.push(server);
    await server.ready;
    const { port } = new URL(server.url);
    const request = http.get({
      host: '127.0.0.1',
      port: Number(port),
      path: '/api/test/abandoned',
      headers: { 'x-api-key': testApiKey },
    });
    request.on('error', () => {});
    await entered.promise;
    // The client gives up: its connection closes, so nothing holds the HTTP server open any more.
    request.destroy();
    const stopped = server.stop();
    // Everything else of the stop is done; it waits for the handler, whose client is gone.
    await vi.waitFor(async () => expect((await server.pendingStop()).stages).toEqual(['requests']), waitBound);
    expect(outcome).toBe('not finished');
    gate.resolve();
    await stopped;
    expect(outcome).toBe('queried');
  });

  it("finishes the job in hand and leaves the queue's other jobs to other processes", async () => {
    const database = await createTestDatabase();
    // The server closes its handle on stop; this test reads the jobs afterwards.
    const handle = { ...database, close: async () => {} };
    const gate = deferred();
    const started: number[] = [];
    const server = await startServer(configFor({ JOB_POLL_MS: '50' }), {
      logger: false,
      openDatabase: async () => handle,
      // Registered as a plugin: app.jobs exists once the app's own plugins have loaded.
      extend: (app) =>
        void app.register(async (instance) =>
          instance.jobs.register('test:shutdown', async (job) => {
            started.push(job.id);
            await gate.promise;
          }),
        ),
    });
    running.push(server);
    try {
      await server.ready;
      // The queue runs one job at a time: the first one runs (and waits) when the stop begins; the second must end up
      // queued with no attempt counted, whether it was never claimed or claimed and released.
      const [first, second] = await database.db
        .insert(jobs)
        .values([
          { queue: 'test:shutdown', payload: { n: 1 }, maxAttempts: 5 },
          { queue: 'test:shutdown', payload: { n: 2 }, maxAttempts: 5 },
        ])
        .returning({ id: jobs.id });
      if (!first || !second) throw new Error('jobs not written');
      await vi.waitFor(() => expect(started).toHaveLength(1), waitBound);
      const stopped = server.stop();
      // The stop has stopped the worker (no poll after the job ends) and waits for the job in hand.
      await vi.waitFor(async () => expect((await server.pendingStop()).stages).toContain('jobs'), waitBound);
      gate.resolve();
      await stopped;
      expect(started).toEqual([first.id]);
      const rows = await database.db.select().from(jobs).where(eq(jobs.queue, 'test:shutdown')).orderBy(jobs.id);
      expect(rows.map((row) => ({ id: row.id, status: row.status, attempts: row.attempts, lockedBy: row.lockedBy }))).toEqual([
        { id: first.id, status: 'done', attempts: 1, lockedBy: expect.any(String) },
        { id: second.id, status: 'queued', attempts: 0, lockedBy: null },
      ]);
    } finally {
      await database.close();
    }
  });
});

// The built server as its own process, on its own embedded database in a fresh data directory or on none: nothing here
// reaches TEST_DATABASE_URL, so the PostgreSQL suite (which runs this file again) would repeat these tests unchanged.
describe.skipIf(testServerFromEnv() !== undefined)('the server process', () => {
  it('stops on SIGTERM with exit code 0 after closing everything', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const messages: string[] = [];
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const message = (JSON.parse(line) as { msg?: string }).msg ?? '';
          messages.push(message);
          if (message === 'ready') resolve();
        }
      });
      void exited.then((code) => reject(new Error(`server exited with ${code} before ready: ${messages.join(' | ')}`)));
    });
    try {
      await ready;
      // The data directory and what the server wrote in it are the owner's only.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const written = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(written.length).toBeGreaterThan(10);
      const open = written
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => (statSync(file).mode & 0o077) !== 0)
        .map((file) => `${path.relative(dataDir, file)} ${(statSync(file).mode & 0o777).toString(8)}`);
      expect(open).toEqual([]);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(messages).toContain('stopped');
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses to start in production on stand-ins, naming each variable', async () => {
    const { code, stderr } = await runServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    for (const variable of [
      'API_KEY',
      'APP_SECRET',
      'OPS_TOKEN',
      'DATABASE_URL',
      'IPOST_PROVIDER',
      'SMS_PROVIDER',
      'SEED_DEMO_DATA',
    ]) {
      expect(stderr).toContain(`  ${variable} `);
    }
    expect(stderr).toContain('PRODUCTION_STAND_INS=');
  }, 30_000);

  it('refuses to start with a message naming a bad variable', async () => {
    const { code, stderr } = await runServerProcess({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT:');
  }, 30_000);
});
