// Subscription calls against the demo catalogue: bad input, one active per customer, history, other brands and people.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSubscriptionResponseSchema,
  subscriptionHistoryResponseSchema,
  subscriptionResponseSchema,
} from '@loyalty/contracts/subscription';
import { productVariants, products, subscriptions } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { nextDeliveryDate } from '@loyalty/domain/subscription';
import { deliverDueSubscriptions, subscriptionDeliveryQueue } from './deliveries.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { upsertAddress } from '../user/repository.ts';
import { getOrdersResponseSchema } from '@loyalty/contracts/orders';

let testApp: TestApp;
let person: TestAccount;
let other: TestAccount;
let gloOnly: TestAccount;
let gloSticks: number[];
let ogoSticks: number;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380675550401' });
  other = await createAccount(testApp, { phone: '+380675550402' });
  gloOnly = await createAccount(testApp, { phone: '+380675550403', brands: ['glo'] });
  const gloAnswer = await call(person, 'GET', '/api/subscription/get?product=glo');
  if (gloAnswer.statusCode !== 200) throw new Error(gloAnswer.body);
  const glo = getSubscriptionResponseSchema.parse(gloAnswer.json());
  const ogo = getSubscriptionResponseSchema.parse((await call(person, 'GET', '/api/subscription/get?product=ogo')).json());
  gloSticks = glo.options.map((option) => option.variant_id);
  ogoSticks = ogo.options[0]?.variant_id ?? 0;
});
afterAll(() => testApp.close());

function call(account: TestAccount | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: account ? account.headers : apiHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

describe('GET /api/subscription/get', () => {
  it('offers only available sticks of the brand', async () => {
    expect(gloSticks.length).toBeGreaterThan(0);
    expect(ogoSticks).toBeGreaterThan(0);
    expect(gloSticks).not.toContain(ogoSticks);
    const rows = await testApp.database.db
      .select({ available: productVariants.available, bonuses: productVariants.bonuses, brand: products.brand })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId));
    expect(rows.some((row) => !row.available)).toBe(true);
    for (const id of gloSticks) {
      const [row] = await testApp.database.db
        .select({ available: productVariants.available, brand: products.brand, bonuses: productVariants.bonuses })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.id, id));
      expect(row).toEqual({ available: true, brand: 'glo', bonuses: 0 });
    }
  });

  it('needs a session, a brand, and a record in that brand', async () => {
    expect((await call(null, 'GET', '/api/subscription/get?product=glo')).statusCode).toBe(401);
    const missing = await call(person, 'GET', '/api/subscription/get');
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['query.product']);
    expect((await call(gloOnly, 'GET', '/api/subscription/get?product=ogo')).statusCode).toBe(404);
  });
});

