// API tests of the orders calls on a seeded database: create-order prices from the catalogue, pays XP-only orders at
// once, refuses what the balance does not cover.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '@loyalty/contracts/orders';
import { customers, xpLedger } from '@loyalty/db/schema';
import { balanceOf } from '../loyalty/ledger.ts';
import { transitionOrder } from './lifecycle.ts';
import { errorOf, money, useOrdersHarness } from './testing.ts';

const harness = useOrdersHarness();
const { newAccount, credit, variantOf, kyivBranch, orderBody, createOrder, orderCount, lineCount } = harness;

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
    const counters = async () =>
      (await harness.testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.ogo!)))[0];
    // A pending cash order is not a purchase yet (decision 0016): the counters move when the courier collects.
    expect(await counters()).toMatchObject({ ordersCount: 0, totalSpentKop: 0 });
    await harness.testApp.database.db.transaction((tx) =>
      transitionOrder(harness.testApp.app.orderEvents, tx, order.id, {
        to: 'paid',
        money: { gateway: 'cash', providerRef: 'test' },
      }),
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
    expect(await balanceOf(harness.testApp.database.db, person.ids.ogo!)).toBe(100);
    const [entry] = await harness.testApp.database.db
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
    expect(await balanceOf(harness.testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses - 1);
    const [customer] = await harness.testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.ogo!));
    expect(customer?.ordersCount).toBe(0);
  });
});
