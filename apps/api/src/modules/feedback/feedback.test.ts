// API tests of the feedback calls on a fresh database: tokens, ownership, once per order, form limits, offline orders
// and the import job.
import { insertTestOrder } from '../orders/testing.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { feedback, feedbackPhotos, jobs, offlineOrders } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { importOfflineOrders, parseItems, parseOfflineOrdersCsv } from './offline-import.ts';
import { createFeedbackTokenSigner, enqueueOfflineImport, offlineImportQueue } from './service.ts';

let testApp: TestApp;
let phoneSeq = 0;
let refSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function nextPhone(): string {
  phoneSeq += 1;
  return `+38067530${String(phoneSeq).padStart(4, '0')}`;
}

async function newAccount(): Promise<TestAccount> {
  return createAccount(testApp, { phone: nextPhone() });
}

async function tokenOf(account: TestAccount): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/feedback/get-auth', headers: account.headers });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ token: string; expired_at: string }>();
  expect(new Date(body.expired_at).getTime()).toBeGreaterThan(Date.now());
  return body.token;
}

async function insertOrder(customerId: number, brand: Brand, financialStatus: 'pending' | 'paid' | 'failed' = 'paid') {
  return (await insertTestOrder(testApp.database.db, { customerId, brand, financialStatus })).id;
}

function post(account: TestAccount, url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: account.headers, payload: payload as object });
}

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
}

function multipart(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----feedback${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(account: TestAccount, query: { shop: string; token: string }, parts: FormPart[]) {
  const form = multipart(parts);
  const search = new URLSearchParams(query).toString();
  return testApp.app.inject({
    method: 'POST',
    url: `/api/feedback/send?${search}`,
    headers: { ...account.headers, 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('GET /api/feedback/get-auth and the token rules', () => {
  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feedback/get-auth', headers: apiHeaders });
    expect(response.statusCode).toBe(401);
  });

  it("refuses another session's, an expired and a forged token with 401", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const bobToken = await tokenOf(bob);
    const calls = [
      ['/api/feedback/get-offline-orders', {}],
      ['/api/feedback/import-orders-in-background', {}],
      ['/api/feedback/can-write-by-order', { shop: 'glo', shopifyId: alice.ids.glo, orders: [] }],
    ] as const;
    for (const [url, body] of calls) {
      const response = await post(alice, url, { ...body, token: bobToken });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('feedback_token_invalid');
    }
    const signer = createFeedbackTokenSigner(testApp.app.appSecret);
    const expired = signer.issue('whatever', new Date(Date.now() - 2 * 3_600_000)).token;
    for (const token of [expired, 'garbage', `${Date.now() + 60_000}.${'A'.repeat(43)}`]) {
      const response = await post(alice, '/api/feedback/get-offline-orders', { token });
      expect(response.statusCode).toBe(401);
    }
    expect((await post(alice, '/api/feedback/get-offline-orders', { token: await tokenOf(alice) })).statusCode).toBe(200);
  });

  it('sends 400 naming a missing token', async () => {
    const alice = await newAccount();
    const response = await post(alice, '/api/feedback/get-offline-orders', {});
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error.fields)).toContain('token');
  });
});

describe('POST /api/feedback/can-write-by-order', () => {
  it("lists the customer's own non-failed orders without feedback, once per order", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const token = await tokenOf(alice);
    const paid = await insertOrder(alice.ids.glo!, 'glo');
    const failed = await insertOrder(alice.ids.glo!, 'glo', 'failed');
    const ogo = await insertOrder(alice.ids.ogo!, 'ogo');
    const bobs = await insertOrder(bob.ids.glo!, 'glo');

    const glo = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'glo',
      token,
      shopifyId: alice.ids.glo,
      orders: [paid, failed, ogo, bobs, 999_999],
    });
    expect(glo.statusCode).toBe(200);
    expect(glo.json()).toEqual({ showCan: true, canFeedback: true, orders: [paid] });

    // velo is the ogo customer's shop.
    const velo = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'velo',
      token,
      shopifyId: alice.ids.ogo,
      orders: [ogo],
    });
    expect(velo.json()).toEqual({ showCan: true, canFeedback: true, orders: [ogo] });

    const sent = await send(alice, { shop: 'glo', token }, [
      { name: 'order_id', value: String(paid) },
      { name: 'rating', value: '5' },
    ]);
    expect(sent.statusCode).toBe(201);
    const after = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'glo',
      token,
      shopifyId: alice.ids.glo,
      orders: [paid],
    });
    expect(after.json()).toEqual({ showCan: false, canFeedback: false, orders: [] });
  });

  it("answers 403 for another customer's shopifyId and 400 for an unknown shop", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const token = await tokenOf(alice);
    const foreign = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'glo',
      token,
      shopifyId: bob.ids.glo,
      orders: [],
    });
    expect(foreign.statusCode).toBe(403);
    // The ogo id in the glo shop is not "the customer of that shop" either.
    const wrongBrand = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'glo',
      token,
      shopifyId: alice.ids.ogo,
      orders: [],
    });
    expect(wrongBrand.statusCode).toBe(403);
    const badShop = await post(alice, '/api/feedback/can-write-by-order', {
      shop: 'amazon',
      token,
      shopifyId: alice.ids.glo,
      orders: ['x'],
    });
    expect(badShop.statusCode).toBe(400);
    const fields = JSON.stringify(badShop.json().error.fields);
    expect(fields).toContain('shop');
    expect(fields).toContain('orders');
  });
});

