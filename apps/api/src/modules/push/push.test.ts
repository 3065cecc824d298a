// Web push end to end against a local stand-in of a push service (listed in PUSH_ENDPOINT_HOSTS as
// http://127.0.0.1:port): the subscription calls and their endpoint rules, an order marked paid arriving as an
// aes128gcm body with a VAPID Authorization that decrypts with the subscription's keys, 410 removing the
// subscription, a failure retried without sending twice, the kind switches, and a news item pushed by the operator.
// The port rule, the devices kept per customer, keys off the curve, a push service that answers slowly (one
// deadline for all of a customer's devices) and a job claimed again while its first run still sends.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import * as ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, news, pushSubscriptions } from '@loyalty/db/schema';
import { exitCodes } from '../../ops/cli.ts';
import { buildTestApp, runTestOpsCli, type TestApp } from '../../test-app.ts';
import { transitionOrder } from '../orders/lifecycle.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { pushEndpointRefusal } from './endpoint-policy.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let pushService: Server;
let pushOrigin: string;
const received: Received[] = [];
/** Status the stand-in answers per path (default 201). */
const answers = new Map<string, number[]>();
/** Answers held back: every request under /slow/ (never answered), the first under /held/ until releaseHeld(). */
const slowAnswers: ServerResponse[] = [];
const heldAnswers: ServerResponse[] = [];
const heldPaths = new Set<string>();
let testApp: TestApp;
let serverUrl: string;
let phoneSeq = 0;
/** Devices a customer keeps in these tests. */
const devicesPerCustomer = 3;

function releaseHeld(): void {
  for (const response of heldAnswers.splice(0)) response.writeHead(201).end();
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (path.startsWith('/slow/')) return void slowAnswers.push(response);
      if (path.startsWith('/held/') && !heldPaths.has(path)) {
        heldPaths.add(path);
        return void heldAnswers.push(response);
      }
      const queued = answers.get(path);
      response.statusCode = queued?.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  testApp = await buildTestApp({
    env: {
      PUSH_ENDPOINT_HOSTS: `fcm.googleapis.com,${pushOrigin}`,
      VAPID_SUBJECT: 'mailto:push@example.com',
      PUSH_SUBSCRIPTIONS_PER_CUSTOMER: String(devicesPerCustomer),
    },
  });
  serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  releaseHeld();
  for (const response of slowAnswers.splice(0)) response.destroy();
  await testApp.close();
  pushService.closeAllConnections();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

interface Browser {
  ecdh: ECDH;
  auth: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A browser's side of a subscription: its key pair and auth secret (what PushManager.subscribe makes). */
function newBrowser(path: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${pushOrigin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}

function decryptFor(browser: Browser, message: Received): { title: string; body: string; url: string; tag: string } {
  const plain = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
  return JSON.parse(plain.toString('utf8'));
}

/** The browser's key with its last byte changed: the right shape, but (all but certainly) not a point of P-256. */
function offCurveKey(browser: Browser): string {
  const key = browser.ecdh.getPublicKey();
  key[64] = (key[64] ?? 0) ^ 1;
  return key.toString('base64url');
}

async function newAccount(on: TestApp = testApp): Promise<TestAccount> {
  phoneSeq += 1;
  return createAccount(on, { phone: `+38063${String(3_000_000 + phoneSeq).slice(-7)}`, brands: ['glo'] });
}

async function subscribe(account: TestAccount, browser: Browser, on: TestApp = testApp) {
  return on.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: account.headers,
    payload: { subscription: browser.subscription, product: 'glo' },
  });
}

async function payOrder(customerId: number, on: TestApp = testApp) {
  const order = await insertTestOrder(on.database.db, { customerId, brand: 'glo' });
  await on.database.db.transaction((tx) => transitionOrder(on.app.orderEvents, tx, order.id, { to: 'paid' }));
  return order;
}

async function runJobs(): Promise<void> {
  while ((await testApp.app.jobs.runDueJobs()) > 0);
}

async function notifyJobOf(orderId: number, customerId: number, on: TestApp = testApp) {
  const [job] = await on.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `notify:order-paid:${orderId}:${customerId}`));
  if (!job) throw new Error('no notification job');
  return job;
}

