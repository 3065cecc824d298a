// API tests of the FAQ lists and the news of each brand (get-faq, get-news, get-news-item).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFaqResponseSchema, getNewsItemResponseSchema, getNewsResponseSchema } from '@loyalty/contracts/content';
import { faqItems, news } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

let testApp: TestApp;
let person: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380675550611' });
});
afterAll(() => testApp.close());

function post(account: TestAccount | null, url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: account ? account.headers : apiHeaders,
    payload: payload as object,
  });
}

describe('POST /api/content/get-faq', () => {
  it('lists the entries of a brand and topic in their order', async () => {
    const rows = await testApp.database.db
      .select()
      .from(faqItems)
      .where(and(eq(faqItems.brand, 'ogo'), eq(faqItems.topic, 'general')));
    const response = await post(person, '/api/content/get-faq', { product: 'ogo', topic: 'general' });
    expect(response.statusCode).toBe(200);
    const { list } = getFaqResponseSchema.parse(response.json());
    expect(list.length).toBe(rows.length);
    expect(list.length).toBeGreaterThan(0);
    const byPosition = [...rows].sort((a, b) => a.position - b.position).map((row) => row.title);
    expect(list.map((item) => item.title)).toEqual(byPosition);
  });

  it('answers an empty list for a topic the brand has no entries for', async () => {
    await testApp.database.db.delete(faqItems).where(and(eq(faqItems.brand, 'glo'), eq(faqItems.topic, 'velo')));
    const response = await post(person, '/api/content/get-faq', { product: 'glo', topic: 'velo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ list: [] });
  });

  it('needs a session and a known topic and brand', async () => {
    expect((await post(null, '/api/content/get-faq', { product: 'glo', topic: 'general' })).statusCode).toBe(401);
    const badTopic = await post(person, '/api/content/get-faq', { product: 'glo', topic: 'admin' });
    expect(badTopic.statusCode).toBe(400);
    expect(badTopic.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['body.topic']);
    const badBrand = await post(person, '/api/content/get-faq', { product: 'velo', topic: 'general' });
    expect(badBrand.statusCode).toBe(400);
  });
});

describe('POST /api/content/get-news and get-news-item', () => {
  it('pages the news of a brand newest first', async () => {
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await testApp.database.db.insert(news).values(
      Array.from({ length: 12 }, (_, index) => ({
        brand: 'glo' as const,
        title: `Новина ${index}`,
        summary: 's',
        bodyHtml: '<p>b</p>',
        imageSrc: '/media/news/x.svg',
        publishedAt: new Date(base + index * 60_000),
      })),
    );
    const total = (await testApp.database.db.select().from(news).where(eq(news.brand, 'glo'))).length;
    const first = getNewsResponseSchema.parse(
      (await post(person, '/api/content/get-news', { product: 'glo', offset: 0 })).json(),
    );
    expect(first.list).toHaveLength(10);
    expect(first.has_more).toBe(true);
    const dates = first.list.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = getNewsResponseSchema.parse(
      (await post(person, '/api/content/get-news', { product: 'glo', offset: 10 })).json(),
    );
    expect(second.list).toHaveLength(total - 10);
    expect(second.has_more).toBe(false);
    const ids = new Set([...first.list, ...second.list].map((item) => item.id));
    expect(ids.size).toBe(total);
  });

  it('answers one item with sanitised body, and 404 for another brand', async () => {
    const [row] = await testApp.database.db
      .insert(news)
      .values({
        brand: 'ogo',
        title: 'T',
        summary: 'S',
        bodyHtml: '<p onclick="x()">ok</p><script>alert(1)</script>',
        imageSrc: '/media/news/x.svg',
      })
      .returning();
    const response = await post(person, '/api/content/get-news-item', { id: row!.id, product: 'ogo' });
    expect(response.statusCode).toBe(200);
    const item = getNewsItemResponseSchema.parse(response.json());
    expect(item.body_html).toBe('<p>ok</p>');
    const other = await post(person, '/api/content/get-news-item', { id: row!.id, product: 'glo' });
    expect(other.statusCode).toBe(404);
  });

  it('rejects bad input and anonymous callers', async () => {
    expect((await post(null, '/api/content/get-news', { product: 'glo', offset: 0 })).statusCode).toBe(401);
    expect((await post(null, '/api/content/get-news-item', { product: 'glo', id: 1 })).statusCode).toBe(401);
    const negative = await post(person, '/api/content/get-news', { product: 'glo', offset: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields[0].field).toBe('body.offset');
    const badId = await post(person, '/api/content/get-news-item', { product: 'glo', id: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields[0].field).toBe('body.id');
  });
});
