// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { appliedMigrations, runMigrations } from '../src/migrate.ts';
import { runScript } from './open-database.ts';

await runScript(async ({ handle, description }) => {
  await runMigrations(handle);
  const applied = await appliedMigrations(handle);
  console.log(`${description}: ${applied.length} migration(s) applied`);
  for (const migration of applied) console.log(`  ${migration.tag}  ${migration.appliedAt}`);
});
