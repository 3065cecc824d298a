// `npm run db:seed-scale -- --customers=1000000 --ledger=10000000 --orders=1000000`: migrates, then fills an EMPTY
// database (DATABASE_URL, else DATA_DIR) with customers, XP ledger entries and orders at production size.
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/client.ts';
import { runMigrations } from '../src/migrate.ts';
import { seedAtScale } from '../src/scale-seed.ts';
import { runScript } from './open-database.ts';

function count(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = given === undefined ? fallback : Number(given.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

await runScript(async ({ handle, description }) => {
  await runMigrations(handle);
  const [existing] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customers`);
  if ((existing?.n ?? 0) > 0) throw new Error(`${description} has customers already: seed an empty database`);
  const options = {
    customers: count('customers', 1_000_000),
    ledgerEntries: count('ledger', 10_000_000),
    orders: count('orders', 1_000_000),
  };
  const started = Date.now();
  await seedAtScale(handle, { ...options, log: (line) => console.log(line) });
  console.log(`${description}: seeded ${JSON.stringify(options)} in ${Math.round((Date.now() - started) / 1000)} s`);
});
