// API tests of the orders calls on a seeded database: get-orders lists the session's own orders; send-phone-call
// records a call-back per own order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getOrdersResponseSchema } from '@loyalty/contracts/orders';
import { phoneCallRequests } from '@loyalty/db/schema';
import { callbackDate } from '@loyalty/domain/shop/order-tags';
import type { TestAccount } from '../user/test-accounts.ts';
import { errorOf, useOrdersHarness } from './testing.ts';

const harness = useOrdersHarness();
const { newAccount, variantOf, singleBlockHandles, orderBody, post, createOrder } = harness;

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
    // Neither paid nor shipped yet: the dates of those steps are not guessed.
    expect(body.list[0]).toMatchObject({ paid_at: null, shipped_at: null });
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
    const rows = await harness.testApp.database.db
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
