import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesResponseSchema } from '@loyalty/contracts/points';
import { stores } from '@loyalty/db/schema';
import { escapeLikePattern } from '@loyalty/db/text-search';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { mapUrlOf } from './service.ts';

let testApp: TestApp;
let person: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380671140001' });
});
afterAll(() => testApp.close());

async function search(query: Record<string, string>, account: TestAccount | null = person) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/stores?${new URLSearchParams(query).toString()}`,
    headers: account ? account.headers : apiHeaders,
  });
  return response;
}

async function names(query: Record<string, string>): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return storesResponseSchema.parse(response.json()).stores.map((store) => store.name);
}

describe('GET /api/stores', () => {
  it('needs a session, a brand and a kind', async () => {
    expect((await search({ product: 'glo', kind: 'sales_point' }, null)).statusCode).toBe(401);
    const missing = await search({});
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .error.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['query.kind', 'query.product']);
    const badKind = await search({ product: 'glo', kind: 'warehouse' });
    expect(badKind.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['query.kind']);
    const longQuery = await search({ product: 'glo', kind: 'sales_point', q: 'к'.repeat(101) });
    expect(longQuery.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['query.q']);
  });

  it('lists the sales points or brand stores of the brand with hours, coordinates and a map link', async () => {
    const response = await search({ product: 'glo', kind: 'brand_store' });
    const body = storesResponseSchema.parse(response.json());
    expect(body.stores.length).toBeGreaterThanOrEqual(2);
    for (const store of body.stores) {
      expect(store.name).toMatch(/^glo studio/);
      expect(store.map_url).toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${store.latitude.toFixed(6)},${store.longitude.toFixed(6)}`,
      );
      expect(store.hours).toMatch(/\d{2}:\d{2}/);
    }
    const salesPoints = await names({ product: 'ogo', kind: 'sales_point' });
    expect(salesPoints.length).toBeGreaterThanOrEqual(8);
    // Titles name the place; the page says whose sales points they are.
    expect(salesPoints).toContain('ТРЦ Gulliver');
    expect(salesPoints.filter((name) => /glo|ogo|Точка продажу/.test(name))).toEqual([]);
  });

  it('searches name, city and address ignoring case, and filters by city', async () => {
    expect(await names({ product: 'glo', kind: 'sales_point', q: 'gulliver' })).toEqual(['ТРЦ Gulliver']);
    // Cyrillic case-insensitivity: the city is stored as "Львів".
    const lviv = await names({ product: 'glo', kind: 'sales_point', q: 'ЛЬВІВ' });
    expect(lviv.length).toBe(2);
    const byAddress = await names({ product: 'glo', kind: 'sales_point', q: 'дерибасівська' });
    expect(byAddress).toEqual(['Дерибасівська']);
    const kyiv = await names({ product: 'glo', kind: 'sales_point', city: 'київ' });
    expect(kyiv).toHaveLength(3);
    expect(await names({ product: 'glo', kind: 'sales_point', city: 'Киї' })).toEqual([]);
    expect(await names({ product: 'glo', kind: 'sales_point', city: 'Київ', q: 'хрещатик' })).toEqual(['Хрещатик']);
    expect(await names({ product: 'glo', kind: 'sales_point', q: 'Ніде такого немає' })).toEqual([]);
    // An empty search is no filter.
    expect(await names({ product: 'glo', kind: 'sales_point', q: '  ' })).toHaveLength(
      (await names({ product: 'glo', kind: 'sales_point' })).length,
    );
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await names({ product: 'glo', kind: 'sales_point', q: '%' })).toEqual([]);
    expect(await names({ product: 'glo', kind: 'sales_point', q: '_' })).toEqual([]);
    expect(await names({ product: 'glo', kind: 'sales_point', city: '%' })).toEqual([]);
    expect(await names({ product: 'glo', kind: 'sales_point', q: '\\' })).toEqual([]);
    await testApp.database.db.insert(stores).values({
      brand: 'glo',
      kind: 'sales_point',
      name: 'Кіоск 100% тютюн_1',
      city: 'Полтава',
      address: 'вул. Соборності, 1',
      hours: 'Щодня 08:00–20:00',
      latitude: '49.589700',
      longitude: '34.551400',
    });
    expect(await names({ product: 'glo', kind: 'sales_point', q: '100%' })).toEqual(['Кіоск 100% тютюн_1']);
    expect(await names({ product: 'glo', kind: 'sales_point', q: 'н_1' })).toEqual(['Кіоск 100% тютюн_1']);
    expect(await names({ product: 'glo', kind: 'sales_point', q: '%' })).toEqual(['Кіоск 100% тютюн_1']);
    await testApp.database.db.delete(stores).where(and(eq(stores.brand, 'glo'), eq(stores.city, 'Полтава')));
  });

  it('escapes like patterns and builds map links from numbers', () => {
    expect(escapeLikePattern('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(mapUrlOf(50.4385, 30.5223)).toBe('https://www.google.com/maps/dir/?api=1&destination=50.438500,30.522300');
  });
});
