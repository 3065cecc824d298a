// The server process: configuration, data-directory lock, database, listen first, then migrations and the demo seed,
// then ready; on SIGTERM/SIGINT it drains (health says `stopping`, everything else is served) for SHUTDOWN_DRAIN_MS,
// stops listening, finishes in-flight requests, closes the database and releases the lock. With
// WEB_CONCURRENCY above 1 (PostgreSQL), a primary process migrates once and runs that many of these (node:cluster).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { driverClientOf, type DatabaseHandle } from '@loyalty/db/client';
import { acquireDataDirLock } from '@loyalty/db/data-dir-lock';
import { seedDemoData } from '@loyalty/db/seed';
import { buildApp } from './app.ts';
import { migrateOrWait, openConfiguredDatabase } from './database.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { serveClusterMetrics } from './plugins/metrics.ts';
import { ConfigError, inMemoryDataDir, loadConfig, type AppConfig } from './config.ts';
import { configWarnings, productionProblems } from './config/production-checks.ts';

export const opsTokenFileName = 'ops-token';

/** How long in-flight requests get after the drain (SHUTDOWN_DRAIN_MS) before the process gives up on them. */
export const shutdownGraceMs = 20_000;

export interface RunningServer {
  app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Settles when migrations and the seed are done and /api answers; rejects when they fail. */
  ready: Promise<void>;
  /**
   * Drains for SHUTDOWN_DRAIN_MS (/api/health answers 503 `stopping`, every other request is served), then stops
   * listening, closes idle connections, finishes in-flight requests (their answers close the connection) and the job
   * in hand (releasing the rest of its batch), closes the database, releases the data directory. Idempotent.
   */
  stop(): Promise<void>;
  /** What a stop is still waiting for (empty when none is under way or it is done): logged when the grace runs out. */
  pendingStop(): Promise<Record<string, unknown>>;
}

/**
 * The operator token: OPS_TOKEN, else the one kept in DATA_DIR/ops-token, else a new one written there (mode 0600) for
 * the local CLI. Kept across restarts so a CLI session (or a second process on one host) never holds a stale token.
 */
export async function resolveOpsToken(config: AppConfig): Promise<{ token: string; file?: string }> {
  if (config.opsToken) return { token: config.opsToken };
  const token = randomBytes(32).toString('base64url');
  if (config.dataDir.startsWith(inMemoryDataDir)) return { token };
  const file = path.join(config.dataDir, opsTokenFileName);
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (/^[A-Za-z0-9_-]{32,}$/.test(kept)) {
    await chmod(file, 0o600);
    return { token: kept, file };
  }
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { token, file };
}

/** Files 0600 and directories 0700 under `dir` (the owner's only); what cannot be changed is left as it is. */
async function closePermissions(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) => chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600).catch(() => {})),
  );
}

