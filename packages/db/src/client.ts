// Opens the database: embedded PGlite (a directory or memory) or a PostgreSQL server, behind one Drizzle type.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  getTableColumns,
  getTableName,
  is,
  Param,
  Placeholder,
  sql,
  type Column,
  type ExtractTablesWithRelations,
  type SQL,
} from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** One type for both drivers, so repositories never know which one runs under them. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function takes: the database, or the transaction of the service calling it. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Receives the NOTIFY payloads of `channel` until the returned stop is called or the handle closes. On PostgreSQL
   * this holds one connection of its own (outside the pool), opened again after a loss.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a LISTEN delivers: payloads, and whether they are being received at all. */
export interface NotificationListener {
  onNotification(payload: string): void;
  /**
   * True once LISTEN is in place; false when its connection is lost, until it is in place again. Notifications sent in
   * between are never delivered, so whatever was kept on the strength of them must be dropped.
   */
  onListening(listening: boolean): void;
}

/**
 * How the app reaches a PostgreSQL server. `url` carries the pool's queries; behind a pooler in transaction mode
 * (PgBouncer), a server connection belongs to the client only for one transaction, so what needs a session of its own
 * (LISTEN, the migrations' session lock) goes to `directUrl`, and the pool sends neither named prepared statements
 * (PgBouncer before 1.21 would hand them to a connection that never parsed them) nor start-up options (PgBouncer
 * refuses them: the role carries the setting instead, deploy/postgres/roles.sql).
 */
export interface PostgresConnection {
  url: string;
  /** A direct connection to the server; `url` when unset. */
  directUrl?: string;
  /** 'transaction': `url` is a pooler in transaction mode. */
  pooler?: 'none' | 'transaction';
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** A direct connection for LISTEN and the migration lock, when databaseUrl is a pooler (PostgresConnection). */
  directUrl?: string;
  pooler?: PostgresConnection['pooler'];
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Connections in the node-postgres pool (PostgreSQL only). */
  poolSize?: number;
}

/** The driver object under a handle, for the few jobs Drizzle's query builder cannot do (migrator, dumps, locks). */
export type DriverClient =
  | { kind: 'pglite'; client: PGlite }
  | {
      kind: 'postgres';
      pool: pg.Pool;
      /** The pool's URL (a pooler's, behind one). */
      databaseUrl: string;
      /** A direct connection to the server, for sessions of their own. */
      directUrl: string;
      connection: PostgresConnection;
    };

const driverClients = new WeakMap<Database, DriverClient>();

export const inMemoryDataDir = 'memory://';

export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!isPostgresUrl(options.databaseUrl)) {
      throw new Error('databaseUrl must start with postgres:// or postgresql://');
    }
    if (options.directUrl !== undefined && !isPostgresUrl(options.directUrl)) {
      throw new Error('directUrl must start with postgres:// or postgresql://');
    }
    return openPostgres(
      { url: options.databaseUrl, directUrl: options.directUrl, pooler: options.pooler },
      options.poolSize ?? 10,
    );
  }
  const dataDir = options.dataDir ?? inMemoryDataDir;
  if (!dataDir.startsWith(inMemoryDataDir)) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/** Wraps an already opened PGlite (the test helper opens them from a dump). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  driverClients.set(db, { kind: 'pglite', client });
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      // One process, one connection that never drops: LISTEN is in place for the life of the database.
      const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
      listener.onListening(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * node-postgres's client, minus statement names: behind a pooler in transaction mode every statement is sent unnamed
 * (parsed again by whichever server connection runs it), so the app's named statements (plugins/prepared.ts,
 * queryStatementOfForm) work unchanged through it.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && (config as { name?: string }).name) {
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      args[0] = unnamed;
    }
    return (super.query as (...queryArgs: unknown[]) => never)(...args);
  }
}

export function openPostgres(connection: PostgresConnection, poolSize: number, onClosed?: () => Promise<void>): DatabaseHandle {
  const databaseUrl = connection.url;
  const directUrl = connection.directUrl ?? connection.url;
  const behindPooler = connection.pooler === 'transaction';
  // A bounded wait for a free connection turns pool exhaustion (or a leaked checkout) into an error instead of a hang.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 15_000,
    ...(behindPooler
      ? { Client: UnnamedStatementClient }
      : {
          // The app's prepared statements are key look-ups (plugins/prepared.ts). PostgreSQL would plan one taking an
          // array (`id = any($1)`) again on every call, because the plan for the array it was given always looks
          // cheaper than the generic one: planning was most of the database's time for create-order's catalogue read.
          // Behind a pooler the role carries the same setting.
          options: '-c plan_cache_mode=force_generic_plan',
        }),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool opens a new one
  // on the next query, and that query reports the outage if it persists.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  driverClients.set(db, { kind: 'postgres', pool, databaseUrl, directUrl, connection });
  const listeners = new Set<() => Promise<void>>();
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async listen(channel, listener) {
      const stop = listenOnPostgres(directUrl, channel, listener);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    close() {
      closing ??= (async () => {
        // Listening connections first: a test database is dropped on close, which its open connections would block.
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
        await onClosed?.();
      })();
      return closing;
    },
  };
}

/** Waits before opening a lost listening connection again: 1 s, doubling up to this. */
const listenRetryMaxMs = 30_000;

/**
 * LISTEN on a connection of its own (a pooled connection goes back to the pool between queries, and its LISTEN with
 * it). A lost connection reports `onListening(false)` and is opened again after 1 s, 2 s, 4 s… (at most 30 s).
 */
