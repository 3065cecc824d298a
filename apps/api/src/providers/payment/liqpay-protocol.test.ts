import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  LiqpayDataError,
  PENDING_STATUSES,
  PaymentRequestError,
  checkoutUrl,
  decodeData,
  encodeData,
  formatAmountKop,
  isFinalStatus,
  parseAmountKop,
  payParams,
  paymentStateOf,
  readCallback,
  sign,
  verifySignature,
} from './liqpay-protocol.ts';

const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key' };
const callbackData = (overrides: Record<string, unknown> = {}) =>
  encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status: 'success',
    order_id: 'ord_42',
    amount: 149,
    currency: 'UAH',
    payment_id: 1_234_567,
    ...overrides,
  });

describe('sign', () => {
  it('is base64 of the binary SHA-1 of private + data + private (vectors)', () => {
    // SHA-1("abc") = a9993e364706816aba3e25717850c26c9cd0d89d (FIPS 180 test vector), as base64.
    expect(sign('', 'abc')).toBe('qZk+NkcGgWq6PiVxeFDCbJzQ2J0=');
    expect(Buffer.from(sign('', 'abc'), 'base64').toString('hex')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    // The same string split as key + data + key gives the same digest: the key wraps the data on both sides.
    expect(sign('a', 'b')).toBe(sign('', 'aba'));
    // LiqPay's own documented example (callback page): your_private_key + base64_post_string + your_private_key.
    expect(sign('your_private_key', 'base64_post_string')).toBe('tp+ZLmKm1/E83dIzUpx5ljcttP4=');
  });
});

describe('encodeData', () => {
  it('is base64 of the JSON, UTF-8 included', () => {
    const data = encodeData({ description: 'Стіки', amount: '149.00' });
    expect(JSON.parse(Buffer.from(data, 'base64').toString('utf8'))).toEqual({ description: 'Стіки', amount: '149.00' });
    expect(encodeData({ a: 1 })).toBe(Buffer.from('{"a":1}').toString('base64'));
  });
});

describe('verifySignature', () => {
  const data = callbackData();
  const signature = sign(keys.privateKey, data);

  it('accepts the round trip', () => {
    expect(verifySignature(keys.privateKey, data, signature)).toBe(true);
  });

  it.each([
    ['another key', () => verifySignature('other-key', data, signature)],
    ['tampered data', () => verifySignature(keys.privateKey, callbackData({ amount: 1 }), signature)],
    ['a tampered signature', () => verifySignature(keys.privateKey, data, `${signature.slice(0, -2)}A=`)],
    ['a truncated signature', () => verifySignature(keys.privateKey, data, signature.slice(0, 10))],
    ['an empty signature', () => verifySignature(keys.privateKey, data, '')],
    ['a signature that is not a string', () => verifySignature(keys.privateKey, data, [signature])],
    ['missing data', () => verifySignature(keys.privateKey, undefined, signature)],
    ['an empty private key', () => verifySignature('', 'abc', sign('', 'abc'))],
  ])('rejects %s', (_name, check) => {
    expect(check()).toBe(false);
  });

  it("rejects data whose '+' became a space (the form-encoding pitfall)", () => {
    const withPlus = encodeData({ a: 'Сплата ~>?' });
    expect(withPlus).toContain('+');
    const signed = sign(keys.privateKey, withPlus);
    expect(verifySignature(keys.privateKey, withPlus.replaceAll('+', ' '), signed)).toBe(false);
  });
});

describe('checkoutUrl', () => {
  it("URL-encodes both fields so '+', '/' and '=' survive a form/query decoder", () => {
    const data = encodeData({ a: 'Сплата ~>?' });
    const signature = 'tp+ZLmKm1/E83dIzUpx5ljcttP4=';
    expect(data).toContain('+');
    const url = checkoutUrl(data, signature);
    expect(url.startsWith('https://www.liqpay.ua/api/3/checkout?data=')).toBe(true);
    expect(url.slice(url.indexOf('?') + 1)).not.toMatch(/[+/]/);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('data')).toBe(data);
    expect(parsed.searchParams.get('signature')).toBe(signature);
    // What naive concatenation would have produced: the decoder turns '+' into a space.
    expect(new URLSearchParams(`signature=${signature}`).get('signature')).not.toBe(signature);
  });

  it('appends to a local base path', () => {
    const url = checkoutUrl('ab+c', 'x/y=', '/api/dev/liqpay/checkout');
    expect(url).toBe('/api/dev/liqpay/checkout?data=ab%2Bc&signature=x%2Fy%3D');
  });
});