describe('start, change, stop and history', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const variantId = gloSticks[0];
    const cases: [unknown, string][] = [
      [{ variantId, packsPerMonth: 0, product: 'glo' }, 'body.packsPerMonth'],
      [{ variantId, packsPerMonth: 11, product: 'glo' }, 'body.packsPerMonth'],
      [{ variantId, packsPerMonth: 1.5, product: 'glo' }, 'body.packsPerMonth'],
      [{ variantId: 'x', packsPerMonth: 2, product: 'glo' }, 'body.variantId'],
      [{ variantId, packsPerMonth: 2, product: 'marlboro' }, 'body.product'],
      // Another brand's sticks, and a variant that does not exist.
      [{ variantId: ogoSticks, packsPerMonth: 2, product: 'glo' }, 'body.variantId'],
      [{ variantId: 999_999, packsPerMonth: 2, product: 'glo' }, 'body.variantId'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(person, 'POST', '/api/subscription/start', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const rows = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, person.ids.glo ?? 0));
    expect(rows).toEqual([]);
  });

  it('refuses a device or bonus variant of the brand', async () => {
    const [device] = await testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.brand, 'glo'), eq(products.handle, 'glo-hyper-pro')))
      .limit(1);
    expect(device).toBeDefined();
    const response = await call(person, 'POST', '/api/subscription/start', {
      variantId: device?.id,
      packsPerMonth: 1,
      product: 'glo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('variant_not_subscribable');
  });

  it('keeps one active subscription, records every step and shows it in the scan counters', async () => {
    const scanFlag = async () =>
      (await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'sticks', product: 'glo' })).json().data
        .subscription as boolean;
    expect(await scanFlag()).toBe(false);

    const started = await call(person, 'POST', '/api/subscription/start', {
      variantId: gloSticks[0],
      packsPerMonth: 3,
      product: 'glo',
    });
    expect(started.statusCode).toBe(200);
    const { subscription } = subscriptionResponseSchema.parse(started.json());
    expect(subscription).toMatchObject({ status: 'active', packs_per_month: 3, variant_id: gloSticks[0], stopped_at: null });
    expect(subscription.next_delivery_on).toBe(nextDeliveryDate());
    expect(await scanFlag()).toBe(true);
    // The other brand's counters are another customer record: no subscription there.
    const ogoCount = await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'sticks', product: 'ogo' });
    expect(ogoCount.json().data.subscription).toBe(false);

    const second = await call(person, 'POST', '/api/subscription/start', {
      variantId: gloSticks[0],
      packsPerMonth: 1,
      product: 'glo',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('subscription_active');

    // Parallel starts in the other brand: the partial unique index lets one through.
    const parallel = await Promise.all(
      [1, 2, 3].map((packs) =>
        call(person, 'POST', '/api/subscription/start', { variantId: ogoSticks, packsPerMonth: packs, product: 'ogo' }),
      ),
    );
    expect(parallel.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);

    const changed = await call(person, 'POST', '/api/subscription/change', {
      variantId: gloSticks[1] ?? gloSticks[0],
      packsPerMonth: 5,
      product: 'glo',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ packs_per_month: 5, id: subscription.id });

    const stopped = await call(person, 'POST', '/api/subscription/stop', { product: 'glo' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().subscription).toMatchObject({ status: 'stopped', next_delivery_on: null, id: subscription.id });
    expect(stopped.json().subscription.stopped_at).toEqual(expect.any(String));
    expect(await scanFlag()).toBe(false);

    const again = await call(person, 'POST', '/api/subscription/stop', { product: 'glo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('no_active_subscription');
    const changeStopped = await call(person, 'POST', '/api/subscription/change', {
      variantId: gloSticks[0],
      packsPerMonth: 2,
      product: 'glo',
    });
    expect(changeStopped.json().error.code).toBe('no_active_subscription');

    // Stopped stays readable; a new start is allowed after a stop.
    const read = getSubscriptionResponseSchema.parse((await call(person, 'GET', '/api/subscription/get?product=glo')).json());
    expect(read.subscription).toMatchObject({ id: subscription.id, status: 'stopped' });
    const restarted = await call(person, 'POST', '/api/subscription/start', {
      variantId: gloSticks[0],
      packsPerMonth: 2,
      product: 'glo',
    });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().subscription.id).not.toBe(subscription.id);

    const history = subscriptionHistoryResponseSchema.parse(
      (await call(person, 'GET', '/api/subscription/history?product=glo')).json(),
    );
    expect(history.events.map((event) => event.kind)).toEqual(['started', 'stopped', 'changed', 'started']);
    expect(history.events[2]?.note).toContain('× 5 на місяць');
    expect(history.has_more).toBe(false);
    const page2 = subscriptionHistoryResponseSchema.parse(
      (await call(person, 'GET', '/api/subscription/history?product=glo&offset=3')).json(),
    );
    expect(page2.events.map((event) => event.kind)).toEqual(['started']);
  });

  it("never shows or touches another person's subscription", async () => {
    const history = (await call(other, 'GET', '/api/subscription/history?product=glo')).json();
    expect(history).toEqual({ events: [], has_more: false });
    expect((await call(other, 'GET', '/api/subscription/get?product=glo')).json().subscription).toBeNull();
    const stop = await call(other, 'POST', '/api/subscription/stop', { product: 'glo' });
    expect(stop.statusCode).toBe(409);
    const read = (await call(person, 'GET', '/api/subscription/get?product=glo')).json();
    expect(read.subscription.status).toBe('active');
  });

  it('refuses a bad history offset', async () => {
    const response = await call(person, 'GET', '/api/subscription/history?product=glo&offset=-1');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['query.offset']);
    expect((await call(null, 'GET', '/api/subscription/history?product=glo')).statusCode).toBe(401);
  });
});

