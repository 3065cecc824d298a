// /api/cert/*: the token, every call with bad input and another customer's ids, buying with XP, the PIN, concurrency.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certCategoriesResponseSchema,
  certCreateResponseSchema,
  certListResponseSchema,
  certPartnersResponseSchema,
  defaultCertCategories,
} from '@loyalty/contracts/certificates';
import { driverClientOf, openPostgres, type Database, type DatabaseHandle } from '@loyalty/db/client';
import { certificateCategories, certificatePartners, certificates, xpLedger } from '@loyalty/db/schema';
import type { DomainError } from '../../lib/domain-error.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount, latestSmsCode, type TestAccount } from '../user/test-accounts.ts';
import { certTokenExpiry, signCertToken } from './cert-token.ts';
import { createCertificate, type CertCaller } from './service.ts';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let partnerId: number;
let creditSeq = 0;
let stockSeq = 0;

function post(account: TestAccount | null, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...(account ? account.headers : apiHeaders), ...headers },
    payload: payload as object,
  });
}

function hourStamp(now = new Date()): string {
  const stamped = new Date(now);
  stamped.setUTCMinutes(0, 0, 0);
  return stamped.toISOString();
}

async function certToken(account: TestAccount): Promise<string> {
  const response = await post(account, '/api/cert/get-auth', { date: hourStamp() });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ token: string; error: null }>();
  expect(body.error).toBeNull();
  return body.token;
}

async function credit(customerId: number, amount: number): Promise<void> {
  creditSeq += 1;
  await testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand: 'glo', amount, reason: 'adjustment', sourceType: 'test', sourceRef: `cert-${creditSeq}` }),
  );
}

async function addStock(db: Database, partner: number, nominalKop: number, xpPrice: number, howMany: number): Promise<void> {
  for (let index = 0; index < howMany; index += 1) {
    stockSeq += 1;
    await db.insert(certificates).values({
      partnerId: partner,
      nominalKop,
      xpPrice,
      code: `TEST-${stockSeq}`,
      barCode: `990000${String(stockSeq).padStart(6, '0')}`,
      validUntil: '2030-12-31',
    });
  }
}

async function newPartner(slug: string): Promise<number> {
  const [row] = await testApp.database.db
    .insert(certificatePartners)
    .values({ categoryId: 5, slug, name: `Partner ${slug}` })
    .returning({ id: certificatePartners.id });
  if (!row) throw new Error('partner not inserted');
  return row.id;
}

function codeOf(response: { json(): unknown }): string {
  return (response.json() as { error: { code: string } }).error.code;
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

function gloId(account: TestAccount): number {
  if (account.ids.glo === null) throw new Error('no glo record');
  return account.ids.glo;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createAccount(testApp, { phone: '+380675550291' });
  bob = await createAccount(testApp, { phone: '+380675550292' });
  await testApp.database.db.insert(certificateCategories).values(
    defaultCertCategories.map((category, position) => ({
      id: category.CATEGORY_ID,
      name: category.CATEGORY_NAME,
      position,
      message: `Умови категорії ${category.CATEGORY_ID}`,
    })),
  );
  partnerId = await newPartner('okko-test');
  await addStock(testApp.database.db, partnerId, 50_000, 400, 3);
  await addStock(testApp.database.db, partnerId, 100_000, 800, 1);
});
afterAll(() => testApp.close());

describe('certTokenExpiry', () => {
  const now = new Date('2026-11-21T10:20:00.000Z');
  it('ends at the end of the hour of the stamp', () => {
    expect(certTokenExpiry('2026-11-21T10:00:00.000Z', now)).toEqual(new Date('2026-11-21T11:00:00.000Z'));
  });
  it('refuses no date, a past hour and a far one', () => {
    expect(certTokenExpiry('yesterday', now)).toEqual({ error: 'invalid_date' });
    expect(certTokenExpiry('2026-11-21T09:00:00.000Z', now)).toEqual({ error: 'date_out_of_range' });
    expect(certTokenExpiry('2026-11-22T10:00:00.000Z', now)).toEqual({ error: 'date_out_of_range' });
  });
});

