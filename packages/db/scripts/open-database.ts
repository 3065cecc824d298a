// Opens the database the operator scripts work on, from DATABASE_URL or DATA_DIR, holding the data-dir lock on PGlite.
import path from 'node:path';
import { createDatabase, isPostgresUrl, type DatabaseHandle } from '../src/client.ts';
import { acquireDataDirLock } from '../src/data-dir-lock.ts';
import { repoRoot } from '../src/paths.ts';

export interface ScriptDatabase {
  handle: DatabaseHandle;
  /** Where it is, for messages (never prints a password). */
  description: string;
  close(): Promise<void>;
}

function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

export async function openScriptDatabase(env: NodeJS.ProcessEnv = process.env): Promise<ScriptDatabase> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    const handle = await createDatabase({ databaseUrl, poolSize: 2 });
    return { handle, description: describeUrl(databaseUrl), close: () => handle.close() };
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data');
  // Refuses while the server (or another script) has the directory open: a second PGlite would corrupt it.
  const release = await acquireDataDirLock(dataDir);
  try {
    const handle = await createDatabase({ dataDir });
    return {
      handle,
      description: `PGlite ${dataDir}`,
      async close() {
        try {
          await handle.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Runs a script body with the database open, prints failures plainly and sets the exit code. */
export async function runScript(body: (database: ScriptDatabase) => Promise<void>): Promise<void> {
  let database: ScriptDatabase | undefined;
  try {
    database = await openScriptDatabase();
    await body(database);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
