// API tests of invite a friend: member and velo codes, referrals recorded at create-order, the reward after the first
// paid order (XP-only, cash marked paid, card callback), the monthly cap, the reversal on refund, get-referrals.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { invitePromoCodeResponseSchema, referralsResponseSchema } from '@loyalty/contracts/invite';
import { createOrderResponseSchema } from '@loyalty/contracts/orders';
import { jobs, orders, productVariants, products, referrals, xpLedger } from '@loyalty/db/schema';
import { encodeData, sign } from '../../providers/payment/liqpay-protocol.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

const keys = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123' };
const rewardXp = 50;
const monthlyCap = 2;

let testApp: TestApp;
let phoneSeq = 0;
let creditSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({
    seed: true,
    env: {
      REFERRAL_REWARD_XP: String(rewardXp),
      REFERRAL_MONTHLY_CAP: String(monthlyCap),
      LIQPAY_PUBLIC_KEY: keys.publicKey,
      LIQPAY_PRIVATE_KEY: keys.privateKey,
      PUBLIC_URL: 'https://app.example',
    },
  });
});
afterAll(() => testApp.close());

function newAccount(brands?: Brand[]): Promise<TestAccount> {
  phoneSeq += 1;
  return createAccount(testApp, { phone: `+38067561${String(phoneSeq).padStart(4, '0')}`, brands });
}

async function credit(customerId: number, brand: Brand, amount: number): Promise<void> {
  creditSeq += 1;
  await testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand, amount, reason: 'adjustment', sourceType: 'test', sourceRef: `invite-${creditSeq}` }),
  );
}

function get(account: TestAccount | null, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: account ? account.headers : apiHeaders });
}

function post(account: TestAccount | null, url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: account ? account.headers : apiHeaders, payload: payload as object });
}

function ops(command: string, args: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/ops/run',
    headers: { authorization: `Bearer ${testOpsToken}` },
    payload: { command, args },
  });
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

async function codeOf(account: TestAccount, brand: Brand = 'ogo'): Promise<string> {
  const response = await get(account, `/api/invite/get-promo-code?product=${brand}`);
  expect(response.statusCode).toBe(200);
  return invitePromoCodeResponseSchema.parse(response.json()).consumer.memberGetMemberCode;
}

async function variantOf(handle: string) {
  const [row] = await testApp.database.db
    .select({ id: productVariants.id, bonuses: productVariants.bonuses, priceKop: productVariants.priceKop })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle))
    .orderBy(productVariants.position, productVariants.id)
    .limit(1);
  if (!row) throw new Error(`no variant of ${handle}`);
  return row;
}

function orderBody(account: TestAccount, brand: Brand, variantId: number, cart: Record<string, unknown>) {
  const directory = testApp.app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ');
  const branch = city ? directory.branches(city.ref)[0] : undefined;
  if (!city || !branch) throw new Error('Kyiv has no branches');
  return {
    product: brand,
    order: {
      line_items: [{ variant_id: variantId, quantity: 1 }],
      customer: { id: account.ids[brand] },
      shipping_address: { first_name: 'Тарас', last_name: 'Шевченко', phone: '+380671234567' },
    },
    cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, ...cart },
  };
}

/** A cash order of a velo pack (pending until the cash is collected). */
async function cashOrder(account: TestAccount, code?: string, brand: Brand = 'ogo') {
  const variantId = brand === 'ogo' ? (await variantOf('velo-freeze-mint')).id : await moneyVariantOf(brand);
  return post(account, '/api/shop/create-order', orderBody(account, brand, variantId, code ? { mgmPromoCode: code } : {}));
}

/** Any variant of the brand on sale for money only. */
async function moneyVariantOf(brand: Brand): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.brand, brand), eq(productVariants.bonuses, 0), eq(productVariants.available, true)))
    .orderBy(productVariants.id)
    .limit(1);
  if (!row) throw new Error(`no ${brand} variant on sale`);
  return row.id;
}

async function placed(response: Awaited<ReturnType<typeof cashOrder>>) {
  expect(response.statusCode, response.body).toBe(200);
  return createOrderResponseSchema.parse(response.json()).order;
}

async function referralOf(invitedId: number) {
  const [row] = await testApp.database.db.select().from(referrals).where(eq(referrals.invitedId, invitedId));
  return row;
}

