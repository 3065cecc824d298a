import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, customers, otpChallenges, registrationTickets, sessions, smsMessages } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { addressOf, createPerson, latestCode, post } from './testing.ts';

let testApp: TestApp;
const testPhone = '+380671112233';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { TEST_LOGIN_PHONES: '+38 (067) 111-22-33, 380500000001' } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** Moves every SMS of a phone back in time, as if the clock had moved on. */
async function ageSms(phone: string, seconds: number) {
  const rows = await db().select().from(smsMessages).where(eq(smsMessages.phone, phone));
  for (const row of rows) {
    await db()
      .update(smsMessages)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
      .where(eq(smsMessages.id, row.id));
  }
}

describe('POST /api/auth/login-sms', () => {
  it.each([
    ['a foreign number', { phone: '+48123456789' }],
    ['a Ukrainian number without +', { phone: '380671234567' }],
    ['too few digits', { phone: '+38067123456' }],
    ['garbage', { phone: 'call me maybe' }],
    ['a number as a number', { phone: 380671234567 }],
    ['no phone', {}],
  ])('rejects %s with 400 naming body.phone', async (_name, body) => {
    const response = await post(testApp.app, '/api/auth/login-sms', body, {}, '10.200.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ field: 'body.phone' })]);
  });

  it('answers the same for a registered and an unknown phone, and sends a Ukrainian SMS with a 6-digit code', async () => {
    const known = '+380501110001';
    const unknown = '+380501110002';
    await createPerson(db(), { phone: known });
    const a = await post(testApp.app, '/api/auth/login-sms', { phone: known }, {}, addressOf(known));
    const b = await post(testApp.app, '/api/auth/login-sms', { phone: unknown }, {}, addressOf(unknown));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());

    const [sms] = await db().select().from(smsMessages).where(eq(smsMessages.phone, unknown));
    expect(sms).toMatchObject({ provider: 'outbox', status: 'sent', requestIp: addressOf(unknown) });
    expect(sms?.body).toMatch(/^Код для входу в glo: \d{6}\. Дійсний 5 хв\./);
    // Only a keyed hash of the code is stored.
    const code = await latestCode(testApp.app, unknown);
    const [challenge] = await db().select().from(otpChallenges).where(eq(otpChallenges.recipient, unknown));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(code);
  });

  it('refuses a resend within 60 s with Retry-After, and allows it afterwards', async () => {
    const phone = '+380501110003';
    const address = addressOf(phone);
    expect((await post(testApp.app, '/api/auth/login-sms', { phone }, {}, address)).statusCode).toBe(200);
    const early = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, address);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('resend_too_soon');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    await ageSms(phone, 61);
    expect((await post(testApp.app, '/api/auth/login-sms', { phone }, {}, address)).statusCode).toBe(200);
  });

  it('caps SMS per phone per hour and per day, whatever the IP', async () => {
    const phone = '+380501110004';
    for (let sent = 0; sent < 5; sent++) {
      const response = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, `10.201.0.${sent + 1}`);
      expect(response.statusCode).toBe(200);
      await ageSms(phone, 61);
    }
    const sixth = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, '10.201.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('limit_reached');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    // An hour later the hourly cap frees up, but 10 a day is the limit.
    await ageSms(phone, 3600);
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(testApp.app, '/api/auth/login-sms', { phone }, {}, `10.201.1.${sent + 1}`)).statusCode).toBe(200);
      await ageSms(phone, 61);
    }
    await ageSms(phone, 3600);
    const eleventh = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, '10.201.2.1');
    expect(eleventh.json().error.code).toBe('limit_reached');
  });

  it('caps SMS per IP across phones', async () => {
    const ip = '10.202.0.1';
    // The route budget (10 a minute per IP) would trip before the default cap of 20 an hour: the cap is lowered here.
    const small = await buildTestApp({ env: { SMS_IP_PER_HOUR: '3', SMS_IP_PER_DAY: '4' }, database: testApp.database });
    try {
      for (let index = 0; index < 3; index++) {
        const response = await post(small.app, '/api/auth/login-sms', { phone: `+38050222000${index}` }, {}, ip);
        expect(response.statusCode).toBe(200);
      }
      const fourth = await post(small.app, '/api/auth/login-sms', { phone: '+380502220009' }, {}, ip);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('limit_reached');
      // Another IP is not affected.
      expect((await post(small.app, '/api/auth/login-sms', { phone: '+380502220008' }, {}, '10.202.0.2')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/auth/confirm-sms', () => {
  const phone = '+380631230001';

  it.each([
    ['a short code', { phone, code: '12345' }, 'body.code'],
    ['letters', { phone, code: 'abcdef' }, 'body.code'],
    ['a number', { phone, code: 123456 }, 'body.code'],
    ['no code', { phone }, 'body.code'],
    ['a foreign phone', { phone: '+15551234567', code: '123456' }, 'body.phone'],
  ])('rejects %s with 400 naming the field', async (_name, body, field) => {
    const response = await post(testApp.app, '/api/auth/confirm-sms', body, {}, '10.203.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ field })]);
  });

  it("signs a known person in: session row, cookie, auth event, the asked brand's customer", async () => {
    const people = await createPerson(db(), { phone, firstName: 'Марія', tags: ['newsletter'] });
    const address = addressOf(phone);
    await post(testApp.app, '/api/auth/login-sms', { phone, product: 'ogo' }, {}, address);
    const code = await latestCode(testApp.app, phone);
    const response = await post(
      testApp.app,
      '/api/auth/confirm-sms',
      { phone, code, product: 'ogo' },
      { 'user-agent': 'x'.repeat(900) },
      address,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customer).toEqual({
      shopify_id: people.ogo?.id,
      first_name: 'Марія',
      last_name: 'Коваль',
      email: people.ogo?.email,
      phone,
      tags: ['newsletter'],
    });
    expect(body.shopIds).toEqual({ glo: people.glo?.id, ogo: people.ogo?.id });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const [row] = await db().select().from(sessions).where(eq(sessions.phone, phone));
    expect(row).toMatchObject({ gloCustomerId: people.glo?.id, ogoCustomerId: people.ogo?.id, ip: address, revokedAt: null });
    expect(row?.tokenHash).not.toBe(body.token);
    expect(row?.userAgent).toHaveLength(500);
    const events = await db().select().from(authEvents).where(eq(authEvents.phone, phone));
    expect(events.map((event) => event.event)).toEqual(['login']);
    expect(events[0]?.customerId).toBe(people.ogo?.id);
  });

  it("answers with the other brand's record when the asked one is missing", async () => {
    const onlyOgo = '+380631230002';
    const people = await createPerson(db(), { phone: onlyOgo, brands: ['ogo'] });
    await post(testApp.app, '/api/auth/login-sms', { phone: onlyOgo }, {}, addressOf(onlyOgo));
    const code = await latestCode(testApp.app, onlyOgo);
    const response = await post(testApp.app, '/api/auth/confirm-sms', { phone: onlyOgo, code }, {}, addressOf(onlyOgo));
    expect(response.json().customer.shopify_id).toBe(people.ogo?.id);
    expect(response.json().shopIds).toEqual({ glo: null, ogo: people.ogo?.id });
  });

  it('refuses a wrong code, a reused code and an expired code with the same invalid_code', async () => {
    const other = '+380631230003';
    await createPerson(db(), { phone: other });
    const address = addressOf(other);
    await post(testApp.app, '/api/auth/login-sms', { phone: other }, {}, address);
    const code = await latestCode(testApp.app, other);
    const wrong = code === '000000' ? '000001' : '000000';

    const wrongAnswer = await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code: wrong }, {}, address);
    expect(wrongAnswer.statusCode).toBe(400);
    // The customer hears how many tries are left (5 by default, one spent), not why the code failed.
    expect(wrongAnswer.json().error).toMatchObject({ code: 'invalid_code', fields: [{ field: 'body.code' }], attemptsLeft: 4 });

    expect((await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code }, {}, address)).statusCode).toBe(200);
    const reused = await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code }, {}, address);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'invalid_code', attemptsLeft: 0 });

    await ageSms(other, 61);
    await post(testApp.app, '/api/auth/login-sms', { phone: other }, {}, address);
    const fresh = await latestCode(testApp.app, other);
    await db()
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.recipient, other));
    const expired = await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code: fresh }, {}, address);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('invalid_code');
  });

  it('voids a code after 5 wrong tries: the right code on the sixth try fails', async () => {
    const other = '+380631230004';
    await createPerson(db(), { phone: other });
    const address = addressOf(other);
    await post(testApp.app, '/api/auth/login-sms', { phone: other }, {}, address);
    const code = await latestCode(testApp.app, other);
    const wrong = code === '999999' ? '999998' : '999999';
    const left: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code: wrong }, {}, address);
      expect(answer.statusCode).toBe(400);
      left.push(answer.json().error.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await post(testApp.app, '/api/auth/confirm-sms', { phone: other, code }, {}, address);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toMatchObject({ code: 'invalid_code', attemptsLeft: 0 });
  });

  it('lets only one of two parallel confirmations of one code win', async () => {
    const other = '+380631230005';
    await createPerson(db(), { phone: other });
    const address = addressOf(other);
    await post(testApp.app, '/api/auth/login-sms', { phone: other }, {}, address);
    const code = await latestCode(testApp.app, other);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(testApp.app, '/api/auth/confirm-sms', { phone: other, code }, {}, address)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await db().select().from(sessions).where(eq(sessions.phone, other))).toHaveLength(1);
  });
});

