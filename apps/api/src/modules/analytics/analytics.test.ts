// API tests of the analytics calls (ids checked against the session, bad input) and of the outbox delivery job against
// a local fake HTTP sink (success, retry with backoff, 401 clears the token, refusal drops).
import { insertTestOrder } from '../orders/testing.ts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsQueuedResponseSchema, getBatTokenResponseSchema } from '@loyalty/contracts/analytics';
import { analyticsEvents, jobs } from '@loyalty/db/schema';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { analyticsDeliveryQueue, analyticsSweepQueue, sweepAnalyticsOutbox } from './delivery.ts';
import { createBatHandleSigner } from './handle.ts';

/** A fake sink: answers /auth with a token and /events with whatever the test queues (200 by default). */
interface FakeSink {
  url: string;
  server: Server;
  tokensIssued: number;
  eventAnswers: number[];
  received: { authorization: string | undefined; body: { events: { id: number; event: string }[] } }[];
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

async function startFakeSink(): Promise<FakeSink> {
  const sink: FakeSink = { url: '', server: createServer(), tokensIssued: 0, eventAnswers: [], received: [] };
  sink.server.on('request', (request, response) => {
    void readBody(request).then((text) => {
      if (request.url === '/auth') {
        const body = JSON.parse(text) as { key: string };
        if (body.key !== 'sink-key-0123') return response.writeHead(403).end();
        sink.tokensIssued += 1;
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ token: `t${sink.tokensIssued}` }));
      }
      const status = sink.eventAnswers.shift() ?? 200;
      sink.received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
  return sink;
}

let fake: FakeSink;
let testApp: TestApp;
let person: TestAccount;
let other: TestAccount;
let token: string;

beforeAll(async () => {
  fake = await startFakeSink();
  testApp = await buildTestApp({
    seed: true,
    env: { ANALYTICS_BAT_URL: fake.url, ANALYTICS_BAT_KEY: 'sink-key-0123' },
  });
  person = await createAccount(testApp, { phone: '+380675550612' });
  other = await createAccount(testApp, { phone: '+380675550613' });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/analytics/get-bat-token', headers: person.headers });
  token = getBatTokenResponseSchema.parse(response.json()).token;
});
afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => fake.server.close(resolve));
});
beforeEach(() => {
  fake.eventAnswers = [];
  fake.received = [];
});

