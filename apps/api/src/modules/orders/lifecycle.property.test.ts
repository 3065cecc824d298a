// Property test of the order lifecycle: whatever LiqPay sends (success, failure, reversed, duplicates, in any order),
// whatever the customer, the operator and the expiry job do, and even when the XP are spent in between, the books
// stay consistent with the money. Each run is a fresh invited customer with a mixed card order (money and XP) placed
// with their inviter's code.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, type Order } from '@loyalty/contracts/orders';
import {
  memberCodes,
  orderPayments,
  orders,
  productVariants,
  products,
  referrals,
  xpAccounts,
  xpLedger,
} from '@loyalty/db/schema';
import { encodeData, sign } from '../../providers/payment/liqpay-protocol.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { creditXp, debitXp } from '../loyalty/ledger.ts';
import { expireUnpaidOrder } from '../payments/service.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { OrderTransitionRefused, transitionOrder } from './lifecycle.ts';

const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123' };
const actions = ['success', 'failure', 'reversed', 'replay', 'cancel', 'expire', 'refund', 'spendAll'] as const;
type Action = (typeof actions)[number];

let testApp: TestApp;
let run = 0;
let paymentId = 700_000;
let sourceSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({
    seed: true,
    env: {
      LIQPAY_PUBLIC_KEY: keys.publicKey,
      LIQPAY_PRIVATE_KEY: keys.privateKey,
      PUBLIC_URL: 'https://app.example',
      // Hundreds of runs from one address: the per-IP limit is not what is under test.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
});
afterAll(() => testApp.close());

async function variant(handle: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle))
    .limit(1);
  if (!row) throw new Error(`no ${handle}`);
  return row.id;
}

async function setUp(): Promise<{ friend: TestAccount; inviter: TestAccount; order: Order }> {
  run += 1;
  const inviter = await createAccount(testApp, { phone: `+38067540${String(run).padStart(4, '0')}` });
  const friend = await createAccount(testApp, { phone: `+38067541${String(run).padStart(4, '0')}` });
  const code = `REW-PROP${run}`;
  await testApp.database.db.insert(memberCodes).values({ customerId: inviter.ids.ogo!, code });
  await adjust(friend, 500);
  const directory = testApp.app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ')!;
  const branch = directory.branches(city.ref)[0]!;
  const placed = await testApp.app.inject({
    method: 'POST',
    url: '/api/shop/create-order',
    headers: friend.headers,
    payload: {
      product: 'ogo',
      order: {
        line_items: [
          { variant_id: await variant('velo-freeze-mint'), quantity: 1 },
          { variant_id: await variant('ogo-bonus-neo-arctic-click-pack'), quantity: 1 },
        ],
        customer: { id: friend.ids.ogo },
        shipping_address: { first_name: 'Тарас', last_name: 'Шевченко', phone: '+380671234567' },
      },
      cart: { payment: 2, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, mgmPromoCode: code },
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = createOrderResponseSchema.parse(placed.json()).order;
  const link = await testApp.app.inject({
    method: 'POST',
    url: '/api/shop/get-liqpay-link',
    headers: friend.headers,
    payload: { orderId: order.id, product: 'ogo' },
  });
  expect(link.statusCode).toBe(200);
  return { friend, inviter, order };
}

async function adjust(account: TestAccount, amount: number): Promise<void> {
  if (amount === 0) return;
  sourceSeq += 1;
  const entry = {
    customerId: account.ids.ogo!,
    brand: 'ogo' as const,
    reason: 'adjustment',
    sourceType: 'test',
    sourceRef: `prop-${sourceSeq}`,
  };
  await testApp.database.db.transaction((tx) =>
    amount > 0 ? creditXp(tx, { ...entry, amount }) : debitXp(tx, { ...entry, amount: -amount }),
  );
}

async function balance(account: TestAccount): Promise<number> {
  const [row] = await testApp.database.db
    .select({ balance: xpAccounts.balance })
    .from(xpAccounts)
    .where(eq(xpAccounts.customerId, account.ids.ogo!));
  return row?.balance ?? 0;
}

function callbackForm(order: Order, status: 'success' | 'failure' | 'reversed') {
  paymentId += 1;
  const data = encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status,
    order_id: `order-${order.id}`,
    amount: Number(order.total_price),
    currency: 'UAH',
    payment_id: paymentId,
  });
  return new URLSearchParams({ data, signature: sign(keys.privateKey, data) }).toString();
}

async function perform(action: Action, context: Awaited<ReturnType<typeof setUp>>, last: { form?: string }) {
  const { friend, order } = context;
  const send = async (form: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/liqpay-callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    last.form = form;
  };
  switch (action) {
    case 'success':
    case 'failure':
    case 'reversed':
      return send(callbackForm(order, action));
    case 'replay':
      return last.form ? send(last.form) : undefined;
    case 'cancel': {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/shop/cancel-order',
        headers: friend.headers,
        payload: { orderId: order.id, product: 'ogo' },
      });
      expect([200, 409]).toContain(response.statusCode);
      return;
    }
    case 'expire':
      await expireUnpaidOrder(testApp.database.db, testApp.app.orderEvents, null, order.id, testApp.app.log);
      return;
    case 'refund':
      try {
        await testApp.database.db.transaction((tx) =>
          transitionOrder(testApp.app.orderEvents, tx, order.id, {
            to: 'refunded',
            money: { gateway: 'manual', providerRef: 'prop' },
          }),
        );
      } catch (error) {
        if (!(error instanceof OrderTransitionRefused)) throw error;
      }
      return;
    case 'spendAll':
      return adjust(friend, -(await balance(friend)));
  }
}

