// GET /api/admin/products on the demo catalogue: who may read it, the brand filter, the name search, a category (the
// other brand's or an unknown one refused naming the field), the ids a campaign names, pages that add up to the
// brand's catalogue, and each product's category and variants as the tables hold them.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogueProduct, AdminProductList, StaffRole } from '@loyalty/contracts/admin';
import { collections, products, productVariants } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { opsActor } from '../audit/service.ts';
import { createStaff } from '../admin/staff.ts';

let testApp: TestApp;
const tokens: Partial<Record<StaffRole, string>> = {};

async function staffToken(role: StaffRole): Promise<string> {
  const email = `${role}@products.example`;
  const { password } = await createStaff(testApp.database.db, { email, role }, opsActor('test'));
  const first = await testApp.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  const token = first.json().token as string;
  await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: password, new_password: 'products staff password' },
  });
  return token;
}

function list(query: string, role: StaffRole = 'marketing') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/admin/products${query}`,
    headers: { authorization: `Bearer ${tokens[role] ?? ''}` },
  });
}

async function listed(query: string, role: StaffRole = 'marketing'): Promise<AdminProductList> {
  const answer = await list(query, role);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const productsOf = (brand: 'glo' | 'ogo') =>
  testApp.database.db
    .select({ id: products.id, title: products.title, collectionId: products.collectionId })
    .from(products)
    .where(eq(products.brand, brand))
    .orderBy(asc(products.id));

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  for (const role of ['marketing', 'support', 'admin', 'moderator'] as const) tokens[role] = await staffToken(role);
  // The seed and four staff sign-ins (each password hashed twice) on a shared machine.
}, 180_000);
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/products', () => {
  it('is read by marketing, support and admin; a moderator gets 403 and no session 401', async () => {
    for (const role of ['marketing', 'support', 'admin'] as const) expect((await list('?brand=glo', role)).statusCode).toBe(200);
    expect((await list('?brand=glo', 'moderator')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);
  });

  it("lists one brand's products with their category and every variant as the tables hold them", async () => {
    const expected = await productsOf('ogo');
    expect(expected.length).toBeGreaterThan(2);
    const answer = await listed('?brand=ogo&limit=200');
    expect(answer.products.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(answer.next_cursor).toBeNull();
    expect(answer.categories.length).toBeGreaterThan(0);
    expect(answer.categories.every((category) => category.brand === 'ogo')).toBe(true);
    const first = answer.products[0] as AdminCatalogueProduct;
    const [category] = await testApp.database.db.select().from(collections).where(eq(collections.id, expected[0]!.collectionId));
    expect(first.category).toEqual({ id: category!.id, brand: 'ogo', slug: category!.slug, name: category!.title });
    const variants = await testApp.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, first.id))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    expect(first.variants).toEqual(
      variants.map((variant) => ({
        id: variant.id,
        name: variant.title,
        kind: variant.bonuses > 0 ? 'xp' : 'money',
        price_kop: variant.priceKop,
        xp_price: variant.bonuses,
        active: variant.available,
      })),
    );
    expect(first.active).toBe(variants.some((variant) => variant.available));
  });

  it('says a variant taken off sale is inactive, and a product with none on sale too', async () => {
    const [product] = await productsOf('glo');
    await testApp.database.db.update(productVariants).set({ available: false }).where(eq(productVariants.productId, product!.id));
    try {
      const answer = await listed(`?ids=${product!.id}`);
      expect(answer.products).toHaveLength(1);
      expect(answer.products[0]?.active).toBe(false);
      expect(answer.products[0]?.variants.every((variant) => !variant.active)).toBe(true);
    } finally {
      await testApp.database.db.update(productVariants).set({ available: true }).where(eq(productVariants.productId, product!.id));
    }
  });

  it('finds products by part of the name in any case, within the brand', async () => {
    const glo = await productsOf('glo');
    const target = glo.find((product) => product.title.length >= 6)!;
    const part = target.title.slice(1, 5).toUpperCase();
    const answer = await listed(`?brand=glo&limit=200&q=${encodeURIComponent(part)}`);
    const expected = glo.filter((product) => product.title.toLowerCase().includes(part.toLowerCase())).map((p) => p.id);
    expect(answer.products.map((product) => product.id)).toEqual(expected);
    expect(expected).toContain(target.id);
    expect((await listed('?brand=glo&q=zzzqqq')).products).toEqual([]);
  });

  it("filters by the brand's category; another brand's or an unknown category is a 400 naming it", async () => {
    const glo = await productsOf('glo');
    const categoryId = glo[0]!.collectionId;
    const answer = await listed(`?brand=glo&limit=200&category=${categoryId}`);
    expect(answer.products.map((product) => product.id)).toEqual(
      glo.filter((product) => product.collectionId === categoryId).map((product) => product.id),
    );
    for (const query of [`?brand=ogo&category=${categoryId}`, '?brand=glo&category=999999', '?category=999999']) {
      const refused = await list(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.fields).toEqual([expect.objectContaining({ field: 'query.category' })]);
    }
    const bad = await list('?brand=glo&ids=3,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'query.ids' })]);
  });

  it('answers the products a campaign names, by product id or by any of their variants', async () => {
    const [first, , third] = await productsOf('glo');
    const [variant] = await testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, third!.id));
    const answer = await listed(`?ids=${first!.id}&variant_ids=${variant!.id}`);
    expect(answer.products.map((product) => product.id)).toEqual([first!.id, third!.id]);
  });

  it("walks the brand's catalogue in pages that add up to it, each id once", async () => {
    const expected = (await productsOf('glo')).map((product) => product.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: AdminProductList = await listed(`?brand=glo&limit=3${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(page.products.length).toBeLessThanOrEqual(3);
      seen.push(...page.products.map((product) => product.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(expected);
  });
});