async function endpointsOf(customerId: number): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  return rows.map((row) => row.endpoint).sort();
}

function pathsReceived(): string[] {
  return received.map((item) => item.path).sort();
}

describe('push subscriptions', () => {
  it('gives the VAPID public key and stores a subscription on an allowed push service', async () => {
    const key = await testApp.app.inject({
      method: 'GET',
      url: '/api/push/vapid-public-key',
      headers: { 'x-api-key': 'glo-ogo-dev-key' },
    });
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json().key, 'base64url')).toHaveLength(65);
    const account = await newAccount();
    const browser = newBrowser('/push/store');
    expect((await subscribe(account, browser)).json()).toEqual({ ok: true });
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/push/settings?product=glo', headers: account.headers });
    expect(settings.json()).toEqual({
      settings: { orders: true, referrals: true, expiry: true, news: true },
      devices: 1,
      marketing_sms: false,
    });
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', /https/],
    ['https://169.254.169.254/latest/meta-data', /not a push service/],
    ['https://fcm.googleapis.com.attacker.example/send/1', /not a push service/],
    ['https://user:pass@fcm.googleapis.com/send/1', /credentials/],
    ['https://localhost/send/1', /not a push service/],
    ['https://fcm.googleapis.com:22/x', /port 22/],
    ['https://fcm.googleapis.com:8443/x', /port 8443/],
  ])('refuses the endpoint %s with 400 naming subscription.endpoint', async (endpoint, why) => {
    const account = await newAccount();
    const browser = newBrowser('/x');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: account.headers,
      payload: { subscription: { ...browser.subscription, endpoint }, product: 'glo' },
    });
    expect(response.statusCode).toBe(400);
    const field = response.json().error.fields.find((item: { field: string }) => item.field === 'subscription.endpoint');
    expect(field?.message).toMatch(why);
  });

  it('refuses malformed keys and needs a session', async () => {
    const account = await newAccount();
    const browser = newBrowser('/bad-keys');
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: account.headers,
      payload: { subscription: { ...browser.subscription, keys: { p256dh: 'abc', auth: browser.auth } }, product: 'glo' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain('subscription.keys.p256dh');
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: { 'x-api-key': 'glo-ogo-dev-key' },
      payload: { subscription: browser.subscription, product: 'glo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a key of the right shape that is not a point of P-256 with 400 naming subscription.keys.p256dh', async () => {
    const account = await newAccount();
    const browser = newBrowser(`/push/off-curve-${account.ids.glo}`);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: account.headers,
      payload: {
        subscription: { ...browser.subscription, keys: { p256dh: offCurveKey(browser), auth: browser.auth } },
        product: 'glo',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'subscription.keys.p256dh', message: 'not a public key of the P-256 curve' },
    ]);
    expect(await endpointsOf(account.ids.glo ?? 0)).toEqual([]);
  });

  it('keeps the newest PUSH_SUBSCRIPTIONS_PER_CUSTOMER devices of a customer, dropping the oldest', async () => {
    const account = await newAccount();
    const browsers = Array.from({ length: devicesPerCustomer + 2 }, (_, index) =>
      newBrowser(`/push/many-${account.ids.glo}-${index}`),
    );
    for (const browser of browsers) expect((await subscribe(account, browser)).statusCode).toBe(200);
    const endpoint = (index: number) => browsers[index]?.subscription.endpoint ?? '';
    // 0 and 1 were the oldest when 3 and 4 came.
    expect(await endpointsOf(account.ids.glo ?? 0)).toEqual([endpoint(2), endpoint(3), endpoint(4)].sort());
    // Subscribing a kept device again makes it the newest: one more device then drops 3, the oldest now.
    await subscribe(account, browsers[2] as Browser);
    const another = newBrowser(`/push/many-${account.ids.glo}-another`);
    await subscribe(account, another);
    expect(await endpointsOf(account.ids.glo ?? 0)).toEqual([endpoint(2), endpoint(4), another.subscription.endpoint].sort());
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/push/settings?product=glo', headers: account.headers });
    expect(settings.json().devices).toBe(devicesPerCustomer);
  });

  it('matches hosts exactly or by *.suffix, and http only for an explicit http://host:port entry', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com', 'http://127.0.0.1:9999'];
    expect(pushEndpointRefusal('https://fcm.googleapis.com/fcm/send/a', hosts)).toBeNull();
    expect(pushEndpointRefusal('https://wns2-par02p.notify.windows.com/w/?token=a', hosts)).toBeNull();
    expect(pushEndpointRefusal('https://notify.windows.com/w', hosts)).not.toBeNull();
    expect(pushEndpointRefusal('https://evilnotify.windows.com/w', hosts)).not.toBeNull();
    expect(pushEndpointRefusal('http://127.0.0.1:9999/p', hosts)).toBeNull();
    expect(pushEndpointRefusal('http://127.0.0.1:9998/p', hosts)).not.toBeNull();
    expect(pushEndpointRefusal('https://127.0.0.1:9999/p', hosts)).not.toBeNull();
    expect(pushEndpointRefusal('http://fcm.googleapis.com/fcm/send/a', hosts)).not.toBeNull();
  });

  it('calls port 443 only, unless an entry names another port for its host', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com', 'push.example.com:8443'];
    expect(pushEndpointRefusal('https://fcm.googleapis.com:443/fcm/send/a', hosts)).toBeNull();
    expect(pushEndpointRefusal('https://fcm.googleapis.com:22/x', hosts)).toMatch(/port 22/);
    expect(pushEndpointRefusal('https://wns2-par02p.notify.windows.com:8080/w', hosts)).toMatch(/port 8080/);
    expect(pushEndpointRefusal('https://push.example.com:8443/p', hosts)).toBeNull();
    expect(pushEndpointRefusal('https://push.example.com/p', hosts)).toMatch(/port 443/);
    expect(pushEndpointRefusal('https://push.example.com:8444/p', hosts)).toMatch(/port 8444/);
  });
});

