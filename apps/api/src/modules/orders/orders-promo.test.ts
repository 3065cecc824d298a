// API tests of the orders calls on a seeded database: promo and referral codes on create-order, and check-promocode
// answering as create-order would charge.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { createOrderResponseSchema } from '@loyalty/contracts/orders';
import { memberCodes, orderPromoCodes, orders, referrals } from '@loyalty/db/schema';
import { discountedUnitPrice } from '@loyalty/domain/shop/promo';
import type { TestAccount } from '../user/test-accounts.ts';
import { errorOf, money, useOrdersHarness, type Line, type Variant } from './testing.ts';

const harness = useOrdersHarness();
const { newAccount, variantOf, orderBody, post, createOrder, orderCount, velo30Of } = harness;

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
    const gloStick = await harness.gloSaleVariant();
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
    await harness.testApp.database.db.insert(memberCodes).values({ customerId: inviter.ids.ogo!, code: 'REW-12345' });

    const first = await createOrder(person, orderBody(person, 'ogo', lines, { mgmPromoCode: 'REW-12345' }));
    expect(first.statusCode).toBe(200);
    const { order } = createOrderResponseSchema.parse(first.json());
    expect(order.tags).toContain('mgm_promo-code');
    const [row] = await harness.testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
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
    const rows = await harness.testApp.database.db.select().from(orderPromoCodes).where(eq(orderPromoCodes.orderId, order.id));
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
    await harness.testApp.database.db.insert(memberCodes).values([
      { customerId: inviter.ids.glo!, code: 'REW-CHECK234' },
      { customerId: person.ids.glo!, code: 'REW-OWNCODE2' },
    ]);
    const gloLine = await harness.gloSaleVariant();
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
    // An accepted code says what it gives: the programme's XP to the friend once this order is paid, no discount.
    const { rewardXp, monthlyCap } = harness.testApp.config.referral;
    expect(rewardXp).toBeGreaterThan(0);
    expect((await check(person, body('rew-check234'))).json()).toEqual({
      mgmPromoCode: { applies: true, inviterXp: rewardXp },
    });
    // A friend already rewarded up to this month's cap gets nothing for this order, and the cart says so.
    const capped = await Promise.all(Array.from({ length: monthlyCap }, () => newAccount()));
    await harness.testApp.database.db.insert(referrals).values(
      capped.map((friend) => ({
        inviterId: inviter.ids.glo!,
        invitedId: friend.ids.glo!,
        code: 'REW-CHECK234',
        status: 'rewarded' as const,
        rewardXp,
        rewardedAt: new Date(),
      })),
    );
    expect((await check(person, body('rew-check234'))).json()).toEqual({ mgmPromoCode: { applies: true, inviterXp: 0 } });
    await harness.testApp.database.db.delete(referrals).where(eq(referrals.inviterId, inviter.ids.glo!));
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
