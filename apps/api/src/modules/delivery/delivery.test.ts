import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { insertTestOrder } from '../orders/testing.ts';
import { createFeedbackTokenSigner } from '../feedback/service.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryCity } from '@loyalty/contracts/delivery';
import {
  auditLog,
  collections,
  courierHandOffs,
  deliveryDirectorySnapshots,
  jobs,
  products,
  productVariants,
  type OrderDelivery,
} from '@loyalty/db/schema';
import { enqueueJob } from '../../jobs/queue.ts';
import { CourierError, type CourierService } from '../../providers/ipost/provider.ts';
import { createLocalCourierService } from '../../providers/ipost/local.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { directoryRefreshQueue } from './routes.ts';
import { createIpostHandleSigner } from './service.ts';

const tomorrow = () => kyivCalendarDate(new Date(Date.now() + 86_400_000));

async function insertOrder(testApp: TestApp, account: TestAccount, delivery: Partial<OrderDelivery> = {}) {
  const customerId = account.ids.ogo;
  if (customerId === null) throw new Error('no customer');
  return insertTestOrder(testApp.database.db, {
    customerId,
    brand: 'ogo',
    subtotalKop: 50_000,
    totalKop: 50_000,
    shippingAddress: {
      first_name: 'Олена',
      last_name: 'Коваль',
      address1: 'вул. Хрещатик, кв./оф. 5',
      phone: account.phone,
      city: 'Київ',
      province: 'Київська',
      country: 'Ukraine',
      zip: '01001',
    },
    delivery: {
      mode: 3,
      branchNumber: null,
      street: 'вул. Хрещатик',
      house: '22',
      flat: '5',
      courierDate: tomorrow(),
      courierFrom: '10:00',
      courierTo: '12:00',
      ...delivery,
    },
    shippingLine: { id: 4, title: 'IPOST', price: '0.00' },
    note: 'Дзвінок за годину',
  });
}

function post(testApp: TestApp, account: TestAccount | null, url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: account ? account.headers : apiHeaders, payload: payload as object });
}