describe('GET /api/invite/get-promo-code', () => {
  it('needs a session and a brand', async () => {
    const person = await newAccount();
    expect((await get(null, '/api/invite/get-promo-code?product=ogo')).statusCode).toBe(401);
    const bad = await get(person, '/api/invite/get-promo-code?product=marlboro');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['query.product']);
    const gloOnly = await newAccount(['glo']);
    expect((await get(gloOnly, '/api/invite/get-promo-code?product=ogo')).statusCode).toBe(404);
    // No product: the main shop's brand (the spec lists no parameters for this call).
    const mainShop = await get(gloOnly, '/api/invite/get-promo-code');
    expect(mainShop.statusCode).toBe(200);
    expect(mainShop.json()).toEqual((await get(gloOnly, '/api/invite/get-promo-code?product=glo')).json());
  });

  it("answers the customer's own code, made once, one per brand record, with the programme's rules", async () => {
    const person = await newAccount();
    const first = await get(person, '/api/invite/get-promo-code?product=ogo');
    const body = invitePromoCodeResponseSchema.parse(first.json());
    expect(body.consumer.memberGetMemberCode).toMatch(/^REW-[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(body.rules).toEqual({ rewardXp, monthlyCap });
    expect(await codeOf(person)).toBe(body.consumer.memberGetMemberCode);
    const glo = await codeOf(person, 'glo');
    expect(glo).not.toBe(body.consumer.memberGetMemberCode);
    expect(await codeOf(await newAccount())).not.toBe(body.consumer.memberGetMemberCode);
  });
});

describe('POST /api/invite/get-velo-mgm', () => {
  it("answers one stable code to the session's ogo customer with its ogo token only", async () => {
    const person = await newAccount();
    const stranger = await newAccount();
    const tokenOf = async (account: TestAccount) => (await get(account, '/api/auth/get-ogo-token')).json().token as string;
    const token = await tokenOf(person);
    expect((await post(null, '/api/invite/get-velo-mgm', { shopifyId: person.ids.ogo, ogoApiToken: token })).statusCode).toBe(
      401,
    );
    const missing = await post(person, '/api/invite/get-velo-mgm', { shopifyId: person.ids.ogo });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['body.ogoApiToken']);
    const notYours = await post(person, '/api/invite/get-velo-mgm', { shopifyId: stranger.ids.ogo, ogoApiToken: token });
    expect(notYours.statusCode).toBe(403);
    const glo = await post(person, '/api/invite/get-velo-mgm', { shopifyId: person.ids.glo, ogoApiToken: token });
    expect(glo.statusCode).toBe(403);
    const othersToken = await post(person, '/api/invite/get-velo-mgm', {
      shopifyId: person.ids.ogo,
      ogoApiToken: await tokenOf(stranger),
    });
    expect(othersToken.statusCode).toBe(403);
    expect(fieldsOf(othersToken)).toEqual(['body.ogoApiToken']);

    const first = await post(person, '/api/invite/get-velo-mgm', { shopifyId: person.ids.ogo, ogoApiToken: token });
    expect(first.statusCode).toBe(200);
    const code = first.json().discount_code as string;
    expect(code).toMatch(/^VELO-MGM-[A-Z2-9]{8}$/);
    const again = await post(person, '/api/invite/get-velo-mgm', { shopifyId: person.ids.ogo, ogoApiToken: token });
    expect(again.json()).toEqual({ discount_code: code });
  });
});

