// What an operator watches: GET /metrics (who may read it, what it counts) and the JSON log of a whole
// customer journey, which must carry request ids and never a phone number, code, token, key or password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf } from '@loyalty/db/client';
import { analyticsEvents, customers, orderPayments, packCodes, productVariants, products } from '@loyalty/db/schema';
import { encodeData, sign } from './providers/payment/liqpay-protocol.ts';
import { maintenanceQueue } from './jobs/maintenance.ts';
import { enqueueJob } from './jobs/queue.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from './test-app.ts';
import { latestSmsCode } from './modules/user/test-accounts.ts';

const metricsToken = 'metrics-token-0123456789abcdef';
const liqpay = { publicKey: 'i00000000042', privateKey: 'liqpay-private-key-for-the-journey' };
const phone = '+380671234599';
const email = 'olena.journey@example.com';

let testApp: TestApp;
/** Everything the log must never carry, filled in as the journey goes. */
const secrets: Record<string, string> = {
  'the phone (international)': phone.slice(1),
  'the phone (national)': phone.slice(3),
  'the e-mail': email,
  'the ops token': testOpsToken,
  'the metrics token': metricsToken,
  'the LiqPay private key': liqpay.privateKey,
};

function metrics(headers: Record<string, string> = {}, remoteAddress?: string) {
  return testApp.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The value of one series in the text format, 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

beforeAll(async () => {
  testApp = await buildTestApp({
    seed: true,
    captureLog: true,
    env: { METRICS_TOKEN: metricsToken, LIQPAY_PUBLIC_KEY: liqpay.publicKey, LIQPAY_PRIVATE_KEY: liqpay.privateKey },
  });
  await journey();
}, 60_000);
afterAll(() => testApp.close());

/** A customer's day: sign in by SMS, profile, scans, a cash order, a card order paid by LiqPay, history, sign out. */
async function journey(): Promise<void> {
  const { app, database } = testApp;
  const [glo] = await database.db
    .insert(customers)
    .values({ brand: 'glo', phone, firstName: 'Олена', lastName: 'Пчілка', email, birthDate: '1990-03-09' })
    .returning();
  if (!glo) throw new Error('no customer');
  const call = async (url: string, payload: unknown, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url, headers, payload: payload as object });
    if (response.statusCode >= 500) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  await call('/api/auth/login-sms', { phone }, apiHeaders);
  const code = await latestSmsCode(testApp, phone);
  secrets['the SMS code'] = code;
  // A wrong code first: the refusal is logged, the code must not be.
  await call('/api/auth/confirm-sms', { phone, code: code === '000000' ? '111111' : '000000', product: 'glo' }, apiHeaders);
  const confirmed = await call('/api/auth/confirm-sms', { phone, code, product: 'glo' }, apiHeaders);
  const token = confirmed.json().token as string;
  secrets['the session token'] = token;
  const headers = { ...apiHeaders, authorization: `Bearer ${token}` };

  await call('/api/user/update-profile', { id: glo.id, product: 'glo', first_name: 'Олена', last_name: 'Косач' }, headers);
  const packCode = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  secrets['the pack code'] = packCode;
  await database.db.insert(packCodes).values({ code: packCode, brand: 'glo', xp: 10, kind: 'sticks' });
  expect((await call('/api/scan/redeem', { code: packCode, product: 'glo' }, headers)).statusCode).toBe(200);
  expect((await call('/api/scan/redeem', { code: packCode, product: 'glo' }, headers)).statusCode).toBe(409);
  expect((await call('/api/scan/redeem', { code: 'not a code!', product: 'glo' }, headers)).statusCode).toBe(400);

  const [variant] = await database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.brand, 'glo'))
    .limit(1);
  const directory = app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ');
  const branch = city && directory.branches(city.ref)[0];
  if (!variant || !city || !branch) throw new Error('no variant or branch in the demo data');
  const order = (payment: 1 | 2) => ({
    product: 'glo',
    order: {
      line_items: [{ variant_id: variant.id, quantity: 1 }],
      customer: { id: glo.id },
      shipping_address: { first_name: 'Олена', last_name: 'Косач', phone },
    },
    cart: { payment, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, comment: 'Подзвоніть' },
  });
  expect((await call('/api/shop/create-order', order(1), headers)).statusCode).toBe(200);
  const card = await call('/api/shop/create-order', order(2), { ...headers, 'idempotency-key': randomBytes(8).toString('hex') });
  expect(card.statusCode).toBe(200);
  const orderId = card.json().order.id as number;
  expect((await call('/api/shop/get-liqpay-link', { orderId, product: 'glo' }, headers)).statusCode).toBe(200);
  const [payment] = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!payment) throw new Error('no payment row');
  const data = encodeData({
    version: 3,
    public_key: liqpay.publicKey,
    action: 'pay',
    status: 'success',
    order_id: payment.paymentRef,
    amount: payment.amountKop / 100,
    currency: 'UAH',
    payment_id: 700_001,
    sender_phone: phone.slice(1),
  });
  const signature = sign(liqpay.privateKey, data);
  secrets['the LiqPay signature'] = signature;
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/shop/liqpay-callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect((await app.inject(form({ data, signature }))).statusCode).toBe(200);
  expect((await app.inject(form({ data, signature: 'forged' }))).statusCode).toBe(400);
  await call('/api/shop/get-orders', { variant: 'glo', shopifyId: glo.id }, headers);
  await enqueueJob(database.db, { queue: maintenanceQueue, payload: {} });
  await app.jobs.runDueJobs(50);
  await call('/api/auth/logout', {}, headers);
}

