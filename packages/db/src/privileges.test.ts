// Least privilege on PostgreSQL: the API's runtime role reads and writes rows and can do nothing else: no
// DDL, no TRUNCATE, no ALTER, and on the audit trail only INSERT and SELECT. The owner cannot empty the audit trail
// either (a statement trigger). Needs the deployment's roles on the test server (TEST_DATABASE_OWNER and
// TEST_DATABASE_RUNTIME_ROLE, from deploy/postgres/roles.sql; the CI sets them).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, queryRows, type DatabaseHandle } from './client.ts';
import { isRoleName } from './privileges.ts';
import { createTestDatabase, databaseUrlFor, testServerFromEnv } from './testing.ts';

const server = testServerFromEnv();

describe('isRoleName', () => {
  it('takes what an operator types for a role and nothing that could carry SQL', () => {
    expect(isRoleName('loyalty_app')).toBe(true);
    for (const bad of ['', 'Loyalty', 'app; drop table x', '"app"', '1app', 'a'.repeat(64)]) expect(isRoleName(bad)).toBe(false);
  });
});

describe.skipIf(!server?.runtimeRole || !server.ownerRole)(
  'the runtime role (needs TEST_DATABASE_URL with TEST_DATABASE_OWNER and TEST_DATABASE_RUNTIME_ROLE; the CI sets them)',
  () => {
    let app: DatabaseHandle;
    let owner: DatabaseHandle;

    beforeAll(async () => {
      app = await createTestDatabase({ seed: true });
      const driver = driverClientOf(app);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      const database = new URL(driver.directUrl).pathname.slice(1);
      owner = openPostgres({ url: databaseUrlFor(server!.serverUrl, database, server!.ownerRole) }, 1);
    });
    afterAll(async () => {
      await owner?.close();
      await app?.close();
    });

    /** The server's own refusal (drizzle wraps it as the cause of a "Failed query" error). */
    const refused = async (handle: DatabaseHandle, statement: string) => {
      const error = await handle.db.execute(sql.raw(statement)).then(
        () => undefined,
        (failure: Error) => (failure.cause instanceof Error ? failure.cause : failure),
      );
      expect(error?.message, statement).toMatch(/permission denied|must be owner|append-only/);
    };

    it('is the role the app connects as, and is no superuser', async () => {
      const [row] = await queryRows<{ who: string; superuser: boolean }>(
        app.db,
        sql`select current_user as who, (select rolsuper from pg_roles where rolname = current_user) as superuser`,
      );
      expect(row).toEqual({ who: server!.runtimeRole, superuser: false });
    });

    it('reads and writes rows', async () => {
      const [row] = await queryRows<{ count: number }>(app.db, sql`select count(*)::int as count from products`);
      expect(row!.count).toBeGreaterThan(0);
      await app.db.execute(sql`update products set title = title where id = (select min(id) from products)`);
    });

    it('changes no schema: no table, no column, no index, no function, no TRUNCATE', async () => {
      await refused(app, 'create table intruder (id int)');
      await refused(app, 'alter table customers add column intruder text');
      await refused(app, 'drop table news');
      await refused(app, 'create index intruder on customers (id)');
      await refused(app, 'create function intruder() returns int language sql as $$ select 1 $$');
      await refused(app, 'truncate xp_ledger');
      await refused(app, 'truncate customers cascade');
    });

    it('only appends to the audit trail and reads it: no UPDATE, DELETE, TRUNCATE, and its triggers stay on', async () => {
      await app.db.execute(
        sql`insert into audit_log (actor_type, actor, role, action) values ('ops', 'ops', 'ops', 'test.append')`,
      );
      const rows = await queryRows<{ count: number }>(app.db, sql`select count(*)::int as count from audit_log`);
      expect(rows[0]!.count).toBeGreaterThan(0);
      await refused(app, 'update audit_log set action = action');
      await refused(app, 'delete from audit_log');
      await refused(app, 'truncate audit_log');
      await refused(app, 'alter table audit_log disable trigger audit_log_append_only');
      await refused(app, 'drop trigger audit_log_no_truncate on audit_log');
    });

    it('keeps the audit trail whole against its owner too: UPDATE, DELETE and TRUNCATE are refused by its triggers', async () => {
      await refused(owner, 'update audit_log set action = action');
      await refused(owner, 'delete from audit_log');
      await refused(owner, 'truncate audit_log');
    });
  },
);
