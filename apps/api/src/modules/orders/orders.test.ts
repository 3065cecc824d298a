// API tests of the orders calls on a fresh seeded database: create-order rules, replays, ownership, history.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { createOrderResponseSchema, getOrdersResponseSchema } from '@loyalty/contracts/orders';
import {
  customerMetafields,
  customers,
  idempotencyKeys,
  memberCodes,
  orderLineItems,
  orderPromoCodes,
  orders,
  phoneCallRequests,
  productVariants,
  products,
  xpLedger,
} from '@loyalty/db/schema';
import { discountedUnitPrice } from '@loyalty/domain/shop/promo';
import { callbackDate } from '@loyalty/domain/shop/order-tags';
import type { CourierService } from '../../providers/ipost/provider.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { transitionOrder } from './lifecycle.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

let testApp: TestApp;
let phoneSeq = 0;
let creditSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

function nextPhone(): string {
  phoneSeq += 1;
  return `+38067520${String(phoneSeq).padStart(4, '0')}`;
}

async function newAccount(tags: string[] = []): Promise<TestAccount> {
  return createAccount(testApp, { phone: nextPhone(), tags });
}

async function credit(customerId: number, brand: Brand, amount: number): Promise<void> {
  creditSeq += 1;
  await testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand, amount, reason: 'adjustment', sourceType: 'test', sourceRef: `orders-${creditSeq}` }),
  );
}

interface Variant {
  id: number;
  productId: number;
  priceKop: number;
  bonuses: number;
}

async function variantOf(handle: string, index = 0): Promise<Variant> {
  const rows = await testApp.database.db
    .select({
      id: productVariants.id,
      productId: products.id,
      priceKop: productVariants.priceKop,
      bonuses: productVariants.bonuses,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle))
    .orderBy(productVariants.position, productVariants.id);
  const row = rows[index];
  if (!row) throw new Error(`no variant ${index} of ${handle}`);
  return row;
}

function kyivBranch() {
  const directory = testApp.app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ');
  if (!city) throw new Error('Kyiv is not in the directory');
  const branch = directory.branches(city.ref)[0];
  if (!branch) throw new Error('Kyiv has no branches');
  return { city, branch };
}

type Line = { variant_id: number; quantity: number; price?: unknown };

function orderBody(account: TestAccount, brand: Brand, lines: Line[], cart: Record<string, unknown> = {}) {
  const { city, branch } = kyivBranch();
  return {
    product: brand,
    order: {
      line_items: lines,
      customer: { id: account.ids[brand] },
      shipping_address: { first_name: 'Тарас', last_name: 'Шевченко', phone: '+380671234567' },
    },
    cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, ...cart },
  };
}

function post(account: TestAccount | null, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...(account?.headers ?? apiHeaders), ...headers },
    payload: payload as object,
  });
}

function createOrder(account: TestAccount, payload: unknown, headers: Record<string, string> = {}) {
  return post(account, '/api/shop/create-order', payload, headers);
}

function errorOf(response: { json(): unknown }): { code: string; message: string; fields: string[] } {
  const { error } = response.json() as { error: { code: string; message: string; fields?: { field: string }[] } };
  return { code: error.code, message: error.message, fields: error.fields?.map((field) => field.field) ?? [] };
}

async function orderCount(customerId: number): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.value ?? 0;
}

async function lineCount(customerId: number): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(orderLineItems)
    .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
    .where(eq(orders.customerId, customerId));
  return row?.value ?? 0;
}

async function debitCount(customerId: number): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(xpLedger)
    .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'order')));
  return row?.value ?? 0;
}

async function velo30Of(customerId: number): Promise<string | undefined> {
  const [row] = await testApp.database.db
    .select({ value: customerMetafields.value })
    .from(customerMetafields)
    .where(and(eq(customerMetafields.customerId, customerId), eq(customerMetafields.key, 'velo-30')));
  return row?.value;
}

function money(kop: number): string {
  return `${Math.trunc(kop / 100)}.${String(kop % 100).padStart(2, '0')}`;
}