describe('Nova Poshta directory routes', () => {
  let testApp: TestApp;
  let alice: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    alice = await createAccount(testApp, { phone: '+380676660001' });
  });
  afterAll(() => testApp.close());

  it('lists the six popular cities in the spec order for an empty query', async () => {
    const response = await post(testApp, alice, '/api/novaposhta/cities', { query: '' });
    expect(response.statusCode).toBe(200);
    const cities = response.json<{ cities: DeliveryCity[] }>().cities;
    expect(cities.map((city) => city.meta.MainDescription)).toEqual(['Київ', 'Харків', 'Одеса', 'Дніпро', 'Запоріжжя', 'Львів']);
    expect(cities.every((city) => city.popular)).toBe(true);
    expect(cities[0]).toMatchObject({ label: 'Київ, Київська обл.', province: 'Київська' });
  });

  it('finds Львів by "льв", and needs a session', async () => {
    const response = await post(testApp, alice, '/api/novaposhta/cities', { query: 'льв', limit: 5 });
    expect(response.json<{ cities: DeliveryCity[] }>().cities[0]?.meta.MainDescription).toBe('Львів');
    expect((await post(testApp, null, '/api/novaposhta/cities', { query: 'льв' })).statusCode).toBe(401);
    const tooLong = await post(testApp, alice, '/api/novaposhta/cities', { query: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lists branches of a city by number, and answers 404 for an unknown city', async () => {
    const cities = (await post(testApp, alice, '/api/novaposhta/cities', { query: 'Київ', limit: 1 })).json<{
      cities: DeliveryCity[];
    }>().cities;
    const kyiv = cities[0]!;
    const response = await post(testApp, alice, '/api/novaposhta/branches', { cityRef: kyiv.city_id, query: '1' });
    expect(response.statusCode).toBe(200);
    const branches = response.json<{ branches: { value: string; meta: { number: string; cityRef: string } }[] }>().branches;
    expect(branches[0]?.meta.number).toBe('1');
    expect(branches.every((branch) => branch.meta.number.startsWith('1') && branch.meta.cityRef === kyiv.city_id)).toBe(true);
    const unknown = await post(testApp, alice, '/api/novaposhta/branches', {
      cityRef: '00000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post(testApp, alice, '/api/novaposhta/branches', { cityRef: 'kyiv' })).statusCode).toBe(400);
  });

  it("labels branches in the app's typography: «» quotes and the ’ apostrophe (the directory has \" and ')", async () => {
    const kyiv = (await post(testApp, alice, '/api/novaposhta/cities', { query: 'Київ', limit: 1 })).json<{
      cities: DeliveryCity[];
    }>().cities[0]!;
    const response = await post(testApp, alice, '/api/novaposhta/branches', { cityRef: kyiv.city_id, query: '24033' });
    const label = response.json<{ branches: { label: string }[] }>().branches[0]?.label;
    expect(label).toBe('Поштомат «Нова Пошта» №24033: вул. Драгоманова, 128 (під’їзд 1)');
  });

  it('refuses delivery:refresh without a Nova Poshta key', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ops/run',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { command: 'delivery:refresh' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('iPost routes', () => {
  let testApp: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    alice = await createAccount(testApp, { phone: '+380676660011' });
    bob = await createAccount(testApp, { phone: '+380676660012' });
  });
  afterAll(() => testApp.close());

  async function handleOf(account: TestAccount): Promise<string> {
    const response = await post(testApp, account, '/api/ipost/auth', {});
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expired_at: string }>();
    expect(new Date(body.expired_at).getTime()).toBeGreaterThan(Date.now());
    return body.token;
  }

  const addressBody = (token: string, orderId: number) => ({
    token,
    city: 'Anything',
    street: 'what the client typed',
    flat: '',
    delivery_date: tomorrow(),
    delivery_time_from: '10:00',
    delivery_time_to: '12:00',
    order_id: orderId,
  });

  it("answers city-available with the session's handle, and 401 for another session's or a forged one", async () => {
    const token = await handleOf(alice);
    const kyiv = await post(testApp, alice, '/api/ipost/city-available', { token, city: 'Київ' });
    expect(kyiv.json()).toEqual({ available: true });
    const far = await post(testApp, alice, '/api/ipost/city-available', { token, city: 'Ужгород' });
    expect(far.json()).toEqual({ available: false });
    const stolen = await post(testApp, bob, '/api/ipost/city-available', { token, city: 'Київ' });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.code).toBe('ipost_token_invalid');
    // The last character changed (to one it is not: replacing an "A" with "A" would forge nothing, 1 run in 64).
    const forgedToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = await post(testApp, alice, '/api/ipost/city-available', { token: forgedToken, city: 'Київ' });
    expect(forged.statusCode).toBe(401);
    expect((await post(testApp, null, '/api/ipost/auth', {})).statusCode).toBe(401);
  });

  it('expires handles', () => {
    const signer = createIpostHandleSigner('app-secret-one-0123456789abcdef');
    const { token, expiresAt } = signer.issue('session-1');
    expect(signer.verify(token, 'session-1')).toBe(true);
    expect(signer.verify(token, 'session-2')).toBe(false);
    expect(signer.verify(token, 'session-1', new Date(expiresAt.getTime() + 1))).toBe(false);
    // Another app secret, or another kind of handle with the same secret, does not accept it either.
    expect(createIpostHandleSigner('app-secret-two-0123456789abcdef').verify(token, 'session-1')).toBe(false);
    expect(createFeedbackTokenSigner('app-secret-one-0123456789abcdef').verify(token, 'session-1')).toBe(false);
  });

  it("sends the order's own address once, and answers the recorded result when asked again", async () => {
    const order = await insertOrder(testApp, alice);
    const token = await handleOf(alice);
    const response = await post(testApp, alice, '/api/ipost/send-address', addressBody(token, order.id));
    expect(response.statusCode).toBe(200);
    const { reference } = response.json<{ success: true; reference: string }>();
    expect(reference).toMatch(/^LOC-/);
    const [handOff] = await testApp.database.db.select().from(courierHandOffs).where(eq(courierHandOffs.orderId, order.id));
    expect(handOff).toMatchObject({ status: 'sent', reference, attempts: 1, service: 'local' });
    // The order's address, not the client's fields.
    expect(handOff?.payload).toMatchObject({
      city: 'Київ',
      street: 'вул. Хрещатик, 22',
      flat: '5',
      order_id: String(order.orderNumber),
      comment: 'Дзвінок за годину',
    });
    const again = await post(testApp, alice, '/api/ipost/send-address', addressBody(token, order.id));
    expect(again.json()).toEqual({ success: true, reference });
    // The order history shows the courier's reference as the parcel's tracking number.
    const history = await post(testApp, alice, '/api/shop/get-orders', { variant: 'ogo', shopifyId: order.customerId });
    const listed = history.json<{ list: { id: number; tracking_number: string | null }[] }>().list;
    expect(listed.find((item) => item.id === order.id)?.tracking_number).toBe(reference);
    // The customer is told once that the courier has it, whatever repeats.
    const notifications = await testApp.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `notify:order-courier:${order.id}:${order.customerId}`));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.payload).toMatchObject({
      kind: 'orders',
      title: `ogo: замовлення №${order.orderNumber} в дорозі`,
      url: '/history-order',
    });
  });

  it("refuses another customer's order (403) and an order not delivered by iPost (409)", async () => {
    const order = await insertOrder(testApp, alice);
    const bobToken = await handleOf(bob);
    const foreign = await post(testApp, bob, '/api/ipost/send-address', addressBody(bobToken, order.id));
    expect(foreign.statusCode).toBe(403);
    const aliceToken = await handleOf(alice);
    expect((await post(testApp, bob, '/api/ipost/send-address', addressBody(aliceToken, order.id))).statusCode).toBe(401);
    const branchOrder = await insertOrder(testApp, alice, { mode: 1 });
    const notCourier = await post(testApp, alice, '/api/ipost/send-address', addressBody(aliceToken, branchOrder.id));
    expect(notCourier.statusCode).toBe(409);
    const [rows] = await testApp.database.db
      .select({ n: count() })
      .from(courierHandOffs)
      .where(eq(courierHandOffs.orderId, order.id));
    expect(rows?.n).toBe(0);
  });

  it('retries once with a fresh token when the courier fails, and reports a second failure as 502', async () => {
    const sentWith: string[] = [];
    let failing = 1;
    let issued = 0;
    const flaky: CourierService = {
      name: 'flaky',
      async auth() {
        issued += 1;
        return { token: `courier-token-${issued}`, expiresAt: new Date(Date.now() + 3_600_000) };
      },
      async cityAvailable() {
        return true;
      },
      async sendAddress(courierToken) {
        sentWith.push(courierToken);
        if (failing > 0) {
          failing -= 1;
          throw new CourierError('token_expired', 'Token has expired', 422);
        }
        return { accepted: true, reference: 'IP-42' };
      },
    };
    testApp.app.delivery.useCourier(flaky);
    try {
      const order = await insertOrder(testApp, alice);
      const token = await handleOf(alice);
      const response = await post(testApp, alice, '/api/ipost/send-address', addressBody(token, order.id));
      expect(response.json()).toEqual({ success: true, reference: 'IP-42' });
      expect(sentWith).toHaveLength(2);
      expect(sentWith[1]).not.toBe(sentWith[0]);

      const second = await insertOrder(testApp, alice);
      failing = 2;
      const failed = await post(testApp, alice, '/api/ipost/send-address', addressBody(token, second.id));
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error.code).toBe('courier_unavailable');
      const [handOff] = await testApp.database.db.select().from(courierHandOffs).where(eq(courierHandOffs.orderId, second.id));
      expect(handOff).toMatchObject({ status: 'failed', attempts: 1 });
      expect(handOff?.lastError).toContain('token_expired');
      // A failed hand-off is tried again.
      const retried = await post(testApp, alice, '/api/ipost/send-address', addressBody(token, second.id));
      expect(retried.json()).toEqual({ success: true, reference: 'IP-42' });
      const [after] = await testApp.database.db.select().from(courierHandOffs).where(eq(courierHandOffs.orderId, second.id));
      expect(after).toMatchObject({ status: 'sent', attempts: 2, reference: 'IP-42' });
    } finally {
      testApp.app.delivery.useCourier(createLocalCourierService());
    }
  });
});