describe('the monthly delivery job', () => {
  async function subscribed(phone: string, variantId: number, packsPerMonth: number) {
    const account = await createAccount(testApp, { phone, brands: ['glo'] });
    const started = await call(account, 'POST', '/api/subscription/start', { variantId, packsPerMonth, product: 'glo' });
    expect(started.statusCode).toBe(200);
    const id = subscriptionResponseSchema.parse(started.json()).subscription.id;
    // Its delivery day has come (set back, as if the month had passed).
    await testApp.database.db.update(subscriptions).set({ nextDeliveryOn: '2026-01-01' }).where(eq(subscriptions.id, id));
    return { account, id, customerId: account.ids.glo ?? 0 };
  }

  async function runDeliveries(): Promise<void> {
    await enqueueJob(testApp.database.db, { queue: subscriptionDeliveryQueue, payload: {} });
    await testApp.app.jobs.runDueJobs(50);
  }

  it('places a cash-on-delivery order of the subscribed packs to the saved branch, once, and moves to next month', async () => {
    const { account, id, customerId } = await subscribed('+380675550411', gloSticks[0] ?? 0, 3);
    const directory = testApp.app.delivery.directory();
    const city = directory.searchCities('Київ', 1)[0];
    const branch = city ? directory.branches(city.ref, '', 1)[0] : undefined;
    if (!city || !branch) throw new Error('the demo directory has no Kyiv branch');
    await upsertAddress(testApp.database.db, customerId, {
      city: city.name,
      cityRef: city.ref,
      street: '',
      house: '',
      flat: '',
      branchNumber: branch.number,
    });

    await runDeliveries();
    await runDeliveries(); // not due any more: nothing happens twice
    const orders = getOrdersResponseSchema.parse(
      (await call(account, 'POST', '/api/shop/get-orders', { variant: 'glo', shopifyId: customerId })).json(),
    );
    expect(orders.list).toHaveLength(1);
    const order = orders.list[0]!;
    expect(order.line_items.map((line) => [line.variant_id, line.quantity])).toEqual([[gloSticks[0], 3]]);
    expect(order.financial_status).toBe('pending');
    expect(order.payment_gateway_names).toContain('Cash on Delivery');
    expect(order.shipping_address.address1).toContain(`№${branch.number}`);

    const [row] = await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.nextDeliveryOn).toBe(nextDeliveryDate());
    const history = subscriptionHistoryResponseSchema.parse(
      (await call(account, 'GET', '/api/subscription/history?product=glo&offset=0')).json(),
    );
    expect(history.events[0]).toMatchObject({
      kind: 'delivered',
      note: `Замовлення №${order.order_number}, оплата при отриманні`,
    });
  });

  it('skips the month with the reason when there is no address, and places no order', async () => {
    const { account, id, customerId } = await subscribed('+380675550412', gloSticks[0] ?? 0, 1);
    await runDeliveries();
    const orders = getOrdersResponseSchema.parse(
      (await call(account, 'POST', '/api/shop/get-orders', { variant: 'glo', shopifyId: customerId })).json(),
    );
    expect(orders.list).toEqual([]);
    const history = subscriptionHistoryResponseSchema.parse(
      (await call(account, 'GET', '/api/subscription/history?product=glo&offset=0')).json(),
    );
    expect(history.events[0]?.kind).toBe('skipped');
    expect(history.events[0]?.note).toContain('Немає адреси доставки');
    const [row] = await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.nextDeliveryOn).toBe(nextDeliveryDate());
  });

  it('leaves stopped subscriptions alone', async () => {
    const { account, id } = await subscribed('+380675550413', gloSticks[0] ?? 0, 1);
    expect((await call(account, 'POST', '/api/subscription/stop', { product: 'glo' })).statusCode).toBe(200);
    const outcomes = await deliverDueSubscriptions(
      testApp.database.db,
      { delivery: testApp.app.delivery, events: testApp.app.orderEvents },
      { paymentTtlMs: 3_600_000 },
    );
    expect(outcomes.some((outcome) => outcome.subscriptionId === id)).toBe(false);
  });
});
