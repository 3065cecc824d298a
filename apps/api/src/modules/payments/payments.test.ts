import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { orderPayments, orderTransactions, orders, paymentCallbacks } from '@loyalty/db/schema';
import { enqueueJob } from '../../jobs/queue.ts';
import { decodeRawData, encodeData, sign } from '../../providers/payment/liqpay-protocol.ts';
import { loadConfig } from '../../config.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp, debitXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { reconcileQueue } from './routes.ts';

const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123' };

/** Orders are written directly: the orders module is not what is under test here. */
async function insertOrder(
  testApp: TestApp,
  account: TestAccount,
  input: { brand?: Brand; paymentMethod?: number; totalKop?: number; financialStatus?: 'pending' | 'paid' } = {},
) {
  const brand = input.brand ?? 'glo';
  const customerId = account.ids[brand];
  if (customerId === null) throw new Error('no customer');
  const total = input.totalKop ?? 14_900;
  return insertTestOrder(testApp.database.db, {
    customerId,
    brand,
    paymentMethod: input.paymentMethod ?? 2,
    financialStatus: input.financialStatus ?? 'pending',
    subtotalKop: total,
    totalKop: total,
  });
}

function getLink(testApp: TestApp, account: TestAccount, orderId: number, product: Brand = 'glo') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/shop/get-liqpay-link',
    headers: account.headers,
    payload: { orderId, product },
  });
}

/** As LiqPay sends it: form-encoded, and without our API key. */
function callback(testApp: TestApp, data: string, signature: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/shop/liqpay-callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data, signature }).toString(),
  });
}

function liqpayData(paymentRef: string, overrides: Record<string, unknown> = {}) {
  return encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status: 'success',
    order_id: paymentRef,
    amount: 149,
    currency: 'UAH',
    payment_id: 555_000 + Math.floor(Math.random() * 1000),
    ...overrides,
  });
}

async function stateOf(testApp: TestApp, orderId: number) {
  const db = testApp.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const transactions = await db.select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
  const [callbacks] = await db
    .select({ n: count() })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.paymentRef, `order-${orderId}`));
  return { order, payment, transactions, callbacks: callbacks?.n ?? 0 };
}