describe('POST /api/feedback/send', () => {
  it('stores rating, text and photos once per order', async () => {
    const alice = await newAccount();
    const token = await tokenOf(alice);
    const order = await insertOrder(alice.ids.glo!, 'glo');
    const response = await send(alice, { shop: 'glo', token }, [
      { name: 'order_id', value: String(order) },
      { name: 'rating', value: '4' },
      { name: 'text', value: 'Швидка доставка' },
      { name: 'photos', value: jpeg, filename: 'a.jpg' },
      { name: 'photos', value: png, filename: 'b.png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ id: number; photos: number }>();
    expect(body.photos).toBe(2);
    const [row] = await testApp.database.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row).toMatchObject({ customerId: alice.ids.glo, orderId: order, rating: 4, text: 'Швидка доставка', shop: 'glo' });
    const photos = await testApp.database.db.select().from(feedbackPhotos).where(eq(feedbackPhotos.feedbackId, body.id));
    expect(photos.map((photo) => photo.contentType).sort()).toEqual(['image/jpeg', 'image/png']);

    const again = await send(alice, { shop: 'glo', token }, [
      { name: 'order_id', value: String(order) },
      { name: 'rating', value: '1' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_sent');
  });

  it("refuses another customer's order, a failed order and an order of another shop", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const token = await tokenOf(alice);
    const bobs = await insertOrder(bob.ids.glo!, 'glo');
    const failed = await insertOrder(alice.ids.glo!, 'glo', 'failed');
    const ogo = await insertOrder(alice.ids.ogo!, 'ogo');
    const rate = (id: number) => [
      { name: 'order_id', value: String(id) },
      { name: 'rating', value: '3' },
    ];
    expect((await send(alice, { shop: 'glo', token }, rate(bobs))).statusCode).toBe(403);
    expect((await send(alice, { shop: 'glo', token }, rate(failed))).statusCode).toBe(422);
    expect((await send(alice, { shop: 'glo', token }, rate(ogo))).statusCode).toBe(403);
    expect((await send(alice, { shop: 'ogo', token }, rate(ogo))).statusCode).toBe(201);
    const counted = await testApp.database.db.select({ value: count() }).from(feedback).where(eq(feedback.orderId, bobs));
    expect(counted[0]?.value).toBe(0);
  });

  it('answers 400 naming the field for bad rating, text, ids and unknown fields', async () => {
    const alice = await newAccount();
    const token = await tokenOf(alice);
    const order = await insertOrder(alice.ids.glo!, 'glo');
    const cases: [FormPart[], string][] = [
      [
        [
          { name: 'order_id', value: String(order) },
          { name: 'rating', value: '6' },
        ],
        'body.rating',
      ],
      [
        [
          { name: 'order_id', value: String(order) },
          { name: 'rating', value: 'five' },
        ],
        'body.rating',
      ],
      [[{ name: 'order_id', value: String(order) }], 'body.rating'],
      [
        [
          { name: 'order_id', value: String(order) },
          { name: 'rating', value: '5' },
          { name: 'text', value: 'я'.repeat(2001) },
        ],
        'body.text',
      ],
      [[{ name: 'rating', value: '5' }], 'body.order_id'],
      [
        [
          { name: 'order_id', value: String(order) },
          { name: 'offline_order_id', value: '1' },
          { name: 'rating', value: '5' },
        ],
        'body.order_id',
      ],
      [
        [
          { name: 'order_id', value: 'abc' },
          { name: 'rating', value: '5' },
        ],
        'body.order_id',
      ],
      [
        [
          { name: 'order_id', value: String(order) },
          { name: 'rating', value: '5' },
          { name: 'customer_id', value: '1' },
        ],
        'body.customer_id',
      ],
    ];
    for (const [parts, field] of cases) {
      const response = await send(alice, { shop: 'glo', token }, parts);
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().error.fields), field).toContain(field);
    }
    const badQuery = await send(alice, { shop: 'veloo', token }, [{ name: 'rating', value: '5' }]);
    expect(badQuery.statusCode).toBe(400);
    const counted = await testApp.database.db.select({ value: count() }).from(feedback).where(eq(feedback.orderId, order));
    expect(counted[0]?.value).toBe(0);
  });

  it('answers 413 for a photo over 5 MB or a fourth photo, 415 for another type, and writes nothing', async () => {
    const alice = await newAccount();
    const token = await tokenOf(alice);
    const order = await insertOrder(alice.ids.glo!, 'glo');
    const base = [
      { name: 'order_id', value: String(order) },
      { name: 'rating', value: '5' },
    ];
    const large = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const tooLarge = await send(alice, { shop: 'glo', token }, [...base, { name: 'photos', value: large, filename: 'l.jpg' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.stringify(tooLarge.json().error.fields)).toContain('body.photos');

    const four = Array.from({ length: 4 }, (_, i) => ({ name: 'photos', value: jpeg, filename: `${i}.jpg` }));
    const tooMany = await send(alice, { shop: 'glo', token }, [...base, ...four]);
    expect(tooMany.statusCode).toBe(413);

    const gif = Buffer.from('GIF89a-not-allowed');
    const wrongType = await send(alice, { shop: 'glo', token }, [...base, { name: 'photos', value: gif, filename: 'x.jpg' }]);
    expect(wrongType.statusCode).toBe(415);
    expect(JSON.stringify(wrongType.json().error.fields)).toContain('body.photos');

    const json = await post(alice, `/api/feedback/send?shop=glo&token=${encodeURIComponent(token)}`, {
      order_id: order,
      rating: 5,
    });
    expect(json.statusCode).toBe(415);

    const counted = await testApp.database.db.select({ value: count() }).from(feedback).where(eq(feedback.orderId, order));
    expect(counted[0]?.value).toBe(0);
  });

  it('answers 401 before reading the form when the token is not this session’s', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const order = await insertOrder(alice.ids.glo!, 'glo');
    const response = await send(alice, { shop: 'glo', token: await tokenOf(bob) }, [
      { name: 'order_id', value: String(order) },
      { name: 'rating', value: '5' },
    ]);
    expect(response.statusCode).toBe(401);
  });
});

describe('offline orders', () => {
  function csvRow(phone: string, brand = 'glo', items = 'Terea Amber x 2; Glo Hyper') {
    refSeq += 1;
    return `pos-${refSeq}-${Math.random().toString(16).slice(2, 8)},${phone.replace('+38', '')},${brand},"Магазин, Київ",2026-11-01T10:00:00Z,${items}`;
  }
  const header = 'external_ref,phone,brand,store_name,purchased_at,items';

  it('parses the CSV and refuses bad rows with their line number', () => {
    expect(parseItems('Terea Amber x 2; Glo Hyper x1;Bag')).toEqual([
      { title: 'Terea Amber', quantity: 2 },
      { title: 'Glo Hyper', quantity: 1 },
      { title: 'Bag', quantity: 1 },
    ]);
    const rows = parseOfflineOrdersCsv(`${header}\n${csvRow('+380675309999')}\n`);
    expect(rows[0]).toMatchObject({ phone: '+380675309999', brand: 'glo', storeName: 'Магазин, Київ' });
    expect(() => parseOfflineOrdersCsv(`${header}\nr1,123,glo,s,2026-11-01,A x 1`)).toThrow(/Line 2: phone/);
    expect(() => parseOfflineOrdersCsv(`${header}\nr1,0671234567,velo,s,2026-11-01,A x 1`)).toThrow(/brand/);
    expect(() => parseOfflineOrdersCsv(`${header}\nr1,0671234567,glo,s,yesterday,A x 1`)).toThrow(/purchased_at/);
    expect(() => parseOfflineOrdersCsv('ref,phone\n')).toThrow(/header/);
  });

  it('reads a quoted line break, Windows line endings and a byte order mark as a spreadsheet writes them', () => {
    const csv =
      `\uFEFF${header}\r\n` +
      'r1,0671234567,glo,"Магазин\r\nвул. Хрещатик, 1",2026-11-01T10:00:00Z,"Terea ""Amber"" x 2"\r\n' +
      'r2,0671234567,ogo,Кіоск,2026-11-02T10:00:00Z,Pouch\r\n' +
      'r3,123,ogo,Кіоск,2026-11-02T10:00:00Z,Pouch\r\n';
    expect(() => parseOfflineOrdersCsv(csv)).toThrow(/Line 5: phone/);
    const rows = parseOfflineOrdersCsv(csv.split('\r\n').slice(0, 4).join('\r\n'));
    expect(rows.map((row) => [row.externalRef, row.storeName, row.items])).toEqual([
      ['r1', 'Магазин\r\nвул. Хрещатик, 1', [{ title: 'Terea "Amber"', quantity: 2 }]],
      ['r2', 'Кіоск', [{ title: 'Pouch', quantity: 1 }]],
    ]);
    expect(() => parseOfflineOrdersCsv(`${header}\nr1,0671234567,glo,"open`)).toThrow(/Line 2: a quoted field is not closed/);
  });

  it('shows offline orders only after the import job, and takes feedback on them once', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const token = await tokenOf(alice);
    const imported = await importOfflineOrders(
      testApp.database.db,
      `${header}\n${csvRow(alice.phone)}\n${csvRow(alice.phone, 'ogo')}\n${csvRow(bob.phone)}`,
    );
    expect(imported).toMatchObject({ rows: 3, inserted: 3 });

    const before = await post(alice, '/api/feedback/get-offline-orders', { token });
    expect(before.json()).toEqual({ showCan: false, offlineOrders: [] });

    const queued = await post(alice, '/api/feedback/import-orders-in-background', { token });
    expect(queued.json()).toEqual({ queued: true });
    // Once per phone per day.
    expect((await post(alice, '/api/feedback/import-orders-in-background', { token })).statusCode).toBe(200);
    const queuedJobs = await testApp.database.db.select().from(jobs).where(eq(jobs.queue, offlineImportQueue));
    expect(queuedJobs.filter((job) => (job.payload as { phone: string }).phone === alice.phone)).toHaveLength(1);
    await testApp.app.jobs.runDueJobs();

    const after = await post(alice, '/api/feedback/get-offline-orders', { token });
    const list = after.json<{ showCan: boolean; offlineOrders: { id: number; brand: string; items: unknown[] }[] }>();
    expect(list.showCan).toBe(true);
    expect(list.offlineOrders.map((order) => order.brand).sort()).toEqual(['glo', 'ogo']);
    expect(list.offlineOrders[0]!.items).toHaveLength(2);

    const bobsOrders = await testApp.database.db.select().from(offlineOrders).where(eq(offlineOrders.phone, bob.phone));
    const foreign = await post(alice, '/api/feedback/send-offline', {
      token,
      offline_order_id: bobsOrders[0]!.id,
      rating: 5,
      text: '',
    });
    expect(foreign.statusCode).toBe(403);

    const target = list.offlineOrders[0]!;
    const sent = await post(alice, '/api/feedback/send-offline', {
      token,
      offline_order_id: target.id,
      rating: 5,
      text: 'Добре',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const again = await post(alice, '/api/feedback/send-offline', { token, offline_order_id: target.id, rating: 2 });
    expect(again.statusCode).toBe(409);
    const bad = await post(alice, '/api/feedback/send-offline', { token, offline_order_id: target.id, rating: 0 });
    expect(bad.statusCode).toBe(400);

    const remaining = await post(alice, '/api/feedback/get-offline-orders', { token });
    expect(remaining.json().offlineOrders).toHaveLength(1);

    // The repeat of a file changes nothing.
    expect(await importOfflineOrders(testApp.database.db, `${header}\n`)).toMatchObject({ rows: 0 });
  });

  it('refuses feedback on an offline order imported after the last link until the job runs again', async () => {
    const alice = await newAccount();
    const token = await tokenOf(alice);
    await enqueueOfflineImport(testApp.database.db, alice.phone, new Date(Date.now() - 2 * 86_400_000));
    await testApp.app.jobs.runDueJobs();
    await importOfflineOrders(testApp.database.db, `${header}\n${csvRow(alice.phone)}`);
    const [late] = await testApp.database.db.select().from(offlineOrders).where(eq(offlineOrders.phone, alice.phone));
    const response = await post(alice, '/api/feedback/send-offline', { token, offline_order_id: late!.id, rating: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('not_imported');
  });
});

describe('offline-orders:import through /api/ops/run', () => {
  const runImport = (csv: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ops/run',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { command: 'offline-orders:import', args: { csv, file: 'pos.csv' } },
    });

  it('imports a file once and reports a bad line with 400, writing nothing', async () => {
    const header = 'external_ref,phone,brand,store_name,purchased_at,items';
    const csv = `${header}\nops-1,+380675309001,ogo,Kyiv,2026-10-01T12:00:00Z,Velo x 3\nops-2,0675309001,glo,Lviv,2026-10-02,Neo x 1`;
    const first = await runImport(csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ rows: 2, inserted: 2, duplicates: 0 });
    expect((await runImport(csv)).json().data).toEqual({ rows: 2, inserted: 0, duplicates: 2 });

    const bad = await runImport(`${header}\nops-3,+380675309001,glo,Kyiv,2026-10-03,A x 1\nops-4,12,glo,Kyiv,2026-10-03,A x 1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Line 3');
    expect(await testApp.database.db.select().from(offlineOrders).where(eq(offlineOrders.externalRef, 'ops-3'))).toEqual([]);
  });
});

describe('feedback:list through /api/ops/run', () => {
  it('lists the newest feedback with its phone, rating and photo count', async () => {
    const alice = await newAccount();
    const token = await tokenOf(alice);
    const order = await insertOrder(alice.ids.ogo!, 'ogo');
    const sent = await send(alice, { shop: 'velo', token }, [
      { name: 'order_id', value: String(order) },
      { name: 'rating', value: '2' },
      { name: 'text', value: 'Довго' },
      { name: 'photos', value: jpeg, filename: 'a.jpg' },
    ]);
    expect(sent.statusCode).toBe(201);
    const listed = await testApp.app.inject({
      method: 'POST',
      url: '/api/ops/run',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { command: 'feedback:list', args: { shop: 'velo', limit: '5' } },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [first] = listed.json().data.feedback;
    expect(first).toMatchObject({ shop: 'velo', phone: alice.phone, orderId: order, rating: 2, text: 'Довго', photos: 1 });
  });
});