export interface StartOptions {
  logger?: FastifyServerOptions['logger'];
  /** Opens the database; tests pass a cheap clone of a prepared one. Defaults to the configured database. */
  openDatabase?: (config: AppConfig) => Promise<DatabaseHandle>;
  /** Adds to the app before it listens (tests: a slow route, a job queue of their own). */
  extend?: (app: FastifyInstance) => void;
  /**
   * Listen only once migrations and the seed are done (a cluster worker does, the default there); else listen first
   * and answer "starting" meanwhile.
   */
  listenWhenReady?: boolean;
}

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const onDiskPglite = !config.databaseUrl && !config.dataDir.startsWith(inMemoryDataDir);
  if (!config.dataDir.startsWith(inMemoryDataDir)) {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    // A directory made before this rule (or by hand) is closed too.
    await chmod(config.dataDir, 0o700);
  }
  // PGlite allows one process per data directory; a second open would corrupt it.
  const releaseLock = onDiskPglite ? await acquireDataDirLock(config.dataDir) : async () => {};
  const listenFirst = !(options.listenWhenReady ?? cluster.isWorker);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance;
  try {
    const opsToken = await resolveOpsToken(config);
    database = await (options.openDatabase ?? openConfiguredDatabase)(config);
    app = buildApp({ config: { ...config, opsToken: opsToken.token }, database, logger: options.logger });
    options.extend?.(app);
    for (const warning of configWarnings(config)) app.log.warn(warning);
    if (opsToken.file) app.log.info({ file: opsToken.file }, 'operator token for `npm run ops` kept in this file');
    else if (!config.opsToken) app.log.warn('DATA_DIR is in memory and OPS_TOKEN is unset: `npm run ops` cannot authenticate');
    // Listening first lets load balancers and the operator see "starting" while migrations run. A cluster worker
    // listens once it is ready instead: the primary migrated before forking it, and the connections the cluster hands
    // to a worker still starting would be answered 503 while its siblings serve (at start, and when a worker that
    // died is replaced).
    if (listenFirst) await app.listen({ host: config.host, port: config.port });
    else await app.ready();
  } catch (error) {
    await database?.close();
    await releaseLock();
    throw error;
  }
  const openDatabase = database;

  // A stop while waiting for the migrate command gives up the wait.
  const preparing = new AbortController();
  const prepare = async () => {
    await migrateOrWait(config, openDatabase, app.log, preparing.signal);
    if (config.seedDemoData) {
      const { seeded } = await seedDemoData(openDatabase.db);
      app.log.info({ seeded }, seeded ? 'demo data seeded' : 'database has data; demo seed skipped');
    }
    // The embedded database sets its own files' modes (0666, whatever the umask): closed here once they exist. The
    // 0700 directory is what keeps later files private.
    if (onDiskPglite) await closePermissions(config.dataDir);
    app.readiness.markReady();
    // Jobs run only on a migrated database, and only in the server process (tests call app.jobs.runDueJobs()).
    app.jobs.start();
    app.log.info({ database: openDatabase.kind }, 'ready');
  };
  let ready: Promise<void>;
  if (listenFirst) {
    ready = prepare();
    // Observed here so a failure is never an unhandled rejection; callers still see it through `ready`.
    ready.catch(() => {});
  } else {
    try {
      await prepare();
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      await app.close();
      await openDatabase.close();
      await releaseLock();
      throw error;
    }
    ready = Promise.resolve();
  }

  let stopping: Promise<void> | undefined;
  // The stages of a stop not yet done, so a stop that hangs can say which one it hangs in.
  const pendingStages = new Set<string>();
  const stage = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    pendingStages.add(name);
    try {
      return await work();
    } finally {
      pendingStages.delete(name);
    }
  };
  const stop = () => {
    stopping ??= (async () => {
      preparing.abort();
      // The health probe answers 503 `stopping` from now on while everything else is served as usual: the proxy's
      // health check gets SHUTDOWN_DRAIN_MS to take this process out, so no request meets a closed port or a
      // connection being closed.
      app.readiness.startDraining();
      if (config.shutdownDrainMs > 0)
        await stage('drain', () => new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs)));
      // In-flight requests and the job in hand finish while the database is still open; the job's unstarted batch is
      // released to other processes.
      await Promise.all([stage('jobs', () => app.jobs.stop()), stage('requests', () => app.close())]);
      // Migrations still running must not have the database closed under them.
      await stage('migrations', () => ready.catch(() => {}));
      await stage('database', () => openDatabase.close());
      await stage('data directory lock', () => releaseLock());
    })();
    return stopping;
  };
  const pendingStop = async (): Promise<Record<string, unknown>> => {
    if (pendingStages.size === 0) return {};
    const connections = await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
    const driver = driverClientOf(openDatabase);
    const pool =
      driver.kind === 'postgres'
        ? { total: driver.pool.totalCount, idle: driver.pool.idleCount, waiting: driver.pool.waitingCount }
        : undefined;
    return {
      stages: [...pendingStages],
      requests: app.readiness.requestsInFlight(),
      jobs: app.jobs.inHand(),
      httpConnections: connections,
      pool,
    };
  };

  const address = app.server.address();
  const url =
    typeof address === 'object' && address
      ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
      : String(address);
  return { app, url, ready, stop, pendingStop };
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * What the server process runs (`node apps/api/dist/server.js`): with WEB_CONCURRENCY above 1 (PostgreSQL only), a
 * primary that migrates once and keeps that many server processes on the shared port; otherwise the server in this
 * process.
 */
