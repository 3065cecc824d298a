import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeEmailResponseSchema,
  knownMetafields,
  metafieldsResponseSchema,
  userResponseSchema,
  veloUserResponseSchema,
} from '@loyalty/contracts/user';
import { customerMetafields, customers, mailMessages, otpChallenges } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { emailChangeCodesPerDay, requestEmailChange } from './email-change.ts';
import { upsertMetafield } from './repository.ts';
import { valueMatchesType } from './service.ts';
import { createAccount, type TestAccount } from './test-accounts.ts';

let testApp: TestApp;
let anna: TestAccount;
let bohdan: TestAccount;
let gloOnly: TestAccount;
let phoneCounter = 0;

/** A fresh person per test where a test changes state another test reads (email cooldowns, tags). */
function nextPhone(): string {
  phoneCounter += 1;
  return `+38067${String(5_000_000 + phoneCounter).padStart(7, '0')}`;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  anna = await createAccount(testApp, {
    phone: '+380671110001',
    firstName: 'Анна',
    lastName: 'Коваль',
    email: 'anna@example.com',
  });
  bohdan = await createAccount(testApp, { phone: '+380671110002', firstName: 'Богдан', email: 'bohdan@example.com' });
  gloOnly = await createAccount(testApp, { phone: '+380671110003', brands: ['glo'] });
});
afterAll(() => testApp.close());

function post(url: string, account: TestAccount | null, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: account ? account.headers : apiHeaders, payload: payload as object });
}

function get(url: string, account: TestAccount | null) {
  return testApp.app.inject({ method: 'GET', url, headers: account ? account.headers : apiHeaders });
}

function fieldsOf(response: { json(): { error: { fields?: { field: string }[] } } }): string[] {
  return (response.json().error.fields ?? []).map((field) => field.field);
}

async function customerRow(id: number) {
  const [row] = await testApp.database.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`customer ${id} missing`);
  return row;
}