describe('with LiqPay keys', () => {
  let testApp: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp({
      captureLog: true,
      env: { LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey, PUBLIC_URL: 'https://app.example' },
    });
    alice = await createAccount(testApp, { phone: '+380675550001' });
    bob = await createAccount(testApp, { phone: '+380675550002' });
  });
  afterAll(() => testApp.close());

  /** An order with its payment row, as get-liqpay-link leaves it. */
  async function payableOrder(totalKop = 14_900) {
    const order = await insertOrder(testApp, alice, { totalKop });
    const response = await getLink(testApp, alice, order.id);
    expect(response.statusCode).toBe(200);
    return order;
  }

  it('answers a signed LiqPay link for the order, and the same link when asked again', async () => {
    const order = await insertOrder(testApp, alice, { totalKop: 14_950 });
    const first = await getLink(testApp, alice, order.id);
    expect(first.statusCode).toBe(200);
    const { success, link } = first.json<{ success: boolean; link: string }>();
    expect(success).toBe(true);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.liqpay.ua/api/3/checkout');
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('signature')).toBe(sign(keys.privateKey, data));
    expect(decodeRawData(data)).toMatchObject({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: '149.50',
      currency: 'UAH',
      description: `Замовлення №${order.orderNumber}`,
      order_id: `order-${order.id}`,
      result_url: `https://app.example/shop/success?orderId=${order.id}`,
      server_url: 'https://app.example/api/shop/liqpay-callback',
    });
    const again = await getLink(testApp, alice, order.id);
    expect(again.json()).toEqual({ success: true, link });
    const rows = await testApp.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'liqpay', paymentRef: `order-${order.id}`, amountKop: 14_950, status: 'pending' });
  });

  it('creates one payment for parallel first calls, and names a bad field with 400', async () => {
    const order = await insertOrder(testApp, alice);
    const answers = await Promise.all(Array.from({ length: 5 }, () => getLink(testApp, alice, order.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<{ link: string }>().link)).size).toBe(1);
    const [rows] = await testApp.database.db
      .select({ n: count() })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows?.n).toBe(1);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-liqpay-link',
      headers: alice.headers,
      payload: { orderId: 'one', product: 'glo' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['body.orderId']);
  });

  it("refuses another customer's order (403), an order of the other brand, and an unknown id alike", async () => {
    const order = await insertOrder(testApp, alice);
    const foreign = await getLink(testApp, bob, order.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');
    expect((await getLink(testApp, alice, order.id, 'ogo')).statusCode).toBe(403);
    expect((await getLink(testApp, alice, 2_000_000_000)).statusCode).toBe(403);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-liqpay-link',
      headers: apiHeaders,
      payload: { orderId: order.id, product: 'glo' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await testApp.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
  });

  it('refuses a cash order, a free order and a paid one with 409', async () => {
    const cash = await insertOrder(testApp, alice, { paymentMethod: 1 });
    const cashAnswer = await getLink(testApp, alice, cash.id);
    expect(cashAnswer.statusCode).toBe(409);
    expect(cashAnswer.json().error.code).toBe('payment_not_needed');
    const free = await insertOrder(testApp, alice, { totalKop: 0 });
    expect((await getLink(testApp, alice, free.id)).json().error.code).toBe('payment_not_needed');
    const paid = await insertOrder(testApp, alice, { financialStatus: 'paid' });
    const paidAnswer = await getLink(testApp, alice, paid.id);
    expect(paidAnswer.statusCode).toBe(409);
    expect(paidAnswer.json().error.code).toBe('order_not_payable');
  });

  it('refuses a forged callback with 400 and changes nothing', async () => {
    const order = await payableOrder();
    const data = liqpayData(`order-${order.id}`);
    const forged = await callback(testApp, data, sign('guessed-key', data));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    expect((await callback(testApp, 'not base64!', 'x')).statusCode).toBe(400);
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/liqpay-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=abc',
    });
    expect(missing.statusCode).toBe(400);
    const state = await stateOf(testApp, order.id);
    expect(state.order?.financialStatus).toBe('pending');
    expect(state.payment?.status).toBe('pending');
    expect(state.transactions).toEqual([]);
    expect(state.callbacks).toBe(0);
    expect(testApp.logLines.some((line) => line.msg === 'payment callback refused: bad signature or data')).toBe(true);
  });

  it('marks the order paid with one sale transaction, without an API key, and a replay changes nothing', async () => {
    const order = await payableOrder();
    const data = liqpayData(`order-${order.id}`, { payment_id: 777_001 });
    const signature = sign(keys.privateKey, data);
    const first = await callback(testApp, data, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const paid = await stateOf(testApp, order.id);
    expect(paid.order?.financialStatus).toBe('paid');
    expect(paid.order?.paidAt).toBeInstanceOf(Date);
    expect(paid.payment).toMatchObject({ status: 'paid', providerPaymentId: '777001' });
    expect(paid.transactions).toHaveLength(1);
    expect(paid.transactions[0]).toMatchObject({ kind: 'sale', status: 'success', gateway: 'liqpay', amountKop: 14_900 });
    expect(paid.callbacks).toBe(1);

    const replay = await callback(testApp, data, signature);
    expect(replay.statusCode).toBe(200);
    const after = await stateOf(testApp, order.id);
    expect(after.transactions).toHaveLength(1);
    expect(after.callbacks).toBe(1);
    expect(after.order?.paidAt?.getTime()).toBe(paid.order?.paidAt?.getTime());
  });

  it('marks a declined payment failed, and a paid order never goes back', async () => {
    const declined = await payableOrder();
    const failure = liqpayData(`order-${declined.id}`, { status: 'failure', err_code: 'limit' });
    expect((await callback(testApp, failure, sign(keys.privateKey, failure))).statusCode).toBe(200);
    const failed = await stateOf(testApp, declined.id);
    expect(failed.order?.financialStatus).toBe('failed');
    expect(failed.payment?.status).toBe('failed');
    expect(failed.transactions).toEqual([]);

    const order = await payableOrder();
    const success = liqpayData(`order-${order.id}`);
    await callback(testApp, success, sign(keys.privateKey, success));
    const late = liqpayData(`order-${order.id}`, { status: 'error' });
    expect((await callback(testApp, late, sign(keys.privateKey, late))).statusCode).toBe(200);
    const state = await stateOf(testApp, order.id);
    expect(state.order?.financialStatus).toBe('paid');
    expect(state.payment?.status).toBe('paid');
    expect(state.callbacks).toBe(2);
  });

  it('refunds a paid order on `reversed`: its XP return through the ledger, once, and the operator can refund too', async () => {
    const db = testApp.database.db;
    const customerId = alice.ids.glo!;
    const order = await payableOrder();
    // A mixed order: money by card and 40 XP, debited when the order was placed.
    await db.transaction(async (tx) => {
      await creditXp(tx, {
        customerId,
        brand: 'glo',
        amount: 100,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: `refund-${order.id}`,
      });
      await debitXp(tx, {
        customerId,
        brand: 'glo',
        amount: 40,
        reason: 'order',
        sourceType: 'order',
        sourceRef: String(order.id),
      });
    });
    const before = await balanceOf(db, customerId);
    const success = liqpayData(`order-${order.id}`, { payment_id: 888_001 });
    await callback(testApp, success, sign(keys.privateKey, success));
    expect((await stateOf(testApp, order.id)).order?.financialStatus).toBe('paid');

    const reversed = liqpayData(`order-${order.id}`, { payment_id: 888_001, status: 'reversed' });
    const reversedSignature = sign(keys.privateKey, reversed);
    expect((await callback(testApp, reversed, reversedSignature)).statusCode).toBe(200);
    const refunded = await stateOf(testApp, order.id);
    expect(refunded.order?.financialStatus).toBe('refunded');
    expect(refunded.transactions.map(({ kind, status, amountKop }) => ({ kind, status, amountKop }))).toEqual([
      { kind: 'sale', status: 'success', amountKop: 14_900 },
      { kind: 'refund', status: 'success', amountKop: 14_900 },
    ]);
    expect(await balanceOf(db, customerId)).toBe(before + 40);

    // A replay, and a second reversal with other data, return nothing more.
    await callback(testApp, reversed, reversedSignature);
    const again = liqpayData(`order-${order.id}`, { payment_id: 888_001, status: 'reversed', description: 'again' });
    await callback(testApp, again, sign(keys.privateKey, again));
    expect(await balanceOf(db, customerId)).toBe(before + 40);
    expect((await stateOf(testApp, order.id)).transactions).toHaveLength(2);

    // The operator refunds a paid order by number; a pending one is refused.
    const other = await insertOrder(testApp, alice, { paymentMethod: 1, financialStatus: 'paid' });
    const pending = await insertOrder(testApp, alice, { paymentMethod: 1 });
    const ops = (command: string, args: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/ops/run',
        headers: { authorization: `Bearer ${testOpsToken}` },
        payload: { command, args },
      });
    const done = await ops('orders:refund', { order: String(other.orderNumber), reason: 'Parcel returned' });
    expect(done.statusCode).toBe(200);
    expect((await stateOf(testApp, other.id)).order?.financialStatus).toBe('refunded');
    expect((await ops('orders:refund', { order: String(other.orderNumber), reason: 'Twice' })).statusCode).toBe(409);
    expect((await ops('orders:refund', { order: String(pending.orderNumber), reason: 'Not paid' })).statusCode).toBe(409);
    expect((await ops('orders:refund', { order: '999999', reason: 'Nobody' })).statusCode).toBe(404);
  });

  it('does not pay an order when the amount or currency differs, and records what came', async () => {
    const order = await payableOrder(14_900);
    const cheaper = liqpayData(`order-${order.id}`, { amount: 1 });
    expect((await callback(testApp, cheaper, sign(keys.privateKey, cheaper))).statusCode).toBe(200);
    const dollars = liqpayData(`order-${order.id}`, { currency: 'USD' });
    expect((await callback(testApp, dollars, sign(keys.privateKey, dollars))).statusCode).toBe(200);
    const state = await stateOf(testApp, order.id);
    expect(state.order?.financialStatus).toBe('pending');
    expect(state.payment?.status).toBe('pending');
    expect(state.transactions).toEqual([]);
    const recorded = await testApp.database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentRef, `order-${order.id}`));
    expect(recorded.map((row) => [row.providerStatus, row.outcome])).toEqual([
      ['success', 'failed'],
      ['success', 'failed'],
    ]);
  });

  it('changes nothing for a pending status, and answers 200 for a payment it does not know', async () => {
    const order = await payableOrder();
    const waiting = liqpayData(`order-${order.id}`, { status: '3ds_verify' });
    expect((await callback(testApp, waiting, sign(keys.privateKey, waiting))).statusCode).toBe(200);
    expect((await stateOf(testApp, order.id)).order?.financialStatus).toBe('pending');

    const stranger = liqpayData('order-999999999');
    expect((await callback(testApp, stranger, sign(keys.privateKey, stranger))).statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentRef, 'order-999999999'));
    expect(row?.outcome).toBe('pending');
  });

  it('serves no test checkout when LiqPay is configured', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/dev/liqpay/checkout?data=a&signature=b' });
    expect(page.statusCode).toBe(404);
  });
});

