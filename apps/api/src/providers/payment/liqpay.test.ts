import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeData, sign, verifySignature } from './liqpay-protocol.ts';
import { createLiqpayProvider } from './liqpay.ts';
import { PaymentProviderError } from './provider.ts';

const publicKey = 'i12345678901';
const privateKey = 'liqpay-private-key-for-tests';

/**
 * A local stand-in for www.liqpay.ua/api/request, implementing the status call as documented: a form POST of data and
 * signature; it checks the signature with the merchant's private key and answers plain JSON.
 */
interface FakeLiqpay {
  url: string;
  payments: Map<string, Record<string, unknown>>;
  received: { method?: string; contentType?: string; form: Record<string, string>; request?: Record<string, unknown> }[];
  override: null | { status: number; body: string } | 'hang-up';
  close(): Promise<void>;
}

async function startFake(): Promise<FakeLiqpay> {
  const fake: FakeLiqpay = { url: '', payments: new Map(), received: [], override: null, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(text));
      const entry: FakeLiqpay['received'][number] = {
        method: request.method,
        contentType: request.headers['content-type'],
        form,
      };
      fake.received.push(entry);
      if (fake.override === 'hang-up') return request.socket.destroy();
      if (fake.override) return response.writeHead(fake.override.status).end(fake.override.body);
      const answer = (body: Record<string, unknown>) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!form.data || !verifySignature(privateKey, form.data, form.signature)) {
        return answer({ result: 'error', status: 'error', err_code: 'invalid_signature', err_description: 'Wrong signature' });
      }
      const params = JSON.parse(Buffer.from(form.data, 'base64').toString('utf8')) as Record<string, unknown>;
      entry.request = params;
      if (params.action !== 'status' || params.version !== 3 || params.public_key !== publicKey) {
        return answer({ result: 'error', status: 'error', err_code: 'err_path', err_description: 'Wrong request' });
      }
      const payment = fake.payments.get(String(params.order_id));
      if (!payment) {
        return answer({ result: 'error', status: 'error', err_code: 'payment_not_found', err_description: 'Payment not found' });
      }
      answer({ result: 'ok', ...payment });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let fake: FakeLiqpay;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.payments.clear();
  fake.received.length = 0;
  fake.override = null;
});

const provider = (options: { sandbox?: boolean; privateKey?: string } = {}) =>
  createLiqpayProvider({
    publicKey,
    privateKey: options.privateKey ?? privateKey,
    apiUrl: fake.url,
    timeoutMs: 2000,
    ...options,
  });

const payment = {
  orderId: 'ord_1042',
  amountKop: 14900,
  description: 'Замовлення №1042',
  resultUrl: 'https://app.example/shop/success',
  serverUrl: 'https://app.example/api/shop/liqpay-callback',
  language: 'uk' as const,
};

describe('checkoutLink', () => {
  it('is the LiqPay checkout URL carrying the signed pay request', () => {
    const link = provider().checkoutLink(payment);
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(url.searchParams.get('data')).toBe(link.data);
    expect(url.searchParams.get('signature')).toBe(link.signature);
    expect(link.signature).toBe(sign(privateKey, link.data));
    expect(JSON.parse(Buffer.from(link.data, 'base64').toString('utf8'))).toEqual({
      version: 3,
      public_key: publicKey,
      action: 'pay',
      amount: '149.00',
      currency: 'UAH',
      description: 'Замовлення №1042',
      order_id: 'ord_1042',
      result_url: 'https://app.example/shop/success',
      server_url: 'https://app.example/api/shop/liqpay-callback',
      language: 'uk',
    });
    // The private key never travels.
    expect(link.url).not.toContain(privateKey);
    expect(Buffer.from(link.data, 'base64').toString('utf8')).not.toContain(privateKey);
  });

  it('marks payments as sandbox only in sandbox mode', () => {
    const data = (sandbox: boolean) =>
      JSON.parse(Buffer.from(provider({ sandbox }).checkoutLink(payment).data, 'base64').toString());
    expect(data(true).sandbox).toBe('1');
    expect(data(false)).not.toHaveProperty('sandbox');
  });

  it('refuses to start without keys', () => {
    expect(() => createLiqpayProvider({ publicKey: '', privateKey })).toThrow(/keys/);
  });
});

