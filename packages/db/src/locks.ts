// Advisory locks by name, held until the transaction ends: the same on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Serialises work on one key (a phone, an IP, an email) until the transaction ends. */
export async function lockKey(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
