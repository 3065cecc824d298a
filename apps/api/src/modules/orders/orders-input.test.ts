// API tests of the orders calls on a seeded database: create-order refuses bad input, foreign customers and unavailable
// variants, writing nothing.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, products } from '@loyalty/db/schema';
import { createAccount } from '../user/test-accounts.ts';
import { errorOf, useOrdersHarness } from './testing.ts';

const harness = useOrdersHarness();
const { nextPhone, newAccount, variantOf, orderBody, post, createOrder, orderCount } = harness;

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
    const gloOnly = await createAccount(harness.testApp, { phone: nextPhone(), brands: ['glo'] });
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
    const [xl] = await harness.testApp.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, 'ogo-hoodie-black-velvet'), eq(productVariants.available, false)));
    const [gloVariant] = await harness.testApp.database.db
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
