// Free delivery from a tier level on the seeded database (decision 0062): the demo set's Золотий (from 1000 XP) ships
// an order below 399 UAH free by the carrier; a customer below it pays the carrier's tariff as before.
import { describe, expect, it } from 'vitest';
import { useOrdersHarness } from '../orders/testing.ts';

const harness = useOrdersHarness();
const { newAccount, credit, variantOf, orderBody, createOrder } = harness;

describe('free delivery from a tier level', () => {
  it('makes the order’s carrier shipping free for the level, and only for it', async () => {
    const lighter = await variantOf('ogo-lighter');
    expect(lighter.priceKop).toBeLessThan(39_900);

    const below = await newAccount();
    await credit(below.ids.ogo!, 'ogo', 500);
    const tariff = await createOrder(below, orderBody(below, 'ogo', [{ variant_id: lighter.id, quantity: 1 }]));
    expect(tariff.statusCode, tariff.body).toBe(200);
    expect(tariff.json().order.shipping_lines[0].id).toBe(1);

    const gold = await newAccount();
    await credit(gold.ids.ogo!, 'ogo', 1500);
    const free = await createOrder(gold, orderBody(gold, 'ogo', [{ variant_id: lighter.id, quantity: 1 }]));
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().order.shipping_lines).toEqual([{ id: 2, title: 'Безкоштовна доставка', price: '0.00' }]);
  });
});
