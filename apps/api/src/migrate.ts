// The migrate command of a deployment whose API runs as a role that may not change the schema: run once
// per deploy as the owner role, on a direct connection, before the API replicas (MIGRATE_ON_START=false) start
// serving. `node apps/api/dist/migrate.js` with DATABASE_URL of the owner and DATABASE_RUNTIME_ROLE of the API; the
// API waits until every migration it knows is applied. Several at once take turns on the migration lock.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appliedMigrations, runMigrations } from '@loyalty/db/migrate';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';

export async function migrateCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error('DATABASE_URL is unset: the embedded database migrates when the server starts.');
    return 1;
  }
  const database = await openConfiguredDatabase({ ...config, dbPoolSize: 1 });
  try {
    await runMigrations(database, { grantTo: config.databaseRuntimeRole });
    const applied = await appliedMigrations(database);
    console.log(
      `${applied.length} migration(s) applied, the last ${applied.at(-1)?.tag ?? 'none'}` +
        (config.databaseRuntimeRole ? `; ${config.databaseRuntimeRole} granted rows only` : ''),
    );
    return 0;
  } catch (error) {
    console.error(`The migrations failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await migrateCommand();
}
