// Fuzz run: NUL bytes and lone surrogates in free text answered 500 from PostgreSQL. Every request's
// strings now pass the text rule of @loyalty/contracts/text first: 400 validation_failed naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { createAccount, type TestAccount } from '../modules/user/test-accounts.ts';

let testApp: TestApp;
let person: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380675320001' });
});
afterAll(() => testApp.close());

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { error: { code: string; fields?: { field: string }[] } };
  expect(body.error.code).toBe('validation_failed');
  return body.error.fields?.map((field) => field.field) ?? [];
}

describe('text in every request', () => {
  it.each([
    ['a NUL byte', 'Тарас\u0000'],
    ['a lone surrogate', 'Тарас\ud83d'],
    ['an escape sequence', '\u001b[31mТарас'],
  ])('refuses %s in update-profile with 400 naming the field, and writes nothing', async (_name, text) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: person.headers,
      payload: { id: person.ids.glo, product: 'glo', first_name: text, last_name: 'Шевченко' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.first_name']);
  });

  it('names a nested field of create-order and a query parameter', async () => {
    const order = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/create-order',
      headers: person.headers,
      payload: {
        product: 'ogo',
        order: { line_items: [{ variant_id: 1, quantity: 1 }], customer: { id: person.ids.ogo }, note: 'зателефонуйте\u0000' },
        cart: { payment: 1, delivery: { mode: 1 } },
      },
    });
    expect(order.statusCode).toBe(400);
    expect(fieldsOf(order)).toEqual(['body.order.note']);
    const query = await testApp.app.inject({ method: 'GET', url: '/api/get-bonus-history?shop=glo%00', headers: person.headers });
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query)).toEqual(['query.shop']);
  });

  it('keeps new lines and tabs where text may have them, and emoji', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: person.headers,
      payload: { id: person.ids.glo, product: 'glo', first_name: 'Тарас 😀', last_name: 'Шевченко' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a NUL byte in a multipart text field (verification) naming it', async () => {
    const boundary = '----loyalty-test';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="first_name"',
      '',
      'Тарас\u0000',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/verification/submit',
      headers: { ...person.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain('body.first_name');
  });
});