describe('amounts', () => {
  it.each([
    [14900, '149.00'],
    [14950, '149.50'],
    [14905, '149.05'],
    [1, '0.01'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('formats %i kop as %s', (kop, text) => {
    expect(formatAmountKop(kop)).toBe(text);
  });

  it.each([1.5, -100, Number.NaN, 2 ** 53])('refuses %s kop', (kop) => {
    expect(() => formatAmountKop(kop)).toThrow(RangeError);
  });

  it.each([
    [149, 14900],
    [149.5, 14950],
    [0.29, 29],
    ['149.00', 14900],
    ['149.5', 14950],
    ['0', 0],
  ])('parses %s as %i kop', (amount, kop) => {
    expect(parseAmountKop(amount)).toBe(kop);
  });

  it.each([0.1 + 0.2, -1, '1.234', '1e3', 'abc', '', Number.POSITIVE_INFINITY, ' 1 2'])('refuses %s', (amount) => {
    expect(parseAmountKop(amount)).toBeNull();
  });
});

describe('payParams', () => {
  const payment = {
    orderId: 'ord_42',
    amountKop: 14900,
    description: 'Замовлення №1042',
    resultUrl: 'https://app.example/shop/success',
    serverUrl: 'https://app.example/api/shop/liqpay-callback',
  };

  it('builds a version 3 UAH pay request with the amount in hryvnias', () => {
    expect(payParams('pub', { ...payment, language: 'uk' })).toEqual({
      version: 3,
      public_key: 'pub',
      action: 'pay',
      amount: '149.00',
      currency: 'UAH',
      description: 'Замовлення №1042',
      order_id: 'ord_42',
      result_url: 'https://app.example/shop/success',
      server_url: 'https://app.example/api/shop/liqpay-callback',
      language: 'uk',
    });
    expect(payParams('pub', payment, { sandbox: true }).sandbox).toBe('1');
    expect(payParams('pub', payment)).not.toHaveProperty('sandbox');
  });

  it.each([
    ['a zero amount', { amountKop: 0 }],
    ['a fractional amount', { amountKop: 10.5 }],
    ['an empty order id', { orderId: '' }],
    ['a 256-character order id', { orderId: 'x'.repeat(256) }],
    ['an empty description', { description: '  ' }],
    ['a relative server_url', { serverUrl: '/api/shop/liqpay-callback' }],
    ['a javascript: result_url', { resultUrl: 'javascript:alert(1)' }],
  ])('refuses %s', (_name, change) => {
    expect(() => payParams('pub', { ...payment, ...change })).toThrow(PaymentRequestError);
  });
});

describe('statuses', () => {
  it('knows the final and the not-yet-final statuses', () => {
    for (const status of ['success', 'failure', 'error', 'reversed', 'subscribed', 'unsubscribed', 'sandbox']) {
      expect(isFinalStatus(status)).toBe(true);
    }
    for (const status of ['otp_verify', '3ds_verify', 'cvv_verify', 'wait_secure', 'processing', 'something_new']) {
      expect(isFinalStatus(status)).toBe(false);
    }
    for (const status of PENDING_STATUSES) expect(FINAL_STATUSES.has(status)).toBe(false);
  });

  it.each([
    ['success', 'paid', 'paid'],
    ['failure', 'failed', 'failed'],
    ['error', 'failed', 'failed'],
    ['reversed', 'refunded', 'refunded'],
    ['sandbox', 'failed', 'paid'],
    ['3ds_verify', 'pending', 'pending'],
    ['wait_secure', 'pending', 'pending'],
    ['processing', 'pending', 'pending'],
    ['a_status_from_the_future', 'pending', 'pending'],
  ])('maps %s to %s on a live shop and %s where sandbox is accepted', (status, live, sandbox) => {
    expect(paymentStateOf(status, { acceptSandbox: false })).toBe(live);
    expect(paymentStateOf(status, { acceptSandbox: true })).toBe(sandbox);
  });
});

describe('decodeData', () => {
  it('decodes a callback', () => {
    const callback = decodeData(callbackData({ sender_card_mask2: '4731**1234' }));
    expect(callback).toMatchObject({
      orderId: 'ord_42',
      status: 'success',
      final: true,
      paymentState: 'paid',
      amountKop: 14900,
      currency: 'UAH',
      action: 'pay',
      paymentId: '1234567',
      publicKey: keys.publicKey,
      errCode: null,
    });
    expect(callback.raw.sender_card_mask2).toBe('4731**1234');
  });

  it.each([
    ['missing data', undefined, /missing/],
    ['empty data', '', /missing/],
    ['data with spaces', 'eyJh IjoxfQ==', /not base64/],
    ['base64 of something that is not JSON', Buffer.from('not json').toString('base64'), /not base64 of JSON/],
    ['a JSON array', Buffer.from('[1]').toString('base64'), /not a JSON object/],
    ['no status', callbackData({ status: undefined }), /data\.status/],
    ['no order_id', callbackData({ order_id: undefined }), /data\.order_id/],
    ['an amount with three decimals', callbackData({ amount: 1.234 }), /data\.amount/],
    ['a negative amount', callbackData({ amount: -5 }), /data\.amount/],
    ['an amount that is an object', callbackData({ amount: { value: 1 } }), /data\.amount/],
    ['a currency that is not a code', callbackData({ currency: 'hryvnia' }), /data\.currency/],
    ['huge data', 'A'.repeat(70_000), /too long/],
  ])('refuses %s with LiqpayDataError', (_name, data, message) => {
    expect(() => decodeData(data)).toThrow(LiqpayDataError);
    expect(() => decodeData(data)).toThrow(message);
  });
});

describe('readCallback', () => {
  const options = { acceptSandbox: false };
  it('accepts a signed callback of our merchant', () => {
    const data = callbackData();
    expect(readCallback(keys, { data, signature: sign(keys.privateKey, data) }, options)).toMatchObject({
      ok: true,
      callback: { orderId: 'ord_42', paymentState: 'paid' },
    });
  });

  it('checks the signature before it parses anything', () => {
    expect(readCallback(keys, { data: 'not base64 !', signature: 'x' }, options)).toMatchObject({ reason: 'bad_signature' });
  });

  it('refuses signed data that is invalid, and a callback addressed to another public key', () => {
    const bad = Buffer.from('{"status":1}').toString('base64');
    expect(readCallback(keys, { data: bad, signature: sign(keys.privateKey, bad) }, options)).toMatchObject({
      ok: false,
      reason: 'bad_data',
    });
    const foreign = callbackData({ public_key: 'i99999999999' });
    expect(readCallback(keys, { data: foreign, signature: sign(keys.privateKey, foreign) }, options)).toMatchObject({
      ok: false,
      reason: 'wrong_merchant',
    });
  });
});