describe('registration', () => {
  async function ticketFor(phone: string): Promise<string> {
    const address = addressOf(phone);
    await post(testApp.app, '/api/auth/login-sms', { phone }, {}, address);
    const code = await latestCode(testApp.app, phone);
    const response = await post(testApp.app, '/api/auth/confirm-sms', { phone, code }, {}, address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registration_required: true, phone });
    expect(response.headers['set-cookie']).toBeUndefined();
    return response.json().registration_token;
  }

  const form = (token: string, overrides: Record<string, unknown> = {}) => ({
    registration_token: token,
    first_name: 'Іван',
    last_name: 'Петренко',
    email: 'ivan.petrenko@example.com',
    birth_date: '1995-06-15',
    ...overrides,
  });

  it('registers in both brands, is idempotent with the same ticket, then reg-auth signs in once', async () => {
    const phone = '+380931110001';
    const token = await ticketFor(phone);
    const [ticketRow] = await db().select().from(registrationTickets).where(eq(registrationTickets.phone, phone));
    expect(ticketRow?.tokenHash).not.toBe(token);
    expect(ticketRow!.expiresAt.getTime() - ticketRow!.createdAt.getTime()).toBe(30 * 60_000);

    // reg-auth before registration: the ticket is not spent by the refusal.
    expect((await post(testApp.app, '/api/auth/reg-auth', { registration_token: token })).json().error.code).toBe(
      'invalid_ticket',
    );

    const first = await post(testApp.app, '/api/auth/registration', form(token, { email: 'Ivan.Petrenko@Example.com' }));
    expect(first.statusCode).toBe(200);
    const created = await db().select().from(customers).where(eq(customers.phone, phone));
    expect(created.map((row) => row.brand).sort()).toEqual(['glo', 'ogo']);
    expect(created.every((row) => row.email === 'ivan.petrenko@example.com' && row.birthDate === '1995-06-15')).toBe(true);
    const byBrand = Object.fromEntries(created.map((row) => [row.brand, row.id]));
    expect(first.json()).toEqual({ created: true, shopIds: byBrand });

    const again = await post(testApp.app, '/api/auth/registration', form(token));
    expect(again.json()).toEqual(first.json());
    expect(await db().select().from(customers).where(eq(customers.phone, phone))).toHaveLength(2);

    const signedIn = await post(testApp.app, '/api/auth/reg-auth', { registration_token: token, product: 'ogo' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().customer.shopify_id).toBe(byBrand.ogo);
    expect(signedIn.headers['set-cookie']).toMatch(/^session=/);

    const reused = await post(testApp.app, '/api/auth/reg-auth', { registration_token: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_ticket');
    const reusedRegistration = await post(testApp.app, '/api/auth/registration', form(token));
    expect(reusedRegistration.json().error.code).toBe('invalid_ticket');
  });

  it('refuses anyone under 18 by the server clock, naming body.birth_date', async () => {
    const phone = '+380931110002';
    const token = await ticketFor(phone);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const response = await post(
      testApp.app,
      '/api/auth/registration',
      form(token, { birth_date: seventeen, email: 'young@example.com' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'under_age', fields: [{ field: 'body.birth_date' }] });
    const future = await post(testApp.app, '/api/auth/registration', form(token, { birth_date: '2999-01-01' }));
    expect(future.json().error.fields).toEqual([expect.objectContaining({ field: 'body.birth_date' })]);
    expect(await db().select().from(customers).where(eq(customers.phone, phone))).toHaveLength(0);
  });

  it('refuses an email of another person in either brand with 409 email_taken', async () => {
    await createPerson(db(), { phone: '+380931110099', email: 'taken@example.com', brands: ['ogo'] });
    const phone = '+380931110003';
    const token = await ticketFor(phone);
    const response = await post(testApp.app, '/api/auth/registration', form(token, { email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'email_taken', fields: [{ field: 'body.email' }] });
    expect(await db().select().from(customers).where(eq(customers.phone, phone))).toHaveLength(0);
  });

  it.each([
    ['an unknown ticket', { registration_token: 'x'.repeat(43) }, 400, 'invalid_ticket'],
    ['a missing name', { first_name: undefined }, 400, 'validation_failed'],
    ['a bad email', { email: 'not-an-email' }, 400, 'validation_failed'],
    ['a bad date', { birth_date: '15.06.1995' }, 400, 'validation_failed'],
    ['a number as a name', { first_name: 42 }, 400, 'validation_failed'],
  ])('refuses %s', async (_name, overrides, status, code) => {
    const response = await post(testApp.app, '/api/auth/registration', form('y'.repeat(43), overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('refuses an expired ticket', async () => {
    const phone = '+380931110004';
    const token = await ticketFor(phone);
    await db()
      .update(registrationTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationTickets.phone, phone));
    expect(
      (await post(testApp.app, '/api/auth/registration', form(token, { email: 'late@example.com' }))).json().error.code,
    ).toBe('invalid_ticket');
  });
});

describe('POST /api/auth/check-email', () => {
  it('tells whether an address is well-formed and free, case-blind', async () => {
    await createPerson(db(), { phone: '+380681110001', email: 'someone@example.com' });
    const check = async (email: unknown) =>
      (await post(testApp.app, '/api/auth/check-email', { email }, {}, '10.204.0.1')).json();
    expect(await check('new@example.com')).toEqual({ valid: true, available: true });
    expect(await check('SomeOne@example.com')).toEqual({ valid: true, available: false });
    expect(await check('nope')).toEqual({ valid: false, available: false });
    expect((await post(testApp.app, '/api/auth/check-email', { email: 5 }, {}, '10.204.0.1')).statusCode).toBe(400);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 22; index++) {
      statuses.push(
        (await post(testApp.app, '/api/auth/check-email', { email: `a${index}@example.com` }, {}, '10.204.0.2')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('POST /api/auth/test-login', () => {
  it('signs in a listed phone given in any format, recording test_login', async () => {
    const people = await createPerson(db(), { phone: testPhone });
    const response = await post(testApp.app, '/api/auth/test-login', { phone: '067 111 22 33' }, {}, '10.205.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.shopify_id).toBe(people.glo?.id);
    expect(response.headers['set-cookie']).toMatch(/^session=/);
    const events = await db()
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.phone, testPhone), eq(authEvents.event, 'test_login')));
    expect(events).toHaveLength(1);
  });

  it('answers registration_required for a listed phone without records', async () => {
    const response = await post(testApp.app, '/api/auth/test-login', { phone: '+380500000001' }, {}, '10.205.0.1');
    expect(response.json()).toMatchObject({ registration_required: true, phone: '+380500000001' });
  });

  it.each([['+380671112234'], ['garbage'], ['+48 600 000 000']])('refuses the unlisted phone %s with 403', async (phone) => {
    const response = await post(testApp.app, '/api/auth/test-login', { phone }, {}, '10.205.0.2');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('refuses everyone when TEST_LOGIN_PHONES is unset', async () => {
    const plain = await buildTestApp({ database: testApp.database });
    try {
      const response = await post(plain.app, '/api/auth/test-login', { phone: testPhone }, {}, '10.205.0.3');
      expect(response.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it('refuses a missing or mistyped phone with 400', async () => {
    expect((await post(testApp.app, '/api/auth/test-login', {}, {}, '10.205.0.4')).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/auth/test-login', { phone: 380671112233 }, {}, '10.205.0.4')).statusCode).toBe(400);
  });
});
