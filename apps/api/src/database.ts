// The configured database, opened the way the configuration says (PGlite, PostgreSQL, behind a pooler), and the
// migrations applied or waited for: shared by the server and the migrate command.
import { createDatabase, type DatabaseHandle } from '@loyalty/db/client';
import { runMigrations, waitForMigrations } from '@loyalty/db/migrate';
import type { AppConfig } from './config.ts';

export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return createDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    pooler: config.databasePooler,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
}

/**
 * The migrations, applied here (under a lock: several processes may start together) or, when the API runs as a role
 * that may not change the schema (MIGRATE_ON_START=false), waited for until the migrate command has applied them.
 */
export async function migrateOrWait(
  config: AppConfig,
  database: DatabaseHandle,
  log: { info(message: string): void },
  signal?: AbortSignal,
): Promise<void> {
  if (config.migrateOnStart) {
    await runMigrations(database, { grantTo: config.databaseRuntimeRole });
    return;
  }
  await waitForMigrations(database, {
    signal,
    onWaiting: (missing) =>
      log.info(`waiting for the migrate command to apply ${missing.length} migration(s): ${missing.join(', ')}`),
  });
}