describe('POST /api/shop/create-order: input and ownership', () => {
  it('needs a session; bad input is 400 naming the field', async () => {
    const person = await newAccount();
    const pack = await variantOf('velo-freeze-mint');
    const body = orderBody(person, 'ogo', [{ variant_id: pack.id, quantity: 1 }]);
    expect((await post(null, '/api/shop/create-order', body)).statusCode).toBe(401);

    const cases: [unknown, string][] = [
      [{ ...body, product: 'marlboro' }, 'body.product'],
      [{ ...body, order: { ...body.order, line_items: [] } }, 'body.order.line_items'],
      [
        { ...body, order: { ...body.order, line_items: [{ variant_id: pack.id, quantity: 0 }] } },
        'body.order.line_items.0.quantity',
      ],
      [
        { ...body, order: { ...body.order, shipping_address: { ...body.order.shipping_address, phone: 'x' } } },
        'body.order.shipping_address.phone',
      ],
      [{ ...body, cart: { ...body.cart, payment: 3 } }, 'body.cart.payment'],
      [{ ...body, cart: { ...body.cart, delivery: { mode: 1, cityRef: 'kyiv' } } }, 'body.cart.delivery.cityRef'],
      [
        { ...body, cart: { ...body.cart, delivery: { mode: 1, cityRef: body.cart.delivery.cityRef } } },
        'body.cart.delivery.branchRef',
      ],
      [
        { ...body, cart: { ...body.cart, delivery: { mode: 2, cityRef: body.cart.delivery.cityRef, street: 'вул. Хрещатик' } } },
        'body.cart.delivery.house',
      ],
      [{ ...body, cart: { ...body.cart, needCall: { day: 'Сьогодні', from: '12:00', to: '11:00' } } }, 'body.cart.needCall.to'],
    ];
    for (const [payload, field] of cases) {
      const response = await createOrder(person, payload);
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toContain(field);
    }
    const badKey = await createOrder(person, body, { 'idempotency-key': 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(errorOf(badKey).fields).toEqual(['headers.idempotency-key']);
    expect(await orderCount(person.ids.ogo!)).toBe(0);
  });

  it("answers 403 for another customer's id or a brand the person has no record in", async () => {
    const person = await newAccount();
    const other = await newAccount();
    const gloOnly = await createAccount(testApp, { phone: nextPhone(), brands: ['glo'] });
    const velo = await variantOf('velo-freeze-mint');
    const foreign = orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }]);
    foreign.order.customer.id = other.ids.ogo;
    expect((await createOrder(person, foreign)).statusCode).toBe(403);
    const crossBrand = orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }]);
    crossBrand.order.customer.id = person.ids.glo;
    expect((await createOrder(person, crossBrand)).statusCode).toBe(403);
    const noOgo = orderBody(gloOnly, 'ogo', [{ variant_id: velo.id, quantity: 1 }]);
    noOgo.order.customer.id = other.ids.ogo;
    expect((await createOrder(gloOnly, noOgo)).statusCode).toBe(403);
    expect(await orderCount(other.ids.ogo!)).toBe(0);
  });

  it('refuses unknown, other-brand and unavailable variants with 422 naming the line', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const [xl] = await testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, 'ogo-hoodie-black-velvet'), eq(productVariants.available, false)));
    const [gloVariant] = await testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.brand, 'glo'))
      .limit(1);
    for (const id of [2_000_000_000, xl!.id, gloVariant!.id]) {
      const response = await createOrder(
        person,
        orderBody(person, 'ogo', [
          { variant_id: velo.id, quantity: 1 },
          { variant_id: id, quantity: 1 },
        ]),
      );
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'variant_unavailable', fields: ['body.order.line_items.1.variant_id'] });
    }
    expect(await orderCount(person.ids.ogo!)).toBe(0);
  });
});

