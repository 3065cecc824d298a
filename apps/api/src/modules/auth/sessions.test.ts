import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@loyalty/contracts/auth';
import { authEvents, customers, sessions } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { hashSessionToken, sessionContextOf } from '../../plugins/session.ts';
import { openMultipassToken } from './multipass.ts';
import { verifyOgoAuthApiToken } from './ogo-token.ts';
import { addressOf, createPerson, post, signIn } from './testing.ts';

const multipassSecret = 'multipass-secret-of-the-glo-shop';
const phones = Array.from({ length: 12 }, (_, index) => `+3807300000${String(index).padStart(2, '0')}`);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: {
      TEST_LOGIN_PHONES: phones.join(','),
      GLO_SITE_URL: 'https://shop.glo.example/',
      OGO_SITE_URL: 'https://velo.ogo.example',
      MULTIPASS_SECRET_GLO: multipassSecret,
    },
  });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session through test-login (no SMS cooldown, so one person can hold several). */
async function login(phone: string, product: 'glo' | 'ogo' = 'glo'): Promise<SessionResponse & { cookie: string }> {
  const response = await post(testApp.app, '/api/auth/test-login', { phone, product }, {}, addressOf(phone));
  expect(response.statusCode).toBe(200);
  return { ...response.json<SessionResponse>(), cookie: String(response.headers['set-cookie']) };
}

function checkToken(headers: Record<string, string>, body: object = {}) {
  return post(testApp.app, '/api/auth/check-token', body, headers);
}

describe('session cookie and token', () => {
  it('sets an HttpOnly, SameSite=Lax cookie on / for the absolute lifetime, Secure only over https', async () => {
    const phone = phones[0]!;
    await createPerson(db(), { phone });
    const { cookie, token } = await login(phone);
    expect(cookie).toBe(`session=${token}; Max-Age=${180 * 86_400}; Path=/; HttpOnly; SameSite=Lax`);

    const https = await buildTestApp({
      database: testApp.database,
      env: { PUBLIC_URL: 'https://app.example.ua', TEST_LOGIN_PHONES: phone },
    });
    try {
      const response = await post(https.app, '/api/auth/test-login', { phone }, {}, '10.210.0.2');
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('accepts the token as a bearer header and as the cookie, on GET and POST', async () => {
    const phone = phones[1]!;
    const people = await createPerson(db(), { phone });
    const { token } = await login(phone);
    const byBearer = await checkToken(bearer(token));
    expect(byBearer.json()).toEqual({ code: 200, token, shopIds: { glo: people.glo?.id, ogo: people.ogo?.id } });
    const byCookie = await checkToken({ cookie: `session=${token}` });
    expect(byCookie.json().token).toBe(token);
    const get = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-ogo-token',
      headers: { ...apiHeaders, cookie: `session=${token}` },
    });
    expect(get.statusCode).toBe(200);
  });

  it('treats unknown, malformed and absent tokens as no session', async () => {
    const variants: Record<string, string>[] = [{}, bearer('x'.repeat(43)), bearer('short'), { cookie: 'session=nonsense' }];
    for (const headers of variants) {
      expect((await checkToken(headers)).json()).toEqual({ code: 200 });
    }
    const get = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-ogo-token',
      headers: { ...apiHeaders, ...bearer('x'.repeat(43)) },
    });
    expect(get.statusCode).toBe(401);
    expect(get.json().error.code).toBe('unauthorized');
  });

  it('expires a session idle for 30 days and one older than 180 days however active', async () => {
    const phone = phones[2]!;
    await createPerson(db(), { phone });
    const idle = await login(phone);
    const old = await login(phone);
    const day = 86_400_000;
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 30 * day - 1000) })
      .where(eq(sessions.tokenHash, await hashOf(idle.token)));
    await db()
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, await hashOf(old.token)));
    expect((await checkToken(bearer(idle.token))).json()).toEqual({ code: 200 });
    expect((await checkToken(bearer(old.token))).json()).toEqual({ code: 200 });

    // Just inside the idle window it lives, and use pushes the window on.
    const active = await login(phone);
    const twentyNine = new Date(Date.now() - 29 * day);
    await db()
      .update(sessions)
      .set({ lastSeenAt: twentyNine })
      .where(eq(sessions.tokenHash, await hashOf(active.token)));
    expect((await checkToken(bearer(active.token))).json().token).toBe(active.token);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await hashOf(active.token)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refreshes the seen time at most once a minute', async () => {
    const phone = phones[3]!;
    await createPerson(db(), { phone });
    const { token } = await login(phone);
    const recent = new Date(Date.now() - 30_000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.tokenHash, await hashOf(token)));
    await checkToken(bearer(token));
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await hashOf(token)));
    expect(row!.lastSeenAt.getTime()).toBe(recent.getTime());
  });
});

