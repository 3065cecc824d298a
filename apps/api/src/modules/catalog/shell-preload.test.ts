// The product page's shell: it carries the product's answer and a preload of its first picture; any other
// page, an unknown product or a foreign path gets the plain shell. Text from the catalogue cannot end the data block.
import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductByIdResponseSchema } from '@loyalty/contracts/catalog';
import { products } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, createWebDistFixture, type TestApp, type WebDistFixture } from '../../test-app.ts';

const indexHtml = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
let webDist: WebDistFixture;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await createWebDistFixture({ 'index.html': indexHtml, 'assets/index-B4x9kQ2z.js': 'console.log("app")' });
  testApp = await buildTestApp({ seed: true, env: { WEB_DIST_DIR: webDist.dir, CATALOG_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

async function firstStick(): Promise<{ id: number }> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/shop/get-products-by-collection',
    headers: apiHeaders,
    payload: { collectionId: 'sticks', product: 'glo' },
  });
  const product = answer.json<{ products: { id: number }[] }>().products[0];
  if (!product) throw new Error('seeded sticks expected');
  return product;
}

function preloadedAnswers(html: string): Record<string, unknown> | null {
  const block = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(html);
  return block ? (JSON.parse(block[1] as string) as Record<string, unknown>) : null;
}

describe("a product page's shell", () => {
  it('carries the answer get-product-by-id gives and preloads the picture the page shows first', async () => {
    const { id } = await firstStick();
    const page = await testApp.app.inject({ method: 'GET', url: `/shop/sticks/${id}`, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(page.rawPayload).toString();
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-product-by-id',
      headers: apiHeaders,
      payload: { id, product: 'glo' },
    });
    const expected = getProductByIdResponseSchema.parse(api.json()).product;
    expect(preloadedAnswers(html)).toEqual({ [`product:glo:${id}`]: expected });
    const picture = expected.variants.find((variant) => variant.available)?.image ?? expected.image.src;
    expect(html).toContain(`<link rel="preload" as="image" href="${picture}"`);
    expect(html).toMatch(
      /imagesrcset="[^"]+-320\.webp 320w, [^"]+-640\.webp 640w" imagesizes="\(min-width: 640px\) 608px, 100vw"/,
    );
  });

  it('is the plain shell for other pages, unknown products and another brand’s path', async () => {
    const { id } = await firstStick();
    for (const url of ['/shop', '/shop/sticks/999999', `/shop/ogo-velo/${id}`, `/shop/nonsense/${id}`, '/']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(preloadedAnswers(page.body), url).toBeNull();
      expect(page.body, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('keeps catalogue text inside the data block', async () => {
    const { id } = await firstStick();
    const [before] = await testApp.database.db.select({ title: products.title }).from(products).where(eq(products.id, id));
    const hostile = '</script><script>alert(1)</script>';
    await testApp.database.db.update(products).set({ title: hostile }).where(eq(products.id, id));
    try {
      const page = await testApp.app.inject({ method: 'GET', url: `/shop/sticks/${id}` });
      expect(page.body).not.toContain('<script>alert(1)');
      const answers = preloadedAnswers(page.body) as Record<string, { title: string }>;
      expect(answers[`product:glo:${id}`]?.title).toBe(hostile);
    } finally {
      await testApp.database.db
        .update(products)
        .set({ title: before?.title ?? '' })
        .where(eq(products.id, id));
    }
  });
});