describe('GET /metrics', () => {
  it('answers a direct caller on this host in the Prometheus text format', async () => {
    const response = await metrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    // The process's own metrics, the request histogram by route and status, the job queue.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/scan/redeem",status_code="409"}')).toBe(
      1,
    );
    expect(text).toContain('# TYPE jobs gauge');
    expect(text).toContain('jobs_oldest_due_seconds');
  });

  it('counts sign-ins, SMS, scans by outcome, orders by payment method, LiqPay callbacks and jobs', async () => {
    const text = (await metrics()).body;
    expect(valueOf(text, 'logins_total{method="sms"}')).toBe(1);
    expect(valueOf(text, 'sms_total{outcome="sent"}')).toBe(1);
    expect(valueOf(text, 'scans_total{channel="manual",outcome="credited"}')).toBe(1);
    expect(valueOf(text, 'scans_total{channel="manual",outcome="already_used"}')).toBe(1);
    expect(valueOf(text, 'scans_total{channel="manual",outcome="invalid_code"}')).toBe(1);
    expect(valueOf(text, 'orders_created_total{payment_method="cash"}')).toBe(1);
    expect(valueOf(text, 'orders_created_total{payment_method="card"}')).toBe(1);
    expect(valueOf(text, 'liqpay_callbacks_total{outcome="paid"}')).toBe(1);
    expect(valueOf(text, 'liqpay_callbacks_total{outcome="invalid_signature"}')).toBe(1);
    expect(valueOf(text, 'jobs_finished_total{queue="maintenance",outcome="done"}')).toBe(1);
  });

  it('labels requests by route pattern, never by the raw path', async () => {
    await testApp.app.inject({ method: 'GET', url: `/api/no-such-call-${randomBytes(4).toString('hex')}`, headers: apiHeaders });
    const text = (await metrics()).body;
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('no-such-call');
  });

  it('refuses a caller from elsewhere without the token, and one forwarded by a proxy on this host', async () => {
    const remote = await metrics({}, '203.0.113.7');
    expect(remote.statusCode).toBe(401);
    expect(remote.headers['www-authenticate']).toBe('Bearer');
    expect(remote.json().error.code).toBe('unauthorized');
    expect(remote.body).not.toContain('process_cpu');
    expect((await metrics({ authorization: 'Bearer wrong-token-0123456789abcd' }, '203.0.113.7')).statusCode).toBe(401);
    expect((await metrics({ authorization: `Bearer ${metricsToken}x` }, '203.0.113.7')).statusCode).toBe(401);
    // A reverse proxy on this host connects from loopback: what it forwards is not local.
    expect((await metrics({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(401);
    expect((await metrics({ forwarded: 'for=203.0.113.7' })).statusCode).toBe(401);
  });

  it('answers a caller from elsewhere with the token', async () => {
    const response = await metrics({ authorization: `Bearer ${metricsToken}` }, '203.0.113.7');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
  });

  it('is not served from elsewhere at all when METRICS_TOKEN is unset', async () => {
    const bare = await buildTestApp();
    try {
      const remote = await bare.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.1' });
      expect(remote.statusCode).toBe(401);
      expect(remote.json().error.message).toContain('METRICS_TOKEN');
      const local = await bare.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
      expect(local.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /metrics: what it reads from the database at scrape time', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('counts the events queued for each configured sink and the age of the oldest, and nothing for a sink not set', async () => {
    // The BAT sink is configured (never reached: no job runs here); eSputnik is not, so its rows wait for an export.
    const withSink = await buildTestApp({
      env: { ANALYTICS_BAT_URL: 'http://127.0.0.1:9/bat', ANALYTICS_BAT_KEY: 'bat-key-0123' },
    });
    try {
      const event = (source: string, status: 'queued' | 'delivered' | 'failed' | 'dropped', createdAt: Date) => ({
        customerId: null,
        brand: null,
        source,
        event: 'page_view',
        payload: {},
        status,
        createdAt,
      });
      await withSink.database.db.insert(analyticsEvents).values([
        event('bat', 'queued', minutesAgo(10)),
        // order-info events go to the BAT sink too.
        event('order-info', 'queued', minutesAgo(1)),
        // Delivered, failed for good and dropped are not waiting, however old.
        event('bat', 'delivered', minutesAgo(120)),
        event('bat', 'failed', minutesAgo(90)),
        event('order-info', 'dropped', minutesAgo(60)),
        event('esputnik', 'queued', minutesAgo(300)),
      ]);
      const text = (await withSink.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(valueOf(text, 'analytics_events_pending{sink="bat"}')).toBe(2);
      const oldest = valueOf(text, 'analytics_oldest_pending_seconds{sink="bat"}');
      expect(oldest).toBeGreaterThanOrEqual(600);
      expect(oldest).toBeLessThan(660);
      expect(text).not.toContain('sink="esputnik"');
    } finally {
      await withSink.close();
    }
  });

  it('reports a configured sink with nothing waiting as 0, and no series at all without a sink', async () => {
    const withSink = await buildTestApp({
      env: { ESPUTNIK_URL: 'http://127.0.0.1:9/esputnik', ESPUTNIK_KEY: 'esputnik-key-0123' },
    });
    try {
      const text = (await withSink.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toContain('analytics_events_pending{sink="esputnik"} 0');
      expect(text).toContain('analytics_oldest_pending_seconds{sink="esputnik"} 0');
    } finally {
      await withSink.close();
    }
    const text = (await metrics()).body;
    expect(text).toContain('# TYPE analytics_events_pending gauge');
    expect(text).not.toMatch(/^analytics_events_pending\{/m);
  });

  it('reports WAL archiving from pg_stat_archiver on PostgreSQL only, and leaves out what never happened', async () => {
    const text = (await metrics()).body;
    if (driverClientOf(testApp.database).kind === 'pglite') {
      // PGlite has the view (all zeros) but no archive: no gauge at all rather than a misleading 0.
      expect(text).not.toContain('postgres_wal_');
      return;
    }
    // A PostgreSQL test server archives nothing (archive_mode off): the counts are 0, the times absent.
    // deploy/test/metric-names.test.ts drives a real archive_command, failing and then working.
    expect(text).toContain('\npostgres_wal_archive_failed_count 0\n');
    expect(text).toContain('\npostgres_wal_archived_count 0\n');
    expect(text).not.toMatch(/^postgres_wal_archived_last_timestamp_seconds /m);
    expect(text).not.toMatch(/^postgres_wal_archive_failed_last_timestamp_seconds /m);
  });
});

describe('the log of a whole journey', () => {
  it('is JSON with a request id on every request line', () => {
    const requestLines = testApp.logLines.filter((line) => line.req !== undefined || line.res !== undefined);
    // One line per call of the journey (plugins/access-log.ts).
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
  });

  it('never carries a phone number, code, token, key, signature or e-mail', () => {
    expect(Object.keys(secrets)).toEqual(
      expect.arrayContaining(['the SMS code', 'the session token', 'the pack code', 'the LiqPay signature']),
    );
    const log = testApp.logLines.map((line) => JSON.stringify(line));
    const leaks = Object.entries(secrets).flatMap(([what, value]) =>
      log.filter((line) => line.includes(value)).map((line) => `${what}: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
    expect(log.some((line) => line.includes(apiHeaders['x-api-key']))).toBe(false);
  });
});
