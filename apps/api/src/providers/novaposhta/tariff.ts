// The carrier's tariff of a parcel between two Nova Poshta branches: the delivery estimate the checkout shows when the
// recipient pays the carrier. Nova Poshta's getDocumentPrice where a key is set; a local stand-in for development.
import type { NovaPoshtaClient } from './client.ts';

export interface ParcelQuery {
  senderCityRef: string;
  recipientCityRef: string;
  /** Kilograms, at least 0.1. */
  weightKg: number;
  /** Declared value in whole UAH. */
  declaredUah: number;
}

export interface DeliveryTariff {
  readonly name: 'novaposhta' | 'local';
  /** The tariff in whole UAH (rounded up); rejects when the carrier cannot answer. */
  parcelPrice(query: ParcelQuery): Promise<number>;
}

/** How long a price is reused for the same parcel: a customer moving between steps asks the same question. */
const cacheMs = 10 * 60 * 1000;
const cacheSize = 1000;

/** The real adapter: InternetDocument/getDocumentPrice, each distinct parcel asked once per ten minutes. */
export function createNovaPoshtaTariff(client: Pick<NovaPoshtaClient, 'getDocumentPrice'>): DeliveryTariff {
  const cache = new Map<string, { price: number; at: number }>();
  return {
    name: 'novaposhta',
    async parcelPrice(query) {
      const key = `${query.senderCityRef}|${query.recipientCityRef}|${query.weightKg}|${query.declaredUah}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < cacheMs) return hit.price;
      const answer = await client.getDocumentPrice({
        citySender: query.senderCityRef,
        cityRecipient: query.recipientCityRef,
        weight: query.weightKg,
        cost: query.declaredUah,
      });
      const price = Math.ceil(answer.Cost);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(key, { price, at: Date.now() });
      return price;
    },
  };
}

/**
 * The development stand-in (no NOVAPOSHTA_API_KEY, outside production): the shape of Nova Poshta's published
 * branch-to-branch parcel tariff (a price per weight band, more between cities than within one, plus a share of the
 * declared value). Its numbers are not the carrier's; production without a key shows no estimate at all.
 */
export function createLocalTariff(): DeliveryTariff {
  const bands: [maxKg: number, withinCity: number, betweenCities: number][] = [
    [2, 70, 80],
    [10, 95, 115],
    [30, 140, 170],
  ];
  return {
    name: 'local',
    async parcelPrice(query) {
      const band = bands.find(([maxKg]) => query.weightKg <= maxKg) ?? bands[bands.length - 1]!;
      const base = query.senderCityRef === query.recipientCityRef ? band[1] : band[2];
      return Math.ceil(base + query.declaredUah * 0.005);
    },
  };
}
