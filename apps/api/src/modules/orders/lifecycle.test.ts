// The order lifecycle end to end through the API: XP never stranded (failure, cancel, expiry), retry of payment,
// out-of-order LiqPay callbacks, late money, the referral code released, and the customer's counters.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { createOrderResponseSchema, type Order } from '@loyalty/contracts/orders';
import { customers, jobs, memberCodes, orderPayments, productVariants, products, referrals, xpLedger } from '@loyalty/db/schema';
import { encodeData, sign } from '../../providers/payment/liqpay-protocol.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp, debitXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { orderExpiryQueue, transitionOrder } from './lifecycle.ts';

const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123' };

let testApp: TestApp;
let phoneSeq = 0;
let sourceSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({
    seed: true,
    captureLog: true,
    env: { LIQPAY_PUBLIC_KEY: keys.publicKey, LIQPAY_PRIVATE_KEY: keys.privateKey, PUBLIC_URL: 'https://app.example' },
  });
});
afterAll(() => testApp.close());

async function newAccount(xp = 0): Promise<TestAccount> {
  phoneSeq += 1;
  const account = await createAccount(testApp, { phone: `+38067530${String(phoneSeq).padStart(4, '0')}` });
  if (xp > 0) await adjustXp(account.ids.ogo!, xp);
  return account;
}

async function adjustXp(customerId: number, amount: number): Promise<void> {
  sourceSeq += 1;
  const entry = {
    customerId,
    brand: 'ogo' as Brand,
    reason: 'adjustment',
    sourceType: 'test',
    sourceRef: `lifecycle-${sourceSeq}`,
  };
  await testApp.database.db.transaction((tx) =>
    amount > 0 ? creditXp(tx, { ...entry, amount }) : debitXp(tx, { ...entry, amount: -amount }),
  );
}

async function variantId(handle: string): Promise<{ id: number; priceKop: number; bonuses: number }> {
  const [row] = await testApp.database.db
    .select({ id: productVariants.id, priceKop: productVariants.priceKop, bonuses: productVariants.bonuses })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle))
    .orderBy(productVariants.position, productVariants.id)
    .limit(1);
  if (!row) throw new Error(`no variant of ${handle}`);
  return row;
}

function post(account: TestAccount, url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, headers: account.headers, payload });
}

/** A mixed ogo order: one pack for money and the arctic click pack for XP, by card (2) or cash (1). */
async function placeOrder(account: TestAccount, payment: 1 | 2, cart: Record<string, unknown> = {}): Promise<Order> {
  const directory = testApp.app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ')!;
  const branch = directory.branches(city.ref)[0]!;
  const pack = await variantId('velo-freeze-mint');
  const mug = await variantId('ogo-bonus-neo-arctic-click-pack');
  const response = await post(account, '/api/shop/create-order', {
    product: 'ogo',
    order: {
      line_items: [
        { variant_id: pack.id, quantity: 1 },
        { variant_id: mug.id, quantity: 1 },
      ],
      customer: { id: account.ids.ogo },
      shipping_address: { first_name: 'Тарас', last_name: 'Шевченко', phone: '+380671234567' },
    },
    cart: { payment, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, ...cart },
  });
  expect(response.statusCode, response.body).toBe(200);
  return createOrderResponseSchema.parse(response.json()).order;
}

async function mugXp(): Promise<number> {
  return (await variantId('ogo-bonus-neo-arctic-click-pack')).bonuses;
}

async function payLink(account: TestAccount, order: Order) {
  return post(account, '/api/shop/get-liqpay-link', { orderId: order.id, product: 'ogo' });
}

let paymentIdSeq = 900_000;

/** LiqPay's signed server callback for the order's payment. */
async function liqpay(order: Order, status: 'success' | 'failure' | 'reversed') {
  paymentIdSeq += 1;
  const data = encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status,
    order_id: `order-${order.id}`,
    amount: Number(order.total_price),
    currency: 'UAH',
    payment_id: paymentIdSeq,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/shop/liqpay-callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data, signature: sign(keys.privateKey, data) }).toString(),
  });
  expect(response.statusCode).toBe(200);
}

async function statusOf(account: TestAccount, order: Order): Promise<string> {
  const response = await post(account, '/api/shop/get-orders', { shopifyId: account.ids.ogo, variant: 'ogo' });
  const found = response.json<{ list: Order[] }>().list.find((entry) => entry.id === order.id);
  if (!found) throw new Error(`order ${order.id} is not in the history`);
  return found.financial_status;
}