function post(account: TestAccount | null, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/analytics/${path}`,
    headers: { ...(account ? account.headers : { 'x-api-key': person.headers['x-api-key']! }), ...headers },
    payload: payload as object,
  });
}

function pageView(account: TestAccount, overrides: Record<string, unknown> = {}) {
  return {
    event: 'page_view',
    token,
    data: { customer_id: account.ids.glo, page_url: '/news' },
    product: 'glo',
    ...overrides,
  };
}

async function eventRow(id: number) {
  const [row] = await testApp.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id));
  return row!;
}

/** Makes every waiting analytics job due now (skips the backoff delay) and runs the worker once. */
async function runDeliveryNow(): Promise<void> {
  await testApp.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.queue, analyticsDeliveryQueue));
  await testApp.app.jobs.runDueJobs(50);
}

async function insertOrder(customerId: number) {
  return insertTestOrder(testApp.database.db, { customerId, brand: 'glo' });
}

describe('GET /api/analytics/get-bat-token and POST send-bat-event', () => {
  it('answers a token bound to the session that expires', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/analytics/get-bat-token', headers: person.headers });
    expect(response.statusCode).toBe(200);
    const body = getBatTokenResponseSchema.parse(response.json());
    expect(new Date(body.expired_at).getTime()).toBeGreaterThan(Date.now());
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/analytics/get-bat-token',
      headers: { 'x-api-key': person.headers['x-api-key']! },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes a queued row and delivers it to the sink with a bearer token', async () => {
    const response = await post(person, 'send-bat-event', pageView(person));
    expect(response.statusCode).toBe(200);
    const { id } = analyticsQueuedResponseSchema.parse(response.json());
    const queued = await eventRow(id);
    expect(queued).toMatchObject({
      status: 'queued',
      source: 'bat',
      event: 'page_view',
      customerId: person.ids.glo,
      brand: 'glo',
    });
    expect(queued.payload).toEqual({ page_url: '/news' });

    await runDeliveryNow();
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.authorization).toMatch(/^Bearer t\d+$/);
    expect(fake.received[0]!.body.events[0]).toMatchObject({ id, event: 'page_view' });
    const delivered = await eventRow(id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.attempts).toBe(1);
    expect(delivered.deliveredAt).not.toBeNull();
  });

  it('refuses a token of another session or a forged one with 401, another customer id with 403', async () => {
    const othersToken = createBatHandleSigner('another-app-secret-0123456789').issue('x').token;
    const forged = await post(person, 'send-bat-event', pageView(person, { token: othersToken }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('analytics_token_invalid');
    const foreign = await post(
      person,
      'send-bat-event',
      pageView(person, { data: { customer_id: other.ids.glo, page_url: '/' } }),
    );
    expect(foreign.statusCode).toBe(403);
    // The ogo id of the same person is not the glo customer.
    const wrongBrand = await post(
      person,
      'send-bat-event',
      pageView(person, { data: { customer_id: person.ids.ogo, page_url: '/' } }),
    );
    expect(wrongBrand.statusCode).toBe(403);
  });

  it('names the field of bad input', async () => {
    const badEvent = await post(person, 'send-bat-event', pageView(person, { event: 'Page View!' }));
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().error.fields[0].field).toBe('body.event');
    const noUrl = await post(person, 'send-bat-event', pageView(person, { data: { customer_id: person.ids.glo } }));
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().error.fields[0].field).toBe('body.data.page_url');
    expect((await post(null, 'send-bat-event', pageView(person))).statusCode).toBe(401);
  });
});

describe('delivery job', () => {
  it('retries after a sink failure and keeps the row queued in between', async () => {
    fake.eventAnswers = [503];
    const { id } = analyticsQueuedResponseSchema.parse(
      (await post(person, 'auth-bat', { shopifyId: person.ids.glo, event: 'login', product: 'glo' })).json(),
    );
    await testApp.app.jobs.runDueJobs(50);
    const afterFailure = await eventRow(id);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure.lastError).toContain('503');
    const [job] = await testApp.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `analytics-event:${id}`));
    // The queue's backoff: the next attempt is not before a few seconds from now.
    expect(job!.status).toBe('queued');
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    await runDeliveryNow();
    expect(await eventRow(id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
  });

  it('clears the sink token on 401 and authenticates again on the next attempt', async () => {
    const issuedBefore = fake.tokensIssued;
    fake.eventAnswers = [401];
    const { id } = analyticsQueuedResponseSchema.parse((await post(person, 'send-bat-event', pageView(person))).json());
    await testApp.app.jobs.runDueJobs(50);
    expect((await eventRow(id)).status).toBe('queued');
    await runDeliveryNow();
    expect(await eventRow(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(fake.tokensIssued).toBe(issuedBefore + 1);
    expect(fake.received[1]!.authorization).toBe(`Bearer t${fake.tokensIssued}`);
    expect(fake.received[1]!.authorization).not.toBe(fake.received[0]!.authorization);
  });

  it('drops an event the sink refuses as invalid', async () => {
    fake.eventAnswers = [422];
    const { id } = analyticsQueuedResponseSchema.parse((await post(person, 'send-bat-event', pageView(person))).json());
    await testApp.app.jobs.runDueJobs(50);
    expect(await eventRow(id)).toMatchObject({ status: 'dropped', attempts: 1 });
  });

  it('leaves events of an unconfigured sink queued; the sweep purges old rows', async () => {
    const response = await post(person, 'esputnik-event-login', { phone: person.phone, date: '2026-11-21T10:00:00+02:00' });
    expect(response.statusCode).toBe(200);
    const { id } = analyticsQueuedResponseSchema.parse(response.json());
    await runDeliveryNow();
    expect((await eventRow(id)).status).toBe('queued');
    const jobsOfEvent = await testApp.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `analytics-event:${id}`));
    expect(jobsOfEvent).toHaveLength(0);

    await testApp.database.db
      .update(analyticsEvents)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(analyticsEvents.id, id));
    const counts = await sweepAnalyticsOutbox(testApp.database.db, {}, { retentionDays: 30 });
    expect(counts.purged).toBe(1);
    expect(await testApp.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id))).toHaveLength(0);
    expect(analyticsSweepQueue).toBe('analytics-sweep');
  });
});

describe('eSputnik calls, auth-bat and pwa-add-order-info', () => {
  it('writes rows for own ids and answers 403 for another customer or phone', async () => {
    const contact = {
      firstName: 'Олена',
      lastName: 'Коваль',
      shopifyId: person.ids.ogo,
      email: 'o@example.com',
      phone: person.phone,
      product: 'ogo',
    };
    expect((await post(person, 'esputnik-add-contact', contact)).statusCode).toBe(200);
    expect((await post(person, 'esputnik-add-contact', { ...contact, shopifyId: other.ids.ogo })).statusCode).toBe(403);
    expect((await post(person, 'esputnik-add-contact', { ...contact, phone: other.phone })).statusCode).toBe(403);
    const badEmail = await post(person, 'esputnik-add-contact', { ...contact, email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields[0].field).toBe('body.email');

    expect((await post(person, 'esputnik-event-login', { phone: other.phone, date: '2026-11-21T10:00:00Z' })).statusCode).toBe(
      403,
    );
    const badDate = await post(person, 'esputnik-event-login', { phone: person.phone, date: 'yesterday' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields[0].field).toBe('body.date');

    const sendId = { id: person.ids.glo, phone: person.phone, email: '', product: 'glo' };
    expect((await post(person, 'esputnik-send-id', sendId)).statusCode).toBe(200);
    expect((await post(person, 'esputnik-send-id', { ...sendId, id: other.ids.glo })).statusCode).toBe(403);
    expect((await post(person, 'esputnik-send-id', { ...sendId, id: 'x' })).statusCode).toBe(400);

    expect((await post(person, 'auth-bat', { shopifyId: other.ids.glo, event: 'login', product: 'glo' })).statusCode).toBe(403);
    const badAuth = await post(person, 'auth-bat', { shopifyId: person.ids.glo, event: '', product: 'glo' });
    expect(badAuth.statusCode).toBe(400);
    expect(badAuth.json().error.fields[0].field).toBe('body.event');
  });

  it('stores the order info with the user agent cut at 500 characters; another customer order is 403', async () => {
    const mine = await insertOrder(person.ids.glo!);
    const theirs = await insertOrder(other.ids.glo!);
    const info = {
      transaction_id: mine.id,
      shopify_id: person.ids.glo,
      os_name: 'Android',
      os_version: '14',
      phone_brand: 'Samsung',
      phone_model: 'A54',
    };
    const userAgent = `Mozilla/5.0 ${'x'.repeat(700)}`;
    const response = await post(person, 'pwa-add-order-info', info, { 'user-agent': userAgent });
    expect(response.statusCode).toBe(200);
    const row = await eventRow(analyticsQueuedResponseSchema.parse(response.json()).id);
    expect(row.source).toBe('order-info');
    expect(row.payload.user_agent).toBe(userAgent.slice(0, 500));
    expect(row.payload.phone_model).toBe('A54');

    expect((await post(person, 'pwa-add-order-info', { ...info, transaction_id: theirs.id })).statusCode).toBe(403);
    expect((await post(person, 'pwa-add-order-info', { ...info, shopify_id: other.ids.glo })).statusCode).toBe(403);
    expect((await post(person, 'pwa-add-order-info', { ...info, transaction_id: 99_999_999 })).statusCode).toBe(403);
    const badModel = await post(person, 'pwa-add-order-info', { ...info, phone_model: 'm'.repeat(101) });
    expect(badModel.statusCode).toBe(400);
    expect(badModel.json().error.fields[0].field).toBe('body.phone_model');
  });
});

describe('analytics configuration', () => {
  it('has no sink by default and needs the key with a sink URL', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
    expect(loadConfig(base).analytics).toEqual({ sinks: { bat: null, esputnik: null }, retentionDays: 30 });
    expect(() => loadConfig({ ...base, ESPUTNIK_URL: 'https://esputnik.example/api' })).toThrow(/ESPUTNIK_KEY: required/);
    expect(
      loadConfig({ ...base, ESPUTNIK_URL: 'https://e.example/api/', ESPUTNIK_KEY: 'k'.repeat(8) }).analytics.sinks.esputnik,
    ).toEqual({
      url: 'https://e.example/api',
      key: 'k'.repeat(8),
    });
  });
});
