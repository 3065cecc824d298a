import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersResponseSchema } from '@loyalty/contracts/points';
import { offers } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

let testApp: TestApp;
let person: TestAccount;
const dayMs = 86_400_000;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380671120001' });
});
afterAll(() => testApp.close());

function getOffers(account: TestAccount | null, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/offers${query}`, headers: account ? account.headers : apiHeaders });
}

describe('GET /api/offers', () => {
  it('needs a session and a brand', async () => {
    expect((await getOffers(null, '?product=glo')).statusCode).toBe(401);
    const missing = await getOffers(person, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([expect.objectContaining({ field: 'query.product' })]);
    expect((await getOffers(person, '?product=velo')).statusCode).toBe(400);
  });

  it('lists only offers valid now, of the brand, in their order', async () => {
    const now = Date.now();
    for (const brand of ['glo', 'ogo'] as const) {
      const rows = await testApp.database.db.select().from(offers).where(eq(offers.brand, brand));
      const expected = rows
        .filter((row) => row.validFrom.getTime() <= now && row.validTo.getTime() > now)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((row) => row.id);
      // The demo has an expired offer per brand, so the filter has something to leave out.
      expect(expected.length).toBeLessThan(rows.length);
      const response = await getOffers(person, `?product=${brand}`);
      expect(response.statusCode).toBe(200);
      const body = offersResponseSchema.parse(response.json());
      expect(body.offers.map((offer) => offer.id)).toEqual(expected);
      for (const offer of body.offers) {
        expect(Date.parse(offer.valid_from)).toBeLessThanOrEqual(now);
        expect(Date.parse(offer.valid_to)).toBeGreaterThan(now);
      }
    }
  });

  it('sanitises the body before it leaves the server', async () => {
    const [row] = await testApp.database.db
      .insert(offers)
      .values({
        brand: 'ogo',
        title: 'Перевірка',
        bodyHtml:
          '<p onclick="steal()">Текст</p><script>alert(1)</script><a href="javascript:alert(2)">лінк</a><img src=x onerror=alert(3)>',
        imageSrc: '/media/products/ogo-cap.svg',
        validFrom: new Date(Date.now() - dayMs),
        validTo: new Date(Date.now() + dayMs),
        position: -1,
      })
      .returning();
    const body = offersResponseSchema.parse((await getOffers(person, '?product=ogo')).json());
    const offer = body.offers[0];
    expect(offer?.id).toBe(row?.id);
    expect(offer?.body_html).toBe('<p>Текст</p><a>лінк</a>');
  });
});
