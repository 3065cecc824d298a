import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { encodeData, sign } from './liqpay-protocol.ts';
import { createLiqpayProvider } from './liqpay.ts';
import {
  createTestCheckoutProvider,
  deliverTestCheckoutCallback,
  generateTestCheckoutKeys,
  renderTestCheckoutPage,
  testCheckoutDecision,
} from './test-checkout.ts';

const payment = {
  orderId: 'ord_1042',
  amountKop: 14950,
  description: 'Стіки <b>"Amber"</b> & \'Teak\'',
  resultUrl: 'https://app.example/shop/success',
  serverUrl: 'https://app.example/api/shop/liqpay-callback',
};

const linkQuery = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('generateTestCheckoutKeys', () => {
  it('makes a fresh sandbox pair each time', () => {
    const [a, b] = [generateTestCheckoutKeys(), generateTestCheckoutKeys()];
    expect(a.publicKey).toMatch(/^sandbox_i\d{10}$/);
    expect(a.privateKey).not.toBe(b.privateKey);
    expect(a.privateKey.length).toBeGreaterThan(30);
  });
});

describe('the test checkout', () => {
  const keys = generateTestCheckoutKeys();
  const checkout = createTestCheckoutProvider({
    keys,
    checkoutPath: '/api/dev/liqpay/checkout',
    decisionPath: '/api/dev/liqpay/decision',
  });

  it('links to the local page with LiqPay-shaped, signed data', () => {
    const link = checkout.checkoutLink(payment);
    expect(link.url.startsWith('/api/dev/liqpay/checkout?data=')).toBe(true);
    expect(linkQuery(link.url)).toEqual({ data: link.data, signature: link.signature });
    expect(link.signature).toBe(sign(keys.privateKey, link.data));
    expect(JSON.parse(Buffer.from(link.data, 'base64').toString())).toMatchObject({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: '149.50',
      currency: 'UAH',
      order_id: 'ord_1042',
    });
  });

  it('renders an escaped Ukrainian page with both buttons and no script', () => {
    const html = checkout.pageFor(linkQuery(checkout.checkoutLink(payment).url));
    expect(html).not.toBeNull();
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('Сплатити');
    expect(html).toContain('Відхилити');
    expect(html).toContain('149.50 грн');
    expect(html).toContain('Стіки &lt;b&gt;&quot;Amber&quot;&lt;/b&gt; &amp; &#39;Teak&#39;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<form method="post" action="/api/dev/liqpay/decision">');
  });

  it('escapes every interpolated field of the page', () => {
    const html = renderTestCheckoutPage({
      data: '"><script>alert(1)</script>',
      signature: "'onmouseover='x",
      decodedPayment: { ...payment, orderId: '<img src=x onerror=alert(1)>' },
      decisionPath: '/x"><script>',
    });
    expect(html).not.toMatch(/<script|<img|value="'onmouseover/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows no page for a link it did not sign', () => {
    const link = checkout.checkoutLink(payment);
    const forged = encodeData({ ...JSON.parse(Buffer.from(link.data, 'base64').toString()), amount: '0.01' });
    expect(checkout.pageFor({ data: forged, signature: link.signature })).toBeNull();
    expect(checkout.pageFor({ data: link.data })).toBeNull();
    const otherRun = createTestCheckoutProvider({ keys: generateTestCheckoutKeys() });
    expect(otherRun.pageFor(linkQuery(link.url))).toBeNull();
    // A real LiqPay link (our public key is not its) is not shown either.
    const live = createLiqpayProvider({ publicKey: 'i1', privateKey: keys.privateKey }).checkoutLink(payment);
    expect(checkout.pageFor({ data: live.data, signature: live.signature })).toBeNull();
  });

  it.each([
    ['pay', 'success', 'paid'],
    ['decline', 'failure', 'failed'],
  ])('turns %s into a signed %s callback that verifyCallback accepts', (decision, status, state) => {
    const orderId = `ord_${decision}`;
    const link = checkout.checkoutLink({ ...payment, orderId });
    const callback = checkout.decide({ ...linkQuery(link.url), decision });
    expect(callback).not.toBeNull();
    expect(callback?.serverUrl).toBe(payment.serverUrl);
    expect(callback?.resultUrl).toBe(payment.resultUrl);
    const verified = checkout.verifyCallback({ data: callback?.data, signature: callback?.signature });
    expect(verified).toMatchObject({
      orderId,
      status,
      paymentState: state,
      amountKop: 14950,
      currency: 'UAH',
      action: 'pay',
      final: true,
    });
  });

  it('answers fetchStatus from the decisions taken, and keeps a paid order paid', async () => {
    const orderId = 'ord_status';
    expect(await checkout.fetchStatus(orderId)).toEqual({ found: false });
    const query = linkQuery(checkout.checkoutLink({ ...payment, orderId }).url);
    checkout.decide({ ...query, decision: 'decline' });
    expect(await checkout.fetchStatus(orderId)).toMatchObject({ found: true, payment: { paymentState: 'failed' } });
    const paid = checkout.decide({ ...query, decision: 'pay' });
    expect(await checkout.fetchStatus(orderId)).toMatchObject({ found: true, payment: { paymentState: 'paid' } });
    // Declining after paying re-sends the success callback rather than failing a paid order.
    expect(checkout.decide({ ...query, decision: 'decline' })).toEqual(paid);
  });

  it('refuses decisions on links it did not sign, and unknown decisions', () => {
    const link = checkout.checkoutLink(payment);
    const query = linkQuery(link.url);
    expect(checkout.decide({ ...query, decision: 'maybe' })).toBeNull();
    expect(checkout.decide({ ...query })).toBeNull();
    expect(checkout.decide({ data: link.data, signature: sign('guess', link.data), decision: 'pay' })).toBeNull();
    expect(testCheckoutDecision(generateTestCheckoutKeys(), { ...query, decision: 'pay' })).toBeNull();
  });

  it("does not accept a callback signed with another run's keys", () => {
    const other = generateTestCheckoutKeys();
    const foreign = testCheckoutDecision(other, {
      ...linkQuery(createTestCheckoutProvider({ keys: other }).checkoutLink(payment).url),
      decision: 'pay',
    });
    expect(foreign).not.toBeNull();
    expect(checkout.verifyCallback({ data: foreign?.data, signature: foreign?.signature })).toBeNull();
  });

  it("delivers the callback form-encoded to server_url, '+' intact, and the receiver verifies it", async () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        // Decoded as a form body parser would (fast-querystring and URLSearchParams both turn a raw '+' into a space).
        const form = Object.fromEntries(new URLSearchParams(body));
        response.writeHead(checkout.verifyCallback(form) ? 200 : 400).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/shop/liqpay-callback`;
      // Try descriptions until the callback's data or signature holds a '+', so the pitfall is really exercised.
      let delivered = 0;
      for (let index = 0; delivered < 3 && index < 200; index += 1) {
        const link = checkout.checkoutLink({
          ...payment,
          serverUrl,
          orderId: `ord_plus_${index}`,
          description: `Стіки ~>? ${index}`,
        });
        const callback = checkout.decide({ ...linkQuery(link.url), decision: 'pay' });
        if (!callback || !`${callback.data}${callback.signature}`.includes('+')) continue;
        expect(await deliverTestCheckoutCallback(callback, { timeoutMs: 2000 })).toBe(200);
        delivered += 1;
      }
      expect(delivered).toBe(3);
      expect(received[0]).toBe('POST /api/shop/liqpay-callback application/x-www-form-urlencoded');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