describe('verifyCallback', () => {
  const callback = (overrides: Record<string, unknown> = {}) => {
    const data = encodeData({
      version: 3,
      public_key: publicKey,
      action: 'pay',
      status: 'success',
      order_id: 'ord_1042',
      amount: 149,
      currency: 'UAH',
      payment_id: 777,
      ...overrides,
    });
    return { data, signature: sign(privateKey, data) };
  };

  it('returns the payment of a genuine callback', () => {
    expect(provider().verifyCallback(callback())).toMatchObject({
      orderId: 'ord_1042',
      amountKop: 14900,
      paymentState: 'paid',
      paymentId: '777',
    });
  });

  it('refuses forged, tampered and foreign callbacks', () => {
    const genuine = callback();
    const other = callback({ amount: 1 });
    expect(provider().verifyCallback({ data: other.data, signature: genuine.signature })).toBeNull();
    expect(provider().verifyCallback({ data: genuine.data, signature: 'tp+ZLmKm1/E83dIzUpx5ljcttP4=' })).toBeNull();
    expect(provider({ privateKey: 'another-key' }).verifyCallback(genuine)).toBeNull();
    expect(provider().verifyCallback(callback({ public_key: 'i00000000000' }))).toBeNull();
    expect(provider().verifyCallback({ data: genuine.data })).toBeNull();
    expect(provider().verifyCallback({})).toBeNull();
  });

  it('treats the sandbox status as paid only in sandbox mode', () => {
    expect(provider().verifyCallback(callback({ status: 'sandbox' }))?.paymentState).toBe('failed');
    expect(provider({ sandbox: true }).verifyCallback(callback({ status: 'sandbox' }))?.paymentState).toBe('paid');
  });
});

describe('fetchStatus', () => {
  it('posts a signed status request as a form and returns the payment', async () => {
    fake.payments.set('ord_1042', {
      action: 'pay',
      status: 'success',
      order_id: 'ord_1042',
      amount: 149.5,
      currency: 'UAH',
      payment_id: 99,
    });
    const result = await provider().fetchStatus('ord_1042');
    expect(result).toMatchObject({
      found: true,
      payment: { orderId: 'ord_1042', status: 'success', paymentState: 'paid', amountKop: 14950 },
    });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      request: { action: 'status', version: 3, public_key: publicKey, order_id: 'ord_1042' },
    });
  });

  it('reports a pending payment as not final', async () => {
    fake.payments.set('ord_7', { action: 'pay', status: '3ds_verify', order_id: 'ord_7', amount: 10, currency: 'UAH' });
    expect(await provider().fetchStatus('ord_7')).toMatchObject({
      found: true,
      payment: { final: false, paymentState: 'pending' },
    });
  });

  it('answers found: false for an order LiqPay has no payment of', async () => {
    expect(await provider().fetchStatus('ord_unknown')).toEqual({ found: false });
  });

  it.each([
    [
      'a refused request (our signature is wrong)',
      () => provider({ privateKey: 'wrong' }).fetchStatus('ord_1042'),
      /invalid_signature/,
    ],
    [
      'an HTTP error',
      () => ((fake.override = { status: 502, body: 'bad gateway' }), provider().fetchStatus('ord_1042')),
      /HTTP 502/,
    ],
    [
      'something that is not JSON',
      () => ((fake.override = { status: 200, body: '<html>' }), provider().fetchStatus('ord_1042')),
      /not JSON/,
    ],
    ['a dropped connection', () => ((fake.override = 'hang-up'), provider().fetchStatus('ord_1042')), /unreachable/],
    [
      'an answer about another order',
      () => {
        fake.payments.set('ord_1042', { action: 'pay', status: 'success', order_id: 'ord_other', amount: 1, currency: 'UAH' });
        return provider().fetchStatus('ord_1042');
      },
      /another order/,
    ],
    [
      'a payment with a broken amount',
      () => {
        fake.payments.set('ord_1042', {
          action: 'pay',
          status: 'success',
          order_id: 'ord_1042',
          amount: 'lots',
          currency: 'UAH',
        });
        return provider().fetchStatus('ord_1042');
      },
      /amount/,
    ],
  ])('rejects %s with PaymentProviderError', async (_name, call, message) => {
    const promise = call();
    await expect(promise).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(promise).rejects.toThrow(message);
  });
});
