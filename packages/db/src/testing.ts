// Fresh, isolated databases for tests: each call clones a database that was migrated (and seeded) once per test run.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createDatabase,
  driverClientOf,
  openPostgres,
  wrapPglite,
  type DatabaseHandle,
  type PostgresConnection,
} from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedDemoData } from './seed.ts';

export interface TestDatabaseOptions {
  /** Start from the demo seed instead of an empty (migrated) database. */
  seed?: boolean;
}

/**
 * A PostgreSQL server for tests, from the environment: TEST_DATABASE_URL (a role that may create databases), and
 * optionally the deployment's roles (TEST_DATABASE_OWNER runs the migrations and owns the databases;
 * TEST_DATABASE_RUNTIME_ROLE is what the app's connections use, with only the rights the migrations grant it) and a
 * pooler in transaction mode in front of the same server (TEST_DATABASE_POOLER_URL, e.g. PgBouncer's
 * postgres://127.0.0.1:6432): the app's pools go through it, LISTEN and the migrations straight to the server.
 * Roles sign in as the server lets them (trust on loopback in CI).
 */
export interface TestServer {
  serverUrl: string;
  ownerRole?: string;
  runtimeRole?: string;
  poolerUrl?: string;
}

export function testServerFromEnv(env: NodeJS.ProcessEnv = process.env): TestServer | undefined {
  if (!env.TEST_DATABASE_URL) return undefined;
  return {
    serverUrl: env.TEST_DATABASE_URL,
    ownerRole: env.TEST_DATABASE_OWNER || undefined,
    runtimeRole: env.TEST_DATABASE_RUNTIME_ROLE || undefined,
    poolerUrl: env.TEST_DATABASE_POOLER_URL || undefined,
  };
}

/** What the global setup hands to test workers: where the prepared databases are. */
export type TestDatabaseTemplates =
  | { kind: 'pglite'; migratedDumpPath: string; seededDumpPath: string }
  | ({ kind: 'postgres'; migratedTemplate: string; seededTemplate: string } & TestServer);

export const templatesContextKey = 'loyaltyDbTemplates';

declare module 'vitest' {
  interface ProvidedContext {
    loyaltyDbTemplates: TestDatabaseTemplates | undefined;
  }
}

/** Connections per test database on PostgreSQL: tests are sequential within a file, and the server is shared. */
const testPoolSize = 4;

