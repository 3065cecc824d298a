import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductByIdResponseSchema, getProductsByIdResponseSchema } from '@loyalty/contracts/catalog';
import { products, productVariants } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';

let testApp: TestApp;
let gloVariant: { id: number; productId: number; priceKop: number };
let ogoVariant: { id: number; productId: number };

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  const db = testApp.database.db;
  const [glo] = await db
    .select({ id: productVariants.id, productId: productVariants.productId, priceKop: productVariants.priceKop })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.brand, 'glo'))
    .limit(1);
  const [ogo] = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.brand, 'ogo'))
    .limit(1);
  if (!glo || !ogo) throw new Error('seeded variants expected');
  gloVariant = glo;
  ogoVariant = ogo;
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url, headers: apiHeaders, payload });

describe('POST /api/shop/get-product-by-id', () => {
  it('answers the product with its variants', async () => {
    const response = await post('/api/shop/get-product-by-id', { id: gloVariant.productId, product: 'glo' });
    expect(response.statusCode).toBe(200);
    const { product } = getProductByIdResponseSchema.parse(response.json());
    expect(product.id).toBe(gloVariant.productId);
    expect(product.brand).toBe('glo');
    expect(product.variants.map((variant) => variant.id)).toContain(gloVariant.id);
  });

  it("answers each variant's own picture, the first variant's being the product's (issue 14)", async () => {
    const [device] = await testApp.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, 'glo-hyper-pro'));
    const response = await post('/api/shop/get-product-by-id', { id: device?.id, product: 'glo' });
    const { product } = getProductByIdResponseSchema.parse(response.json());
    expect(product.variants.map((variant) => variant.image)).toEqual([
      product.image.src,
      '/media/products/glo-hyper-pro-v2-640.webp',
      '/media/products/glo-hyper-pro-v3-640.webp',
    ]);
  });

  it("gives 404 for another brand's product and an unknown id, 400 naming a bad id", async () => {
    expect((await post('/api/shop/get-product-by-id', { id: ogoVariant.productId, product: 'glo' })).statusCode).toBe(404);
    expect((await post('/api/shop/get-product-by-id', { id: 999_999, product: 'glo' })).statusCode).toBe(404);
    const bad = await post('/api/shop/get-product-by-id', { id: 'one', product: 'glo' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('body.id');
  });
});

describe('POST /api/shop/get-products-by-id', () => {
  it("answers today's price and bonuses, and leaves out what is not sold any more", async () => {
    await testApp.database.db.update(productVariants).set({ priceKop: 12_345 }).where(eq(productVariants.id, gloVariant.id));
    const response = await post('/api/shop/get-products-by-id', {
      product: 'glo',
      prods: {
        [gloVariant.id]: { id: gloVariant.productId, bonuses: 0 },
        // Another brand's variant, an unknown one, and one claimed under the wrong product: all dropped.
        [ogoVariant.id]: { id: ogoVariant.productId },
        '999999': { id: 1 },
      },
    });
    expect(response.statusCode).toBe(200);
    const { variants } = getProductsByIdResponseSchema.parse(response.json());
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatchObject({ variant_id: gloVariant.id, id: gloVariant.productId, price: '123.45' });

    const wrongProduct = await post('/api/shop/get-products-by-id', {
      product: 'glo',
      prods: { [gloVariant.id]: { id: gloVariant.productId + 1 } },
    });
    expect(getProductsByIdResponseSchema.parse(wrongProduct.json()).variants).toEqual([]);
  });

  it('drops unavailable variants', async () => {
    await testApp.database.db.update(productVariants).set({ available: false }).where(eq(productVariants.id, gloVariant.id));
    const response = await post('/api/shop/get-products-by-id', {
      product: 'glo',
      prods: { [gloVariant.id]: { id: gloVariant.productId } },
    });
    expect(getProductsByIdResponseSchema.parse(response.json()).variants).toEqual([]);
    await testApp.database.db.update(productVariants).set({ available: true }).where(eq(productVariants.id, gloVariant.id));
  });

  it('refuses malformed keys and more than 100 variants, naming the field', async () => {
    const badKey = await post('/api/shop/get-products-by-id', { product: 'glo', prods: { abc: { id: 1 } } });
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json())).toContain('body.prods');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [String(index + 1), { id: 1 }]));
    expect((await post('/api/shop/get-products-by-id', { product: 'glo', prods: many })).statusCode).toBe(400);
  });
});