function listenOnPostgres(databaseUrl: string, channel: string, listener: NotificationListener): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = 1_000;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, listenRetryMaxMs);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        listener.onListening(false);
      }
      client.end().catch(() => undefined);
      scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) listener.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = 1_000;
    listener.onListening(true);
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}

/**
 * Runs a search whose best plan depends on what is searched for (`LIKE '%…%'`, a status that is half the table or a
 * handful of rows) with plans made for its values. The pool's connections use generic plans (decision 0019: right for
 * key look-ups), and a generic plan of `phone LIKE $1 ORDER BY id DESC LIMIT 50` walks the whole table backwards
 * instead of asking the trigram index (decision 0048). On PostgreSQL a transaction with SET LOCAL, which
 * also holds behind a pooler in transaction mode; PGlite has no such setting to change.
 */
export async function withCustomPlans<T>(db: Database, body: (executor: Executor) => Promise<T>): Promise<T> {
  if (driverClients.get(db)?.kind !== 'postgres') return body(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return body(tx);
  });
}

export function driverClientOf(handle: DatabaseHandle): DriverClient {
  const driver = driverClients.get(handle.db);
  if (!driver) throw new Error('This database handle was not created by @loyalty/db/client');
  return driver;
}

/** Anything that runs a raw query: an Executor, or a Drizzle instance on one dedicated connection. */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * Runs raw SQL and returns its rows. `execute` is typed per driver; both drivers answer with `{ rows }`,
 * so this is the one driver-neutral way to read the result of hand-written SQL.
 */
export async function queryRows<Row extends Record<string, unknown>>(executor: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** What drizzle keeps on a database or a transaction to run a query: not in its typed surface, stable since 0.29. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string | undefined,
        isResponseInArrayMode: boolean,
      ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> };
    };
  };
}

interface CompiledStatement {
  query: { sql: string; params: unknown[] };
  name: string;
}
const compiledStatements = new Map<string, CompiledStatement>();
/** Forms are few (which parts and columns a statement has); more than this are compiled on each call. */
const compiledStatementLimit = 256;

/** A value bound at each call: a placeholder, or a column's parameter holding one (drizzle's insert values). */
function isPlaceholderParam(param: unknown): boolean {
  return is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));
}

function compileStatement(internals: DrizzleInternals, build: () => SQL): CompiledStatement {
  const query = internals.dialect.sqlToQuery(build());
  // A literal value would be compiled into the form and sent with every later call of it, whoever makes it.
  if (!query.params.every(isPlaceholderParam)) {
    throw new Error('queryStatementOfForm: every value of the statement must be a sql.placeholder');
  }
  return { query, name: `text_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 24)}` };
}

/**
 * queryRows for a hot statement whose text takes one of a few forms (an insert whose columns depend on the record),
 * `form` naming which: drizzle compiles each form once per process, and on PostgreSQL each is a named prepared
 * statement, so a connection parses and plans it once (the order's insert spent 0.19 ms planning for 0.4 ms
 * of work, and compiling its text each time was 7 % of an order's CPU). Every value is a `sql.placeholder` bound from
 * `values`. PGlite's driver ignores the name.
 */
export async function queryStatementOfForm<Row extends Record<string, unknown>>(
  executor: Executor,
  form: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const internals = executor as unknown as DrizzleInternals;
  let compiled = compiledStatements.get(form);
  if (!compiled) {
    compiled = compileStatement(internals, build);
    if (compiledStatements.size < compiledStatementLimit) compiledStatements.set(form, compiled);
  }
  const prepared = internals._.session.prepareQuery(compiled.query, undefined, compiled.name, false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}

/**
 * A table's values as a JSON record keyed by column names, for `jsonb_populate_record(null::<table>, …)`: one
 * parameter carries a whole row whatever its column types (arrays, jsonb, enums), the same on PGlite and PostgreSQL.
 * Values must be JSON-able as they are (no Dates): the database converts them to each column's type.
 */
export function jsonRecordOf<Table extends PgTable>(
  table: Table,
  values: Partial<Table['$inferInsert']>,
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    if (value !== undefined) record[column.name] = value;
  }
  return record;
}

const columnListCache = new Map<string, { columns: SQL; values: SQL }>();
/** Distinct record shapes are few (which optional fields an insert sets); more than this are built each time. */
const columnListCacheLimit = 256;

/**
 * The column list of a JSON record and the same columns read from `alias` (`"a", "b"` and `line."a", line."b"`), for
 * an insert … select from jsonb_populate_record(set). Built once per shape and kept as raw SQL: drizzle's building of
 * one identifier chunk per column was most of the query building that took a fifth of create-order's CPU.
 * The names are the table's own column names (from jsonRecordOf), never input; they are quoted all the same.
 */
export function recordColumnLists(record: Record<string, unknown>, alias: string): { columns: SQL; values: SQL } {
  const names = Object.keys(record);
  const key = `${alias}\u0000${names.join('\u0000')}`;
  const cached = columnListCache.get(key);
  if (cached) return cached;
  const quoted = names.map((name) => `"${name.replaceAll('"', '""')}"`);
  const lists = {
    columns: sql.raw(quoted.join(', ')),
    values: sql.raw(quoted.map((name) => `${alias}.${name}`).join(', ')),
  };
  if (columnListCache.size < columnListCacheLimit) columnListCache.set(key, lists);
  return lists;
}

/** A row of `table` from its `row_to_json` (column names as keys), mapped as drizzle maps the driver's values. */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}