describe('POST /api/user/get-user', () => {
  it("answers the session's record with total_spent in hryvnias and an empty address", async () => {
    await testApp.database.db
      .update(customers)
      .set({ totalSpentKop: 123_405, ordersCount: 3, tags: ['newsletter'], note: 'VIP' })
      .where(eq(customers.id, anna.ids.glo!));
    const response = await post('/api/user/get-user', anna, { id: anna.ids.glo, product: 'glo' });
    expect(response.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toEqual({
      id: anna.ids.glo,
      first_name: 'Анна',
      last_name: 'Коваль',
      email: 'anna@example.com',
      phone: '+380671110001',
      tags: ['newsletter'],
      orders_count: 3,
      total_spent: '1234.05',
      note: 'VIP',
      address: { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' },
    });
  });

  it("answers the ogo record for product ogo, and 403 for the session's own id under the other brand", async () => {
    const ogo = await post('/api/user/get-user', anna, { id: anna.ids.ogo, product: 'ogo' });
    expect(ogo.statusCode).toBe(200);
    expect(ogo.json().user.id).toBe(anna.ids.ogo);
    const crossed = await post('/api/user/get-user', anna, { id: anna.ids.ogo, product: 'glo' });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().error.code).toBe('forbidden');
  });

  it("answers 403 for another person's id, and 403 for an id that does not exist (no existence hint)", async () => {
    for (const id of [bohdan.ids.glo, 999_999]) {
      const response = await post('/api/user/get-user', anna, { id, product: 'glo' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Богдан');
    }
  });

  it('answers 401 without a session and with a made-up token', async () => {
    expect((await post('/api/user/get-user', null, { id: anna.ids.glo, product: 'glo' })).statusCode).toBe(401);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { ...apiHeaders, authorization: `Bearer ${'A'.repeat(43)}` },
      payload: { id: anna.ids.glo, product: 'glo' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('unauthorized');
  });

  it('answers get-metafields without a session with the spec’s UNAUTHORIZED_IN_APP (section 8), which logs the app out', async () => {
    const anonymous = await post('/api/user/get-metafields', null, { id: anna.ids.glo, product: 'glo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED_IN_APP');
    // The other user calls keep the generic code.
    expect((await post('/api/user/get-user', null, { id: anna.ids.glo, product: 'glo' })).json().error.code).toBe('unauthorized');
  });

  it('answers 400 naming the fields for missing or mistyped ones', async () => {
    const missing = await post('/api/user/get-user', anna, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['body.id', 'body.product']));
    const mistyped = await post('/api/user/get-user', anna, { id: String(anna.ids.glo), product: 'marlboro' });
    expect(mistyped.statusCode).toBe(400);
    expect(fieldsOf(mistyped)).toEqual(expect.arrayContaining(['body.id', 'body.product']));
    const negative = await post('/api/user/get-user', anna, { id: -1, product: 'glo' });
    expect(fieldsOf(negative)).toEqual(['body.id']);
  });
});

describe('GET /api/user/get-user-by-phone', () => {
  it("answers the session person's record of the brand", async () => {
    const response = await get('/api/user/get-user-by-phone?product=ogo', anna);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: anna.ids.ogo, phone: anna.phone });
  });

  it('answers 404 without a record of that brand, 400 for a bad product, 401 without a session', async () => {
    expect((await get('/api/user/get-user-by-phone?product=ogo', gloOnly)).statusCode).toBe(404);
    const bad = await get('/api/user/get-user-by-phone?product=x', anna);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['query.product']);
    expect((await get('/api/user/get-user-by-phone?product=glo', null)).statusCode).toBe(401);
  });
});

describe('metafields', () => {
  async function metafieldRows(customerId: number) {
    return testApp.database.db.select().from(customerMetafields).where(eq(customerMetafields.customerId, customerId));
  }

  function createMetafield(account: TestAccount, fields: Record<string, unknown>) {
    return post('/api/user/create-metafields', account, { shopifyId: account.ids.glo, product: 'glo', ...fields });
  }

  it('writes a client metafield, replaces it on a second write, and lists it', async () => {
    const first = await createMetafield(anna, { namespace: 'pwaFavorite', key: 'favoriteList', type: 'json', value: '[1,2]' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ metafield: { namespace: 'pwaFavorite', key: 'favoriteList', type: 'json', value: '[1,2]' } });
    const second = await createMetafield(anna, { namespace: 'pwaFavorite', key: 'favoriteList', type: 'json', value: '[3]' });
    expect(second.statusCode).toBe(200);
    expect(await metafieldRows(anna.ids.glo!)).toEqual([expect.objectContaining({ key: 'favoriteList', value: '[3]' })]);

    const listed = await post('/api/user/get-metafields', anna, { id: anna.ids.glo, product: 'glo' });
    expect(listed.statusCode).toBe(200);
    expect(metafieldsResponseSchema.parse(listed.json()).metafields).toEqual([
      { namespace: 'pwaFavorite', key: 'favoriteList', type: 'json', value: '[3]' },
    ]);
    // The other brand's record is a separate record with its own metafields.
    const ogo = await post('/api/user/get-metafields', anna, { id: anna.ids.ogo, product: 'ogo' });
    expect(ogo.json()).toEqual({ metafields: [] });
  });

  it('reads back through get-metafields every metafield the server writes (the feedback job’s date_time too)', async () => {
    const carol = await createAccount(testApp, { phone: '+380675551299', brands: ['glo'] });
    const serverOnly = Object.entries(knownMetafields).filter(([, known]) => !known.clientWritable);
    const sample: Record<string, string> = {
      boolean: 'true',
      integer: '1',
      json: '[]',
      single_line_text_field: 'REW-ABC123',
      date_time: '2026-11-24T10:00:00.000Z',
    };
    for (const [key, known] of serverOnly) {
      await upsertMetafield(testApp.database.db, carol.ids.glo!, {
        key,
        namespace: known.namespace,
        type: known.type,
        value: sample[known.type]!,
      });
    }
    const listed = await post('/api/user/get-metafields', carol, { id: carol.ids.glo, product: 'glo' });
    expect(listed.statusCode).toBe(200);
    // The contract, not only the status: a type the answer's schema does not know would make clients fail.
    const { metafields } = metafieldsResponseSchema.parse(listed.json());
    expect(metafields.map((metafield) => metafield.key).sort()).toEqual(serverOnly.map(([key]) => key).sort());
    expect(serverOnly.map(([key]) => key)).toContain('offline_orders_linked_at');
  });

  it.each([
    ['velo_testdrive', 'pwafields', 'boolean', 'true'],
    ['expected_payment_method', 'payment', 'integer', '2'],
  ])('accepts %s as %s/%s', async (key, namespace, type, value) => {
    const response = await createMetafield(bohdan, { namespace, key, type, value });
    expect(response.statusCode).toBe(200);
    expect(response.json().metafield).toEqual({ namespace, key, type, value });
  });

  it.each([
    ['age_verified', 'verification', 'boolean', 'true'],
    ['velo-30', 'pwaDiscount', 'integer', '1'],
    // The operator's offer (offers:hyper-pro): a customer cannot give it to themselves.
    ['hyper-pro-699', 'activities', 'boolean', 'true'],
    ['mgm_promo-code', 'incust', 'single_line_text_field', 'REW-123'],
    ['unknown_key', 'pwafields', 'boolean', 'true'],
    ['__proto__', 'pwafields', 'json', '{}'],
    ['constructor', 'pwafields', 'json', '{}'],
    // A client key under a namespace other than its own is another (unknown) metafield.
    ['favoriteList', 'verification', 'json', '[]'],
  ])('refuses %s in %s with 403 and writes nothing', async (key, namespace, type, value) => {
    const before = await metafieldRows(gloOnly.ids.glo!);
    const response = await createMetafield(gloOnly, { namespace, key, type, value });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect(fieldsOf(response)).toEqual(['body.key']);
    expect(await metafieldRows(gloOnly.ids.glo!)).toEqual(before);
  });

  it.each([
    ['json that does not parse', 'favoriteList', 'pwaFavorite', 'json', '{"a":', 'body.value'],
    ['a boolean that is not true/false', 'velo_testdrive', 'pwafields', 'boolean', 'yes', 'body.value'],
    ['an integer with a fraction', 'expected_payment_method', 'payment', 'integer', '2.5', 'body.value'],
    ['an empty integer', 'expected_payment_method', 'payment', 'integer', '', 'body.value'],
    ['a type other than the metafield’s', 'favoriteList', 'pwaFavorite', 'integer', '1', 'body.type'],
  ])('answers 400 for %s', async (_case, key, namespace, type, value, field) => {
    const response = await createMetafield(gloOnly, { namespace, key, type, value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(fieldsOf(response)).toEqual([field]);
    expect(await metafieldRows(gloOnly.ids.glo!)).toEqual([]);
  });

  it('answers 400 for missing fields and an unknown type', async () => {
    const missing = await post('/api/user/create-metafields', gloOnly, { shopifyId: gloOnly.ids.glo, product: 'glo' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['body.namespace', 'body.key', 'body.value', 'body.type']));
    const badType = await createMetafield(gloOnly, { namespace: 'pwaFavorite', key: 'favoriteList', type: 'list', value: '[]' });
    expect(fieldsOf(badType)).toEqual(['body.type']);
  });

  it("answers 403 for another person's record and writes nothing there", async () => {
    const response = await post('/api/user/create-metafields', anna, {
      shopifyId: gloOnly.ids.glo,
      product: 'glo',
      namespace: 'pwaFavorite',
      key: 'favoriteList',
      type: 'json',
      value: '[666]',
    });
    expect(response.statusCode).toBe(403);
    expect(await metafieldRows(gloOnly.ids.glo!)).toEqual([]);
    expect((await post('/api/user/get-metafields', anna, { id: gloOnly.ids.glo, product: 'glo' })).statusCode).toBe(403);
  });

  it('checks values by the rules of their type', () => {
    expect(valueMatchesType('{"a":[1]}', 'json')).toBe(true);
    expect(valueMatchesType('null', 'json')).toBe(true);
    expect(valueMatchesType('', 'json')).toBe(false);
    expect(valueMatchesType('-12', 'integer')).toBe(true);
    expect(valueMatchesType('1e3', 'integer')).toBe(false);
    expect(valueMatchesType(' 1', 'integer')).toBe(false);
    expect(valueMatchesType('TRUE', 'boolean')).toBe(false);
    expect(valueMatchesType('two\nlines', 'single_line_text_field')).toBe(false);
  });
});

describe('POST /api/user/update-tags', () => {
  it("sets exactly the given client tags and keeps the server's", async () => {
    const person = await createAccount(testApp, { phone: nextPhone(), tags: ['age_verified', 'newsletter', 'pwa_order'] });
    const response = await post('/api/user/update-tags', person, {
      shopifyId: person.ids.glo,
      product: 'glo',
      tags: ['lang:uk', 'push_notifications', 'lang:uk'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tags: ['age_verified', 'pwa_order', 'lang:uk', 'push_notifications'] });
    expect((await customerRow(person.ids.glo!)).tags).toEqual(['age_verified', 'pwa_order', 'lang:uk', 'push_notifications']);
    // An empty list clears the client's tags only.
    const cleared = await post('/api/user/update-tags', person, { shopifyId: person.ids.glo, product: 'glo', tags: [] });
    expect(cleared.json()).toEqual({ tags: ['age_verified', 'pwa_order'] });
  });

  it('answers 403 naming a server tag, and changes nothing', async () => {
    const person = await createAccount(testApp, { phone: nextPhone(), tags: ['newsletter'] });
    for (const tag of ['age_verified', 'pre-order', 'or_age_verified', 'VIP']) {
      const response = await post('/api/user/update-tags', person, {
        shopifyId: person.ids.glo,
        product: 'glo',
        tags: ['lang:en', tag],
      });
      expect(response.statusCode).toBe(403);
      expect(fieldsOf(response)).toEqual(['body.tags.1']);
      expect(response.json().error.message).toContain(tag);
    }
    expect((await customerRow(person.ids.glo!)).tags).toEqual(['newsletter']);
  });

  it("answers 400 for tags that are not a list of strings, 403 for another person's record", async () => {
    const notList = await post('/api/user/update-tags', anna, { shopifyId: anna.ids.glo, product: 'glo', tags: 'newsletter' });
    expect(notList.statusCode).toBe(400);
    expect(fieldsOf(notList)).toEqual(['body.tags']);
    const notStrings = await post('/api/user/update-tags', anna, { shopifyId: anna.ids.glo, product: 'glo', tags: [1] });
    expect(fieldsOf(notStrings)).toEqual(['body.tags.0']);
    const before = (await customerRow(bohdan.ids.glo!)).tags;
    const foreign = await post('/api/user/update-tags', anna, { shopifyId: bohdan.ids.glo, product: 'glo', tags: [] });
    expect(foreign.statusCode).toBe(403);
    expect((await customerRow(bohdan.ids.glo!)).tags).toEqual(before);
  });
});

describe('profile writes', () => {
  it('update-profile changes the names of that record only', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const response = await post('/api/user/update-profile', person, {
      id: person.ids.ogo,
      product: 'ogo',
      first_name: '  Олена ',
      last_name: 'Пчілка',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: person.ids.ogo, first_name: 'Олена', last_name: 'Пчілка' });
    expect((await customerRow(person.ids.glo!)).firstName).toBe('Тарас');
  });

  it('update-profile answers 400 for empty or missing names and 403 for another record', async () => {
    const empty = await post('/api/user/update-profile', anna, {
      id: anna.ids.glo,
      product: 'glo',
      first_name: '  ',
      last_name: 'X',
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['body.first_name']);
    const missing = await post('/api/user/update-profile', anna, { id: anna.ids.glo, product: 'glo' });
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['body.first_name', 'body.last_name']));
    const foreign = await post('/api/user/update-profile', anna, {
      id: bohdan.ids.glo,
      product: 'glo',
      first_name: 'X',
      last_name: 'Y',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await customerRow(bohdan.ids.glo!)).firstName).toBe('Богдан');
  });

  it('save-address stores the delivery address, replaces it on the next save, and get-user shows it', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const address = {
      city: 'Київ',
      city_ref: 'e718a680-4b33-11e4-ab6d-005056801329',
      street: 'Хрещатик',
      house: '1',
      flat: '5',
      branch_number: '',
    };
    const saved = await post('/api/user/save-address', person, { id: person.ids.glo, product: 'glo', ...address });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.address).toEqual(address);
    const replaced = await post('/api/user/save-address', person, {
      id: person.ids.glo,
      product: 'glo',
      ...address,
      city_ref: null,
      branch_number: '12',
    });
    expect(replaced.json().user.address).toEqual({ ...address, city_ref: null, branch_number: '12' });
    const read = await post('/api/user/get-user', person, { id: person.ids.glo, product: 'glo' });
    expect(read.json().user.address).toEqual({ ...address, city_ref: null, branch_number: '12' });
  });

  it('save-address answers 400 naming missing or too long fields and 403 for another record', async () => {
    const missing = await post('/api/user/save-address', anna, { id: anna.ids.glo, product: 'glo', city: 'Львів' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['body.street', 'body.house', 'body.flat', 'body.branch_number']));
    const long = await post('/api/user/save-address', anna, {
      id: anna.ids.glo,
      product: 'glo',
      city: 'Львів',
      city_ref: null,
      street: 'x'.repeat(201),
      house: '1',
      flat: '',
      branch_number: '',
    });
    expect(fieldsOf(long)).toEqual(['body.street']);
    const foreign = await post('/api/user/save-address', anna, {
      id: bohdan.ids.glo,
      product: 'glo',
      city: 'Львів',
      city_ref: null,
      street: 'Личаківська',
      house: '1',
      flat: '',
      branch_number: '',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await post('/api/user/get-user', bohdan, { id: bohdan.ids.glo, product: 'glo' })).json().user.address.city).toBe('');
  });
});

