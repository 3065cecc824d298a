import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { brands } from '@loyalty/contracts/brand';
import { categorySlugs } from '@loyalty/contracts/catalog';
import { veloPromo } from '@loyalty/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client.ts';
import { demoProducts } from './demo/catalog.ts';
import { renderNewsImage, renderProductImage } from './demo/images.ts';
import { demoNews } from './demo/news.ts';
import { contentPageSlugs } from '@loyalty/contracts/content';
import { mediaDir } from './paths.ts';
import {
  collectionProducts,
  collections,
  contentPages,
  faqItems,
  news,
  popularCities,
  productVariants,
  products,
} from './schema.ts';
import { seedDemoData } from './seed.ts';
import { createTestDatabase } from './testing.ts';

/** Row counts of every seeded table, to prove a second seed changes nothing. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = { collections, products, collectionProducts, productVariants, news, contentPages, faqItems, popularCities };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

function mediaFileOf(src: string): string {
  expect(src.startsWith('/media/')).toBe(true);
  return path.join(mediaDir, src.slice('/media/'.length));
}

describe('seedDemoData on an empty database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('seeds once, and a second call reports seeded:false and changes nothing', async () => {
    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
    const before = await tableCounts(handle.db);
    expect(before.products).toBeGreaterThan(0);

    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await tableCounts(handle.db)).toEqual(before);
  });

  it('lets concurrent callers seed exactly once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(fresh.db), seedDemoData(fresh.db), seedDemoData(fresh.db)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await tableCounts(fresh.db)).toEqual(await tableCounts(handle.db));
    } finally {
      await fresh.close();
    }
  });
});

describe('demo data', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('has every category of spec section 2, each with 3 to 8 products', async () => {
    const rows = await db
      .select({ brand: collections.brand, slug: collections.slug, title: collections.title, members: count() })
      .from(collections)
      .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
      .groupBy(collections.id);
    expect(rows.map((row) => row.slug).sort()).toEqual([...categorySlugs].sort());
    for (const row of rows) {
      expect(row.members, row.slug).toBeGreaterThanOrEqual(3);
      expect(row.members, row.slug).toBeLessThanOrEqual(8);
      expect(row.title).toMatch(/[а-яіїєґ]/i);
    }
    expect(new Set(rows.map((row) => row.brand))).toEqual(new Set(brands));
    expect(rows.filter((row) => !row.slug.startsWith('ogo-')).every((row) => row.brand === 'glo')).toBe(true);
    expect(rows.filter((row) => row.slug.startsWith('ogo-')).every((row) => row.brand === 'ogo')).toBe(true);
  });

  it('keeps every product in its own brand and its primary category', async () => {
    const rows = await db
      .select({ handle: products.handle, productBrand: products.brand, collectionBrand: collections.brand })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .innerJoin(
        collectionProducts,
        sql`${collectionProducts.collectionId} = ${products.collectionId} and ${collectionProducts.productId} = ${products.id}`,
      );
    const [total] = await db.select({ value: count() }).from(products);
    expect(rows).toHaveLength(total?.value ?? -1);
    for (const row of rows) expect(row.productBrand, row.handle).toBe(row.collectionBrand);
  });

  it('lists other glo products under "popular"', async () => {
    const rows = await db
      .select({ brand: products.brand, primary: products.collectionId, popular: collections.id })
      .from(collectionProducts)
      .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(collections.slug, 'popular'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.brand).toBe('glo');
      expect(row.primary).not.toBe(row.popular);
    }
  });

  it('prices goods in kopiyky and bonus goods in XP only', async () => {
    const rows = await db
      .select({ slug: collections.slug, title: products.title, variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId));
    for (const { slug, title, variant } of rows) {
      if (slug === 'bonus' || slug === 'ogo-bonus') {
        expect(variant.priceKop, title).toBe(0);
        expect(variant.bonuses, title).toBeGreaterThan(0);
      } else {
        expect(variant.bonuses, title).toBe(0);
        expect(variant.priceKop % 100, title).toBe(0);
      }
    }
    const priceRange = (predicate: (slug: string) => boolean, packQuantity?: number) => {
      const prices = rows
        .filter((row) => predicate(row.slug) && (packQuantity === undefined || row.variant.packQuantity === packQuantity))
        .map((row) => row.variant.priceKop / 100);
      return [Math.min(...prices), Math.max(...prices)];
    };
    const [deviceMin, deviceMax] = priceRange((slug) => slug === 'devices' || slug === 'ogo-devices');
    expect(deviceMin).toBeGreaterThanOrEqual(499);
    expect(deviceMax).toBeLessThanOrEqual(1699);
    const [packMin, packMax] = priceRange((slug) => slug === 'sticks' || slug.startsWith('ogo-sticks'), 20);
    expect(packMin).toBeGreaterThanOrEqual(95);
    expect(packMax).toBeLessThanOrEqual(130);
  });

  it('sells sticks by the pack of 20 and the block of 200, tagged by their collection', async () => {
    const rows = await db
      .select({ slug: collections.slug, tags: products.tags, packQuantity: productVariants.packQuantity })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(sql`${collections.slug} in ('sticks', 'ogo-sticks', 'ogo-sticks-single')`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([20, 200]).toContain(row.packQuantity);
      expect(row.tags).toContain(row.slug);
    }
    expect(rows.filter((row) => row.slug === 'ogo-sticks-single').every((row) => row.packQuantity === 200)).toBe(true);
    expect(rows.some((row) => row.slug === 'sticks' && row.packQuantity === 200)).toBe(true);
  });

  it('tags products for the iPost rule and the VELO-30 promo', async () => {
    const rows = await db
      .select({ slug: collections.slug, tags: products.tags })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId));
    expect(rows.some((row) => row.tags.includes('ipost_allow'))).toBe(true);
    expect(rows.some((row) => !row.tags.includes('ipost_allow'))).toBe(true);
    const discounted = rows.filter((row) => row.tags.includes(veloPromo.discountTag));
    expect(discounted.length).toBeGreaterThanOrEqual(veloPromo.minItems);
    expect(discounted.every((row) => row.slug === 'ogo-velo')).toBe(true);
  });

  it('has news, FAQ and every content page for both brands', async () => {
    for (const brand of brands) {
      const articles = await db.select().from(news).where(eq(news.brand, brand)).orderBy(asc(news.publishedAt));
      expect(articles).toHaveLength(4);
      for (const article of articles) expect(article.bodyHtml).toMatch(/^<(p|ol|ul|h3)>/);

      const faq = await db.select().from(faqItems).where(eq(faqItems.brand, brand));
      expect(faq.filter((item) => item.topic === 'general')).toHaveLength(6);
      expect(faq.some((item) => item.topic === 'invite-friend')).toBe(true);
      expect(faq.some((item) => item.topic === 'subscription')).toBe(true);

      const pages = await db.select().from(contentPages).where(eq(contentPages.brand, brand));
      expect(pages.map((page) => page.slug).sort()).toEqual([...contentPageSlugs].sort());
      for (const page of pages) expect(page.bodyHtml.split('</').length, page.slug).toBeGreaterThan(3);
    }
  });

  it('has the six popular cities in the spec order with Nova Poshta-shaped fields', async () => {
    const cities = await db.select().from(popularCities).orderBy(asc(popularCities.position));
    expect(cities.map((city) => city.meta.MainDescription)).toEqual(['Київ', 'Харків', 'Одеса', 'Дніпро', 'Запоріжжя', 'Львів']);
    const ref = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const city of cities) {
      expect(city.value).toMatch(ref);
      expect(city.deliveryCityId).toMatch(ref);
      expect(city.meta.DeliveryCity).toBe(city.deliveryCityId);
      expect(city.province).toContain(city.meta.Area);
      expect(city.label).toContain(city.meta.MainDescription);
    }
  });

  it('ships every product and news image, matching what the generator draws', async () => {
    const productRows = await db
      .select({ brand: products.brand, handle: products.handle, src: products.imageSrc })
      .from(products);
    for (const row of productRows) {
      const demo = demoProducts[row.brand].find((product) => product.handle === row.handle);
      if (!demo) throw new Error(`${row.handle} is not in the demo catalogue`);
      // Equal bytes mean the committed media folder was regenerated after the last change of the demo data.
      expect(await readFile(mediaFileOf(row.src), 'utf8'), row.src).toBe(renderProductImage(row.brand, demo));
    }
    for (const brand of brands) {
      const articles = await db.select({ src: news.imageSrc, title: news.title }).from(news).where(eq(news.brand, brand));
      for (const article of articles) {
        const demo = demoNews[brand].find((item) => item.title === article.title);
        if (!demo) throw new Error(`${article.title} is not in the demo news`);
        expect(await readFile(mediaFileOf(article.src), 'utf8'), article.src).toBe(renderNewsImage(brand, demo));
      }
    }
  });
});

describe('money columns', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  async function anyProductId(): Promise<number> {
    const [product] = await handle.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('The seeded database has no products');
    return product.id;
  }

  it.each([
    ['priceKop', { priceKop: -1 }, 'product_variants_price_kop_nonnegative'],
    ['bonuses', { priceKop: 0, bonuses: -5 }, 'product_variants_bonuses_nonnegative'],
  ])('rejects a negative %s', async (_column, values, constraint) => {
    const insert = handle.db.insert(productVariants).values({ productId: await anyProductId(), title: 'Негативна', ...values });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23514', constraint } });
  });

  it('accepts zero', async () => {
    const [row] = await handle.db
      .insert(productVariants)
      .values({ productId: await anyProductId(), title: 'Безкоштовна', priceKop: 0 })
      .returning();
    expect(row).toMatchObject({ priceKop: 0, bonuses: 0, packQuantity: 1, available: true });
  });
});
