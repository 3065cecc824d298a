// The checkout's pure pieces: the contract's phone, iPost's delivery date on the Kyiv calendar, the delivery choice per
// mode, the body of create-order, and the uk/en parity of the checkout and orders texts.
import { describe, expect, it } from 'vitest';
import shopEn from '@/lib/locales/shop.en.json';
import shopUk from '@/lib/locales/shop.uk.json';
import { initialDelivery, type BrandShopState } from '@/features/shop/stores/shop-store';
import {
  checkoutTotals,
  contractPhone,
  createOrderBody,
  deliveryChoiceFrom,
  deliveryComplete,
  deliveryText,
  ipostDeliveryDate,
} from '@/features/shop/utils/checkout-order';

const kyiv = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};

describe('contractPhone', () => {
  it('keeps digits and a leading +', () => {
    expect(contractPhone('+38 (050) 123-45-67')).toBe('+380501234567');
    expect(contractPhone('0501234567')).toBe('0501234567');
  });
});

describe('ipostDeliveryDate', () => {
  it("reads 'Сьогодні' as today and anything else as tomorrow, on the Kyiv calendar", () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Kyiv (UTC+2).
    const late = new Date('2026-11-21T23:30:00.000Z');
    expect(ipostDeliveryDate('Сьогодні', late)).toBe('2026-11-22');
    expect(ipostDeliveryDate('Завтра', late)).toBe('2026-11-23');
    // The last day of a month rolls into the next.
    expect(ipostDeliveryDate('Завтра', new Date('2026-12-31T10:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('delivery choice and text', () => {
  it('sends only the chosen mode’s fields', () => {
    const branch = {
      value: '33333333-3333-4333-8333-333333333333',
      label: 'Відділення №12',
      meta: { number: '12', shortAddress: '', cityRef: kyiv.city_id, postomat: false },
    };
    const delivery = { ...initialDelivery, city: kyiv, npDep: branch, street: 'вул. Січових Стрільців', house: '5', flat: '' };
    expect(deliveryChoiceFrom({ ...delivery, mode: 1 })).toEqual({ mode: 1, cityRef: kyiv.city_id, branchRef: branch.value });
    expect(deliveryChoiceFrom({ ...delivery, mode: 2 })).toEqual({
      mode: 2,
      cityRef: kyiv.city_id,
      street: 'вул. Січових Стрільців',
      house: '5',
      flat: '',
    });
    expect(deliveryText({ ...delivery, mode: 1 })).toBe('відділення №12');
    expect(deliveryText({ ...delivery, mode: 2 })).toBe('вул. Січових Стрільців, буд. 5');
    expect(deliveryText({ ...delivery, mode: 2, house: '' })).toBeNull();
    expect(deliveryComplete({ ...delivery, mode: 2, city: null })).toBe(false);
    expect(deliveryComplete({ ...delivery, mode: 3, ipostStreet: 'вул. Хрещатик, 1' })).toBe(false);
  });
});

describe('createOrderBody', () => {
  const shop: BrandShopState = {
    cart: [
      {
        variant_id: 9,
        id: 90,
        price: 10_000,
        count: 3,
        bonuses: 0,
        collectionId: 1,
        tags: ['discount:fruit-madness'],
        quantity: 1,
        title: 'Velo',
        variantTitle: '',
        image: '',
        category: 'ogo-velo',
      },
    ],
    payment: 2,
    comment: '  ',
    promocode: ' velo-30 ',
    mgmPromoCode: 'REW-AB',
    needCall: null,
    delivery: { ...initialDelivery, city: kyiv },
    orderId: null,
    fullOrderId: null,
    paymentLink: { link: null, count: 0 },
    idempotencyKey: null,
    mixPackIds: [],
    mixQuant: 0,
  };
  const recipient = { customerId: 5, firstName: 'А', lastName: 'Б', phone: '+380501234567', ordersCount: 0 };

  it('sends VELO-30 only in ogo and the referral code only when usable; no prices, no empty comment', () => {
    const ogo = createOrderBody('ogo', shop, recipient);
    expect(ogo.cart.promocode).toBe('velo-30');
    expect(ogo.cart.mgmPromoCode).toBe('REW-AB');
    expect(ogo.cart).not.toHaveProperty('comment');
    expect(ogo.order).not.toHaveProperty('note');
    expect(ogo.order.line_items).toEqual([{ variant_id: 9, quantity: 3 }]);
    const glo = createOrderBody('glo', shop, { ...recipient, ordersCount: 1 });
    expect(glo.cart).not.toHaveProperty('promocode');
    expect(glo.cart).not.toHaveProperty('mgmPromoCode');
  });

  it('holds what the contract trims trimmed, and the call-back window to its three fields', () => {
    const untidy: BrandShopState = {
      ...shop,
      needCall: { day: 'Завтра', from: '10:00', to: '11:00', extra: 'kept by an older app' } as BrandShopState['needCall'],
      delivery: {
        ...initialDelivery,
        mode: 3,
        ipostCity: ' Ужгород ',
        ipostStreet: ' вул. Корзо, 1 ',
        ipostFlat: ' 2 ',
        ipostDay: 'Сьогодні',
        ipostFrom: '10:00',
        ipostTo: '12:00',
      },
    };
    const body = createOrderBody('ogo', untidy, { ...recipient, firstName: ' Олена ', lastName: 'Коваль ' });
    expect(body.order.shipping_address).toEqual({ first_name: 'Олена', last_name: 'Коваль', phone: '+380501234567' });
    expect(body.cart.delivery).toEqual({
      mode: 3,
      city: 'Ужгород',
      street: 'вул. Корзо, 1',
      flat: '2',
      ipost: { day: 'Сьогодні', from: '10:00', to: '12:00' },
    });
    expect(body.cart.needCall).toEqual({ day: 'Завтра', from: '10:00', to: '11:00' });
    expect(createOrderBody('ogo', shop, recipient).cart.needCall).toBeNull();
  });

  it('previews VELO-30 per unit price: 3 × 100.00 → 3 × 70.00', () => {
    const totals = checkoutTotals({ brand: 'ogo', cart: shop.cart, promocode: 'VELO-30', velo30: null });
    expect(totals).toMatchObject({ subtotal: 30_000, discount: 9_000, money: 21_000 });
    expect(checkoutTotals({ brand: 'glo', cart: shop.cart, promocode: 'VELO-30', velo30: null }).discount).toBe(0);
  });
});

/** Keys with the plural suffix dropped: Ukrainian has four forms where English has two. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix.replace(/_(one|few|many|other)$/, '')];
  return [...new Set(Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key)))];
}

describe('checkout and orders texts', () => {
  it('have the same keys in Ukrainian and English', () => {
    for (const group of ['checkout', 'orders'] as const) {
      expect(keys(shopEn[group]).sort()).toEqual(keys(shopUk[group]).sort());
    }
  });
});