async function hashOf(token: string): Promise<string> {
  return hashSessionToken(token);
}

describe('POST /api/auth/logout and token-clear', () => {
  it('revokes the session, clears the cookie and records logout; the token is dead afterwards', async () => {
    const phone = phones[4]!;
    await createPerson(db(), { phone });
    const { token } = await login(phone);
    const response = await post(testApp.app, '/api/auth/logout', { token }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^session=; Max-Age=0;.*Expires=Thu, 01 Jan 1970/);
    expect((await checkToken(bearer(token))).json()).toEqual({ code: 200 });
    expect((await post(testApp.app, '/api/auth/token-clear', {}, bearer(token))).statusCode).toBe(401);
    const events = await db().select().from(authEvents).where(eq(authEvents.phone, phone));
    expect(events.map((event) => event.event)).toEqual(['test_login', 'logout']);
  });

  it("refuses to log out with another person's token, and leaves both sessions alive", async () => {
    const mine = phones[5]!;
    const theirs = phones[6]!;
    await createPerson(db(), { phone: mine });
    await createPerson(db(), { phone: theirs });
    const me = await login(mine);
    const them = await login(theirs);
    const response = await post(testApp.app, '/api/auth/logout', { token: them.token }, bearer(me.token));
    expect(response.statusCode).toBe(403);
    expect((await checkToken(bearer(me.token))).json().token).toBe(me.token);
    expect((await checkToken(bearer(them.token))).json().token).toBe(them.token);
  });

  it('without a session: clears the cookie, and revokes the session of a token the client still holds', async () => {
    const phone = phones[7]!;
    await createPerson(db(), { phone });
    const { token } = await login(phone);
    expect((await post(testApp.app, '/api/auth/logout', {})).json()).toEqual({ success: true });
    expect((await checkToken(bearer(token))).json().token).toBe(token);
    expect((await post(testApp.app, '/api/auth/logout', { token })).statusCode).toBe(200);
    expect((await checkToken(bearer(token))).json()).toEqual({ code: 200 });
    expect((await post(testApp.app, '/api/auth/logout', { token: 5 })).statusCode).toBe(400);
  });

  it("token-clear revokes all of the person's sessions and nobody else's", async () => {
    const phone = phones[8]!;
    const other = phones[9]!;
    await createPerson(db(), { phone });
    await createPerson(db(), { phone: other });
    const first = await login(phone);
    const second = await login(phone, 'ogo');
    const bystander = await login(other);
    const response = await post(testApp.app, '/api/auth/token-clear', {}, bearer(first.token));
    expect(response.json()).toEqual({ revoked: 2 });
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;/);
    expect((await checkToken(bearer(first.token))).json()).toEqual({ code: 200 });
    expect((await checkToken(bearer(second.token))).json()).toEqual({ code: 200 });
    expect((await checkToken(bearer(bystander.token))).json().token).toBe(bystander.token);
    expect((await post(testApp.app, '/api/auth/token-clear', {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/check-token', () => {
  it("answers 403 for another person's ids and accepts its own or none", async () => {
    const phone = phones[10]!;
    const people = await createPerson(db(), { phone });
    const stranger = await createPerson(db(), { phone: '+380999999001' });
    const { token } = await login(phone);
    expect((await checkToken(bearer(token), { gloShopId: people.glo?.id, ogoShopId: people.ogo?.id })).statusCode).toBe(200);
    expect((await checkToken(bearer(token), { gloShopId: null, ogoShopId: null })).statusCode).toBe(200);
    const swapped = await checkToken(bearer(token), { gloShopId: people.ogo?.id });
    expect(swapped.statusCode).toBe(403);
    const foreign = await checkToken(bearer(token), { ogoShopId: stranger.ogo?.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');
    expect((await checkToken(bearer(token), { gloShopId: 'one' })).statusCode).toBe(400);
    // Without a session there is nothing to leak: no token, whatever ids are sent.
    expect((await checkToken({}, { gloShopId: stranger.glo?.id })).json()).toEqual({ code: 200 });
  });
});

describe('POST /api/auth/create-customer', () => {
  const body = (phone: string, overrides: Record<string, unknown> = {}) => ({
    first_name: 'Тарас',
    last_name: 'Шевчук',
    email: 'taras@example.com',
    phone,
    note: '',
    tags: ['newsletter'],
    variant: 'ogo',
    ...overrides,
  });

  it("adds the missing brand's record, which the live session then carries", async () => {
    const phone = '+380730001001';
    const allowed = await buildTestApp({ database: testApp.database, env: { TEST_LOGIN_PHONES: phone } });
    try {
      const people = await createPerson(db(), { phone, brands: ['glo'] });
      const session = (await post(allowed.app, '/api/auth/test-login', { phone }, {}, '10.211.0.1')).json<SessionResponse>();
      expect(session.shopIds.ogo).toBeNull();

      const other = await post(allowed.app, '/api/auth/create-customer', body('+380730001002'), bearer(session.token));
      expect(other.statusCode).toBe(403);
      const serverTag = await post(
        allowed.app,
        '/api/auth/create-customer',
        body(phone, { tags: ['age_verified'] }),
        bearer(session.token),
      );
      expect(serverTag.statusCode).toBe(403);
      const existing = await post(
        allowed.app,
        '/api/auth/create-customer',
        body(phone, { variant: 'glo' }),
        bearer(session.token),
      );
      expect(existing.statusCode).toBe(409);
      expect(existing.json().error.message).toBe('You already have a glo customer record.');

      const created = await post(allowed.app, '/api/auth/create-customer', body(phone), bearer(session.token));
      expect(created.statusCode).toBe(200);
      const ogoId = created.json().customer.shopify_id;
      expect(created.json()).toMatchObject({
        shopIds: { glo: people.glo?.id, ogo: ogoId },
        customer: { tags: ['newsletter'], phone },
      });
      const [row] = await db().select().from(customers).where(eq(customers.id, ogoId));
      expect(row).toMatchObject({ brand: 'ogo', birthDate: '1990-04-21', email: 'taras@example.com' });
      expect((await checkToken(bearer(session.token))).json().shopIds).toEqual({ glo: people.glo?.id, ogo: ogoId });

      const twice = await post(allowed.app, '/api/auth/create-customer', body(phone), bearer(session.token));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe('You already have an ogo customer record.');
    } finally {
      await allowed.close();
    }
  });

  it('needs a session and a complete body', async () => {
    expect((await post(testApp.app, '/api/auth/create-customer', body('+380730001003'))).statusCode).toBe(401);
    const phone = phones[11]!;
    await createPerson(db(), { phone });
    const { token } = await login(phone);
    const missing = await post(testApp.app, '/api/auth/create-customer', body(phone, { variant: undefined }), bearer(token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([expect.objectContaining({ field: 'body.variant' })]);
  });
});

describe('POST /api/auth/send-bot-stat', () => {
  it("records the session's own statistic and refuses anyone else's ids", async () => {
    const phone = '+380730002001';
    const people = await createPerson(db(), { phone });
    const stranger = await createPerson(db(), { phone: '+380730002002' });
    const { auth } = await signIn(testApp.app, phone);
    const ok = await post(testApp.app, '/api/auth/send-bot-stat', { phone, shopifyId: people.ogo?.id }, auth);
    expect(ok.json()).toEqual({ recorded: true });
    const events = await db().select().from(authEvents).where(eq(authEvents.event, 'bot_stat'));
    expect(events).toEqual([expect.objectContaining({ phone, customerId: people.ogo?.id })]);

    expect((await post(testApp.app, '/api/auth/send-bot-stat', { phone, shopifyId: stranger.glo?.id }, auth)).statusCode).toBe(
      403,
    );
    expect(
      (await post(testApp.app, '/api/auth/send-bot-stat', { phone: '+380730002002', shopifyId: people.glo?.id }, auth))
        .statusCode,
    ).toBe(403);
    expect((await post(testApp.app, '/api/auth/send-bot-stat', { phone, shopifyId: people.glo?.id })).statusCode).toBe(401);
    expect((await post(testApp.app, '/api/auth/send-bot-stat', { phone, shopifyId: '1' }, auth)).statusCode).toBe(400);
    expect(await db().select().from(authEvents).where(eq(authEvents.event, 'bot_stat'))).toHaveLength(1);
  });
});

describe('GET /api/auth/get-ogo-token', () => {
  it('signs a token of the session and its ogo customer that verifies for that session only', async () => {
    const phone = '+380730003001';
    await createPerson(db(), { phone });
    const signed = await signIn(testApp.app, phone);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-ogo-token',
      headers: { ...apiHeaders, ...signed.auth },
    });
    expect(response.statusCode).toBe(200);
    const { token, expired_at } = response.json();
    expect(new Date(expired_at).getTime() - Date.now()).toBeGreaterThan(3590_000);

    const [row] = await db().select().from(sessions).where(eq(sessions.phone, phone));
    const session = sessionContextOf(row!);
    expect(verifyOgoAuthApiToken(testApp.app.appSecret, token, session)).toBe(true);
    expect(verifyOgoAuthApiToken(testApp.app.appSecret, token, { ...session, id: crypto.randomUUID() })).toBe(false);
    expect(
      verifyOgoAuthApiToken(testApp.app.appSecret, token, { ...session, customerIds: { ...session.customerIds, ogo: 1 } }),
    ).toBe(false);
    expect(verifyOgoAuthApiToken('another-secret-another-secret-xx', token, session)).toBe(false);
    expect(verifyOgoAuthApiToken(testApp.app.appSecret, token, session, new Date(Date.now() + 3601_000))).toBe(false);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cid: 1 })).toString(
      'base64url',
    );
    expect(verifyOgoAuthApiToken(testApp.app.appSecret, `${forged}.${signature}`, session)).toBe(false);
  });

  it('answers 404 for a person without an ogo record', async () => {
    const phone = '+380730003002';
    await createPerson(db(), { phone, brands: ['glo'] });
    const signed = await signIn(testApp.app, phone);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-ogo-token',
      headers: { ...apiHeaders, ...signed.auth },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('multipass links', () => {
  const phone = '+380730004001';
  let signed: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    await createPerson(db(), { phone, firstName: 'Ольга', lastName: 'Бондар', email: 'olga@example.com' });
    signed = await signIn(testApp.app, phone);
  });
  const identity = { email: 'olga@example.com', first_name: 'Ольга', last_name: 'Бондар' };

  it('mlogin-glo answers a Multipass URL whose token decrypts to the customer and the return URL', async () => {
    const before = Date.now();
    const response = await post(
      testApp.app,
      '/api/auth/mlogin-glo',
      { ...identity, return_to: '/collections/sticks?x=1' },
      signed.auth,
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().url;
    const prefix = 'https://shop.glo.example/account/login/multipass/';
    expect(url.startsWith(prefix)).toBe(true);
    const token = url.slice(prefix.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]+=*$/);
    const customer = openMultipassToken(multipassSecret, token);
    expect(customer).toMatchObject({ ...identity, return_to: 'https://shop.glo.example/collections/sticks?x=1' });
    expect(Date.parse(String(customer?.created_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(openMultipassToken('some-other-secret-of-the-shop', token)).toBeUndefined();
  });

  it('defaults return_to to the site root and refuses other origins', async () => {
    const plain = await post(testApp.app, '/api/auth/mlogin-glo', identity, signed.auth);
    expect(openMultipassToken(multipassSecret, plain.json().url.split('/').pop())?.return_to).toBe('https://shop.glo.example/');
    for (const returnTo of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://shop.glo.example/']) {
      const response = await post(testApp.app, '/api/auth/mlogin-glo', { ...identity, return_to: returnTo }, signed.auth);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([expect.objectContaining({ field: 'body.return_to' })]);
    }
  });

  it('refuses names or an email that are not the customer record', async () => {
    const response = await post(testApp.app, '/api/auth/mlogin-glo', { ...identity, email: 'someone@else.example' }, signed.auth);
    expect(response.statusCode).toBe(403);
    expect((await post(testApp.app, '/api/auth/mlogin-glo', { ...identity, first_name: 'Інна' }, signed.auth)).statusCode).toBe(
      403,
    );
    expect((await post(testApp.app, '/api/auth/mlogin-glo', identity)).statusCode).toBe(401);
    expect((await post(testApp.app, '/api/auth/mlogin-glo', { email: 'olga@example.com' }, signed.auth)).statusCode).toBe(400);
  });

  it('/api/mlogin gives the plain return URL where the brand has no secret, and checks ogoAuthApiToken', async () => {
    const response = await post(
      testApp.app,
      '/api/mlogin',
      { ...identity, product: 'ogo', return_to: '/velo?discount=1' },
      signed.auth,
    );
    expect(response.json()).toEqual({ url: 'https://velo.ogo.example/velo?discount=1' });
    const ogoToken = (
      await testApp.app.inject({ method: 'GET', url: '/api/auth/get-ogo-token', headers: { ...apiHeaders, ...signed.auth } })
    ).json().token;
    const withToken = await post(
      testApp.app,
      '/api/mlogin',
      { ...identity, product: 'ogo', ogoAuthApiToken: ogoToken },
      signed.auth,
    );
    expect(withToken.json()).toEqual({ url: 'https://velo.ogo.example/' });
    const badToken = await post(testApp.app, '/api/mlogin', { ...identity, product: 'ogo', ogoAuthApiToken: 'a.b' }, signed.auth);
    expect(badToken.statusCode).toBe(403);
    const glo = await post(testApp.app, '/api/mlogin', { ...identity, product: 'glo' }, signed.auth);
    expect(glo.json().url).toMatch(/^https:\/\/shop\.glo\.example\/account\/login\/multipass\//);
    expect((await post(testApp.app, '/api/mlogin', { ...identity, product: 'velo' }, signed.auth)).statusCode).toBe(400);
  });

  it('gives the plain return URL to a customer without an email', async () => {
    const noEmail = '+380730004002';
    await createPerson(db(), { phone: noEmail, email: '' });
    const session = await signIn(testApp.app, noEmail);
    const response = await post(
      testApp.app,
      '/api/auth/mlogin-glo',
      { email: '', first_name: 'Олена', last_name: 'Коваль' },
      session.auth,
    );
    expect(response.json()).toEqual({ url: 'https://shop.glo.example/' });
  });

  it('answers 404 when the brand site is not configured', async () => {
    const bare = await buildTestApp({ database: testApp.database });
    try {
      const response = await post(bare.app, '/api/auth/mlogin-glo', identity, signed.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('site_not_configured');
    } finally {
      await bare.close();
    }
  });
});

describe('development outboxes', () => {
  it('list the outbox outside production and do not exist in production', async () => {
    const sms = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?phone=%2B380730004001',
      headers: apiHeaders,
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().messages[0]).toMatchObject({ phone: '+380730004001', body: expect.stringMatching(/\d{6}/) });
    const mail = await testApp.app.inject({ method: 'GET', url: '/api/dev/mail-outbox?to=x%40example.com', headers: apiHeaders });
    expect(mail.json()).toEqual({ messages: [] });

    const production = await buildTestApp({ database: testApp.database, env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/api/dev/sms-outbox?phone=%2B380730004001', '/api/dev/mail-outbox']) {
        const response = await production.app.inject({ method: 'GET', url, headers: apiHeaders });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toMatch(/\d{6}/);
      }
    } finally {
      await production.close();
    }
    // Outside production too, an outbox page exists only while that outbox is the provider.
    const realGateways = await buildTestApp({
      database: testApp.database,
      env: {
        SMS_PROVIDER: 'turbosms',
        TURBOSMS_TOKEN: 'token-123456',
        TURBOSMS_SENDER: 'glo',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'noreply@example.ua',
      },
    });
    try {
      for (const url of ['/api/dev/sms-outbox?phone=%2B380730004001', '/api/dev/mail-outbox']) {
        expect((await realGateways.app.inject({ method: 'GET', url, headers: apiHeaders })).statusCode).toBe(404);
      }
    } finally {
      await realGateways.close();
    }
  });
});