describe('push delivery', () => {
  it('sends a paid order as an aes128gcm body with a VAPID signature that decrypts to the Ukrainian text', async () => {
    const account = await newAccount();
    const browser = newBrowser(`/push/paid-${account.ids.glo}`);
    await subscribe(account, browser);
    const order = await payOrder(account.ids.glo ?? 0);
    await runJobs();
    expect(received).toHaveLength(1);
    const [message] = received;
    if (!message) throw new Error('nothing received');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const authorization = String(message.headers.authorization);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(match).not.toBeNull();
    const [, jwt = '', publicKey = ''] = match ?? [];
    const key = await testApp.app.inject({
      method: 'GET',
      url: '/api/push/vapid-public-key',
      headers: { 'x-api-key': 'glo-ogo-dev-key' },
    });
    expect(publicKey).toBe(key.json().key);
    // The JWT is ES256 over the audience of the push service, signed by the server's VAPID key.
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      aud: pushOrigin,
      sub: 'mailto:push@example.com',
    });
    const raw = Buffer.from(publicKey, 'base64url');
    const verifier = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: verifier, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(decryptFor(browser, message)).toEqual({
      title: `glo™: замовлення №${order.orderNumber} оплачено`,
      body: 'Дякуємо! Ми вже готуємо його до відправлення.',
      url: '/history-order',
      tag: `order-paid:${order.id}`,
    });
  });

  it('sends to every device of the customer, retries only the one that failed, and drops a 410 subscription', async () => {
    const account = await newAccount();
    const phone = newBrowser(`/push/phone-${account.ids.glo}`);
    const laptop = newBrowser(`/push/laptop-${account.ids.glo}`);
    const gone = newBrowser(`/push/gone-${account.ids.glo}`);
    for (const browser of [phone, laptop, gone]) await subscribe(account, browser);
    answers.set(`/push/laptop-${account.ids.glo}`, [500]);
    answers.set(`/push/gone-${account.ids.glo}`, [410]);
    await payOrder(account.ids.glo ?? 0);
    await runJobs();
    expect(received.map((item) => item.path).sort()).toEqual(
      [`/push/gone-${account.ids.glo}`, `/push/laptop-${account.ids.glo}`, `/push/phone-${account.ids.glo}`].sort(),
    );
    const left = await testApp.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, account.ids.glo ?? 0));
    expect(left.map((row) => row.endpoint).sort()).toEqual([laptop.subscription.endpoint, phone.subscription.endpoint].sort());
    // The retry comes after its back-off: make it due now.
    received.length = 0;
    await testApp.database.db.execute(`update jobs set run_at = now() where queue = 'push:notify' and status = 'queued'`);
    await runJobs();
    expect(received.map((item) => item.path)).toEqual([`/push/laptop-${account.ids.glo}`]);
    expect(decryptFor(laptop, received[0] as Received).title).toMatch(/оплачено$/);
  });

  it('sends nothing of a kind switched off, and nothing after unsubscribing', async () => {
    const account = await newAccount();
    const browser = newBrowser(`/push/off-${account.ids.glo}`);
    await subscribe(account, browser);
    const off = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/settings',
      headers: account.headers,
      payload: { product: 'glo', orders: false },
    });
    expect(off.json()).toEqual({
      settings: { orders: false, referrals: true, expiry: true, news: true },
      devices: 1,
      marketing_sms: false,
    });
    await payOrder(account.ids.glo ?? 0);
    await runJobs();
    expect(received).toHaveLength(0);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/push/settings',
      headers: account.headers,
      payload: { product: 'glo', orders: true },
    });
    const unsubscribed = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: account.headers,
      payload: { endpoint: browser.subscription.endpoint },
    });
    expect(unsubscribed.json()).toEqual({ ok: true });
    await payOrder(account.ids.glo ?? 0);
    await runJobs();
    expect(received).toHaveLength(0);
  });

  it('sends to the newest devices only of a customer stored over the limit, and drops the others', async () => {
    const account = await newAccount();
    const customerId = account.ids.glo ?? 0;
    const browsers = Array.from({ length: devicesPerCustomer + 2 }, (_, index) =>
      newBrowser(`/push/stored-${customerId}-${index}`),
    );
    // As subscribe stored them before the limit: oldest first.
    for (const [index, browser] of browsers.entries()) {
      await testApp.database.db.insert(pushSubscriptions).values({
        customerId,
        brand: 'glo',
        endpoint: browser.subscription.endpoint,
        p256dh: browser.subscription.keys.p256dh,
        auth: browser.auth,
        createdAt: sql`now() - make_interval(mins => ${60 - index})`,
      });
    }
    await payOrder(customerId);
    await runJobs();
    const newest = browsers.slice(-devicesPerCustomer).map((browser) => new URL(browser.subscription.endpoint).pathname);
    expect(pathsReceived()).toEqual([...newest].sort());
    expect(await endpointsOf(customerId)).toEqual(
      browsers
        .slice(-devicesPerCustomer)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
  });

  it('drops a stored device whose key is off the curve, still sends to the others, and finishes the job', async () => {
    const account = await newAccount();
    const customerId = account.ids.glo ?? 0;
    const broken = newBrowser(`/push/off-curve-stored-${customerId}`);
    const good = newBrowser(`/push/good-${customerId}`);
    // Stored as subscribe did before it checked keys, and first, so that it comes first.
    await testApp.database.db.insert(pushSubscriptions).values({
      customerId,
      brand: 'glo',
      endpoint: broken.subscription.endpoint,
      p256dh: offCurveKey(broken),
      auth: broken.auth,
    });
    await subscribe(account, good);
    const order = await payOrder(customerId);
    await runJobs();
    expect(pathsReceived()).toEqual([`/push/good-${customerId}`]);
    expect(decryptFor(good, received[0] as Received).title).toMatch(/оплачено$/);
    expect(await endpointsOf(customerId)).toEqual([good.subscription.endpoint]);
    expect(await notifyJobOf(order.id, customerId)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('sends nothing twice when the job is claimed again while its first run is still sending', async () => {
    const account = await newAccount();
    const customerId = account.ids.glo ?? 0;
    // The push service holds its first answer to the phone; the laptop's comes at once.
    const phone = newBrowser(`/held/phone-${customerId}`);
    const laptop = newBrowser(`/push/laptop-${customerId}`);
    for (const browser of [phone, laptop]) await subscribe(account, browser);
    const order = await payOrder(customerId);
    const firstRun = testApp.app.jobs.runDueJobs(1);
    await vi.waitFor(() => expect(pathsReceived()).toContain(`/held/phone-${customerId}`), { timeout: 10_000, interval: 20 });
    // Its lease passes (as after JOB_LEASE_SECONDS of a slow service): the queue hands the job to a second run.
    await testApp.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, (await notifyJobOf(order.id, customerId)).id));
    expect(await testApp.app.jobs.runDueJobs(1)).toBe(1);
    releaseHeld();
    await firstRun;
    // Whatever retry the second run asked for, made due now.
    await testApp.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, 'push:notify'), eq(jobs.status, 'queued')));
    await runJobs();
    expect(pathsReceived()).toEqual([`/held/phone-${customerId}`, `/push/laptop-${customerId}`]);
    expect(await notifyJobOf(order.id, customerId)).toMatchObject({ status: 'done' });
  });

  it("cannot remove another customer's subscription", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const browser = newBrowser(`/push/own-${owner.ids.glo}`);
    await subscribe(owner, browser);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: other.headers,
      payload: { endpoint: browser.subscription.endpoint },
    });
    const rows = await testApp.database.db
      .select({ customerId: pushSubscriptions.customerId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows).toEqual([{ customerId: owner.ids.glo }]);
  });

  it('pushes a news item the operator marks, once, to subscribed customers of its brand', async () => {
    const account = await newAccount();
    const browser = newBrowser(`/push/news-${account.ids.glo}`);
    await subscribe(account, browser);
    const [item] = await testApp.database.db
      .insert(news)
      .values({ brand: 'glo', title: 'Новий glo™ hyper', summary: 'Вже в магазині', bodyHtml: '<p>!</p>', imageSrc: '/n.png' })
      .returning();
    const cli = async (...argv: string[]) => {
      return runTestOpsCli(serverUrl, argv);
    };
    const first = await cli('news:push', '--id', String(item?.id));
    expect(first.code).toBe(exitCodes.ok);
    expect(first.stdout).toMatch(/queued as a push/);
    expect((await cli('news:push', '--id', String(item?.id))).stdout).toMatch(/already queued/);
    await runJobs();
    const mine = received.filter((message) => message.path === `/push/news-${account.ids.glo}`);
    expect(mine).toHaveLength(1);
    expect(decryptFor(browser, mine[0] as Received)).toMatchObject({
      title: 'glo™: Новий glo™ hyper',
      body: 'Вже в магазині',
      url: `/news/${item?.id}`,
    });
    expect((await cli('news:push', '--id', '999999')).code).not.toBe(exitCodes.ok);
  });
});

