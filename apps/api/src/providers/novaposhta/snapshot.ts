// Builds a directory snapshot (the same shape as the shipped data) from Nova Poshta's API, for the refresh job.
import { popularCityNames, type Branch, type City, type DirectorySnapshot } from './directory.ts';
import { NovaPoshtaError, type NovaPoshtaClient, type NovaPoshtaSettlement } from './client.ts';

/** The cities the shipped directory covers: the popular six and the other oblast centres Nova Poshta serves. */
export const majorCityNames = [
  ...popularCityNames,
  'Вінниця',
  'Житомир',
  'Чернігів',
  'Суми',
  'Полтава',
  'Черкаси',
  'Кропивницький',
  'Миколаїв',
  'Херсон',
  'Хмельницький',
  'Тернопіль',
  'Рівне',
  'Луцьк',
  'Івано-Франківськ',
  'Ужгород',
  'Чернівці',
] as const;

export interface SnapshotOptions {
  /** Which cities to take; the major cities by default. */
  cityNames?: readonly string[];
  /** Branches per page of getWarehouses. */
  pageLimit?: number;
  now?: () => Date;
}

/**
 * Looks each city up by name with searchSettlements (several places share a name, so only the city, "м.", whose
 * name matches exactly is taken, preferring the oblast centre with no district), then pages through its branches.
 * A city that cannot be found is skipped, not guessed; a failed call fails the whole snapshot so that the job keeps the
 * previous copy instead of replacing it with a partial one.
 */
export async function snapshotFromApi(client: NovaPoshtaClient, options: SnapshotOptions = {}): Promise<DirectorySnapshot> {
  const names = options.cityNames ?? majorCityNames;
  const types = await client.getWarehouseTypes();
  const cities: City[] = [];
  const postomatTypes = new Set(types.filter((type) => /поштомат|postomat/i.test(type.Description)).map((type) => type.Ref));
  const branches: Branch[] = [];
  for (const name of names) {
    const { settlements } = await client.searchSettlements(name, 1, 20);
    const match = pickCity(name, settlements);
    if (!match) continue;
    const city: City = {
      ref: match.DeliveryCity,
      settlementRef: match.Ref,
      name: match.MainDescription,
      area: match.Area,
      region: match.Region,
      settlementType: match.SettlementTypeCode,
      popular: (popularCityNames as readonly string[]).includes(match.MainDescription),
    };
    if (cities.some((known) => known.ref === city.ref)) continue;
    cities.push(city);
    const warehouses = await client.getAllWarehouses({ cityRef: city.ref, limit: options.pageLimit ?? 500 });
    for (const warehouse of warehouses) {
      // Closed or suspended branches cannot take a parcel.
      if (warehouse.WarehouseStatus !== 'Working') continue;
      const postomat = warehouse.CategoryOfWarehouse === 'Postomat' || postomatTypes.has(warehouse.TypeOfWarehouse);
      branches.push({
        ref: warehouse.Ref,
        number: warehouse.Number,
        description: warehouse.Description,
        shortAddress: warehouse.ShortAddress,
        cityRef: city.ref,
        typeRef: warehouse.TypeOfWarehouse,
        ...(postomat ? { postomat: true } : {}),
      });
    }
  }
  if (cities.length === 0) throw new NovaPoshtaError('malformed', 'Nova Poshta found none of the directory cities');
  return { takenAt: (options.now?.() ?? new Date()).toISOString(), source: 'novaposhta-api', cities, branches };
}

function pickCity(name: string, settlements: NovaPoshtaSettlement[]): NovaPoshtaSettlement | undefined {
  const candidates = settlements.filter(
    (settlement) =>
      settlement.MainDescription === name && settlement.SettlementTypeCode.startsWith('м') && settlement.DeliveryCity,
  );
  return candidates.find((settlement) => settlement.Region === '') ?? candidates[0];
}
