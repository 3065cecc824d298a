// API tests of the orders calls on a seeded database: create-order's tags and shipping lines, iPost and courier
// delivery.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '@loyalty/contracts/orders';
import { customerMetafields, customers, orders } from '@loyalty/db/schema';
import { callbackDate } from '@loyalty/domain/shop/order-tags';
import type { CourierService } from '../../providers/ipost/provider.ts';
import { createAccount } from '../user/test-accounts.ts';
import { errorOf, useOrdersHarness, type Line } from './testing.ts';

const harness = useOrdersHarness();
const { nextPhone, newAccount, credit, variantOf, kyivBranch, orderBody, createOrder, orderCount } = harness;

describe('POST /api/shop/create-order: tags and shipping lines', () => {
  it('tags pre-order, or_age_verified (a tag or metafield in either brand), ogo_design, velo_trial and call-back', async () => {
    const unverified = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const trial = await variantOf('velo-polar-mint');
    const plain = await createOrder(unverified, orderBody(unverified, 'ogo', [{ variant_id: velo.id, quantity: 1 }]));
    expect(plain.json().order.tags).toEqual(['PWA', 'pwa_order', 'pre-order', 'ogo_design']);

    // The age_verified tag on the glo record counts for the ogo order.
    const verified = await createAccount(harness.testApp, { phone: nextPhone(), brands: ['glo', 'ogo'] });
    await harness.testApp.database.db
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
    await harness.testApp.database.db.insert(customerMetafields).values({
      customerId: byMetafield.ids.ogo!,
      namespace: 'verification',
      key: 'age_verified',
      value: 'true',
      type: 'boolean',
    });
    const gloStick = await harness.gloSaleVariant();
    const glo = await createOrder(byMetafield, orderBody(byMetafield, 'glo', [{ variant_id: gloStick.id, quantity: 1 }]));
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
    const original = harness.testApp.app.delivery.courier;
    const fake: CourierService = {
      name: 'test',
      auth: async () => ({ token: 'test-token', expiresAt: new Date(Date.now() + 3_600_000) }),
      cityAvailable: async (_token, city) => {
        asked.push(city);
        return city === 'Київ';
      },
      sendAddress: async () => ({ accepted: true }),
    };
    harness.testApp.app.delivery.useCourier(fake);
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
      const [row] = await harness.testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.delivery).toMatchObject({
        mode: 3,
        courierDate: callbackDate('Сьогодні', now),
        courierFrom: '10:00',
        courierTo: '20:00',
      });
      expect(asked).toEqual(['Ужгород', 'Київ']);
    } finally {
      harness.testApp.app.delivery.useCourier(original);
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

describe('POST /api/shop/create-order: the delivery reaches the profile with the order', () => {
  const profileAddress = async (account: Awaited<ReturnType<typeof newAccount>>) => {
    const response = await harness.post(account, '/api/user/get-user', { id: account.ids.ogo, product: 'ogo' });
    expect(response.statusCode).toBe(200);
    return response.json().user.address;
  };

  it('a branch order saves its city and branch, a courier order its address, each keeping the other’s fields', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const { city, branch } = kyivBranch();
    // Nothing but the order is called: a customer who leaves the success page at once still finds the address.
    const byBranch = await createOrder(person, orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }]));
    expect(byBranch.statusCode).toBe(200);
    expect(await profileAddress(person)).toMatchObject({
      city: 'Київ',
      city_ref: city.ref,
      branch_number: branch.number,
      street: '',
    });
    const byCourier = await createOrder(
      person,
      orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }], {
        delivery: { mode: 2, cityRef: city.ref, street: 'вул. Хрещатик', house: '22', flat: '5' },
      }),
    );
    expect(byCourier.statusCode).toBe(200);
    expect(await profileAddress(person)).toMatchObject({
      city: 'Київ',
      city_ref: city.ref,
      street: 'вул. Хрещатик',
      house: '22',
      flat: '5',
      branch_number: branch.number,
    });
  });

  it('a refused order leaves the profile as it was', async () => {
    const person = await newAccount();
    const velo = await variantOf('velo-freeze-mint');
    const { city } = kyivBranch();
    const refused = await createOrder(
      person,
      orderBody(person, 'ogo', [{ variant_id: velo.id, quantity: 1 }], {
        delivery: { mode: 2, cityRef: city.ref, street: 'вул. Хрещатик', house: '22', flat: '' },
        promocode: 'VELO-30',
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await profileAddress(person)).toMatchObject({ street: '', branch_number: '' });
  });
});
