// Stored listings (migration 0018): a listing is built once per catalogue version and read from
// collection_listings after that; whatever changes the catalogue, by any statement, is in the next read.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { catalogState, collectionListings, collectionProducts, collections, products, productVariants } from '@loyalty/db/schema';
import { createTestDatabase } from '@loyalty/db/testing';
import { collectionListingJson } from './repository.ts';

let database: DatabaseHandle;
let sticksId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const [sticks] = await database.db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.brand, 'glo'), eq(collections.slug, 'sticks')));
  if (!sticks) throw new Error('the demo seed has glo sticks');
  sticksId = sticks.id;
});
afterAll(() => database.close());

const listing = (onlyWithBonuses = false) => collectionListingJson(database.db, 'glo', { slug: 'sticks' }, { onlyWithBonuses });

/** What a listing is when built from the catalogue as it is now, nothing stored. */
async function builtFromScratch(onlyWithBonuses = false): Promise<string | undefined> {
  await database.db.delete(collectionListings);
  return listing(onlyWithBonuses);
}

async function catalogVersion(): Promise<number> {
  const [state] = await database.db.select({ version: catalogState.version }).from(catalogState);
  if (!state) throw new Error('catalog_state has its row');
  return state.version;
}

async function storedSticks(onlyWithBonuses = false) {
  const [row] = await database.db
    .select()
    .from(collectionListings)
    .where(and(eq(collectionListings.collectionId, sticksId), eq(collectionListings.onlyWithBonuses, onlyWithBonuses)));
  return row;
}

describe('stored collection listings', () => {
  it('stores a listing with the version it was built from and sends the stored one while the version holds', async () => {
    const first = await builtFromScratch();
    expect(first).toBeDefined();
    expect(await storedSticks()).toMatchObject({ catalogVersion: await catalogVersion(), answer: first });

    // Proof that the second read is the stored row, not built again: a marked copy is what comes back.
    await database.db
      .update(collectionListings)
      .set({ answer: sql`${collectionListings.answer} || ' '` })
      .where(eq(collectionListings.collectionId, sticksId));
    expect(await listing()).toBe(`${first} `);
    await builtFromScratch();
  });

  it('keeps the bonus listing apart from the full one', async () => {
    const full = await builtFromScratch(false);
    const bonus = await listing(true);
    expect(bonus).not.toBe(full);
    expect(await listing(false)).toBe(full);
    expect(await listing(true)).toBe(bonus);
  });

  it('answers undefined for a collection the brand does not have, and stores nothing for it', async () => {
    await database.db.delete(collectionListings);
    expect(await collectionListingJson(database.db, 'ogo', { slug: 'sticks' }, { onlyWithBonuses: false })).toBeUndefined();
    expect(await database.db.select().from(collectionListings)).toEqual([]);
  });

  // Each kind of statement on each table the listing is built from: the next read is the catalogue as changed.
  const changes: { name: string; change: () => Promise<unknown> }[] = [
    {
      name: 'a product renamed',
      change: () =>
        database.db
          .update(products)
          .set({ title: sql`${products.title} || ' (нова назва)'` })
          .where(eq(products.collectionId, sticksId)),
    },
    {
      name: 'a price changed',
      change: () =>
        database.db
          .update(productVariants)
          .set({ priceKop: sql`${productVariants.priceKop} + 100` })
          .where(
            sql`${productVariants.productId} in (select product_id from collection_products where collection_id = ${sticksId})`,
          ),
    },
    {
      name: 'a variant made unavailable',
      change: () =>
        database.db
          .update(productVariants)
          .set({ available: false })
          .where(sql`${productVariants.id} = (select min(id) from product_variants)`),
    },
    {
      name: 'a variant added',
      change: async () => {
        const [member] = await database.db
          .select({ productId: collectionProducts.productId })
          .from(collectionProducts)
          .where(eq(collectionProducts.collectionId, sticksId))
          .limit(1);
        if (!member) throw new Error('sticks has members');
        await database.db
          .insert(productVariants)
          .values({ productId: member.productId, title: 'Нова пачка', priceKop: 12_345, position: 99 });
      },
    },
    {
      name: 'a member removed from the collection',
      change: () =>
        database.db
          .delete(collectionProducts)
          .where(
            sql`(collection_id, product_id) = (select collection_id, product_id from collection_products where collection_id = ${sticksId} order by position limit 1)`,
          ),
    },
    {
      name: 'the members reordered',
      change: () =>
        database.db
          .update(collectionProducts)
          .set({ position: sql`100 - ${collectionProducts.position}` })
          .where(eq(collectionProducts.collectionId, sticksId)),
    },
    {
      name: 'the collection renamed',
      change: () => database.db.update(collections).set({ title: 'Стіки (оновлено)' }).where(eq(collections.id, sticksId)),
    },
    {
      name: 'a product deleted',
      change: () =>
        database.db
          .delete(products)
          .where(
            sql`${products.id} = (select product_id from collection_products where collection_id = ${sticksId} order by position limit 1)`,
          ),
    },
  ];

  for (const { name, change } of changes) {
    it(`sends the catalogue as it is after ${name}`, async () => {
      for (const onlyWithBonuses of [false, true]) await listing(onlyWithBonuses);
      const before = { full: await listing(false), bonus: await listing(true), version: await catalogVersion() };

      await change();

      expect(await catalogVersion()).toBeGreaterThan(before.version);
      const after = { full: await listing(false), bonus: await listing(true) };
      expect(after.full).not.toBe(before.full);
      // What was just sent is what a build from nothing gives now, and it is stored under the current version.
      expect(await storedSticks()).toMatchObject({ catalogVersion: await catalogVersion(), answer: after.full });
      expect(after).toEqual({ full: await builtFromScratch(false), bonus: await builtFromScratch(true) });
    });
  }

  it('does not move the version for a statement that changes nothing of the catalogue, nor for a rolled-back one', async () => {
    const version = await catalogVersion();
    await database.db.select().from(products).limit(1);
    await database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ title: 'never' });
        tx.rollback();
      })
      .catch(() => {});
    expect(await catalogVersion()).toBe(version);
    expect(await listing()).not.toContain('never');
  });

  it('never lets a build of an older version replace a stored one of a newer version', async () => {
    await builtFromScratch();
    const current = await catalogVersion();
    // A row stored by a build that saw a version this read does not see yet (its statement began later).
    await database.db
      .update(collectionListings)
      .set({ catalogVersion: current + 5, answer: '{"newer":true}' })
      .where(and(eq(collectionListings.collectionId, sticksId), eq(collectionListings.onlyWithBonuses, false)));

    const sent = await listing();
    expect(sent).not.toBe('{"newer":true}');
    expect(await storedSticks()).toMatchObject({ catalogVersion: current + 5, answer: '{"newer":true}' });
    await builtFromScratch();
  });

  it('answers parallel reads right after a change with the changed catalogue, all the same, one row stored', async () => {
    await listing();
    await database.db.update(collections).set({ title: 'Стіки: паралельно' }).where(eq(collections.id, sticksId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => listing()));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('Стіки: паралельно');
    const stored = await database.db
      .select()
      .from(collectionListings)
      .where(and(eq(collectionListings.collectionId, sticksId), eq(collectionListings.onlyWithBonuses, false)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ catalogVersion: await catalogVersion(), answer: answers[0] });
  });
});