describe('POST /api/shop/create-order: pricing, status and counters', () => {
  it('prices from the catalogue whatever the client sends; orders_count and total_spent count it once paid', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const cap = await variantOf('ogo-cap');
    const response = await createOrder(
      person,
      orderBody(person, 'ogo', [
        { variant_id: velo.id, quantity: 2, price: '0.01' },
        { variant_id: cap.id, quantity: 1, price: 1 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const { order } = createOrderResponseSchema.parse(response.json());
    const total = velo.priceKop * 2 + cap.priceKop;
    expect(order.total_price).toBe(money(total));
    expect(order.subtotal_price).toBe(money(total));
    expect(order.total_discounts).toBe('0.00');
    expect(order.line_items.map((line) => [line.variant_id, line.price, line.quantity])).toEqual([
      [velo.id, money(velo.priceKop), 2],
      [cap.id, money(cap.priceKop), 1],
    ]);
    expect(order.line_items[0]?.image).toMatch(/velo-freeze-mint/);
    expect(order.financial_status).toBe('pending');
    expect(order.payment_gateway_names).toEqual(['Cash on Delivery']);
    expect(order.transactions).toEqual([]);
    expect(order.order_number).toBeGreaterThanOrEqual(1001);
    expect(order.shipping_address).toMatchObject({
      address1: `відділення №${kyivBranch().branch.number}`,
      city: 'Київ',
      province: `${kyivBranch().city.area} обл.`,
      country: 'Ukraine',
      zip: '01001',
      first_name: 'Тарас',
    });
    // 149×2 + 299 = 597 UAH: free carrier shipping.
    expect(order.shipping_lines).toEqual([{ id: 2, title: 'Безкоштовна доставка', price: '0.00' }]);
    const counters = async () => (await testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.ogo!)))[0];
    // A pending cash order is not a purchase yet (decision 0016): the counters move when the courier collects.
    expect(await counters()).toMatchObject({ ordersCount: 0, totalSpentKop: 0 });
    await testApp.database.db.transaction((tx) =>
      transitionOrder(testApp.app.orderEvents, tx, order.id, { to: 'paid', money: { gateway: 'cash', providerRef: 'test' } }),
    );
    expect(await counters()).toMatchObject({ ordersCount: 1, totalSpentKop: total });
  });

  it('pays an XP-only order at once: gateway XP, no transactions, one ledger debit', async () => {
    const person = await newAccount();
    const mug = await variantOf('ogo-bonus-thermo-mug');
    await credit(person.ids.ogo!, 'ogo', mug.bonuses + 100);
    const response = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: mug.id, quantity: 1 }]));
    expect(response.statusCode).toBe(200);
    const { order } = createOrderResponseSchema.parse(response.json());
    expect(order).toMatchObject({
      financial_status: 'paid',
      payment_gateway_names: ['XP'],
      transactions: [],
      total_price: '0.00',
      total_bonuses: mug.bonuses,
      shipping_lines: [{ id: 3 }],
    });
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(100);
    const [entry] = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.sourceRef, String(order.id)));
    expect(entry).toMatchObject({ amount: -mug.bonuses, reason: 'order', sourceType: 'order', customerId: person.ids.ogo });
  });

  it('refuses an order the XP balance does not cover with 409 and writes nothing', async () => {
    const person = await newAccount();
    const mug = await variantOf('ogo-bonus-thermo-mug');
    await credit(person.ids.ogo!, 'ogo', mug.bonuses - 1);
    const response = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: mug.id, quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('insufficient_xp');
    expect(await orderCount(person.ids.ogo!)).toBe(0);
    expect(await lineCount(person.ids.ogo!)).toBe(0);
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses - 1);
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.ogo!));
    expect(customer?.ordersCount).toBe(0);
  });
});

describe('POST /api/shop/create-order: Idempotency-Key', () => {
  it('answers a replay with the same order (one row, one XP debit) and refuses another body under the key', async () => {
    const person = await newAccount();
    const mug = await variantOf('ogo-bonus-thermo-mug');
    const cap = await variantOf('ogo-cap');
    await credit(person.ids.ogo!, 'ogo', mug.bonuses * 3);
    const body = orderBody(person, 'ogo', [
      { variant_id: cap.id, quantity: 1 },
      { variant_id: mug.id, quantity: 1 },
    ]);
    const headers = { 'idempotency-key': 'order-key-0001' };
    const first = await createOrder(person, body, headers);
    const second = await createOrder(person, body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().order.payment_gateway_names).toEqual(['Cash on Delivery', 'XP']);
    expect(await orderCount(person.ids.ogo!)).toBe(1);
    expect(await debitCount(person.ids.ogo!)).toBe(1);
    expect(await balanceOf(testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses * 2);

    const changed = await createOrder(person, { ...body, order: { ...body.order, note: 'інше' } }, headers);
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed).code).toBe('idempotency_key_reused');
    // Another key is another order.
    const another = await createOrder(person, body, { 'idempotency-key': 'order-key-0002' });
    expect(another.statusCode).toBe(200);
    // A key lives 24 hours: after that it is free again, whatever body it had.
    await testApp.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(idempotencyKeys.customerId, person.ids.ogo!), eq(idempotencyKeys.key, 'order-key-0001')));
    const reused = await createOrder(person, { ...body, order: { ...body.order, note: 'інше' } }, headers);
    expect(reused.statusCode).toBe(200);
    expect(reused.json().order.id).not.toBe(first.json().order.id);
    expect(another.json().order.id).not.toBe(first.json().order.id);
    expect(await orderCount(person.ids.ogo!)).toBe(3);
  });

  it("shows the picture of the variant bought, in the new order's answer and in the history", async () => {
    const person = await newAccount();
    const second = await variantOf('ogo-t-shirt', 1);
    const placed = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: second.id, quantity: 1 }]));
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order.line_items[0]?.image).toMatch(/ogo-t-shirt-v2-/);
    const history = await post(person, '/api/shop/get-orders', { variant: 'ogo', shopifyId: person.ids.ogo });
    expect(history.json().list[0]?.line_items[0]?.image).toBe(placed.json().order.line_items[0]?.image);
  });

  it('writes a plain cash order in one statement that records it as the key result; a retry gets it even after a sellout', async () => {
    const person = await newAccount();
    const cap = await variantOf('ogo-cap');
    const body = orderBody(person, 'ogo', [{ variant_id: cap.id, quantity: 2 }]);
    const headers = { 'idempotency-key': 'order-key-cash-0001' };
    const first = await createOrder(person, body, headers);
    expect(first.statusCode).toBe(200);
    const [key] = await testApp.database.db
      .select({ resultRef: idempotencyKeys.resultRef })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, person.ids.ogo!), eq(idempotencyKeys.key, 'order-key-cash-0001')));
    expect(key?.resultRef).toBe(String(first.json().order.id));
    expect(first.json().order.line_items).toHaveLength(1);
    expect(await lineCount(person.ids.ogo!)).toBe(1);

    const changed = await createOrder(person, { ...body, order: { ...body.order, note: 'інше' } }, headers);
    expect(errorOf(changed).code).toBe('idempotency_key_reused');
    // Sold out since: the retry of the committed order still gets it; a new order is refused.
    await testApp.database.db.update(productVariants).set({ available: false }).where(eq(productVariants.id, cap.id));
    try {
      const retry = await createOrder(person, body, headers);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const fresh = await createOrder(person, body, { 'idempotency-key': 'order-key-cash-0002' });
      expect(fresh.statusCode).toBe(422);
      expect(errorOf(fresh).code).toBe('variant_unavailable');
    } finally {
      await testApp.database.db.update(productVariants).set({ available: true }).where(eq(productVariants.id, cap.id));
    }
    expect(await orderCount(person.ids.ogo!)).toBe(1);
  });
});