describe('referrals at create-order', () => {
  it('refuses an unknown code and a self-referral (the same phone in either brand) with 422, writing nothing', async () => {
    const person = await newAccount();
    const unknown = await cashOrder(person, 'REW-ABCDEFGH');
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown)).toEqual(['body.cart.mgmPromoCode']);
    const own = await cashOrder(person, await codeOf(person, 'glo'));
    expect(own.statusCode).toBe(422);
    expect(fieldsOf(own)).toEqual(['body.cart.mgmPromoCode']);
    expect(own.json().error.message).toContain('own');
    const sameRecord = await cashOrder(person, await codeOf(person, 'ogo'));
    expect(sameRecord.statusCode).toBe(422);
    const rows = await testApp.database.db.select().from(orders).where(eq(orders.customerId, person.ids.ogo!));
    expect(rows).toEqual([]);
    expect(await referralOf(person.ids.ogo!)).toBeUndefined();
  });

  it('records a pending referral; cash collected (orders:mark-paid) rewards the inviter once', async () => {
    const inviter = await newAccount();
    const friend = await newAccount();
    const code = await codeOf(inviter);
    const order = await placed(await cashOrder(friend, code.toLowerCase()));
    expect(order.financial_status).toBe('pending');
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ inviterId: inviter.ids.ogo, status: 'pending', code });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(0);

    const paid = await ops('orders:mark-paid', { order: String(order.order_number) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'rewarded', rewardXp, orderId: order.id });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
    const [entry] = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, inviter.ids.ogo!), eq(xpLedger.sourceType, 'referral')));
    expect(entry).toMatchObject({ amount: rewardXp, reason: 'referral' });
    // The inviter is told: one notification job for this referral.
    const [told] = await testApp.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, 'push:notify'),
          sql`${jobs.payload}->>'kind' = 'referrals'`,
          sql`${jobs.payload}->>'customerId' = ${String(inviter.ids.ogo)}`,
        ),
      );
    expect(told?.payload).toMatchObject({ title: `ogo: +${rewardXp} XP за друга`, url: '/history-bonuses' });

    // The same order again, a second paid order of the friend: nothing more.
    expect((await ops('orders:mark-paid', { order: String(order.order_number) })).statusCode).toBe(409);
    const second = await placed(await cashOrder(friend));
    expect((await ops('orders:mark-paid', { order: String(second.order_number) })).statusCode).toBe(200);
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
    // A first order may carry a code only once: the friend's next order with it is refused.
    expect((await cashOrder(friend, code)).statusCode).toBe(422);
    expect((await ops('orders:mark-paid', { order: '999999' })).statusCode).toBe(404);
    expect((await ops('orders:mark-paid', { order: 'abc' })).statusCode).toBe(400);
  });

  it('one referral per person: the same friend in the other brand cannot be invited again', async () => {
    const inviter = await newAccount();
    const other = await newAccount();
    const friend = await newAccount();
    await placed(await cashOrder(friend, await codeOf(inviter)));
    const again = await cashOrder(friend, await codeOf(other), 'glo');
    expect(again.statusCode).toBe(422);
    expect(fieldsOf(again)).toEqual(['body.cart.mgmPromoCode']);
    expect(await referralOf(friend.ids.glo!)).toBeUndefined();
  });

  it('an XP-only first order is paid at creation and rewards at once', async () => {
    const inviter = await newAccount();
    const friend = await newAccount();
    const mug = await variantOf('ogo-bonus-thermo-mug');
    await credit(friend.ids.ogo!, 'ogo', mug.bonuses);
    const response = await post(
      friend,
      '/api/shop/create-order',
      orderBody(friend, 'ogo', mug.id, { mgmPromoCode: await codeOf(inviter) }),
    );
    const order = await placed(response);
    expect(order.financial_status).toBe('paid');
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'rewarded', orderId: order.id });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
  });

  it('caps the rewards of an inviter per month: over the cap the referral is capped, without XP', async () => {
    const inviter = await newAccount();
    const code = await codeOf(inviter);
    const friends = [await newAccount(), await newAccount(), await newAccount()];
    for (const friend of friends) {
      const order = await placed(await cashOrder(friend, code));
      expect((await ops('orders:mark-paid', { order: String(order.order_number) })).statusCode).toBe(200);
    }
    const statuses = await Promise.all(friends.map(async (friend) => (await referralOf(friend.ids.ogo!))?.status));
    expect(statuses).toEqual(['rewarded', 'rewarded', 'capped']);
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp * monthlyCap);

    const list = referralsResponseSchema.parse((await get(inviter, '/api/user/get-referrals?product=ogo')).json());
    expect(list.totals).toEqual({ invited: 3, pending: 0, rewarded: 2, capped: 1, reversed: 0, xp: rewardXp * 2 });
    expect(list.list[0]?.phone).toMatch(/^\+380 67 \*\*\* \d{2} \d{2}$/);
    expect(list.list.map((item) => item.phone)).not.toContain(friends[0]!.phone);
  });

  it('takes the reward back when that order is refunded, as much as the inviter still holds', async () => {
    const inviter = await newAccount();
    const friend = await newAccount();
    const order = await placed(await cashOrder(friend, await codeOf(inviter)));
    await ops('orders:mark-paid', { order: String(order.order_number) });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
    const refunded = await ops('orders:refund', { order: String(order.order_number), reason: 'Parcel returned' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'reversed' });
    expect((await referralOf(friend.ids.ogo!))?.reversedAt).toBeInstanceOf(Date);
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(0);
    const list = referralsResponseSchema.parse((await get(inviter, '/api/user/get-referrals?product=ogo')).json());
    expect(list.totals).toMatchObject({ reversed: 1, xp: 0 });
  });

  it('a refund never fails because the inviter already spent the reward', async () => {
    const inviter = await newAccount();
    const friend = await newAccount();
    const order = await placed(await cashOrder(friend, await codeOf(inviter)));
    await ops('orders:mark-paid', { order: String(order.order_number) });
    // The inviter spends 30 of the 50 XP on an XP-only order of their own.
    await testApp.database.db.transaction(async (tx) => {
      const { debitXp } = await import('../loyalty/ledger.ts');
      await debitXp(tx, {
        customerId: inviter.ids.ogo!,
        brand: 'ogo',
        amount: 30,
        reason: 'reward',
        sourceType: 'test',
        sourceRef: 'invite-spend',
      });
    });
    const refunded = await ops('orders:refund', { order: String(order.order_number), reason: 'Parcel returned' });
    expect(refunded.statusCode).toBe(200);
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(0);
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'reversed' });
  });

  it('a card payment of the first order (LiqPay callback) rewards, and its reversal takes it back', async () => {
    const inviter = await newAccount();
    const friend = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const order = await placed(
      await post(
        friend,
        '/api/shop/create-order',
        orderBody(friend, 'ogo', velo.id, { payment: 2, mgmPromoCode: await codeOf(inviter) }),
      ),
    );
    const link = await post(friend, '/api/shop/get-liqpay-link', { orderId: order.id, product: 'ogo' });
    expect(link.statusCode, link.body).toBe(200);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    const callback = (status: string, paymentId: number) => {
      const data = encodeData({
        version: 3,
        public_key: keys.publicKey,
        action: 'pay',
        status,
        order_id: `order-${order.id}`,
        amount: row!.totalKop / 100,
        currency: 'UAH',
        payment_id: paymentId,
      });
      return testApp.app.inject({
        method: 'POST',
        url: '/api/shop/liqpay-callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ data, signature: sign(keys.privateKey, data) }).toString(),
      });
    };
    expect((await callback('success', 901)).statusCode).toBe(200);
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'rewarded', orderId: order.id });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
    expect((await callback('reversed', 902)).statusCode).toBe(200);
    expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'reversed' });
    expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(0);
  });
});

