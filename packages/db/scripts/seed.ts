// `npm run db:seed`: applies migrations, then loads the demo data if the database is still empty.
import { runMigrations } from '../src/migrate.ts';
import { seedDemoData } from '../src/seed.ts';
import { runScript } from './open-database.ts';

await runScript(async ({ handle, description }) => {
  // The seed needs the tables; migrating first makes `db:seed` work on a brand-new database too.
  await runMigrations(handle);
  const { seeded } = await seedDemoData(handle.db);
  console.log(seeded ? `${description}: demo data seeded` : `${description}: already has data, nothing seeded`);
});
