import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsMessages } from '@loyalty/db/schema';
import { addressOf, post } from '../../modules/auth/testing.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { SmsDeliveryError } from './provider.ts';
import { createTurboSmsProvider } from './turbosms.ts';

/** A local stand-in for api.turbosms.ua: records what it receives and answers as told. */
interface FakeTurboSms {
  url: string;
  received: { method?: string; path?: string; authorization?: string; body: unknown }[];
  answer: (request: IncomingMessage) => { status: number; body: string } | 'hang-up';
  close(): Promise<void>;
}

const token = 'turbosms-token-123';
const accepted = (phone: string) =>
  JSON.stringify({
    response_code: 800,
    response_status: 'SUCCESS_MESSAGE_ACCEPTED',
    response_result: [{ phone, response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' }],
  });

async function startFake(): Promise<FakeTurboSms> {
  const fake: FakeTurboSms = {
    url: '',
    received: [],
    answer: () => ({ status: 200, body: accepted('380671234567') }),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      fake.received.push({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      });
      const answer = fake.answer(request);
      if (answer === 'hang-up') return request.socket.destroy();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let fake: FakeTurboSms;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.answer = () => ({ status: 200, body: accepted('380671234567') });
});

describe('createTurboSmsProvider', () => {
  const provider = () => createTurboSmsProvider({ token, sender: 'glo', apiUrl: `${fake.url}/`, timeoutMs: 2000 });

  it('posts the message as TurboSMS expects and returns its message id', async () => {
    const result = await provider().send({ phone: '+380671234567', text: 'Код: 123456' });
    expect(result).toEqual({ id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' });
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/message/send.json',
        authorization: `Bearer ${token}`,
        body: { recipients: ['380671234567'], sms: { sender: 'glo', text: 'Код: 123456' } },
      },
    ]);
  });

  it.each([
    [
      'a refused request (bad token)',
      { status: 200, body: JSON.stringify({ response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null }) },
    ],
    [
      'a refused recipient',
      {
        status: 200,
        body: JSON.stringify({
          response_code: 802,
          response_status: 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED',
          response_result: [
            { phone: '380671234567', response_code: 406, message_id: null, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' },
          ],
        }),
      },
    ],
    ['an HTTP error', { status: 502, body: 'bad gateway' }],
    ['something that is not JSON', { status: 200, body: '<html>' }],
  ])('rejects %s with SmsDeliveryError', async (_name, answer) => {
    fake.answer = () => answer;
    await expect(provider().send({ phone: '+380671234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('rejects a dropped connection with SmsDeliveryError', async () => {
    fake.answer = () => 'hang-up';
    await expect(provider().send({ phone: '+380671234567', text: 'x' })).rejects.toThrow(/unreachable/);
  });
});

describe('login-sms through TurboSMS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: token, TURBOSMS_SENDER: 'glo', TURBOSMS_API_URL: fake.url },
    });
  });
  afterAll(() => testApp.close());

  const rowsOf = (phone: string) => testApp.database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));

  it('sends the code and keeps a record without it', async () => {
    const phone = '+380671234567';
    const response = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, addressOf(phone));
    expect(response.statusCode).toBe(200);
    const sent = fake.received[0]?.body as { sms: { text: string } };
    const code = /\d{6}/.exec(sent.sms.text)?.[0];
    expect(code).toBeDefined();
    const [row] = await rowsOf(phone);
    expect(row).toMatchObject({
      provider: 'turbosms',
      status: 'sent',
      providerMessageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754',
    });
    expect(row?.body).not.toContain(code);
    expect(row?.body).toContain('******');
    // The code works.
    const confirmed = await post(testApp.app, '/api/auth/confirm-sms', { phone, code }, {}, addressOf(phone));
    expect(confirmed.json()).toMatchObject({ registration_required: true });
  });

  it.each([
    ['refuses', () => ({ status: 200, body: JSON.stringify({ response_code: 105, response_status: 'REQUIRED_CONTENT' }) })],
    ['is unreachable', () => 'hang-up' as const],
  ])(
    'answers 503 sms_unavailable and records a failed SMS when the gateway %s; a retry is not held back',
    async (_name, answer) => {
      const phone = _name === 'refuses' ? '+380671234500' : '+380671234501';
      fake.answer = answer;
      const response = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, addressOf(phone));
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('sms_unavailable');
      expect(response.body).not.toMatch(/turbosms|REQUIRED/i);
      const [row] = await rowsOf(phone);
      expect(row).toMatchObject({ status: 'failed', provider: 'turbosms' });
      expect(row?.error).toBeTruthy();

      fake.answer = () => ({ status: 200, body: accepted(phone.slice(1)) });
      const retry = await post(testApp.app, '/api/auth/login-sms', { phone }, {}, addressOf(phone));
      expect(retry.statusCode).toBe(200);
    },
  );
});
