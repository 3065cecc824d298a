import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { collections } from './schema.ts';
import { createTestDatabase } from './testing.ts';

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