describe('settings per app', () => {
  it('two apps in one process keep their own referral settings and order subscribers', async () => {
    // Built after this file's app: with process-wide settings, the later app's reward would reach the first one.
    const other = await buildTestApp({ env: { REFERRAL_REWARD_XP: '75', REFERRAL_MONTHLY_CAP: '9' } });
    try {
      expect(other.app.orderEvents).not.toBe(testApp.app.orderEvents);
      expect(other.app.orderEvents.subscribers.map((subscriber) => subscriber.name)).toEqual(
        testApp.app.orderEvents.subscribers.map((subscriber) => subscriber.name),
      );
      const inviter = await newAccount();
      const rules = invitePromoCodeResponseSchema.parse((await get(inviter, '/api/invite/get-promo-code?product=ogo')).json());
      expect(rules.rules).toEqual({ rewardXp, monthlyCap });

      const friend = await newAccount();
      const order = await placed(await cashOrder(friend, await codeOf(inviter)));
      expect((await ops('orders:mark-paid', { order: String(order.order_number) })).statusCode).toBe(200);
      expect(await referralOf(friend.ids.ogo!)).toMatchObject({ status: 'rewarded', rewardXp });
      expect(await balanceOf(testApp.database.db, inviter.ids.ogo!)).toBe(rewardXp);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/user/get-referrals', () => {
  it("answers only the session's own referrals", async () => {
    const inviter = await newAccount();
    const stranger = await newAccount();
    await placed(await cashOrder(await newAccount(), await codeOf(inviter)));
    expect((await get(null, '/api/user/get-referrals?product=ogo')).statusCode).toBe(401);
    // No product: the main shop's (glo) record, whose referrals are its own.
    expect((await get(inviter, '/api/user/get-referrals')).json()).toEqual(
      (await get(inviter, '/api/user/get-referrals?product=glo')).json(),
    );
    const mine = referralsResponseSchema.parse((await get(inviter, '/api/user/get-referrals?product=ogo')).json());
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ status: 'pending', reward_xp: 0, rewarded_at: null });
    expect(mine.totals).toMatchObject({ invited: 1, pending: 1, xp: 0 });
    const theirs = referralsResponseSchema.parse((await get(stranger, '/api/user/get-referrals?product=ogo')).json());
    expect(theirs.list).toEqual([]);
    // The brand is the session's record of that brand: glo referrals are the glo record's.
    const glo = referralsResponseSchema.parse((await get(inviter, '/api/user/get-referrals?product=glo')).json());
    expect(glo.list).toEqual([]);
  });
});