describe('directory refresh from Nova Poshta', () => {
  type Call = { apiKey: string; calledMethod: string; methodProperties: Record<string, string> };
  let server: Server;
  let url = '';
  let failing = false;
  const ref = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const kyiv = { city: ref(10), settlement: ref(11) };
  const lviv = { city: ref(20), settlement: ref(21) };
  const ok = (data: unknown[]) => JSON.stringify({ success: true, data, errors: [], warnings: [] });
  const settlement = (name: string, refs: { city: string; settlement: string }) => ({
    Present: `м. ${name}`,
    Warehouses: 3,
    MainDescription: name,
    Area: name === 'Київ' ? 'Київська' : 'Львівська',
    Region: '',
    SettlementTypeCode: 'м.',
    Ref: refs.settlement,
    DeliveryCity: refs.city,
  });
  const answer = (call: Call): string => {
    if (failing) return JSON.stringify({ success: false, data: [], errors: ['API key expired'] });
    if (call.calledMethod === 'getWarehouseTypes') return ok([{ Ref: ref(900), Description: 'Відділення' }]);
    if (call.calledMethod === 'searchSettlements') {
      const name = call.methodProperties.CityName;
      if (name === 'Київ') return ok([{ TotalCount: 1, Addresses: [settlement('Київ', kyiv)] }]);
      if (name === 'Львів') return ok([{ TotalCount: 1, Addresses: [settlement('Львів', lviv)] }]);
      return ok([{ TotalCount: 0, Addresses: [] }]);
    }
    if (call.calledMethod === 'getWarehouses') {
      if (Number(call.methodProperties.Page) > 1) return ok([]);
      const cityRef = call.methodProperties.CityRef!;
      return ok(
        [1, 2, 12].map((n) => ({
          Ref: ref(cityRef === kyiv.city ? 1000 + n : 2000 + n),
          Number: String(n),
          Description: `Відділення №${n}: вул. Тестова, ${n}`,
          ShortAddress: `Тестова, ${n}`,
          CityRef: cityRef,
          TypeOfWarehouse: ref(900),
          CategoryOfWarehouse: 'Branch',
          WarehouseStatus: 'Working',
        })),
      );
    }
    return JSON.stringify({ success: false, data: [], errors: ['unexpected'] });
  };

  let testApp: TestApp;
  let alice: TestAccount;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(answer(JSON.parse(text) as Call));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
    testApp = await buildTestApp({ env: { NOVAPOSHTA_API_KEY: 'np-test-key', NOVAPOSHTA_API_URL: url } });
    alice = await createAccount(testApp, { phone: '+380676660021' });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    failing = false;
  });

  const popularNames = async (app: TestApp, account: TestAccount) =>
    (await post(app, account, '/api/novaposhta/cities', { query: '' }))
      .json<{ cities: DeliveryCity[] }>()
      .cities.map((city) => [city.meta.MainDescription, city.city_id]);
  const snapshotCount = async () =>
    (await testApp.database.db.select({ n: count() }).from(deliveryDirectorySnapshots))[0]?.n ?? 0;

  it('stores a snapshot from the job and serves it; a failed refresh keeps it', async () => {
    expect((await popularNames(testApp, alice))[0]).toEqual(['Київ', expect.not.stringMatching(kyiv.city)]);
    await enqueueJob(testApp.database.db, { queue: directoryRefreshQueue, payload: {} });
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(await snapshotCount()).toBe(1);
    expect(await popularNames(testApp, alice)).toEqual([
      ['Київ', kyiv.city],
      ['Львів', lviv.city],
    ]);
    const branches = await post(testApp, alice, '/api/novaposhta/branches', { cityRef: lviv.city, query: '12' });
    expect(branches.json().branches[0].meta.number).toBe('12');

    failing = true;
    await enqueueJob(testApp.database.db, { queue: directoryRefreshQueue, payload: {}, maxAttempts: 1 });
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(await snapshotCount()).toBe(1);
    expect((await popularNames(testApp, alice))[1]).toEqual(['Львів', lviv.city]);
  });

  it('keeps the newest three copies, refreshes from the ops command, and serves the stored copy after a restart', async () => {
    for (let index = 0; index < 3; index += 1) await testApp.app.delivery.refresh();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ops/run',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { command: 'delivery:refresh' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ cities: 2, branches: 6 });
    expect(await snapshotCount()).toBe(3);
    // Its audit entry names the snapshot it stored (written in the transaction that stored it).
    const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'ops.delivery:refresh'));
    expect(entries.map((entry) => entry.after)).toEqual([
      { args: {}, result: { id: response.json().data.id, takenAt: response.json().data.takenAt, cities: 2, branches: 6 } },
    ]);

    // Another process on the same database, without the key: it serves the stored copy, not the shipped one.
    const restarted = await buildTestApp({ database: testApp.database });
    try {
      expect(await popularNames(restarted, alice)).toEqual([
        ['Київ', kyiv.city],
        ['Львів', lviv.city],
      ]);
    } finally {
      await restarted.close();
    }
  });
});