export async function run(): Promise<void> {
  // Everything the server writes (the embedded database's files, the ops token, secrets) is the owner's only: 0600
  // files in a 0700 DATA_DIR (PGlite's files came out 0666 in a 0755 directory).
  process.umask(0o077);
  const config = loadConfigOrExit();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(
      'NODE_ENV=production, but the server would run on stand-ins:\n' +
        problems
          .map((problem) => `  ${problem.variable} ${problem.message} (or accept it: PRODUCTION_STAND_INS=${problem.standIn})`)
          .join('\n'),
    );
    process.exit(1);
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
  else await main(config);
}

/** How a replaced process is delayed when processes keep dying: 1 s, 2 s, 4 s… at most 30 s within a minute. */
export function restartDelayMs(deathsInLastMinute: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, deathsInLastMinute - 1));
}

/**
 * The primary of several server processes (node:cluster): migrations and the demo seed once, before any process
 * serves; then WEB_CONCURRENCY workers, each a whole server (HTTP on the shared port, its job worker: claims with
 * leases are safe across processes). A worker that dies is replaced, later and later if they keep dying; SIGTERM or
 * SIGINT drains every worker and exits when they have.
 */
async function runPrimary(config: AppConfig): Promise<void> {
  const log = pino(withLogRedaction({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } }));
  const database = await openConfiguredDatabase(config);
  try {
    await migrateOrWait(config, database, log);
    if (config.seedDemoData) await seedDemoData(database.db);
  } catch (error) {
    log.fatal({ err: error }, 'migrations or demo seed failed; not starting');
    await database.close();
    process.exit(1);
  }
  await database.close();

  // Any process's /metrics answers for all of them through the primary.
  serveClusterMetrics();
  let stopping = false;
  const deaths: number[] = [];
  const fork = () => {
    if (!stopping) cluster.fork();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    const delay = restartDelayMs(deaths.length);
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'a server process died; starting another');
    setTimeout(fork, delay).unref();
  });
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  log.info({ processes: config.webConcurrency, port: config.port }, 'server processes starting');

  const shutdown = (signal: string) => {
    stopping = true;
    log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'stopping: every server process drains, then finishes its in-flight requests',
    );
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(
      () => {
        log.error('server processes did not stop in time; exiting');
        process.exit(1);
      },
      config.shutdownDrainMs + shutdownGraceMs + 5_000,
    ).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** One server process (the only one, or a cluster worker). */
export async function main(config: AppConfig = loadConfigOrExit()): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    console.error(`The server could not start: ${(error as Error).message}`);
    process.exit(1);
  }

  const shutdown = (signal: string) => {
    server.app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'stopping: draining, then finishing in-flight requests');
    const forceExit = setTimeout(() => {
      const exit = (pending: unknown) => {
        server.app.log.error({ pending }, 'the stop did not finish in time; exiting');
        process.exit(1);
      };
      server.pendingStop().then(exit, (error: unknown) => exit(String(error)));
    }, config.shutdownDrainMs + shutdownGraceMs);
    forceExit.unref();
    server.stop().then(
      () => {
        server.app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await server.ready;
  } catch (error) {
    server.app.log.fatal({ err: error }, 'migrations or demo seed failed; stopping');
    await server.stop().catch(() => {});
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await run();
}
