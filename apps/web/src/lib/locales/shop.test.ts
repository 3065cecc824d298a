// The shop pages' texts: English has every key Ukrainian has, no key of the other bundles is defined twice.
import { describe, expect, it } from 'vitest';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(one|few|many|other)$/, '')],
  );

describe('shop texts', () => {
  it('give English every key Ukrainian has', async () => {
    const uk = (await import('@/lib/locales/shop.uk.json')).default;
    const en = (await import('@/lib/locales/shop.en.json')).default;
    expect(new Set(keys(en))).toEqual(new Set(keys(uk)));
  });

  it('define no key of the first screen, accounts or loyalty again', async () => {
    const uk = (await import('@/lib/locales/shop.uk.json')).default;
    const others = await Promise.all([
      import('@/lib/locales/uk.json'),
      import('@/lib/locales/accounts.uk.json'),
      import('@/lib/locales/loyalty.uk.json'),
      import('@/lib/locales/loyalty-home.uk.json'),
    ]);
    const taken = new Set(others.flatMap((module) => keys(module.default)));
    expect(keys(uk).filter((key) => taken.has(key))).toEqual([]);
  });

  it('write money with one key and say cash on delivery, and the delivery label, one way on every order screen', async () => {
    const uk = (await import('@/lib/locales/shop.uk.json')).default;
    const leaves = (tree: object, prefix = ''): [string, unknown][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
      );
    expect(
      leaves(uk)
        .filter(([, value]) => value === '{{amount}}\u00a0грн')
        .map(([key]) => key),
    ).toEqual(['money.uah']);
    // The order's payment state is the app's own text (uk.json `orderStatus`), shared by home and the orders page.
    const base = (await import('@/lib/locales/uk.json')).default;
    expect(base.orderStatus.onDelivery).toBe(uk.checkout.payment.cash);
    expect(uk.orders.delivery).toBe(uk.checkout.summary.deliveryRow);
  });

  it('name the last checkout step and its page with one word (review 7: «Перевірка» vs «Підтвердження замовлення»)', async () => {
    const uk = (await import('@/lib/locales/shop.uk.json')).default;
    expect(uk.checkout.summary.title.startsWith(`${uk.checkout.steps.summary} `)).toBe(true);
  });

  it('name every category of both brands', async () => {
    const { categorySlugs } = await import('@loyalty/contracts/catalog');
    const uk = (await import('@/lib/locales/shop.uk.json')).default;
    expect(Object.keys(uk.shop.categories).sort()).toEqual([...categorySlugs].sort());
  });
});