describe('POST /api/shop/create-order: promo codes', () => {
  async function fruitVelos(): Promise<Variant[]> {
    return Promise.all(['velo-tropical-mango', 'velo-ruby-berry', 'velo-lime-flame'].map((handle) => variantOf(handle)));
  }

  it('applies VELO-30 (unit price ×0.7 rounded) and moves velo-30 from unset to 1, then 2; a used-up code is refused', async () => {
    const person = await newAccount();
    const fruit = await fruitVelos();
    const lines = fruit.map((variant) => ({ variant_id: variant.id, quantity: 1 }));
    const response = await createOrder(person, orderBody(person, 'ogo', lines, { promocode: ' velo-30 ' }));
    expect(response.statusCode).toBe(200);
    const { order } = createOrderResponseSchema.parse(response.json());
    expect(order.line_items.map((line) => line.price)).toEqual(
      fruit.map((variant) => money(discountedUnitPrice(variant.priceKop))),
    );
    expect(order.line_items.map((line) => line.original_price)).toEqual(fruit.map((variant) => money(variant.priceKop)));
    const subtotal = fruit.reduce((sum, variant) => sum + variant.priceKop, 0);
    const total = fruit.reduce((sum, variant) => sum + discountedUnitPrice(variant.priceKop), 0);
    expect(order.total_price).toBe(money(total));
    expect(order.total_discounts).toBe(money(subtotal - total));
    expect(await velo30Of(person.ids.ogo!)).toBe('1');

    // A second use is allowed and moves the metafield to 2.
    const second = await createOrder(person, orderBody(person, 'ogo', lines, { promocode: 'VELO-30' }));
    expect(second.statusCode).toBe(200);
    expect(createOrderResponseSchema.parse(second.json()).order.total_price).toBe(money(total));
    expect(await velo30Of(person.ids.ogo!)).toBe('2');

    // Used up: refused now, with the reason.
    const third = await createOrder(person, orderBody(person, 'ogo', lines, { promocode: 'VELO-30' }));
    expect(third.statusCode).toBe(422);
    expect(errorOf(third)).toMatchObject({ code: 'promo_not_applicable', fields: ['body.cart.promocode'] });
    expect(errorOf(third).message).toMatch(/already_used/);

    // The refusal wrote nothing: the metafield stays at 2 and there are still two orders.
    expect(await velo30Of(person.ids.ogo!)).toBe('2');
    expect(await orderCount(person.ids.ogo!)).toBe(2);
  });

  it('refuses VELO-30 for glo, a wrong code, too few items and an untagged item', async () => {
    const person = await newAccount();
    const fruit = await fruitVelos();
    const mint = await variantOf('velo-freeze-mint');
    const gloStick = (
      await testApp.database.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.brand, 'glo'), eq(productVariants.bonuses, 0)))
        .limit(1)
    )[0]!;
    const cases: [Brand, Line[], string, string][] = [
      ['glo', [{ variant_id: gloStick.id, quantity: 3 }], 'VELO-30', 'wrong_brand'],
      ['ogo', fruit.map((variant) => ({ variant_id: variant.id, quantity: 1 })), 'VELO-31', 'code_mismatch'],
      ['ogo', fruit.slice(0, 2).map((variant) => ({ variant_id: variant.id, quantity: 1 })), 'VELO-30', 'too_few_items'],
      [
        'ogo',
        [...fruit.map((variant) => ({ variant_id: variant.id, quantity: 1 })), { variant_id: mint.id, quantity: 1 }],
        'VELO-30',
        'untagged_items',
      ],
    ];
    for (const [brand, lines, code, reason] of cases) {
      const response = await createOrder(person, orderBody(person, brand, lines, { promocode: code }));
      expect(response.statusCode, reason).toBe(422);
      expect(errorOf(response).fields).toEqual(['body.cart.promocode']);
      expect(errorOf(response).message).toContain(reason);
    }
    expect(await orderCount(person.ids.ogo!)).toBe(0);
    expect(await velo30Of(person.ids.ogo!)).toBeUndefined();
  });

  it('accepts a referral code on a first order only (tag mgm_promo-code), and send-promocode reports it once', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const lines = [{ variant_id: velo.id, quantity: 1 }];
    const bad = await createOrder(person, orderBody(person, 'ogo', lines, { mgmPromoCode: 'ABCDEFG' }));
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toEqual(['body.cart.mgmPromoCode']);

    // A referral code must be a member's; an unknown one is refused like a malformed one.
    const unknown = await createOrder(person, orderBody(person, 'ogo', lines, { mgmPromoCode: 'REW-12345' }));
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields).toEqual(['body.cart.mgmPromoCode']);
    const inviter = await newAccount();
    await testApp.database.db.insert(memberCodes).values({ customerId: inviter.ids.ogo!, code: 'REW-12345' });

    const first = await createOrder(person, orderBody(person, 'ogo', lines, { mgmPromoCode: 'REW-12345' }));
    expect(first.statusCode).toBe(200);
    const { order } = createOrderResponseSchema.parse(first.json());
    expect(order.tags).toContain('mgm_promo-code');
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.referralCode).toBe('REW-12345');

    const second = await createOrder(person, orderBody(person, 'ogo', lines, { mgmPromoCode: 'REW-12345' }));
    expect(second.statusCode).toBe(422);
    expect(errorOf(second).fields).toEqual(['body.cart.mgmPromoCode']);

    const report = (code: string, orderId = order.id, account = person) =>
      post(account, '/api/shop/send-promocode', { code, orderId, shopDomain: 'ogo.example' });
    expect((await report('REW-99999')).statusCode).toBe(422);
    expect((await report('REW-12345')).json()).toEqual({ success: true });
    expect((await report('REW-12345')).statusCode).toBe(200);
    expect((await report('REW-99999')).statusCode).toBe(409);
    const stranger = await newAccount();
    expect((await report('REW-12345', order.id, stranger)).statusCode).toBe(404);
    expect((await report('REW-12345', 2_000_000_000)).statusCode).toBe(404);
    const bad400 = await report('REW');
    expect(bad400.statusCode).toBe(400);
    expect(errorOf(bad400).fields).toEqual(['body.code']);
    const rows = await testApp.database.db.select().from(orderPromoCodes).where(eq(orderPromoCodes.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/shop/check-promocode', () => {
  const check = (account: TestAccount | null, payload: unknown) => post(account, '/api/shop/check-promocode', payload);
  const linesOf = (variants: Variant[], quantity = 1) => variants.map((variant) => ({ variant_id: variant.id, quantity }));

  it("answers VELO-30's discount and total as create-order then charges them, and writes nothing", async () => {
    const person = await newAccount();
    const fruit = await Promise.all(['velo-tropical-mango', 'velo-ruby-berry', 'velo-lime-flame'].map((h) => variantOf(h)));
    const answer = await check(person, { product: 'ogo', line_items: linesOf(fruit), promocode: ' velo-30 ' });
    expect(answer.statusCode).toBe(200);
    const subtotal = fruit.reduce((sum, variant) => sum + variant.priceKop, 0);
    const total = fruit.reduce((sum, variant) => sum + discountedUnitPrice(variant.priceKop), 0);
    expect(answer.json()).toEqual({ promocode: { applies: true, discount: money(subtotal - total), total: money(total) } });
    expect(await velo30Of(person.ids.ogo!)).toBeUndefined();
    expect(await orderCount(person.ids.ogo!)).toBe(0);

    const order = await createOrder(person, orderBody(person, 'ogo', linesOf(fruit), { promocode: 'VELO-30' }));
    expect(createOrderResponseSchema.parse(order.json()).order.total_price).toBe(money(total));
  });

  it('says why VELO-30 does not apply, with the reasons create-order refuses it for', async () => {
    const person = await newAccount();
    const fruit = await Promise.all(['velo-tropical-mango', 'velo-ruby-berry'].map((h) => variantOf(h)));
    const mint = await variantOf('velo-freeze-mint');
    const cases: [Line[], string, string][] = [
      [linesOf(fruit), 'VELO-31', 'code_mismatch'],
      [linesOf(fruit), 'VELO-30', 'too_few_items'],
      [[...linesOf(fruit, 2), { variant_id: mint.id, quantity: 1 }], 'VELO-30', 'untagged_items'],
    ];
    for (const [lines, code, reason] of cases) {
      const answer = await check(person, { product: 'ogo', line_items: lines, promocode: code });
      expect(answer.json(), reason).toEqual({ promocode: { applies: false, reason } });
      const order = await createOrder(person, orderBody(person, 'ogo', lines, { promocode: code }));
      expect(errorOf(order).message).toContain(reason);
    }
  });

  it("checks a friend's code as create-order would record it: shape, member, own code, first order", async () => {
    const person = await newAccount();
    const inviter = await newAccount();
    await testApp.database.db.insert(memberCodes).values([
      { customerId: inviter.ids.glo!, code: 'REW-CHECK234' },
      { customerId: person.ids.glo!, code: 'REW-OWNCODE2' },
    ]);
    const gloLine = (
      await testApp.database.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.brand, 'glo'), eq(productVariants.bonuses, 0)))
        .limit(1)
    )[0]!;
    const body = (code: string) => ({
      product: 'glo',
      line_items: [{ variant_id: gloLine.id, quantity: 1 }],
      mgmPromoCode: code,
    });
    expect((await check(person, body('WELCOME10'))).json()).toEqual({ mgmPromoCode: { applies: false, reason: 'bad_code' } });
    expect((await check(person, body('REW-NOSUCH22'))).json()).toEqual({
      mgmPromoCode: { applies: false, reason: 'unknown_code' },
    });
    expect((await check(person, body('REW-OWNCODE2'))).json()).toEqual({
      mgmPromoCode: { applies: false, reason: 'self_referral' },
    });
    expect((await check(person, body('rew-check234'))).json()).toEqual({ mgmPromoCode: { applies: true } });
    // Checking recorded nothing: the first order still records the referral.
    const first = await createOrder(
      person,
      orderBody(person, 'glo', [{ variant_id: gloLine.id, quantity: 1 }], { mgmPromoCode: 'REW-CHECK234' }),
    );
    expect(first.statusCode).toBe(200);
    expect((await check(person, body('REW-CHECK234'))).json()).toEqual({
      mgmPromoCode: { applies: false, reason: 'not_first_order' },
    });
  });

  it('needs a session and a code; bad input is 400 naming the field; a foreign variant 422', async () => {
    const person = await newAccount();
    const mint = await variantOf('velo-freeze-mint');
    expect(
      (await check(null, { product: 'ogo', line_items: [{ variant_id: mint.id, quantity: 1 }], promocode: 'VELO-30' }))
        .statusCode,
    ).toBe(401);
    const noCode = await check(person, { product: 'ogo', line_items: [{ variant_id: mint.id, quantity: 1 }] });
    expect(noCode.statusCode).toBe(400);
    expect(errorOf(noCode).fields).toEqual(['body.promocode']);
    const badLine = await check(person, { product: 'ogo', line_items: [{ variant_id: 'x', quantity: 1 }], promocode: 'VELO-30' });
    expect(badLine.statusCode).toBe(400);
    expect(errorOf(badLine).fields).toEqual(['body.line_items.0.variant_id']);
    const foreign = await check(person, {
      product: 'glo',
      line_items: [{ variant_id: mint.id, quantity: 1 }],
      promocode: 'VELO-30',
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorOf(foreign)).toMatchObject({ code: 'variant_unavailable', fields: ['body.line_items.0.variant_id'] });
  });
});

