import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersResponseSchema } from '@loyalty/contracts/points';
import { offers } from '@loyalty/db/schema';
import { metafieldsResponseSchema } from '@loyalty/contracts/user';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
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
    // The link to what an offer is about survives the sanitising: the card's action opens it, not the shop's front.
    const velo = offersResponseSchema.parse((await getOffers(person, '?product=ogo')).json()).offers[0];
    expect(velo?.body_html).toContain('<a href="/shop/ogo-velo">Обрати velo</a>');
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

describe('the hyper pro offer (offers:hyper-pro)', () => {
  const ops = (args: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ops/run',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { command: 'offers:hyper-pro', args },
    });
  const flagOf = async (account: TestAccount) => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/get-metafields',
      headers: account.headers,
      payload: { id: account.ids.glo, product: 'glo' },
    });
    return metafieldsResponseSchema.parse(answer.json()).metafields.find((field) => field.key === 'hyper-pro-699');
  };

  it('is given and withdrawn by the operator, read back through get-metafields, glo only', async () => {
    const customer = await createAccount(testApp, { phone: '+380671120011' });
    const given = await ops({ phone: '067 112 00 11' });
    expect(given.statusCode).toBe(200);
    expect(await flagOf(customer)).toEqual({ namespace: 'activities', key: 'hyper-pro-699', type: 'boolean', value: 'true' });
    expect((await ops({ phone: '+380671120011', off: true })).statusCode).toBe(200);
    expect((await flagOf(customer))?.value).toBe('false');

    await createAccount(testApp, { phone: '+380671120012', brands: ['ogo'] });
    expect((await ops({ phone: '+380671120012' })).statusCode).toBe(404);
    expect((await ops({ phone: '+380441234567' })).statusCode).toBe(400);
  });

  it('cannot be given by the customer to themselves', async () => {
    const customer = await createAccount(testApp, { phone: '+380671120013', brands: ['glo'] });
    const written = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/create-metafields',
      headers: customer.headers,
      payload: {
        namespace: 'activities',
        key: 'hyper-pro-699',
        type: 'boolean',
        value: 'true',
        shopifyId: customer.ids.glo,
        product: 'glo',
      },
    });
    expect(written.statusCode).toBe(403);
    expect(await flagOf(customer)).toBeUndefined();
  });
});