async function ledgerOf(account: TestAccount) {
  return testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, account.ids.ogo!));
}

async function assertConsistent(context: Awaited<ReturnType<typeof setUp>>): Promise<void> {
  const { friend, inviter, order } = context;
  const db = testApp.database.db;
  const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
  const status = stored!.financialStatus;

  for (const account of [friend, inviter]) {
    const entries = await ledgerOf(account);
    const sum = entries.reduce((total, entry) => total + entry.amount, 0);
    expect(await balance(account)).toBe(sum);
    expect(sum).toBeGreaterThanOrEqual(0);
  }

  // The order's XP: each source at most once, and held exactly while the order is (or may become) a purchase.
  const orderEntries = await db
    .select()
    .from(xpLedger)
    .where(
      and(
        eq(xpLedger.sourceRef, String(order.id)),
        inArray(xpLedger.sourceType, ['order', 'order_repaid', 'order_return', 'order_refund']),
      ),
    );
  const types = orderEntries.map((entry) => entry.sourceType);
  expect(new Set(types).size).toBe(types.length);
  const held = orderEntries.reduce((total, entry) => total - entry.amount, 0);
  expect(held).toBe(status === 'pending' || status === 'paid' ? order.total_bonuses : 0);

  // The inviter's reward stands exactly while the friend's order is paid.
  const [referral] = await db.select().from(referrals).where(eq(referrals.invitedId, friend.ids.ogo!));
  const rewardEntries = (await ledgerOf(inviter)).filter((entry) => entry.sourceType === 'referral');
  expect(rewardEntries.length).toBeLessThanOrEqual(1);
  if (status === 'paid') {
    expect(referral?.status).toBe('rewarded');
    expect(rewardEntries).toHaveLength(1);
  } else {
    expect(referral?.status === 'rewarded').toBe(false);
  }
  if (status === 'failed' || status === 'voided') expect(referral).toBeUndefined();

  // Money the order did not keep is either not taken or marked for the operator to return.
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  if (status === 'paid') expect(payment?.status).toBe('paid');
  if (status === 'refunded') expect(['paid', 'refunded']).toContain(payment?.status);
}

describe('order lifecycle, any sequence of events', () => {
  it('keeps XP, referral and payment consistent with the money', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...actions), { minLength: 1, maxLength: 8 }), async (sequence) => {
        const context = await setUp();
        const last: { form?: string } = {};
        for (const action of sequence) await perform(action, context, last);
        await assertConsistent(context);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    );
  });
});