describe('POST /api/shop/create-order: tags and shipping lines', () => {
  it('tags pre-order, or_age_verified (a tag or metafield in either brand), ogo_design, velo_trial and call-back', async () => {
    const unverified = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const trial = await variantOf('velo-polar-mint');
    const plain = await createOrder(unverified, orderBody(unverified, 'ogo', [{ variant_id: velo.id, quantity: 1 }]));
    expect(plain.json().order.tags).toEqual(['PWA', 'pwa_order', 'pre-order', 'ogo_design']);

    // The age_verified tag on the glo record counts for the ogo order.
    const verified = await createAccount(testApp, { phone: nextPhone(), brands: ['glo', 'ogo'] });
    await testApp.database.db
      .update(customers)
      .set({ tags: ['age_verified'] })
      .where(eq(customers.id, verified.ids.glo!));
    const now = new Date();
    const withCall = await createOrder(
      verified,
      orderBody(verified, 'ogo', [{ variant_id: trial.id, quantity: 1 }], {
        needCall: { day: 'Завтра', from: '10:00', to: '12:00' },
      }),
    );
    expect(withCall.json().order.tags).toEqual([
      'PWA',
      'pwa_order',
      'or_age_verified',
      'ogo_design',
      'velo_trial',
      `call-back:${callbackDate('Завтра', now)}:10:00-12:00`,
    ]);

    // The metafield alone (on the ogo record) counts for a glo order.
    const byMetafield = await newAccount();
    await testApp.database.db.insert(customerMetafields).values({
      customerId: byMetafield.ids.ogo!,
      namespace: 'verification',
      key: 'age_verified',
      value: 'true',
      type: 'boolean',
    });
    const gloStick = await testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.brand, 'glo'), eq(productVariants.bonuses, 0), eq(productVariants.available, true)))
      .limit(1);
    const glo = await createOrder(byMetafield, orderBody(byMetafield, 'glo', [{ variant_id: gloStick[0]!.id, quantity: 1 }]));
    expect(glo.statusCode).toBe(200);
    expect(glo.json().order.tags).toEqual(['PWA', 'pwa_order', 'or_age_verified']);
  });

  it('chooses shipping lines 1 (below 399 UAH), 2 (399 UAH or more) and 3 (bonus items, velo gift or not); 4 is iPost below', async () => {
    const person = await newAccount();
    const lighter = await variantOf('ogo-lighter');
    const gift = await variantOf('ogo-bonus-velo-freeze-mint');
    await credit(person.ids.ogo!, 'ogo', gift.bonuses * 2);
    const cheap = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: lighter.id, quantity: 1 }]));
    expect(cheap.json().order.shipping_lines).toEqual([
      { id: 1, title: 'Доставка за тарифами перевізника (оплачує отримувач)', price: '0.00' },
    ]);
    const cap = await variantOf('ogo-cap');
    const enough = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: cap.id, quantity: 2 }]));
    expect(enough.json().order.shipping_lines[0].id).toBe(2);
    const mixed = await createOrder(
      person,
      orderBody(person, 'ogo', [
        { variant_id: lighter.id, quantity: 1 },
        { variant_id: gift.id, quantity: 1 },
      ]),
    );
    // A bonus item comes first in the rule: 3, even though a velo gift is present.
    expect(mixed.json().order.shipping_lines[0].id).toBe(3);
  });

  it('iPost: needs ipost_allow on every item (422), asks the courier before the transaction (409), tags iPost', async () => {
    const person = await newAccount();
    const cap = await variantOf('ogo-cap');
    const lighter = await variantOf('ogo-lighter');
    const window = { day: 'Сьогодні', from: '10:00', to: '20:00' };
    const ipost = (lines: Line[], city: string) =>
      createOrder(
        person,
        orderBody(person, 'ogo', lines, { delivery: { mode: 3, city, street: 'вул. Хрещатик, 22', flat: '5', ipost: window } }),
      );

    const untagged = await ipost(
      [
        { variant_id: cap.id, quantity: 1 },
        { variant_id: lighter.id, quantity: 1 },
      ],
      'Київ',
    );
    expect(untagged.statusCode).toBe(422);
    expect(errorOf(untagged).fields).toEqual(['body.cart.delivery.mode']);

    const asked: string[] = [];
    const original = testApp.app.delivery.courier;
    const fake: CourierService = {
      name: 'test',
      auth: async () => ({ token: 'test-token', expiresAt: new Date(Date.now() + 3_600_000) }),
      cityAvailable: async (_token, city) => {
        asked.push(city);
        return city === 'Київ';
      },
      sendAddress: async () => ({ accepted: true }),
    };
    testApp.app.delivery.useCourier(fake);
    try {
      const unavailable = await ipost([{ variant_id: cap.id, quantity: 1 }], 'Ужгород');
      expect(unavailable.statusCode).toBe(409);
      expect(errorOf(unavailable)).toMatchObject({ code: 'ipost_city_unavailable', fields: ['body.cart.delivery.city'] });
      expect(await orderCount(person.ids.ogo!)).toBe(0);

      const missingWindow = await createOrder(
        person,
        orderBody(person, 'ogo', [{ variant_id: cap.id, quantity: 1 }], {
          delivery: { mode: 3, city: 'Київ', street: 'вул. Хрещатик, 22' },
        }),
      );
      expect(missingWindow.statusCode).toBe(400);
      expect(errorOf(missingWindow).fields).toEqual(['body.cart.delivery.ipost']);

      const now = new Date();
      const accepted = await ipost([{ variant_id: cap.id, quantity: 2 }], 'Київ');
      expect(accepted.statusCode).toBe(200);
      const { order } = createOrderResponseSchema.parse(accepted.json());
      expect(order.tags).toContain('iPost');
      expect(order.delivery_mode).toBe(3);
      expect(order.shipping_lines).toEqual([{ id: 4, title: 'IPOST', price: '0.00' }]);
      expect(order.shipping_address).toMatchObject({ address1: 'вул. Хрещатик, 22, кв./оф. 5', city: 'Київ', zip: '01001' });
      const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.delivery).toMatchObject({
        mode: 3,
        courierDate: callbackDate('Сьогодні', now),
        courierFrom: '10:00',
        courierTo: '20:00',
      });
      expect(asked).toEqual(['Ужгород', 'Київ']);
    } finally {
      testApp.app.delivery.useCourier(original);
    }
  });

  it('writes the courier address text for mode 2 and refuses an unknown branch with 422', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const { city } = kyivBranch();
    const courier = await createOrder(
      person,
      orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }], {
        delivery: { mode: 2, cityRef: city.ref, street: 'вул. Хрещатик', house: '22', flat: '' },
      }),
    );
    expect(courier.statusCode).toBe(200);
    expect(courier.json().order.shipping_address.address1).toBe('вул. Хрещатик, буд. 22');
    const unknownBranch = await createOrder(
      person,
      orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }], {
        delivery: { mode: 1, cityRef: city.ref, branchRef: '00000000-0000-0000-0000-000000000000' },
      }),
    );
    expect(unknownBranch.statusCode).toBe(422);
    expect(errorOf(unknownBranch).fields).toEqual(['body.cart.delivery.branchRef']);
  });
});