async function countersOf(account: TestAccount) {
  const [row] = await testApp.database.db
    .select({ ordersCount: customers.ordersCount, totalSpentKop: customers.totalSpentKop })
    .from(customers)
    .where(eq(customers.id, account.ids.ogo!));
  return row;
}

const xpOf = (account: TestAccount) => balanceOf(testApp.database.db, account.ids.ogo!);

describe('XP is never stranded', () => {
  it('a failed card payment of a mixed order returns its XP; the failed order cannot be paid again', async () => {
    const person = await newAccount(810);
    const order = await placeOrder(person, 2);
    expect(order.financial_status).toBe('pending');
    expect(await xpOf(person)).toBe(810 - (await mugXp()));
    // Not a purchase yet: the counters wait for the payment.
    expect(await countersOf(person)).toEqual({ ordersCount: 0, totalSpentKop: 0 });
    expect((await payLink(person, order)).statusCode).toBe(200);

    await liqpay(order, 'failure');
    expect(await statusOf(person, order)).toBe('failed');
    expect(await xpOf(person)).toBe(810);
    const again = await payLink(person, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('order_not_payable');
    // A repeated failure changes nothing: the XP came back once.
    await liqpay(order, 'failure');
    expect(await xpOf(person)).toBe(810);
    expect(await countersOf(person)).toEqual({ ordersCount: 0, totalSpentKop: 0 });
  });

  it('the customer cancels a pending order: voided, XP back at once; repeat is harmless; others get 403', async () => {
    const person = await newAccount(500);
    const stranger = await newAccount();
    const order = await placeOrder(person, 1);
    expect(await xpOf(person)).toBe(500 - (await mugXp()));

    const foreign = await post(stranger, '/api/shop/cancel-order', { orderId: order.id, product: 'ogo' });
    expect(foreign.statusCode).toBe(403);
    const unknown = await post(person, '/api/shop/cancel-order', { orderId: 2_000_000_000, product: 'ogo' });
    expect(unknown.statusCode).toBe(403);
    const bad = await post(person, '/api/shop/cancel-order', { orderId: 'one', product: 'ogo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['body.orderId']);

    const cancelled = await post(person, '/api/shop/cancel-order', { orderId: order.id, product: 'ogo' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.financial_status).toBe('voided');
    expect(await xpOf(person)).toBe(500);
    const repeated = await post(person, '/api/shop/cancel-order', { orderId: order.id, product: 'ogo' });
    expect(repeated.json().order.financial_status).toBe('voided');
    expect(await xpOf(person)).toBe(500);
    expect((await payLink(person, order)).statusCode).toBe(409);
  });

  it('a paid order cannot be cancelled (409 order_transition_refused)', async () => {
    const person = await newAccount(500);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'success');
    const refused = await post(person, '/api/shop/cancel-order', { orderId: order.id, product: 'ogo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('order_transition_refused');
    expect(await countersOf(person)).toEqual({ ordersCount: 1, totalSpentKop: Math.round(Number(order.total_price) * 100) });
  });

  it('an unpaid card order expires through the job queue and returns its XP; a cash order has no expiry', async () => {
    const person = await newAccount(700);
    const card = await placeOrder(person, 2);
    const cash = await placeOrder(person, 1);
    const db = testApp.database.db;
    const expiryJobs = await db
      .select({ dedupeKey: jobs.dedupeKey, runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(eq(jobs.queue, orderExpiryQueue), inArray(jobs.dedupeKey, [`order-expiry:${card.id}`, `order-expiry:${cash.id}`])),
      );
    expect(expiryJobs.map((job) => job.dedupeKey)).toEqual([`order-expiry:${card.id}`]);
    // ORDER_PAYMENT_TTL_HOURS defaults to 24.
    const hoursAhead = (expiryJobs[0]!.runAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(23.9);
    expect(hoursAhead).toBeLessThanOrEqual(24);
    // Earlier tests' order notifications go first; then nothing is due: the expiry waits its 24 hours.
    while ((await testApp.app.jobs.runDueJobs()) > 0);
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, `order-expiry:${card.id}`));
    while ((await testApp.app.jobs.runDueJobs()) > 0);
    expect(await statusOf(person, card)).toBe('failed');
    expect(await statusOf(person, cash)).toBe('pending');
    // The card order's XP are back; the cash order still holds its own.
    expect(await xpOf(person)).toBe(700 - (await mugXp()));
  });

  it('a card order paid before its expiry is left alone by the job', async () => {
    const person = await newAccount(400);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'success');
    await testApp.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, `order-expiry:${order.id}`));
    while ((await testApp.app.jobs.runDueJobs()) > 0);
    expect(await statusOf(person, order)).toBe('paid');
    expect(await xpOf(person)).toBe(400 - (await mugXp()));
  });
});

describe('paying, retrying and out-of-order callbacks', () => {
  it('a pending card order can be paid later from the same link', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 2);
    const first = (await payLink(person, order)).json<{ link: string }>().link;
    const retry = (await payLink(person, order)).json<{ link: string }>().link;
    expect(retry).toBe(first);
    await liqpay(order, 'success');
    expect(await statusOf(person, order)).toBe('paid');
    expect((await payLink(person, order)).json().error.code).toBe('order_not_payable');
  });

  it('`reversed` before `success` ends refunded: XP back, counters untouched, the later success changes nothing', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'reversed');
    expect(await statusOf(person, order)).toBe('refunded');
    expect(await xpOf(person)).toBe(300);
    await liqpay(order, 'success');
    expect(await statusOf(person, order)).toBe('refunded');
    expect(await xpOf(person)).toBe(300);
    expect(await countersOf(person)).toEqual({ ordersCount: 0, totalSpentKop: 0 });
    const [payment] = await testApp.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payment?.status).toBe('refunded');
  });

  it('`reversed` after `success` refunds: XP back once, counters back', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'success');
    expect(await countersOf(person)).toMatchObject({ ordersCount: 1 });
    await liqpay(order, 'reversed');
    await liqpay(order, 'reversed');
    expect(await statusOf(person, order)).toBe('refunded');
    expect(await xpOf(person)).toBe(300);
    expect(await countersOf(person)).toEqual({ ordersCount: 0, totalSpentKop: 0 });
  });

  it('money that arrives after a failure pays the order and takes its XP again', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'failure');
    expect(await xpOf(person)).toBe(300);
    await liqpay(order, 'success');
    expect(await statusOf(person, order)).toBe('paid');
    expect(await xpOf(person)).toBe(300 - (await mugXp()));
  });

  it('when the XP of a failed order are spent, late money leaves it failed and tells the operator', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 2);
    await payLink(person, order);
    await liqpay(order, 'failure');
    await adjustXp(person.ids.ogo!, -300);
    await liqpay(order, 'success');
    expect(await statusOf(person, order)).toBe('failed');
    expect(await xpOf(person)).toBe(0);
    const [payment] = await testApp.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payment?.status).toBe('paid');
    expect(
      testApp.logLines.some((line) => line.orderId === order.id && String(line.msg).includes('return the payment by hand')),
    ).toBe(true);
  });

  it('the lifecycle refuses a move its table does not allow', async () => {
    const person = await newAccount(300);
    const order = await placeOrder(person, 1);
    await expect(
      testApp.database.db.transaction((tx) =>
        transitionOrder(testApp.app.orderEvents, tx, order.id, {
          to: 'refunded',
          money: { gateway: 'manual', providerRef: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'order_transition_refused' });
    expect(await statusOf(person, order)).toBe('pending');
  });
});

describe('the referral code of a failed first order', () => {
  it('is released, so the next first order may use it; the inviter is rewarded once that one is paid', async () => {
    const inviter = await newAccount();
    const friend = await newAccount(300);
    const [code] = await testApp.database.db
      .insert(memberCodes)
      .values({ customerId: inviter.ids.ogo!, code: `REW-LC${phoneSeq}` })
      .returning();
    const first = await placeOrder(friend, 2, { mgmPromoCode: code!.code });
    await payLink(friend, first);
    await liqpay(first, 'failure');
    const pending = await testApp.database.db.select().from(referrals).where(eq(referrals.invitedId, friend.ids.ogo!));
    expect(pending).toEqual([]);

    const second = await placeOrder(friend, 2, { mgmPromoCode: code!.code });
    await payLink(friend, second);
    await liqpay(second, 'success');
    const [settled] = await testApp.database.db.select().from(referrals).where(eq(referrals.invitedId, friend.ids.ogo!));
    expect(settled).toMatchObject({ status: 'rewarded', orderId: second.id });
    const rewards = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, inviter.ids.ogo!), eq(xpLedger.sourceType, 'referral')));
    expect(rewards).toHaveLength(1);
  });
});
