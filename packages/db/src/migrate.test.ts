import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, queryRows, type DatabaseHandle } from './client.ts';
import { appliedMigrations, runMigrations } from './migrate.ts';
import { migrationsDir } from './paths.ts';
import * as schema from './schema/index.ts';
import { createEmptyTestDatabase } from './testing.ts';

// Every table the Drizzle schema declares must exist after the committed migrations: a schema change without
// its generated migration fails here.
const expectedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function journalTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('runMigrations', () => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  it('builds every table on an empty database and records each committed migration', async () => {
    const handle = await createEmptyTestDatabase();
    opened.push(handle);
    expect(await publicTables(handle)).toEqual([]);
    expect(await appliedMigrations(handle)).toEqual([]);

    await runMigrations(handle);

    expect(await publicTables(handle)).toEqual(expectedTables);
    const applied = await appliedMigrations(handle);
    expect(applied.map((migration) => migration.tag)).toEqual(await journalTags());
    for (const migration of applied) expect(Number.isNaN(Date.parse(migration.appliedAt))).toBe(false);

    // A second start finds nothing to do and changes nothing.
    await runMigrations(handle);
    expect(await appliedMigrations(handle)).toEqual(applied);
  });

  it('lets several processes migrate one PostgreSQL server at the same time', async (context) => {
    if (!process.env.TEST_DATABASE_URL) context.skip('PGlite is single-process; runs in CI with TEST_DATABASE_URL');
    const first = await createEmptyTestDatabase();
    opened.push(first);
    const driver = driverClientOf(first);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set, so the test database must be PostgreSQL');
    // Two pools on one database stand in for two API processes starting together.
    const second = openPostgres(driver.connection, 2);
    opened.push(second);

    await Promise.all([runMigrations(first), runMigrations(second)]);

    expect(await publicTables(first)).toEqual(expectedTables);
    expect((await appliedMigrations(first)).map((migration) => migration.tag)).toEqual(await journalTags());
  });
});