describe('POST /api/shop/get-orders and send-phone-call', () => {
  it("lists only the session's own orders, newest first, with mixPackIds and mixQuant", async () => {
    const person = await newAccount();
    const other = await newAccount();
    const handles = await singleBlockHandles();
    const blockA = await variantOf(handles[0]!);
    const blockB = await variantOf(handles[1]!);
    const cap = await variantOf('ogo-cap');
    const first = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: blockA.id, quantity: 2 }]));
    const second = await createOrder(
      person,
      orderBody(person, 'ogo', [
        { variant_id: blockB.id, quantity: 1 },
        { variant_id: cap.id, quantity: 1 },
        { variant_id: blockA.id, quantity: 1 },
      ]),
    );
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    await createOrder(other, orderBody(other, 'ogo', [{ variant_id: blockA.id, quantity: 5 }]));

    const response = await post(person, '/api/shop/get-orders', { variant: 'ogo', shopifyId: person.ids.ogo });
    expect(response.statusCode).toBe(200);
    const body = getOrdersResponseSchema.parse(response.json());
    expect(body.list.map((order) => order.id)).toEqual([second.json().order.id, first.json().order.id]);
    expect(body.list[0]?.line_items).toHaveLength(3);
    expect(body.mixPackIds).toEqual([blockB.productId, blockA.productId]);
    expect(body.mixQuant).toBe(4);

    expect((await post(person, '/api/shop/get-orders', { variant: 'ogo', shopifyId: other.ids.ogo })).statusCode).toBe(403);
    expect((await post(person, '/api/shop/get-orders', { variant: 'glo', shopifyId: person.ids.ogo })).statusCode).toBe(403);
    const empty = await post(person, '/api/shop/get-orders', { variant: 'glo', shopifyId: person.ids.glo });
    expect(empty.json()).toEqual({ list: [], mixPackIds: [], mixQuant: 0 });
    const bad = await post(person, '/api/shop/get-orders', { variant: 'ogo' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['body.shopifyId']);
  });

  it("records one call-back request per own order; another's and an unknown one are the same 404, a bad window 400", async () => {
    const person = await newAccount();
    const stranger = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const created = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }]));
    const orderNumber = created.json().order.order_number as number;
    const call = (account: TestAccount, payload: Record<string, unknown>) =>
      post(account, '/api/shop/send-phone-call', {
        orderNumber,
        phone: '+380671234567',
        callFrom: '10:00',
        callTo: '11:00',
        orderSum: 999_999,
        totalSpent: 'lots',
        ...payload,
      });
    const now = new Date();
    const first = await call(person, { day: 'Завтра' });
    expect(first.statusCode).toBe(200);
    const again = await call(person, {});
    expect(again.json()).toEqual(first.json());
    const rows = await testApp.database.db
      .select()
      .from(phoneCallRequests)
      .where(eq(phoneCallRequests.orderId, created.json().order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ callDate: callbackDate('Завтра', now), callFrom: '10:00', callTo: '11:00' });

    expect((await call(stranger, {})).statusCode).toBe(404);
    expect((await call(person, { orderNumber: 2_000_000_000 })).statusCode).toBe(404);
    const backwards = await call(person, { callFrom: '12:00', callTo: '11:00' });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields).toEqual(['body.callTo']);
    const badPhone = await call(person, { phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(errorOf(badPhone).fields).toEqual(['body.phone']);
  });
});

async function singleBlockHandles(): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ handle: products.handle })
    .from(products)
    .where(eq(products.brand, 'ogo'))
    .orderBy(products.id);
  return rows.map((row) => row.handle).filter((handle) => handle.startsWith('ogo-block-'));
}