/**
 * A new database for one test file (or one test), migrated, and seeded when asked. Always close it:
 * on PostgreSQL, close() also drops the database.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const templates = await injectedTemplates();
  if (templates?.kind === 'postgres') {
    return cloneOnServer(templates, options.seed ? templates.seededTemplate : templates.migratedTemplate);
  }
  if (templates?.kind === 'pglite') {
    const dump = await readDump(options.seed ? templates.seededDumpPath : templates.migratedDumpPath);
    return wrapPglite(await PGlite.create({ loadDataDir: dump }));
  }
  return createWithoutGlobalSetup(options);
}

/**
 * A database with nothing in it, not even migrations, for tests of the migrations themselves. Slower than
 * createTestDatabase on PGlite (a new cluster is initialised), so use it only where emptiness is the point.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const templates = await injectedTemplates();
  const server = templates?.kind === 'postgres' ? templates : testServerFromEnv();
  if (server) {
    const database = await createEmptyOnServer(server, 'loyalty_test');
    // The migrations' own tests migrate it: as the owner, straight to the server.
    return openPostgres({ url: databaseUrlFor(server.serverUrl, database, server.ownerRole) }, testPoolSize, () =>
      dropDatabase(server.serverUrl, database),
    );
  }
  return createDatabase({ dataDir: 'memory://' });
}

async function injectedTemplates(): Promise<TestDatabaseTemplates | undefined> {
  // Imported lazily so that this module also works outside a vitest worker (a bench, a script).
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(templatesContextKey);
}

const dumpsByPath = new Map<string, Promise<Blob>>();

function readDump(dumpPath: string): Promise<Blob> {
  let dump = dumpsByPath.get(dumpPath);
  if (!dump) {
    dump = readFile(dumpPath).then((bytes) => new Blob([bytes]));
    dumpsByPath.set(dumpPath, dump);
  }
  return dump;
}

// ---------------------------------------------------------------------------------------------------------------------
// PostgreSQL: template databases on the server named by TEST_DATABASE_URL.

/** The server's URL for `database`, as `user` when given (its password is the server's business: trust in CI). */
export function databaseUrlFor(serverUrl: string, database: string, user?: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

/** How the app's connections reach a test database: as the runtime role, through the pooler when there is one. */
function appConnection(server: TestServer, database: string): PostgresConnection {
  const direct = databaseUrlFor(server.serverUrl, database, server.runtimeRole);
  if (!server.poolerUrl) return { url: direct };
  const pooled = new URL(direct);
  const pooler = new URL(server.poolerUrl);
  pooled.hostname = pooler.hostname;
  pooled.port = pooler.port;
  return { url: pooled.toString(), directUrl: direct, pooler: 'transaction' };
}

function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs administrative statements (CREATE/DROP DATABASE cannot run inside a transaction or a pool's session state). */
async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  // FORCE (PostgreSQL 13+) ends connections a leaked pool may still hold, so a failing test cannot block the drop.
  await onServer(serverUrl, [`drop database if exists ${quoteIdentifier(database)} with (force)`]);
}

/** ` owner "role"` when the server has the deployment's roles: the database and its public schema are the owner's. */
function ownerClause(server: TestServer): string {
  return server.ownerRole ? ` owner ${quoteIdentifier(server.ownerRole)}` : '';
}

async function cloneOnServer(server: TestServer, template: string): Promise<DatabaseHandle> {
  const database = uniqueDatabaseName('loyalty_test');
  await onServer(server.serverUrl, [
    `create database ${quoteIdentifier(database)} template ${quoteIdentifier(template)}${ownerClause(server)}`,
  ]);
  return openPostgres(appConnection(server, database), testPoolSize, () => dropDatabase(server.serverUrl, database));
}

async function createEmptyOnServer(server: TestServer, prefix: string): Promise<string> {
  const database = uniqueDatabaseName(prefix);
  await onServer(server.serverUrl, [`create database ${quoteIdentifier(database)}${ownerClause(server)}`]);
  return database;
}

// ---------------------------------------------------------------------------------------------------------------------
// Preparing the templates (the global setup) and the fallback when no global setup ran.

export interface PreparedTemplates {
  templates: TestDatabaseTemplates;
  dispose(): Promise<void>;
}

/** Migrates (and seeds) once: PGlite dumps in `dumpDir`, or template databases when `server` is given. */
export async function prepareTestTemplates(options: { server?: TestServer; dumpDir: string }): Promise<PreparedTemplates> {
  const { server } = options;
  if (server) {
    const { serverUrl } = server;
    const migratedTemplate = await createEmptyOnServer(server, 'loyalty_template_migrated');
    const seededTemplate = uniqueDatabaseName('loyalty_template_seeded');
    const dispose = async () => {
      await dropDatabase(serverUrl, seededTemplate);
      await dropDatabase(serverUrl, migratedTemplate);
    };
    try {
      // As a deployment does it: the owner migrates and grants the runtime role its rights.
      const migrated = await createDatabase({
        databaseUrl: databaseUrlFor(serverUrl, migratedTemplate, server.ownerRole),
        poolSize: 1,
      });
      try {
        await runMigrations(migrated, { grantTo: server.runtimeRole });
      } finally {
        // A template must have no open connections when it is copied.
        await migrated.close();
      }
      await onServer(serverUrl, [
        `create database ${quoteIdentifier(seededTemplate)} template ${quoteIdentifier(migratedTemplate)}${ownerClause(server)}`,
      ]);
      // Seeded as the app seeds (SEED_DEMO_DATA): with the runtime role's rights.
      const seeded = openPostgres({ url: databaseUrlFor(serverUrl, seededTemplate, server.runtimeRole) }, 1);
      try {
        await seedDemoData(seeded.db);
      } finally {
        await seeded.close();
      }
    } catch (error) {
      await dispose().catch(() => {});
      throw error;
    }
    return { templates: { kind: 'postgres', ...server, migratedTemplate, seededTemplate }, dispose };
  }

  await mkdir(options.dumpDir, { recursive: true });
  const migratedDumpPath = path.join(options.dumpDir, 'migrated.tar');
  const seededDumpPath = path.join(options.dumpDir, 'seeded.tar');
  const handle = await createDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    await writeFile(migratedDumpPath, await dumpPglite(handle));
    await seedDemoData(handle.db);
    await writeFile(seededDumpPath, await dumpPglite(handle));
  } finally {
    await handle.close();
  }
  return {
    templates: { kind: 'pglite', migratedDumpPath, seededDumpPath },
    dispose: () => rm(options.dumpDir, { recursive: true, force: true }),
  };
}

async function dumpPglite(handle: DatabaseHandle): Promise<Uint8Array> {
  const driver = driverClientOf(handle);
  if (driver.kind !== 'pglite') throw new Error('Only a PGlite database can be dumped to a file');
  // Uncompressed: loading skips gunzip, which matters more than disk space for a file that lives one test run.
  const dump = await driver.client.dumpDataDir('none');
  return new Uint8Array(await dump.arrayBuffer());
}

/** Without the global setup (a test project that did not register it, or a script), prepare in this process. */
async function createWithoutGlobalSetup(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const server = testServerFromEnv();
  if (server) {
    const database = await createEmptyOnServer(server, 'loyalty_test');
    const owner = openPostgres({ url: databaseUrlFor(server.serverUrl, database, server.ownerRole) }, 1);
    try {
      await runMigrations(owner, { grantTo: server.runtimeRole });
    } finally {
      await owner.close();
    }
    const handle = openPostgres(appConnection(server, database), testPoolSize, () => dropDatabase(server.serverUrl, database));
    try {
      if (options.seed) await seedDemoData(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const dump = await localDump(options.seed === true);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

let localDumps: Promise<{ migrated: Blob; seeded: Blob }> | undefined;

function localDump(seeded: boolean): Promise<Blob> {
  localDumps ??= (async () => {
    const handle = await createDatabase({ dataDir: 'memory://' });
    try {
      await runMigrations(handle);
      const migrated = new Blob([await dumpPglite(handle)]);
      await seedDemoData(handle.db);
      return { migrated, seeded: new Blob([await dumpPglite(handle)]) };
    } finally {
      await handle.close();
    }
  })();
  return localDumps.then((dumps) => (seeded ? dumps.seeded : dumps.migrated));
}
