// What the API's runtime role may do, granted by every migration run (as the owner, under the migration lock): read
// and write rows, nothing else. No DDL, no TRUNCATE, no ALTER (those need ownership, which stays with the owner), and
// audit_log only INSERT and SELECT. Granted here rather than in the migrations' SQL because the role's name is the
// operator's (DATABASE_RUNTIME_ROLE), and every table a new migration adds gets the same rights at once.
import { sql } from 'drizzle-orm';
import type { SqlRunner } from './client.ts';

/** A role name as PostgreSQL folds an unquoted identifier: what an operator would type. */
const roleNamePattern = /^[a-z_][a-z0-9_$]{0,62}$/;

export function isRoleName(value: string): boolean {
  return roleNamePattern.test(value);
}

export async function grantRuntimePrivileges(runner: SqlRunner, role: string): Promise<void> {
  if (!isRoleName(role)) throw new Error(`Not a role name: ${JSON.stringify(role)}`);
  const grantee = sql.identifier(role);
  const statements = [
    sql`grant usage on schema public to ${grantee}`,
    sql`grant select, insert, update, delete on all tables in schema public to ${grantee}`,
    // The audit trail is append-only for the app (its triggers refuse UPDATE, DELETE and TRUNCATE for anyone).
    sql`revoke update, delete on table audit_log from ${grantee}`,
    sql`grant usage, select on all sequences in schema public to ${grantee}`,
    sql`grant execute on all functions in schema public to ${grantee}`,
    // A replica started without migrating reads which migrations are applied (MIGRATE_ON_START=false).
    sql`grant usage on schema drizzle to ${grantee}`,
    sql`grant select on all tables in schema drizzle to ${grantee}`,
  ];
  for (const statement of statements) await runner.execute(statement);
}