describe('iPost over HTTP (IPOST_PROVIDER=http)', () => {
  let server: Server;
  let testApp: TestApp;
  let alice: TestAccount;
  const received: { path?: string; authorization?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as Record<string, unknown>;
        received.push({ path: request.url, authorization: request.headers.authorization, body });
        const json = (status: number, value: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (request.url === '/v9/login') return json(200, { token: 'ipost-secret-token', expires_in: 3600 });
        if (request.headers.authorization !== 'Bearer ipost-secret-token')
          return json(422, { code: 'invalid_token', message: 'no' });
        if (request.url === '/v9/city') return json(200, { available: body.city === 'Київ' });
        if (request.url === '/v9/address') return json(200, { reference: 77 });
        return json(404, { code: 'not_found', message: 'unknown path' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v9`;
    testApp = await buildTestApp({
      env: {
        IPOST_PROVIDER: 'http',
        IPOST_API_URL: base,
        IPOST_LOGIN: 'shop',
        IPOST_PASSWORD: 'secret',
        IPOST_PATH_AUTH: '/login',
        IPOST_PATH_CITY_AVAILABLE: '/city',
        IPOST_PATH_SEND_ADDRESS: '/address',
      },
    });
    alice = await createAccount(testApp, { phone: '+380676660031' });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("uses the configured endpoints and credentials, and never hands iPost's token to the client", async () => {
    const auth = await post(testApp, alice, '/api/ipost/auth', {});
    expect(auth.statusCode).toBe(200);
    expect(auth.body).not.toContain('ipost-secret-token');
    const { token } = auth.json<{ token: string }>();
    expect((await post(testApp, alice, '/api/ipost/city-available', { token, city: 'Київ' })).json()).toEqual({
      available: true,
    });
    const order = await insertOrder(testApp, alice);
    const sent = await post(testApp, alice, '/api/ipost/send-address', {
      token,
      city: 'Київ',
      street: 'x',
      delivery_date: tomorrow(),
      delivery_time_from: '10:00',
      delivery_time_to: '12:00',
      order_id: order.id,
    });
    expect(sent.json()).toEqual({ success: true, reference: '77' });
    expect(received.map((call) => call.path)).toEqual(['/v9/login', '/v9/city', '/v9/address']);
    expect(received[0]?.body).toEqual({ login: 'shop', password: 'secret' });
    expect(received[2]?.body).toMatchObject({ city: 'Київ', street: 'вул. Хрещатик, 22', flat: '5' });
  });
});

describe('delivery estimate (Nova Poshta getDocumentPrice)', () => {
  type Call = { apiKey: string; modelName: string; calledMethod: string; methodProperties: Record<string, string> };
  const calls: Call[] = [];
  let refusing = false;
  let server: Server;
  let testApp: TestApp;
  let alice: TestAccount;
  let kyivRef = '';
  let lines: { variant_id: number; quantity: number }[] = [];
  let ogoVariant = 0;
  const senderCityRef = '0a0a0a0a-0000-4000-8000-000000000001';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const call = JSON.parse(text) as Call;
        calls.push(call);
        const body = refusing
          ? { success: false, data: [], errors: ['CitySender is invalid'] }
          : call.calledMethod === 'getDocumentPrice'
            ? { success: true, data: [{ AssessedCost: Number(call.methodProperties.Cost), Cost: 84.5 }], errors: [] }
            : { success: false, data: [], errors: ['unexpected'] };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
    testApp = await buildTestApp({
      seed: true,
      env: { NOVAPOSHTA_API_KEY: 'np-test-key', NOVAPOSHTA_API_URL: url, NOVAPOSHTA_SENDER_CITY_REF: senderCityRef },
    });
    alice = await createAccount(testApp, { phone: '+380676660041' });
    kyivRef = testApp.app.delivery.directory().searchCities('Київ', 1)[0]!.ref;
    const variants = await testApp.database.db
      .select({ id: productVariants.id, brand: products.brand, price: productVariants.priceKop, slug: collections.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId));
    const device = variants.find((row) => row.brand === 'glo' && row.slug === 'devices')!;
    lines = [{ variant_id: device.id, quantity: 2 }];
    ogoVariant = variants.find((row) => row.brand === 'ogo')!.id;
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    calls.length = 0;
    refusing = false;
  });

  const estimate = (payload: unknown, account: TestAccount | null = alice) =>
    post(testApp, account, '/api/novaposhta/delivery-estimate', payload);

  it("asks Nova Poshta from the configured city with the catalogue's weight and value, and answers whole UAH", async () => {
    const response = await estimate({ product: 'glo', cityRef: kyivRef, line_items: lines });
    expect(response.statusCode).toBe(200);
    // Two devices (0.4 kg each) and the box (0.1 kg).
    expect(response.json()).toEqual({ estimate: { price: 85, weight_kg: 0.9 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      apiKey: 'np-test-key',
      modelName: 'InternetDocument',
      calledMethod: 'getDocumentPrice',
      methodProperties: {
        CitySender: senderCityRef,
        CityRecipient: kyivRef,
        Weight: '0.9',
        ServiceType: 'WarehouseWarehouse',
        CargoType: 'Parcel',
        SeatsAmount: '1',
      },
    });
    expect(Number(calls[0]!.methodProperties.Cost)).toBeGreaterThan(0);
    // The same parcel again is answered from memory.
    await estimate({ product: 'glo', cityRef: kyivRef, line_items: lines });
    expect(calls).toHaveLength(1);
  });

  it('answers no estimate when Nova Poshta refuses', async () => {
    refusing = true;
    const response = await estimate({ product: 'glo', cityRef: kyivRef, line_items: [{ ...lines[0]!, quantity: 5 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ estimate: null });
  });

  it('refuses bad input naming the field, an unknown city, another brand’s variant, and no session', async () => {
    const bad = await estimate({ product: 'glo', cityRef: 'Київ', line_items: lines });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: expect.stringContaining('cityRef') })]);
    const empty = await estimate({ product: 'glo', cityRef: kyivRef, line_items: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().error.fields)).toContain('line_items');
    const unknownCity = await estimate({ product: 'glo', cityRef: '00000000-0000-4000-8000-000000000999', line_items: lines });
    expect(unknownCity.statusCode).toBe(404);
    const otherBrand = await estimate({ product: 'glo', cityRef: kyivRef, line_items: [{ variant_id: ogoVariant, quantity: 1 }] });
    expect(otherBrand.statusCode).toBe(400);
    expect(otherBrand.json().error.fields).toEqual([expect.objectContaining({ field: 'body.line_items.0.variant_id' })]);
    expect((await estimate({ product: 'glo', cityRef: kyivRef, line_items: lines }, null)).statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
