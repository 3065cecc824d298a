import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySlugs,
  getProductByIdResponseSchema,
  getProductsByCollectionResponseSchema,
  type CategorySlug,
  type Product,
} from '@loyalty/contracts/catalog';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Database } from '@loyalty/db/client';
import { collectionProducts, collections, products, productVariants } from '@loyalty/db/schema';
import { createTestDatabase } from '@loyalty/db/testing';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { kopiykyText } from './repository.ts';
import { formatKopiyky } from './service.ts';

/** A small catalogue with known ids, positions and prices, on an empty migrated database. */
async function insertCatalogue(db: Database) {
  const [sticks, popular, ogoVelo] = await db
    .insert(collections)
    .values([
      { brand: 'glo', slug: 'sticks', title: 'Стіки neo™', position: 0 },
      { brand: 'glo', slug: 'popular', title: 'Популярне', position: 1 },
      { brand: 'ogo', slug: 'ogo-velo', title: 'velo', position: 0 },
    ])
    .returning();
  if (!sticks || !popular || !ogoVelo) throw new Error('collections not inserted');

  const product = (brand: Brand, handle: string, collectionId: number, tags: string[] = []) => ({
    brand,
    handle,
    title: handle,
    description: `Опис ${handle}`,
    collectionId,
    tags,
    imageSrc: `/media/products/${handle}.svg`,
    imageWidth: 600,
    imageHeight: 600,
    imageAlt: handle,
  });
  const [tropical, fresh, bonusPack, velo] = await db
    .insert(products)
    .values([
      product('glo', 'neo-tropical', sticks.id, ['sticks']),
      product('glo', 'neo-fresh', sticks.id, ['sticks']),
      product('glo', 'neo-bonus-pack', sticks.id, ['sticks', 'bonus']),
      product('ogo', 'velo-freeze', ogoVelo.id, ['discount:fruit-madness']),
    ])
    .returning();
  if (!tropical || !fresh || !bonusPack || !velo) throw new Error('products not inserted');

  // Display order differs from insertion (id) order on purpose.
  await db.insert(collectionProducts).values([
    { collectionId: sticks.id, productId: fresh.id, position: 0 },
    { collectionId: sticks.id, productId: bonusPack.id, position: 1 },
    { collectionId: sticks.id, productId: tropical.id, position: 2 },
    { collectionId: popular.id, productId: tropical.id, position: 0 },
    { collectionId: ogoVelo.id, productId: velo.id, position: 0 },
  ]);
  await db.insert(productVariants).values([
    { productId: tropical.id, title: 'Блок', priceKop: 118_000, packQuantity: 200, position: 1 },
    { productId: tropical.id, title: 'Пачка', priceKop: 11_800, packQuantity: 20, position: 0 },
    { productId: fresh.id, title: 'Пачка', priceKop: 12_005, packQuantity: 20, available: false },
    { productId: bonusPack.id, title: 'За гроші', priceKop: 9_900, packQuantity: 20, position: 0 },
    { productId: bonusPack.id, title: 'За XP', priceKop: 0, bonuses: 350, packQuantity: 20, position: 1 },
    { productId: velo.id, title: 'Банка', priceKop: 5, position: 0 },
  ]);
  return { sticks, popular, ogoVelo, tropical, fresh, bonusPack, velo };
}

let testApp: TestApp;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  catalogue = await insertCatalogue(testApp.database.db);
});
afterAll(() => testApp.close());

async function listCollection(body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/shop/get-products-by-collection',
    headers: apiHeaders,
    payload: body,
  });
}