describe('POST /api/cert/get-auth', () => {
  it('answers a token until the end of the hour', async () => {
    const response = await post(alice, '/api/cert/get-auth', { date: hourStamp() });
    const body = response.json<{ token: string; expired_at: string; error: null }>();
    expect(body.error).toBeNull();
    expect(new Date(body.expired_at).getUTCMinutes()).toBe(0);
    expect(new Date(body.expired_at).getTime()).toBeGreaterThan(Date.now());
  });
  it('answers an error and no token for a bad date', async () => {
    const response = await post(alice, '/api/cert/get-auth', { date: 'not a date' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: null, expired_at: null, error: 'invalid_date' });
  });
  it('is UNAUTHORIZED_IN_APP without a session, and 400 naming date without one', async () => {
    const response = await post(null, '/api/cert/get-auth', { date: hourStamp() });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('UNAUTHORIZED_IN_APP');
    const missing = await post(alice, '/api/cert/get-auth', {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['body.date']);
  });
});

describe('token checks on every call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['/api/cert/regist', { email: 'a@example.com', first_name: 'А', last_name: 'Б' }],
    ['/api/cert/get-cats', {}],
    ['/api/cert/get-partners-by-id', { categoryId: 5 }],
    ['/api/cert/create', { partnerId: 1, nominal: 500 }],
    ['/api/cert/get-cert-list', {}],
    ['/api/cert/get-message', {}],
    ['/api/cert/pin/store', { pin: '1234' }],
    ['/api/cert/pin/enter-sms', {}],
    ['/api/cert/pin/token', { code: '1234' }],
    ['/api/cert/to-del-status', { bar_code: '1' }],
  ];
  it.each(calls)('%s: missing, expired and foreign tokens are 401 cert_unauthenticated', async (url, body) => {
    const bobToken = await certToken(bob);
    const expired = signCertToken(testApp.app.appSecret, { sid: 'x', exp: Math.floor(Date.now() / 1000) - 1, pin: false });
    for (const token of [undefined, 'forged.token', expired, bobToken]) {
      const response = await post(alice, url, { ...body, token });
      expect(response.statusCode, `${url} with ${String(token)}`).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'cert_unauthenticated' }, errorType: 'cert_unauthenticated' });
    }
  });
  it.each(calls)('%s: no session is 401 UNAUTHORIZED_IN_APP', async (url, body) => {
    const response = await post(null, url, { ...body, token: await certToken(alice) });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('UNAUTHORIZED_IN_APP');
  });
});