describe('a slow push service (issue 35)', () => {
  let slowApp: TestApp;
  beforeAll(async () => {
    slowApp = await buildTestApp({
      env: { PUSH_ENDPOINT_HOSTS: pushOrigin, VAPID_SUBJECT: 'mailto:push@example.com', PUSH_SEND_DEADLINE_MS: '1500' },
    });
  });
  afterAll(() => slowApp.close());

  it("sends to all of a customer's devices at once and leaves the slow ones to the retry at the deadline", async () => {
    const account = await newAccount(slowApp);
    const customerId = account.ids.glo ?? 0;
    const slow = Array.from({ length: 4 }, (_, index) => newBrowser(`/slow/${customerId}-${index}`));
    const fast = newBrowser(`/push/fast-${customerId}`);
    for (const browser of [...slow, fast]) expect((await subscribe(account, browser, slowApp)).statusCode).toBe(200);
    const order = await payOrder(customerId, slowApp);
    const started = performance.now();
    expect(await slowApp.app.jobs.runDueJobs(1)).toBe(1);
    // One after another, each slow device would have held the job for the whole request timeout (10 s).
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(pathsReceived()).toEqual([fast, ...slow].map((browser) => new URL(browser.subscription.endpoint).pathname).sort());
    const job = await notifyJobOf(order.id, customerId, slowApp);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toMatch(/4 device/);
    // The retry sends to the slow devices only: the fast one has it.
    await slowApp.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    received.length = 0;
    await slowApp.app.jobs.runDueJobs(1);
    expect(pathsReceived()).toEqual(slow.map((browser) => new URL(browser.subscription.endpoint).pathname).sort());
  }, 15_000);
});
