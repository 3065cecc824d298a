// Databases the benchmarks use: PGlite (in memory, or in a temporary directory a server process can open after the
// bench has prepared it), or a throwaway database on the PostgreSQL server of BENCH_DATABASE_URL (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@loyalty/db/client';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What a server process needs to open the same database: DATABASE_URL, or DATA_DIR of an on-disk PGlite. */
  serverEnv: Record<string, string>;
  /** Opens the same database again (after `handle` was closed and the servers let go of it, for PGlite). */
  reopen: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

/**
 * `onDisk` puts PGlite in a temporary directory instead of memory, so that a server process can open it once this
 * process has closed the handle (PGlite allows one process per directory).
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  options: { namePrefix: string; poolSize: number; onDisk?: boolean },
): Promise<BenchDatabase> {
  if (!serverUrl) {
    if (!options.onDisk) {
      const handle = await createDatabase({ dataDir: 'memory://' });
      return { handle, serverEnv: {}, reopen: async () => handle, drop: async () => {} };
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), `${options.namePrefix}-`));
    return {
      handle: await createDatabase({ dataDir }),
      serverEnv: { DATA_DIR: dataDir },
      reopen: () => createDatabase({ dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${options.namePrefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await createDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize }),
    serverEnv: { DATABASE_URL: url.toString() },
    reopen: () => createDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize }),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