describe('categories, partners and messages', () => {
  it('get-cats answers the categories as an array', async () => {
    const response = await post(alice, '/api/cert/get-cats', { token: await certToken(alice) });
    const categories = certCategoriesResponseSchema.parse(response.json());
    expect(categories.map((category) => category.CATEGORY_ID)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(categories[0]?.CATEGORY_NAME).toBe('Електроніка');
  });
  it('get-partners-by-id lists offers with stock counts; a bad categoryId is 400 naming it', async () => {
    const token = await certToken(alice);
    const response = await post(alice, '/api/cert/get-partners-by-id', { token, categoryId: 5 });
    const partners = certPartnersResponseSchema.parse(response.json());
    const partner = partners.find((row) => row.id === partnerId);
    expect(partner?.offers).toEqual([
      { nominal: 500, xp_price: 400, available: 3 },
      { nominal: 1000, xp_price: 800, available: 1 },
    ]);
    const bad = await post(alice, '/api/cert/get-partners-by-id', { token, categoryId: 'five' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.categoryId']);
    const empty = await post(alice, '/api/cert/get-partners-by-id', { token, categoryId: 999 });
    expect(empty.json()).toEqual([]);
  });
  it("get-message answers the category's text; an unknown category is 404", async () => {
    const token = await certToken(alice);
    expect((await post(alice, '/api/cert/get-message', { token, categoryId: 4 })).json()).toEqual({
      message: 'Умови категорії 4',
    });
    expect((await post(alice, '/api/cert/get-message', { token })).json()).toEqual({ message: 'Умови категорії 1' });
    expect((await post(alice, '/api/cert/get-message', { token, categoryId: 3 })).statusCode).toBe(404);
  });
});

describe('regist, create, list and delete', () => {
  it('refuses a bad email naming it, and create before regist is 404 cert_not_registered', async () => {
    const token = await certToken(alice);
    const bad = await post(alice, '/api/cert/regist', { token, email: 'nope', first_name: 'Олена', last_name: 'Коваль' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.email']);
    const early = await post(alice, '/api/cert/create', { token, partnerId, nominal: 500 });
    expect(early.statusCode).toBe(404);
    expect(codeOf(early)).toBe('cert_not_registered');
    const list = await post(alice, '/api/cert/get-cert-list', { token });
    expect(codeOf(list)).toBe('cert_not_registered');
  });

  it('buys a certificate with XP, shows it in the list and hides it on delete; bob cannot delete it', async () => {
    const token = await certToken(alice);
    const regist = await post(alice, '/api/cert/regist', {
      token,
      email: 'Alice@Example.com',
      first_name: 'Олена',
      last_name: 'Коваль',
    });
    expect(regist.json()).toEqual({ registered: true });
    await credit(gloId(alice), 700);

    const poor = await post(
      alice,
      '/api/cert/create',
      { token, partnerId, nominal: 1000 },
      { 'idempotency-key': 'poor-attempt-1' },
    );
    expect(poor.statusCode).toBe(409);
    expect(codeOf(poor)).toBe('insufficient_xp');
    // Nothing written: the 1000 UAH code is still on sale and no one holds it.
    const [still] = await testApp.database.db
      .select({ status: certificates.status, customerId: certificates.customerId })
      .from(certificates)
      .where(and(eq(certificates.partnerId, partnerId), eq(certificates.nominalKop, 100_000)));
    expect(still).toEqual({ status: 'available', customerId: null });

    const bought = await post(
      alice,
      '/api/cert/create',
      { token, partnerId, nominal: 500 },
      { 'idempotency-key': 'buy-500-first' },
    );
    expect(bought.statusCode).toBe(200);
    const { certificate, balance } = certCreateResponseSchema.parse(bought.json());
    expect(balance).toBe(300);
    expect(certificate).toMatchObject({ partner_id: partnerId, nominal: 500, xp_price: 400, valid_until: '2030-12-31' });

    const retry = await post(
      alice,
      '/api/cert/create',
      { token, partnerId, nominal: 500 },
      { 'idempotency-key': 'buy-500-first' },
    );
    expect(certCreateResponseSchema.parse(retry.json()).certificate.id).toBe(certificate.id);
    expect(await balanceOf(testApp.database.db, gloId(alice))).toBe(300);
    const [entries] = await testApp.database.db
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.sourceType, 'certificate'), eq(xpLedger.sourceRef, String(certificate.id))));
    expect(entries?.value).toBe(1);

    const list = certListResponseSchema.parse((await post(alice, '/api/cert/get-cert-list', { token })).json());
    expect(list.map((row) => row.bar_code)).toEqual([certificate.bar_code]);

    const bobToken = await certToken(bob);
    await post(bob, '/api/cert/regist', { token: bobToken, email: 'bob@example.com', first_name: 'Богдан', last_name: 'Лис' });
    expect((await post(bob, '/api/cert/get-cert-list', { token: bobToken })).json()).toEqual([]);
    const foreign = await post(bob, '/api/cert/to-del-status', { token: bobToken, bar_code: certificate.bar_code });
    expect(foreign.statusCode).toBe(404);
    const unknown = await post(alice, '/api/cert/to-del-status', { token, bar_code: 'no-such-code' });
    expect(unknown.statusCode).toBe(404);
    // The same answer: nothing tells a code in someone's hands from one that does not exist.
    expect(foreign.json().error.message).toBe(unknown.json().error.message);

    const deleted = await post(alice, '/api/cert/to-del-status', { token, bar_code: certificate.bar_code });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await post(alice, '/api/cert/get-cert-list', { token })).json()).toEqual([]);
  });

  it('refuses a bad create body naming the field, an unknown partner and an offer out of stock, writing nothing', async () => {
    const token = await certToken(alice);
    const before = await balanceOf(testApp.database.db, gloId(alice));
    const neither = await post(alice, '/api/cert/create', { token, partnerId });
    expect(neither.statusCode).toBe(400);
    expect(fieldsOf(neither)).toEqual(['body.nominal']);
    const badId = await post(alice, '/api/cert/create', { token, partnerId: -1, nominal: 500 });
    expect(fieldsOf(badId)).toEqual(['body.partnerId']);
    const unknown = await post(alice, '/api/cert/create', { token, partnerId: 999_999, nominal: 500 });
    expect(unknown.statusCode).toBe(404);
    const none = await post(alice, '/api/cert/create', { token, partnerId, nominal: 777 });
    expect(none.statusCode).toBe(409);
    expect(codeOf(none)).toBe('out_of_stock');
    const badKey = await post(alice, '/api/cert/create', { token, partnerId, nominal: 500 }, { 'idempotency-key': '!' });
    expect(fieldsOf(badKey)).toEqual(['headers.idempotency-key']);
    expect(await balanceOf(testApp.database.db, gloId(alice))).toBe(before);
  });

  it('two parallel creates for the last code: one wins, the other is out_of_stock, XP taken once', async () => {
    const lastPartner = await newPartner('last-code');
    await addStock(testApp.database.db, lastPartner, 20_000, 100, 1);
    await credit(gloId(bob), 300);
    const token = await certToken(bob);
    await post(bob, '/api/cert/regist', { token, email: 'bob@example.com', first_name: 'Богдан', last_name: 'Лис' });
    const results = await Promise.all(
      [1, 2].map((attempt) =>
        post(
          bob,
          '/api/cert/create',
          { token, partnerId: lastPartner, xpPrice: 100 },
          { 'idempotency-key': `race-${attempt}-key` },
        ),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(testApp.database.db, gloId(bob))).toBe(200);
  });
});

describe('Idempotency-Key on create (the one mechanism of plugins/idempotency.ts)', () => {
  it('answers the first certificate for the same body, 422 for another body, and keeps the key out of the history', async () => {
    const keyPartner = await newPartner('idempotency');
    await addStock(testApp.database.db, keyPartner, 10_000, 50, 3);
    const erin = await createAccount(testApp, { phone: '+380675550391' });
    await credit(gloId(erin), 500);
    const token = await certToken(erin);
    await post(erin, '/api/cert/regist', { token, email: 'erin@example.com', first_name: 'Ірина', last_name: 'Мельник' });
    const key = { 'idempotency-key': 'erin-cert-key-1' };
    const first = await post(erin, '/api/cert/create', { token, partnerId: keyPartner, xpPrice: 50 }, key);
    expect(first.statusCode).toBe(200);
    const again = await post(erin, '/api/cert/create', { token, partnerId: keyPartner, xpPrice: 50 }, key);
    expect(certCreateResponseSchema.parse(again.json()).certificate.id).toBe(
      certCreateResponseSchema.parse(first.json()).certificate.id,
    );
    const other = await post(erin, '/api/cert/create', { token, partnerId: keyPartner, nominal: 100 }, key);
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    expect(fieldsOf(other)).toEqual(['headers.idempotency-key']);
    expect(await balanceOf(testApp.database.db, gloId(erin))).toBe(450);

    const history = await testApp.app.inject({ method: 'GET', url: '/api/get-bonus-history?shop=glo', headers: erin.headers });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('erin-cert-key-1');
    const notes = await testApp.database.db
      .select({ note: xpLedger.note })
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, gloId(erin)), eq(xpLedger.sourceType, 'certificate')));
    expect(notes).toEqual([{ note: 'Partner idempotency' }]);
  });
});

