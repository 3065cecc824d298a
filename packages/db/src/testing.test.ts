import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, queryRows, type DatabaseHandle } from './client.ts';
import { collections } from './schema/index.ts';
import { createTestDatabase, testServerFromEnv } from './testing.ts';

describe('createTestDatabase', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives each caller its own migrated, empty database', async () => {
    await first.db.insert(collections).values({ brand: 'glo', slug: 'sticks', title: 'Стіки' });

    const [inFirst] = await first.db.select({ value: count() }).from(collections);
    const [inSecond] = await second.db.select({ value: count() }).from(collections);
    expect(inFirst?.value).toBe(1);
    expect(inSecond?.value).toBe(0);
  });

  it('starts from the demo seed when asked, unaffected by other databases', async () => {
    await second.db.insert(collections).values({ brand: 'ogo', slug: 'ogo-velo', title: 'velo' });
    const seeded = await createTestDatabase({ seed: true });
    try {
      const velo = await seeded.db.select().from(collections).where(eq(collections.slug, 'ogo-velo'));
      expect(velo.map((row) => row.title)).toEqual(['Нікотинові подушечки velo']);
    } finally {
      await seeded.close();
    }
  });

  it('makes close() safe to call twice', async () => {
    const handle = await createTestDatabase();
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });
});

describe.skipIf(!testServerFromEnv()?.poolerUrl)('through a pooler (TEST_DATABASE_POOLER_URL; CI runs PgBouncer)', () => {
  it('sends the pool through the pooler as the runtime role, and LISTEN straight to PostgreSQL', async () => {
    const server = testServerFromEnv()!;
    const handle = await createTestDatabase();
    try {
      const driver = driverClientOf(handle);
      if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      expect(driver.connection.pooler).toBe('transaction');
      expect(new URL(driver.databaseUrl).port).toBe(new URL(server.poolerUrl!).port);
      expect(new URL(driver.directUrl).port).toBe(new URL(server.serverUrl).port);
      // The server sees a connection from the pooler, as the runtime role.
      const [row] = await queryRows<{ who: string }>(handle.db, sql`select current_user as who`);
      expect(row?.who).toBe(server.runtimeRole ?? new URL(server.serverUrl).username);
      // A notice sent through the pool reaches the direct listening connection.
      const heard = new Promise<string>((resolve) => {
        void handle.listen('pooler_check', { onNotification: resolve, onListening: () => {} });
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await handle.db.execute(sql`select pg_notify('pooler_check', 'through the pooler')`);
      expect(await heard).toBe('through the pooler');
    } finally {
      await handle.close();
    }
  });
});
