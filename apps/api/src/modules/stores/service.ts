// Sales points (/go-buy) and brand stores (/glo-studio): search, and a maps link built from each place's coordinates.
import type { Store, StoresQuery } from '@loyalty/contracts/points';
import type { Executor } from '@loyalty/db/client';
import type { StoreRow } from '@loyalty/db/schema';
import { searchStores } from './repository.ts';

/**
 * A Google Maps directions link to the coordinates (Maps URLs API): on a phone it opens the maps app with the route
 * from where the customer is, elsewhere the web map; no key. An https link rather than geo:, which desktop browsers
 * and some Android browsers cannot open (docs/decisions/0082). Built from numbers only, so nothing from the row's text
 * ends up in the URL.
 */
export function mapUrlOf(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

function storeOf(row: StoreRow): Store {
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.address,
    hours: row.hours,
    phone: row.phone,
    latitude,
    longitude,
    map_url: mapUrlOf(latitude, longitude),
  };
}

export async function findStores(executor: Executor, query: StoresQuery): Promise<{ stores: Store[] }> {
  const rows = await searchStores(executor, {
    brand: query.product,
    kind: query.kind,
    q: query.q || undefined,
    city: query.city || undefined,
  });
  // A row with broken coordinates would make a link to nowhere: it is left out rather than shown wrong.
  return {
    stores: rows.filter((row) => Number.isFinite(Number(row.latitude)) && Number.isFinite(Number(row.longitude))).map(storeOf),
  };
}