describe('email change', () => {
  async function mailsTo(to: string) {
    return testApp.database.db.select().from(mailMessages).where(eq(mailMessages.recipient, to));
  }

  function codeIn(body: string): string {
    const code = body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in ${body}`);
    return code;
  }

  it('mails a code in Ukrainian to the new address and applies it on confirm-email', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const response = await post('/api/user/change-email', person, {
      email: 'New.Address@Example.com',
      customer_id: person.ids.ogo,
    });
    expect(response.statusCode).toBe(200);
    expect(changeEmailResponseSchema.parse(response.json())).toEqual({ sent: true, expiresInSeconds: 300 });
    const [mail] = await mailsTo('new.address@example.com');
    expect(mail?.subject).toBe('Код підтвердження електронної пошти');
    expect(mail?.body).toContain('Твій код');
    const code = codeIn(mail!.body);

    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await post('/api/user/confirm-email', person, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_code');
    expect((await customerRow(person.ids.ogo!)).email).not.toBe('new.address@example.com');

    const confirmed = await post('/api/user/confirm-email', person, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ id: person.ids.ogo, email: 'new.address@example.com' });
    expect((await customerRow(person.ids.ogo!)).email).toBe('new.address@example.com');
    // Separate records per brand: the glo record keeps its address.
    expect((await customerRow(person.ids.glo!)).email).toBe(`${person.phone.slice(1)}@example.com`);

    const reused = await post('/api/user/confirm-email', person, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_code');
  });

  it('voids the code after five wrong tries', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    await post('/api/user/change-email', person, { email: 'five.tries@example.com', customer_id: person.ids.glo });
    const [mail] = await mailsTo('five.tries@example.com');
    const code = codeIn(mail!.body);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/user/confirm-email', person, { code: wrong })).statusCode).toBe(400);
    }
    expect((await post('/api/user/confirm-email', person, { code })).statusCode).toBe(400);
    expect((await customerRow(person.ids.glo!)).email).not.toBe('five.tries@example.com');
  });

  it("answers 409 email_taken for another person's address, in any letter case, and sends nothing", async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const response = await post('/api/user/change-email', person, { email: 'ANNA@example.com', customer_id: person.ids.glo });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
    expect(fieldsOf(response)).toEqual(['body.email']);
    expect(await mailsTo('anna@example.com')).toEqual([]);
  });

  it("accepts the address the person's other brand record already has", async () => {
    const person = await createAccount(testApp, { phone: nextPhone(), email: 'same.person@example.com' });
    const response = await post('/api/user/change-email', person, {
      email: 'same.person@example.com',
      customer_id: person.ids.glo,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 429 resend_too_soon with Retry-After for a second code within the cooldown', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    expect(
      (await post('/api/user/change-email', person, { email: 'first@example.com', customer_id: person.ids.glo })).statusCode,
    ).toBe(200);
    const again = await post('/api/user/change-email', person, { email: 'second@example.com', customer_id: person.ids.ogo });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('resend_too_soon');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('second@example.com')).toEqual([]);
  });

  it("answers 403 for another person's customer_id and for an ogo token that is not the session's", async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const foreign = await post('/api/user/change-email', person, { email: 'steal@example.com', customer_id: anna.ids.glo });
    expect(foreign.statusCode).toBe(403);
    const forged = await post('/api/user/change-email', person, {
      email: 'forged@example.com',
      customer_id: person.ids.ogo,
      ogoAuthApiToken: 'eyJjaWQiOjF9.c2lnbmF0dXJl',
    });
    expect(forged.statusCode).toBe(403);
    expect(fieldsOf(forged)).toEqual(['body.ogoAuthApiToken']);
    expect(await mailsTo('steal@example.com')).toEqual([]);
    expect(await mailsTo('forged@example.com')).toEqual([]);
    const confirm = await post('/api/user/confirm-email', person, { code: '123456', ogoAuthApiToken: 'nope' });
    expect(confirm.statusCode).toBe(403);
  });

  it('accepts the ogo token of get-ogo-token', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const issued = await get('/api/auth/get-ogo-token', person);
    expect(issued.statusCode).toBe(200);
    const response = await post('/api/user/change-email', person, {
      email: 'with.token@example.com',
      customer_id: person.ids.ogo,
      ogoAuthApiToken: issued.json().token,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for a malformed address or code, and invalid_code when nothing is pending', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const badEmail = await post('/api/user/change-email', person, { email: 'not-an-email', customer_id: person.ids.glo });
    expect(badEmail.statusCode).toBe(400);
    expect(fieldsOf(badEmail)).toEqual(['body.email']);
    const missing = await post('/api/user/change-email', person, {});
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['body.email', 'body.customer_id']));
    const badCode = await post('/api/user/confirm-email', person, { code: '12345' });
    expect(fieldsOf(badCode)).toEqual(['body.code']);
    const nothingPending = await post('/api/user/confirm-email', person, { code: '123456' });
    expect(nothingPending.statusCode).toBe(400);
    expect(nothingPending.json().error.code).toBe('invalid_code');
  });

  it('limits the email-code calls per client address', async () => {
    const call = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/confirm-email',
        headers: anna.headers,
        remoteAddress: '10.99.99.99',
        payload: { code: '1' },
      });
    for (let index = 0; index < 30; index += 1) expect((await call()).statusCode).toBe(400);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });

  it('caps the codes a person may ask for in a day', async () => {
    const person = await createAccount(testApp, { phone: nextPhone() });
    const session = { id: 'test', phone: person.phone, customerIds: person.ids };
    const sent: string[] = [];
    const deps = {
      db: testApp.database.db,
      secret: testApp.app.appSecret,
      mail: { send: async (message: { to: string }) => (sent.push(message.to), {}) },
      otp: testApp.config.otp,
    };
    const start = Date.parse('2030-01-01T08:00:00Z');
    for (let index = 0; index < emailChangeCodesPerDay; index += 1) {
      const now = new Date(start + index * 61_000);
      await requestEmailChange(deps, session, { email: `cap${index}@example.com`, customerId: person.ids.glo!, ip: '::1' }, now);
    }
    const over = requestEmailChange(
      deps,
      session,
      { email: 'over@example.com', customerId: person.ids.glo!, ip: '::1' },
      new Date(start + emailChangeCodesPerDay * 61_000),
    );
    await expect(over).rejects.toMatchObject({ code: 'limit_reached' });
    expect(sent).toHaveLength(emailChangeCodesPerDay);
    // Only the newest code stays usable.
    const live = await testApp.database.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.customerId, person.ids.glo!), eq(otpChallenges.purpose, 'email_change')));
    expect(live.filter((challenge) => challenge.attemptsLeft > 0)).toHaveLength(1);
  });
});

describe('GET /api/user/check-allowed-user', () => {
  it("answers whether the session's phone is in ALLOWED_PHONES", async () => {
    const configured = await buildTestApp({
      database: testApp.database,
      env: { ALLOWED_PHONES: '+38 (067) 111-00-02, 380501234567' },
    });
    try {
      const call = (account: TestAccount) =>
        configured.app.inject({ method: 'GET', url: '/api/user/check-allowed-user', headers: account.headers });
      expect((await call(bohdan)).json()).toEqual({ allowed: true });
      expect((await call(anna)).json()).toEqual({ allowed: false });
    } finally {
      await configured.close();
    }
    expect((await get('/api/user/check-allowed-user', bohdan)).json()).toEqual({ allowed: false });
    expect((await get('/api/user/check-allowed-user', null)).statusCode).toBe(401);
  });
});

describe('GET /api/user/get-velo-user', () => {
  it("answers the session's ogo record as the velo site knows it", async () => {
    const response = await get('/api/user/get-velo-user', anna);
    expect(response.statusCode).toBe(200);
    expect(veloUserResponseSchema.parse(response.json())).toEqual({
      shopifyId: anna.ids.ogo,
      first_name: 'Анна',
      last_name: 'Коваль',
      email: 'anna@example.com',
    });
  });

  it('answers 404 without an ogo record and 401 without a session', async () => {
    const none = await get('/api/user/get-velo-user', gloOnly);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('not_found');
    expect((await get('/api/user/get-velo-user', null)).statusCode).toBe(401);
  });
});
