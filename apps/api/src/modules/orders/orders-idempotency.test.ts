// API tests of the orders calls on a seeded database: create-order under an Idempotency-Key: replays, reuse of a key,
// the one-statement cash order.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, productVariants } from '@loyalty/db/schema';
import { balanceOf } from '../loyalty/ledger.ts';
import { errorOf, useOrdersHarness } from './testing.ts';

const harness = useOrdersHarness();
const { newAccount, credit, variantOf, orderBody, post, createOrder, orderCount, lineCount, debitCount } = harness;

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
    expect(await balanceOf(harness.testApp.database.db, person.ids.ogo!)).toBe(mug.bonuses * 2);

    const changed = await createOrder(person, { ...body, order: { ...body.order, note: 'інше' } }, headers);
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed).code).toBe('idempotency_key_reused');
    // Another key is another order.
    const another = await createOrder(person, body, { 'idempotency-key': 'order-key-0002' });
    expect(another.statusCode).toBe(200);
    // A key lives 24 hours: after that it is free again, whatever body it had.
    await harness.testApp.database.db
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
    const [key] = await harness.testApp.database.db
      .select({ resultRef: idempotencyKeys.resultRef })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, person.ids.ogo!), eq(idempotencyKeys.key, 'order-key-cash-0001')));
    expect(key?.resultRef).toBe(String(first.json().order.id));
    expect(first.json().order.line_items).toHaveLength(1);
    expect(await lineCount(person.ids.ogo!)).toBe(1);

    const changed = await createOrder(person, { ...body, order: { ...body.order, note: 'інше' } }, headers);
    expect(errorOf(changed).code).toBe('idempotency_key_reused');
    // Sold out since: the retry of the committed order still gets it; a new order is refused.
    await harness.testApp.database.db.update(productVariants).set({ available: false }).where(eq(productVariants.id, cap.id));
    try {
      const retry = await createOrder(person, body, headers);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const fresh = await createOrder(person, body, { 'idempotency-key': 'order-key-cash-0002' });
      expect(fresh.statusCode).toBe(422);
      expect(errorOf(fresh).code).toBe('variant_unavailable');
    } finally {
      await harness.testApp.database.db.update(productVariants).set({ available: true }).where(eq(productVariants.id, cap.id));
    }
    expect(await orderCount(person.ids.ogo!)).toBe(1);
  });
});