describe('with the built-in test checkout', () => {
  let testApp: TestApp;
  let alice: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    alice = await createAccount(testApp, { phone: '+380675550011' });
  });
  afterAll(() => testApp.close());

  it('pays an order end to end: link, page under our CSP, decision, 303 back to result_url', async () => {
    const order = await insertOrder(testApp, alice, { totalKop: 39_900 });
    const linkAnswer = await getLink(testApp, alice, order.id);
    expect(linkAnswer.statusCode).toBe(200);
    const link = linkAnswer.json<{ link: string }>().link;
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost/api/dev/liqpay/checkout');

    // Opened by the browser: no API key.
    const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('399.00');
    expect(page.body).toContain(`Замовлення №${order.orderNumber}`);

    const form = new URLSearchParams({
      data: url.searchParams.get('data')!,
      signature: url.searchParams.get('signature')!,
      decision: 'pay',
    });
    const decided = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/liqpay/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`http://localhost:80/shop/success?orderId=${order.id}`);
    const state = await stateOf(testApp, order.id);
    expect(state.order?.financialStatus).toBe('paid');
    expect(state.transactions).toHaveLength(1);
    expect(state.transactions[0]).toMatchObject({ gateway: 'test-checkout', amountKop: 39_900, status: 'success' });
  });

  it('declines an order through the page, and refuses pages and decisions it did not sign', async () => {
    const order = await insertOrder(testApp, alice);
    const url = new URL((await getLink(testApp, alice, order.id)).json<{ link: string }>().link);
    const data = url.searchParams.get('data')!;
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/api/dev/liqpay/checkout?data=${encodeURIComponent(data)}&signature=${encodeURIComponent(sign('x', data))}`,
    });
    expect(forged.statusCode).toBe(400);
    const forgedDecision = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/liqpay/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: sign('x', data), decision: 'pay' }).toString(),
    });
    expect(forgedDecision.statusCode).toBe(400);
    expect((await stateOf(testApp, order.id)).order?.financialStatus).toBe('pending');

    const declined = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/liqpay/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: url.searchParams.get('signature')!, decision: 'decline' }).toString(),
    });
    expect(declined.statusCode).toBe(303);
    expect((await stateOf(testApp, order.id)).order?.financialStatus).toBe('failed');
  });

  it('keeps form bodies to the payment routes: other routes still answer 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/novaposhta/cities',
      headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=a',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('without any payment provider', () => {
  it('answers 503 payment_unavailable', async () => {
    const testApp = await buildTestApp({ env: { TEST_CHECKOUT: 'off' } });
    try {
      const account = await createAccount(testApp, { phone: '+380675550021' });
      const order = await insertOrder(testApp, account);
      const response = await getLink(testApp, account, order.id);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('payment_unavailable');
    } finally {
      await testApp.close();
    }
  });
});

describe('reconciliation of payments whose callback never came', () => {
  let server: Server;
  let testApp: TestApp;
  let alice: TestAccount;
  const asked: string[] = [];

  beforeAll(async () => {
    // A stand-in for LiqPay's /api/request status call: every payment asked about was paid.
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(text);
        const data = form.get('data') ?? '';
        if (form.get('signature') !== sign(keys.privateKey, data)) return response.writeHead(403).end();
        const { order_id: orderId } = decodeRawData(data) as { order_id: string };
        asked.push(orderId);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 'success',
            order_id: orderId,
            amount: 149,
            currency: 'UAH',
            action: 'pay',
            payment_id: 9_000_001,
            public_key: keys.publicKey,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`;
    testApp = await buildTestApp({
      env: { LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey, LIQPAY_API_URL: apiUrl },
    });
    alice = await createAccount(testApp, { phone: '+380675550031' });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks LiqPay about pending payments older than 15 minutes and applies the answer once', async () => {
    const stale = await insertOrder(testApp, alice);
    const fresh = await insertOrder(testApp, alice);
    for (const order of [stale, fresh]) expect((await getLink(testApp, alice, order.id)).statusCode).toBe(200);
    await testApp.database.db
      .update(orderPayments)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(orderPayments.orderId, stale.id));

    await enqueueJob(testApp.database.db, { queue: reconcileQueue, payload: {} });
    // The reconciliation, then the notification of the order it found paid.
    expect(await testApp.app.jobs.runDueJobs()).toBe(2);
    expect(asked).toEqual([`order-${stale.id}`]);
    const paid = await stateOf(testApp, stale.id);
    expect(paid.order?.financialStatus).toBe('paid');
    expect(paid.transactions).toHaveLength(1);
    expect((await stateOf(testApp, fresh.id)).order?.financialStatus).toBe('pending');

    // Paid payments are not asked about again.
    await enqueueJob(testApp.database.db, { queue: reconcileQueue, payload: {} });
    await testApp.app.jobs.runDueJobs();
    expect(asked).toHaveLength(1);
  });
});