describe('PIN', () => {
  it('stores a PIN, then the list needs pin/token; five wrong tries lock it', async () => {
    const carol = await createAccount(testApp, { phone: '+380675550293' });
    const token = await certToken(carol);
    await post(carol, '/api/cert/regist', { token, email: 'carol@example.com', first_name: 'Катерина', last_name: 'Бойко' });
    const bad = await post(carol, '/api/cert/pin/store', { token, pin: '12a4' });
    expect(fieldsOf(bad)).toEqual(['body.pin']);
    expect((await post(carol, '/api/cert/pin/store', { token, pin: '4321' })).json()).toEqual({ stored: true });

    const locked = await post(carol, '/api/cert/get-cert-list', { token });
    expect(locked.statusCode).toBe(403);
    expect(codeOf(locked)).toBe('pin_required');
    // Replacing a PIN needs a verified token.
    expect((await post(carol, '/api/cert/pin/store', { token, pin: '0000' })).statusCode).toBe(403);

    const verified = await post(carol, '/api/cert/pin/token', { token, code: '4321' });
    expect(verified.statusCode).toBe(200);
    const pinToken = verified.json<{ token: string; pin_verified: boolean }>().token;
    expect((await post(carol, '/api/cert/get-cert-list', { token: pinToken })).json()).toEqual([]);
    // Bob cannot use carol's verified token.
    expect((await post(bob, '/api/cert/get-cert-list', { token: pinToken })).statusCode).toBe(401);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(carol, '/api/cert/pin/token', { token, code: '1111' });
      expect(wrong.statusCode).toBe(403);
      expect(codeOf(wrong)).toBe('pin_invalid');
    }
    const afterLock = await post(carol, '/api/cert/pin/token', { token, code: '4321' });
    expect(afterLock.statusCode).toBe(429);
    expect(codeOf(afterLock)).toBe('pin_locked');
  });

  it('an SMS code of pin/enter-sms resets the PIN', async () => {
    const dan = await createAccount(testApp, { phone: '+380675550294' });
    const token = await certToken(dan);
    await post(dan, '/api/cert/regist', { token, email: 'dan@example.com', first_name: 'Данило', last_name: 'Мороз' });
    await post(dan, '/api/cert/pin/store', { token, pin: '987654' });
    // The login code was just sent: the cooldown of login codes applies here too.
    const tooSoon = await post(dan, '/api/cert/pin/enter-sms', { token });
    if (tooSoon.statusCode === 429) {
      expect(codeOf(tooSoon)).toBe('resend_too_soon');
      await testApp.database.db.execute(
        // Ages the login SMS past the cooldown instead of waiting for it.
        sql`update sms_messages set created_at = created_at - interval '1 hour' where phone = ${dan.phone}`,
      );
    }
    const sent = await post(dan, '/api/cert/pin/enter-sms', { token });
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(testApp, dan.phone);
    const verified = await post(dan, '/api/cert/pin/token', { token, code });
    expect(verified.statusCode).toBe(200);
    const pinToken = verified.json<{ token: string }>().token;
    expect((await post(dan, '/api/cert/pin/store', { token: pinToken, pin: '2468' })).statusCode).toBe(200);
    expect((await post(dan, '/api/cert/pin/token', { token, code: '987654' })).statusCode).toBe(403);
    expect((await post(dan, '/api/cert/pin/token', { token, code: '2468' })).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'create on PostgreSQL from separate connections (needs TEST_DATABASE_URL)',
  () => {
    let wide: DatabaseHandle;
    beforeAll(() => {
      const driver = driverClientOf(testApp.database);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      wide = openPostgres(driver.connection, 10);
    });
    afterAll(async () => {
      await wide?.close();
    });

    function callerOf(account: TestAccount): CertCaller {
      return {
        session: { id: 's', phone: account.phone, customerIds: account.ids },
        claims: { sid: 's', exp: 0, pin: false },
        customerId: gloId(account),
        brand: 'glo',
      };
    }

    it.each([
      { stock: 40, wins: 40 },
      { stock: 10, wins: 10 },
    ])('forty parallel buyers over $stock codes: exactly $wins win, the rest are out_of_stock', async ({ stock, wins }) => {
      const partner = await newPartner(`pg-forty-${stock}`);
      await addStock(testApp.database.db, partner, 10_000, 10, stock);
      const buyer = await createAccount(testApp, { phone: `+3806755509${String(stock).padStart(2, '0')}` });
      const token = await certToken(buyer);
      await post(buyer, '/api/cert/regist', { token, email: 'forty@example.com', first_name: 'Олег', last_name: 'Сорок' });
      await credit(gloId(buyer), 1000);
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, () =>
          createCertificate(wide.db, callerOf(buyer), { partnerId: partner, xpPrice: 10, idempotencyKey: null }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(wins);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as DomainError).code).toBe('out_of_stock');
      }
      expect(await balanceOf(testApp.database.db, gloId(buyer))).toBe(1000 - wins * 10);
      const [left] = await testApp.database.db
        .select({ value: count() })
        .from(certificates)
        .where(and(eq(certificates.partnerId, partner), eq(certificates.status, 'available')));
      expect(left?.value).toBe(stock - wins);
    });

    it('eight buyers of the last two codes: two win, XP taken twice', async () => {
      const racePartner = await newPartner('pg-race');
      await addStock(testApp.database.db, racePartner, 10_000, 10, 2);
      await credit(gloId(alice), 200);
      const before = await balanceOf(testApp.database.db, gloId(alice));
      const caller: CertCaller = {
        session: { id: 's', phone: alice.phone, customerIds: alice.ids },
        claims: { sid: 's', exp: 0, pin: false },
        customerId: gloId(alice),
        brand: 'glo',
      };
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          createCertificate(wide.db, caller, { partnerId: racePartner, xpPrice: 10, idempotencyKey: null }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as DomainError).code).toBe('out_of_stock');
      }
      expect(await balanceOf(testApp.database.db, gloId(alice))).toBe(before - 20);
    });
  },
);
