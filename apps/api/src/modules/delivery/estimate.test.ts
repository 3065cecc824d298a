import { describe, expect, it } from 'vitest';
import { createLocalTariff, createNovaPoshtaTariff } from '../../providers/novaposhta/tariff.ts';
import { parcelWeightKg } from './estimate.ts';

describe('parcelWeightKg', () => {
  it('weighs sticks by the pack, cans and devices by the unit, other goods by the heavier guess, plus the box', () => {
    expect(parcelWeightKg([{ collectionSlug: 'sticks', packQuantity: 20, quantity: 1 }])).toBe(0.2);
    expect(parcelWeightKg([{ collectionSlug: 'sticks', packQuantity: 200, quantity: 2 }])).toBe(0.7);
    expect(parcelWeightKg([{ collectionSlug: 'ogo-velo', packQuantity: 1, quantity: 3 }])).toBe(0.3);
    expect(parcelWeightKg([{ collectionSlug: 'devices', packQuantity: 1, quantity: 1 }])).toBe(0.5);
    expect(parcelWeightKg([{ collectionSlug: 'ogo-merch', packQuantity: 1, quantity: 1 }])).toBe(0.6);
    expect(parcelWeightKg([{ collectionSlug: null, packQuantity: 1, quantity: 2 }])).toBe(1.1);
  });
});

describe('delivery tariffs', () => {
  const query = { senderCityRef: 'a', recipientCityRef: 'b', weightKg: 0.5, declaredUah: 400 };

  it('rounds the carrier’s price up to whole UAH and asks once per parcel', async () => {
    let asked = 0;
    const tariff = createNovaPoshtaTariff({
      getDocumentPrice: async () => {
        asked += 1;
        return { Cost: 84.2 };
      },
    });
    expect(await tariff.parcelPrice(query)).toBe(85);
    expect(await tariff.parcelPrice(query)).toBe(85);
    expect(asked).toBe(1);
    await tariff.parcelPrice({ ...query, weightKg: 1 });
    expect(asked).toBe(2);
  });

  it('the local stand-in charges more between cities and for heavier parcels', async () => {
    const local = createLocalTariff();
    const between = await local.parcelPrice(query);
    expect(await local.parcelPrice({ ...query, recipientCityRef: 'a' })).toBeLessThan(between);
    expect(await local.parcelPrice({ ...query, weightKg: 5 })).toBeGreaterThan(between);
  });
});