describe('payment configuration', () => {
  it('wants both LiqPay keys or neither, naming the missing one', () => {
    expect(() => loadConfig({ LIQPAY_PUBLIC_KEY: keys.publicKey })).toThrow(
      /LIQPAY_PRIVATE_KEY.*LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY/s,
    );
    expect(() => loadConfig({ LIQPAY_PRIVATE_KEY: keys.privateKey })).toThrow(/LIQPAY_PUBLIC_KEY:/);
    const both = loadConfig({ LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey });
    expect(both.payments.liqpay).toMatchObject({ sandbox: false, checkoutUrl: 'https://www.liqpay.ua/api/3/checkout' });
  });

  it('turns the test checkout on without keys outside production, and as told otherwise', () => {
    expect(loadConfig({}).payments.testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testCheckout).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' }).payments.testCheckout).toBe(true);
    expect(loadConfig({ TEST_CHECKOUT: 'off' }).payments.testCheckout).toBe(false);
    expect(loadConfig({ LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey }).payments.testCheckout).toBe(
      false,
    );
  });

  it('needs iPost credentials for the http provider', () => {
    expect(() => loadConfig({ IPOST_PROVIDER: 'http' })).toThrow(/IPOST_LOGIN/);
    const ipost = loadConfig({ IPOST_PROVIDER: 'http', IPOST_LOGIN: 'shop', IPOST_PASSWORD: 'secret' }).ipost;
    expect(ipost).toMatchObject({ provider: 'http', baseUrl: 'https://api.ipost.life/public/v1', paths: { auth: '/auth' } });
  });
});