describe('POST /api/shop/get-products-by-collection', () => {
  it('lists the products of a collection in its display order, with variants in theirs', async () => {
    const response = await listCollection({ collectionId: 'sticks', product: 'glo' });
    expect(response.statusCode).toBe(200);
    const body = getProductsByCollectionResponseSchema.parse(response.json());
    expect(body.collection).toEqual({ id: catalogue.sticks.id, slug: 'sticks', title: 'Стіки neo™' });
    expect(body.products.map((product) => product.handle)).toEqual(['neo-fresh', 'neo-bonus-pack', 'neo-tropical']);
    const tropical = body.products[2];
    expect(tropical?.variants.map((variant) => [variant.title, variant.price, variant.quantity])).toEqual([
      ['Пачка', '118.00', 20],
      ['Блок', '1180.00', 200],
    ]);
    expect(body.products[0]?.variants).toEqual([
      { id: expect.any(Number), title: 'Пачка', price: '120.05', bonuses: 0, quantity: 20, available: false },
    ]);
    expect(tropical).toMatchObject({
      brand: 'glo',
      category: 'sticks',
      collectionId: catalogue.sticks.id,
      tags: ['sticks'],
      image: { src: '/media/products/neo-tropical.svg', width: 600, height: 600, alt: 'neo-tropical' },
    });
  });

  it('finds a collection by id as well as by slug', async () => {
    const byId = await listCollection({ collectionId: catalogue.sticks.id, product: 'glo' });
    const bySlug = await listCollection({ collectionId: 'sticks', product: 'glo' });
    expect(byId.json()).toEqual(bySlug.json());
  });

  it("reports a product's primary category when it is listed elsewhere", async () => {
    const body = (await listCollection({ collectionId: 'popular', product: 'glo' })).json();
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({ handle: 'neo-tropical', category: 'sticks', collectionId: catalogue.sticks.id });
  });

  it('with bonus: true lists only what can be bought for XP', async () => {
    const body = (await listCollection({ collectionId: 'sticks', product: 'glo', bonus: true })).json();
    expect(body.products.map((product: { handle: string }) => product.handle)).toEqual(['neo-bonus-pack']);
    expect(body.products[0].variants).toEqual([expect.objectContaining({ title: 'За XP', price: '0.00', bonuses: 350 })]);
  });

  it('formats kopiyky below one hryvnia', async () => {
    const body = (await listCollection({ collectionId: 'ogo-velo', product: 'ogo' })).json();
    expect(body.products[0].variants[0].price).toBe('0.05');
  });

  it('answers 404 not_found for an unknown collection', async () => {
    for (const collectionId of [999_999, 'devices']) {
      const response = await listCollection({ collectionId, product: 'glo' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('answers 404 for a collection of the other brand, by id or by slug', async () => {
    expect((await listCollection({ collectionId: catalogue.ogoVelo.id, product: 'glo' })).statusCode).toBe(404);
    expect((await listCollection({ collectionId: 'sticks', product: 'ogo' })).statusCode).toBe(404);
  });

  it('rejects a malformed request naming the fields', async () => {
    const response = await listCollection({ collectionId: 0, product: 'marlboro' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['body.collectionId', 'body.product']));
  });
});

describe('on the demo catalogue', () => {
  it("answers every category of each brand with that brand's products", async () => {
    const database = await createTestDatabase({ seed: true });
    const seeded = await buildTestApp({ database });
    try {
      const rows = await database.db.select({ brand: collections.brand, slug: collections.slug }).from(collections);
      expect(new Set(rows.map((row) => row.slug))).toEqual(new Set<CategorySlug>(categorySlugs));
      for (const { brand, slug } of rows) {
        const response = await seeded.app.inject({
          method: 'POST',
          url: '/api/shop/get-products-by-collection',
          headers: apiHeaders,
          payload: { collectionId: slug, product: brand },
        });
        expect(response.statusCode, `${brand}/${slug}`).toBe(200);
        const body = getProductsByCollectionResponseSchema.parse(response.json());
        expect(body.products.length, `${brand}/${slug}`).toBeGreaterThan(0);
        for (const product of body.products) expect(product.brand).toBe(brand);
      }
    } finally {
      await seeded.close();
      await database.close();
    }
  });
});

/**
 * What the answers must say, built here from the rows (drizzle, the schema's own mapping) and formatKopiyky, apart
 * from the SQL that writes them (repository.ts), so a column or rule missed there shows as a difference.
 */
async function catalogueRows(db: Database) {
  return {
    productRows: await db.select().from(products),
    collectionRows: await db.select().from(collections),
    variantRows: await db.select().from(productVariants).orderBy(asc(productVariants.position), asc(productVariants.id)),
  };
}

function expectedProducts(
  { productRows, collectionRows, variantRows }: Awaited<ReturnType<typeof catalogueRows>>,
  listedIds: number[],
  onlyWithBonuses: boolean,
): Product[] {
  const listed: Product[] = [];
  for (const id of listedIds) {
    const product = productRows.find((row) => row.id === id);
    if (!product) throw new Error(`no product ${id}`);
    const variants = variantRows.filter((row) => row.productId === id && (!onlyWithBonuses || row.bonuses > 0));
    if (variants.length === 0) continue;
    listed.push({
      id: product.id,
      handle: product.handle,
      title: product.title,
      description: product.description,
      brand: product.brand,
      category: collectionRows.find((row) => row.id === product.collectionId)?.slug as CategorySlug,
      collectionId: product.collectionId,
      tags: product.tags,
      image: { src: product.imageSrc, width: product.imageWidth, height: product.imageHeight, alt: product.imageAlt },
      variants: variants.map((variant) => ({
        id: variant.id,
        title: variant.title,
        price: formatKopiyky(variant.priceKop),
        bonuses: variant.bonuses,
        quantity: variant.packQuantity,
        available: variant.available,
        ...(variant.imageSrc ? { image: variant.imageSrc } : {}),
      })),
    });
  }
  return listed;
}

describe('answers written by the database', () => {
  it('say on the demo catalogue exactly what the rows do: every listing, bonus or not, and every product page', async () => {
    const database = await createTestDatabase({ seed: true });
    const seeded = await buildTestApp({ database });
    const call = async (url: string, payload: Record<string, unknown>) => {
      const response = await seeded.app.inject({ method: 'POST', url, headers: apiHeaders, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(200);
      return JSON.parse(response.body) as unknown;
    };
    try {
      const db = database.db;
      const rows = await catalogueRows(db);
      let variantImages = 0;
      for (const collection of rows.collectionRows) {
        const members = await db
          .select()
          .from(collectionProducts)
          .where(eq(collectionProducts.collectionId, collection.id))
          .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
        for (const bonus of [false, true]) {
          const answer = await call('/api/shop/get-products-by-collection', {
            collectionId: collection.slug,
            product: collection.brand,
            bonus,
          });
          // Parsing strips what the schema lacks: an answer equal to its parse has nothing extra.
          expect(getProductsByCollectionResponseSchema.parse(answer)).toEqual(answer);
          expect(answer).toEqual({
            collection: { id: collection.id, slug: collection.slug, title: collection.title },
            products: expectedProducts(
              rows,
              members.map((member) => member.productId),
              bonus,
            ),
          });
        }
      }
      for (const product of rows.productRows) {
        const answer = await call('/api/shop/get-product-by-id', { id: product.id, product: product.brand });
        expect(getProductByIdResponseSchema.parse(answer)).toEqual(answer);
        const [expected] = expectedProducts(rows, [product.id], false);
        expect(answer).toEqual({ product: expected });
        variantImages += expected?.variants.filter((variant) => variant.image).length ?? 0;
      }
      // The demo has variant pictures, so the optional field was compared both ways.
      expect(variantImages).toBeGreaterThan(0);
    } finally {
      await seeded.close();
      await database.close();
    }
  });

  it('write every price as formatKopiyky does', async () => {
    const kopiyky = fc.sample(fc.integer({ min: 0, max: 2_147_483_647 }), 200).concat([0, 1, 9, 10, 99, 100, 101, 14_900]);
    const rows = await queryRows<{ kop: number; text: string }>(
      testApp.database.db,
      sql`select kop, ${kopiykyText(sql`kop`)} as text from unnest(${`{${kopiyky.join(',')}}`}::integer[]) as kop`,
    );
    expect(rows.map((row) => row.text)).toEqual(kopiyky.map((kop) => formatKopiyky(kop)));
  });
});

describe('catalogue answer cache', () => {
  const read = (app: TestApp['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/shop/get-products-by-collection',
      headers: apiHeaders,
      payload: { collectionId: 'sticks', product: 'glo' },
    });

  it('reuses an answer within CATALOG_CACHE_SECONDS and reads the database every time with 0', async () => {
    for (const [seconds, expectFresh] of [
      ['30', false],
      ['0', true],
    ] as const) {
      const cached = await buildTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: seconds } });
      try {
        const before = (await read(cached.app)).json<{ products: { id: number; title: string }[] }>();
        const first = before.products[0];
        if (!first) throw new Error('seeded sticks expected');
        await cached.database.db.update(products).set({ title: 'Оновлена назва' }).where(eq(products.id, first.id));
        const after = (await read(cached.app)).json<{ products: { id: number; title: string }[] }>();
        expect(after.products[0]?.title).toBe(expectFresh ? 'Оновлена назва' : first.title);
      } finally {
        await cached.close();
      }
    }
  });

  it('sends a cached answer in the encoding asked, compressed once: the same JSON in br, gzip and identity', async () => {
    const cached = await buildTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '30' } });
    const readIn = (acceptEncoding?: string) =>
      cached.app.inject({
        method: 'POST',
        url: '/api/shop/get-products-by-collection',
        headers: { ...apiHeaders, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: { collectionId: 'sticks', product: 'glo' },
      });
    try {
      const plain = await readIn();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await readIn('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotli.headers['content-type']).toMatch(/^application\/json/);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const again = await readIn('br');
      expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
      const gzip = await readIn('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(getProductsByCollectionResponseSchema.parse(JSON.parse(plain.body)).products.length).toBeGreaterThan(0);
    } finally {
      await cached.close();
    }
  });
});

describe('formatKopiyky', () => {
  it('writes hryvnias with two decimals', () => {
    expect(formatKopiyky(0)).toBe('0.00');
    expect(formatKopiyky(7)).toBe('0.07');
    expect(formatKopiyky(14_900)).toBe('149.00');
    expect(formatKopiyky(123_456)).toBe('1234.56');
  });

  it('is exact for every amount: reading the string back gives the same kopiyky', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (kop) => {
        const text = formatKopiyky(kop);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        const [hryvnias = '', rest = ''] = text.split('.');
        expect(BigInt(hryvnias) * 100n + BigInt(rest)).toBe(BigInt(kop));
      }),
    );
  });

  it('refuses what is not an amount', () => {
    expect(() => formatKopiyky(-1)).toThrow(RangeError);
    expect(() => formatKopiyky(1.5)).toThrow(RangeError);
  });
});
