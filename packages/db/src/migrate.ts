// Applies the committed SQL migrations (packages/db/migrations) and reports which ones a database has.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { driverClientOf, queryRows, type DatabaseHandle, type SqlRunner } from './client.ts';
import { migrationsDir } from './paths.ts';
import { grantRuntimePrivileges } from './privileges.ts';

/** Arbitrary but fixed: every process of this product that migrates the same server contends for this one key. */
const migrationLockKey = 7_423_190_011;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface AppliedMigration {
  tag: string;
  appliedAt: string;
}

export interface MigrationOptions {
  /** The role the API runs as: granted what it needs on every table after migrating (privileges.ts). */
  grantTo?: string;
}

export async function runMigrations(handle: DatabaseHandle, options: MigrationOptions = {}): Promise<void> {
  const driver = driverClientOf(handle);
  if (driver.kind === 'pglite') {
    // PGlite is single-process (the data-dir lock enforces it), so there is nobody to race with.
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder: migrationsDir });
    await recordApplicationTimes(handle.db);
    return;
  }
  // Several API processes may start together against one server: the session advisory lock makes them take turns,
  // and everyone after the first finds nothing left to apply. Lock, migrate and unlock run on one connection of their
  // own, made directly to the server: through a pooler in transaction mode the lock and the statements could land on
  // different server connections.
  const connection = new pg.Client({ connectionString: driver.directUrl });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
    // Closing the connection releases the session lock, whatever happened under it.
    const locked = drizzleNodePg({ client: connection });
    await migrateNodePg(locked, { migrationsFolder: migrationsDir });
    await recordApplicationTimes(locked);
    if (options.grantTo) await grantRuntimePrivileges(locked, options.grantTo);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/**
 * Waits until the database has every migration this code knows (another process applies them: the migrate command
 * as the owner role, MIGRATE_ON_START=false), polling every `pollMs`; `signal` gives up. A database ahead of the code
 * (a rolled-back deploy) has them too.
 */
export async function waitForMigrations(
  handle: DatabaseHandle,
  options: { pollMs?: number; signal?: AbortSignal; onWaiting?: (missing: string[]) => void } = {},
): Promise<void> {
  const journal = await readMigrationJournal();
  let reported = false;
  for (;;) {
    options.signal?.throwIfAborted();
    const missing = await missingMigrations(handle, journal);
    if (missing.length === 0) return;
    if (!reported) options.onWaiting?.(missing);
    reported = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}

async function missingMigrations(handle: DatabaseHandle, journal: JournalEntry[]): Promise<string[]> {
  // Before the first migration run has granted it, the runtime role may not even look into the drizzle schema.
  const present = await queryRows<{ present: boolean }>(
    handle.db,
    sql`select case
          when to_regnamespace('drizzle') is null or not has_schema_privilege('drizzle', 'USAGE') then false
          else to_regclass('drizzle.__drizzle_migrations') is not null
        end as present`,
  );
  if (present[0]?.present !== true) return journal.map((entry) => entry.tag);
  const applied = await queryRows<{ created_at: string | number }>(
    handle.db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const appliedWhen = new Set(applied.map((row) => Number(row.created_at)));
  return journal.filter((entry) => !appliedWhen.has(entry.when)).map((entry) => entry.tag);
}

/** Applied migrations, oldest first, for the operator `status` command. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<AppliedMigration[]> {
  if (!(await migrationLogExists(handle))) return [];
  const rows = await queryRows<{ tag: string; applied_at: string | Date }>(
    handle.db,
    sql`select tag, applied_at from drizzle.migration_log order by created_at`,
  );
  return rows.map((row) => ({ tag: row.tag, appliedAt: new Date(row.applied_at).toISOString() }));
}

/** The committed migrations, oldest first. */
export async function readMigrationJournal(): Promise<JournalEntry[]> {
  const raw = await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

async function migrationLogExists(handle: DatabaseHandle): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(
    handle.db,
    sql`select to_regclass('drizzle.migration_log') is not null as present`,
  );
  return rows[0]?.present === true;
}

/**
 * Drizzle's own table keeps only a hash and the migration's generation time, so the time each migration was applied
 * (and its readable tag) is kept beside it. Called under the migration lock, right after the migrator.
 */
async function recordApplicationTimes(db: SqlRunner): Promise<void> {
  await db.execute(sql`
    create table if not exists drizzle.migration_log (
      created_at bigint primary key,
      tag text not null,
      applied_at timestamptz not null default now()
    )`);
  const applied = await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  const appliedWhen = new Set(applied.map((row) => Number(row.created_at)));
  for (const entry of await readMigrationJournal()) {
    if (!appliedWhen.has(entry.when)) continue;
    await db.execute(
      sql`insert into drizzle.migration_log (created_at, tag) values (${entry.when}, ${entry.tag}) on conflict do nothing`,
    );
  }
}
