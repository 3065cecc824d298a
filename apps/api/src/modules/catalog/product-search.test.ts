// POST /api/shop/search-products: the brand's products by name, names starting with the text first, never another
// brand's; bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProductsResponseSchema } from '@loyalty/contracts/catalog';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { searchableText } from './service.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp?.close();
});

const search = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/shop/search-products', headers: apiHeaders, payload });

describe('POST /api/shop/search-products', () => {
  it('finds the brand’s products whose name contains the text, whatever its case, with their variants', async () => {
    const response = await search({ product: 'glo', query: 'ТРОПІКАЛ' });
    expect(response.statusCode).toBe(200);
    const { products } = searchProductsResponseSchema.parse(response.json());
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.brand).toBe('glo');
      expect(searchableText(product.title)).toContain('тропікал');
      expect(product.variants.length).toBeGreaterThan(0);
    }
  });

  it('puts names that start with the text before names that only contain it', async () => {
    const { products } = searchProductsResponseSchema.parse((await search({ product: 'ogo', query: 'velo' })).json());
    expect(products.length).toBeGreaterThan(1);
    const starts = products.map((product) => searchableText(product.title).startsWith('velo'));
    // Once a name does not start with it, none after does.
    expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true)).toBe(true);
  });

  it('puts a model’s devices before the accessories made for it (the demo catalogue’s "hyper")', async () => {
    const { products } = searchProductsResponseSchema.parse((await search({ product: 'glo', query: 'hyper' })).json());
    const forMoney = products.filter((product) => product.variants.every((variant) => variant.bonuses === 0));
    const categories = forMoney.map((product) => product.category);
    expect(categories).toContain('devices');
    expect(categories).toContain('accessories');
    // Every device first, then every accessory: no side panel or case ahead of a device.
    expect(categories.lastIndexOf('devices')).toBeLessThan(categories.indexOf('accessories'));
    expect(forMoney[0]?.title).toMatch(/^Пристрій glo™ hyper/);
  });

  it('never answers another brand’s products', async () => {
    const glo = searchProductsResponseSchema.parse((await search({ product: 'glo', query: 'Стіки' })).json()).products;
    const ogo = searchProductsResponseSchema.parse((await search({ product: 'ogo', query: 'Стіки' })).json()).products;
    expect(glo.length).toBeGreaterThan(0);
    expect(glo.every((product) => product.brand === 'glo')).toBe(true);
    expect(ogo.every((product) => product.brand === 'ogo')).toBe(true);
    const gloIds = new Set(glo.map((product) => product.id));
    expect(ogo.filter((product) => gloIds.has(product.id))).toEqual([]);
  });

  it('answers an empty list when nothing matches, and takes % and _ literally', async () => {
    for (const query of ['жодного такого товару', '%%', '__']) {
      const response = await search({ product: 'glo', query });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ products: [] });
    }
  });

  it('refuses a text too short or too long, or no brand, with a 400 naming the field', async () => {
    for (const payload of [{ product: 'glo', query: 'a' }, { product: 'glo', query: 'x'.repeat(61) }, { query: 'velo' }]) {
      const response = await search(payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch('query' in payload && !('product' in payload) ? /product/ : /query/);
    }
  });
});
