// Concurrency on PostgreSQL from separate connections: one order per Idempotency-Key, XP never overdrawn, and parallel
// LiqPay callbacks for one order leave one consistent outcome.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { customers, orderTransactions, orders, productVariants, products, xpLedger } from '@loyalty/db/schema';
import { encodeData, sign } from '../../providers/payment/liqpay-protocol.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

const parallel = 20;
const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123' };
const liqpayEnv = { LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey, PUBLIC_URL: 'https://app.example' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('create-order on PostgreSQL (needs TEST_DATABASE_URL; the CI sets it)', () => {
  let testApp: TestApp;
  let wide: DatabaseHandle;
  /** The same database served by an app whose pool has a connection per parallel request. */
  let wideApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, env: liqpayEnv });
    const driver = driverClientOf(testApp.database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    wide = openPostgres(driver.connection, parallel + 4);
    wideApp = await buildTestApp({ database: wide, env: liqpayEnv });
  });
  afterAll(async () => {
    await wideApp?.close();
    await wide?.close();
    await testApp?.close();
  });

  async function variantOf(handle: string): Promise<{ id: number; bonuses: number }> {
    const [row] = await testApp.database.db
      .select({ id: productVariants.id, bonuses: productVariants.bonuses })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.handle, handle))
      .limit(1);
    if (!row) throw new Error(`no variant of ${handle}`);
    return row;
  }

  function body(person: TestAccount, lines: { variant_id: number; quantity: number }[]) {
    const directory = testApp.app.delivery.directory();
    const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ')!;
    const branch = directory.branches(city.ref)[0]!;
    return {
      product: 'ogo',
      order: {
        line_items: lines,
        customer: { id: person.ids.ogo },
        shipping_address: { first_name: 'Леся', last_name: 'Українка', phone: '+380671234567' },
      },
      cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref } },
    };
  }

  function submit(person: TestAccount, payload: unknown, key: string) {
    return wideApp.app.inject({
      method: 'POST',
      url: '/api/shop/create-order',
      headers: { ...person.headers, 'idempotency-key': key },
      payload: payload as object,
    });
  }

  async function credit(customerId: number, amount: number, ref: string): Promise<void> {
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, { customerId, brand: 'ogo', amount, reason: 'adjustment', sourceType: 'test', sourceRef: ref }),
    );
  }

  async function countsOf(customerId: number) {
    const [orderRow] = await testApp.database.db.select({ value: count() }).from(orders).where(eq(orders.customerId, customerId));
    const [debitRow] = await testApp.database.db
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'order')));
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, customerId));
    return { orders: orderRow?.value ?? 0, debits: debitRow?.value ?? 0, ordersCount: customer?.ordersCount ?? -1 };
  }

  it(`${parallel} parallel submits with one Idempotency-Key make exactly one order and one XP debit`, async () => {
    const person = await createAccount(testApp, { phone: '+380675300001' });
    const mug = await variantOf('ogo-bonus-thermo-mug');
    const cap = await variantOf('ogo-cap');
    await credit(person.ids.ogo!, mug.bonuses * 5, 'pg-orders-1');
    const payload = body(person, [
      { variant_id: cap.id, quantity: 1 },
      { variant_id: mug.id, quantity: 1 },
    ]);
    const responses = await Promise.all(Array.from({ length: parallel }, () => submit(person, payload, 'parallel-key-0001')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: parallel }, () => 200));
    const ids = new Set(responses.map((response) => response.json().order.id as number));
    expect(ids.size).toBe(1);
    // A pending cash order: not counted until the courier collects (decision 0016).
    expect(await countsOf(person.ids.ogo!)).toEqual({ orders: 1, debits: 1, ordersCount: 0 });
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses * 4);
  });

  it(`${parallel} parallel XP orders under different keys never overdraw the balance`, async () => {
    const person = await createAccount(testApp, { phone: '+380675300002' });
    const mug = await variantOf('ogo-bonus-thermo-mug');
    const affordable = 7;
    await credit(person.ids.ogo!, mug.bonuses * affordable + mug.bonuses - 1, 'pg-orders-2');
    const payload = body(person, [{ variant_id: mug.id, quantity: 1 }]);
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, index) => submit(person, payload, `xp-order-key-${String(index).padStart(4, '0')}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(affordable);
    expect(statuses.filter((status) => status === 409)).toHaveLength(parallel - affordable);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((response) => response.json().error.code === 'insufficient_xp'),
    ).toBe(true);
    expect(await countsOf(person.ids.ogo!)).toEqual({ orders: affordable, debits: affordable, ordersCount: affordable });
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses - 1);
  });

  let paymentSeq = 800_000;

  function liqpayCallback(orderId: number, totalPrice: string, status: 'success' | 'reversed') {
    paymentSeq += 1;
    const data = encodeData({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      status,
      order_id: `order-${orderId}`,
      amount: Number(totalPrice),
      currency: 'UAH',
      payment_id: paymentSeq,
    });
    return wideApp.app.inject({
      method: 'POST',
      url: '/api/shop/liqpay-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: sign(keys.privateKey, data) }).toString(),
    });
  }

  /** A mixed card order (a cap for money, the arctic pack for XP) with its payment link. */
  async function cardOrder(person: TestAccount, xp: number) {
    const pack = await variantOf('ogo-bonus-neo-arctic-click-pack');
    const cap = await variantOf('ogo-cap');
    await credit(person.ids.ogo!, xp, `pg-card-${person.phone}`);
    const payload = body(person, [
      { variant_id: cap.id, quantity: 1 },
      { variant_id: pack.id, quantity: 1 },
    ]);
    const placed = await submit(person, { ...payload, cart: { ...payload.cart, payment: 2 } }, `card-${person.phone.slice(1)}`);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order as { id: number; total_price: string; total_bonuses: number };
    const link = await wideApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-liqpay-link',
      headers: person.headers,
      payload: { orderId: order.id, product: 'ogo' },
    });
    expect(link.statusCode).toBe(200);
    return order;
  }

  async function orderState(orderId: number, customerId: number) {
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    const sales = await testApp.database.db
      .select({ kind: orderTransactions.kind })
      .from(orderTransactions)
      .where(eq(orderTransactions.orderId, orderId));
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, customerId));
    return {
      status: order?.financialStatus,
      transactions: sales.map((row) => row.kind).sort(),
      ordersCount: customer?.ordersCount,
      xp: await balanceOf(testApp.database.db, customerId),
    };
  }

  it('ten parallel success callbacks for one order pay it once: one sale, counted once', async () => {
    const person = await createAccount(testApp, { phone: '+380675300003' });
    const order = await cardOrder(person, 500);
    const answers = await Promise.all(Array.from({ length: 10 }, () => liqpayCallback(order.id, order.total_price, 'success')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await orderState(order.id, person.ids.ogo!)).toEqual({
      status: 'paid',
      transactions: ['sale'],
      ordersCount: 1,
      xp: 500 - order.total_bonuses,
    });
  });

  it('success and reversed in parallel, many times, end refunded with the XP back once', async () => {
    const person = await createAccount(testApp, { phone: '+380675300004' });
    const order = await cardOrder(person, 500);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        liqpayCallback(order.id, order.total_price, index % 2 === 0 ? 'success' : 'reversed'),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await orderState(order.id, person.ids.ogo!)).toEqual({
      status: 'refunded',
      transactions: ['refund', 'sale'],
      ordersCount: 0,
      xp: 500,
    });
  });
});
