// The delivery directory interface (Nova Poshta cities and branches), its data shape, and the Ukrainian search folding.

/** A city Nova Poshta delivers to. `ref` is the 36-character Ref of the Cities model, the one branches are filed under. */
export interface City {
  ref: string;
  /** The Settlements model's Ref for the same place (searchSettlements answers with it). */
  settlementRef: string;
  /** Ukrainian name, as Nova Poshta writes it: "Київ". */
  name: string;
  /** Oblast: "Київська". */
  area: string;
  /** District within the oblast, empty for oblast centres. */
  region: string;
  /** "м." for a city, "смт" or "с." otherwise. */
  settlementType: string;
  /** One of the six cities the delivery screen lists first (spec section 3). */
  popular: boolean;
}

/** A Nova Poshta branch or parcel locker, identified by its Ref; `number` is what the customer sees ("відділення №12"). */
export interface Branch {
  ref: string;
  number: string;
  /** Full name as Nova Poshta writes it: "Відділення №12 (до 30 кг): вул. Хрещатик, 22". */
  description: string;
  shortAddress: string;
  cityRef: string;
  typeRef: string;
  postomat?: boolean;
}

/** What a directory holds: written by the generator for the shipped copy, and by snapshotFromApi on refresh. */
export interface DirectorySnapshot {
  /** ISO time the data was taken; the shipped copy carries its generation date. */
  takenAt: string;
  source: 'generated' | 'novaposhta-api';
  cities: City[];
  branches: Branch[];
}

export interface DeliveryDirectory {
  /** Cities whose name starts with or contains the query, popular and prefix matches first. An empty query lists the popular six. */
  searchCities(query: string, limit: number): City[];
  /** Branches of one city, filtered by number ("12" finds №12 first) or address text, in number order. */
  branches(cityRef: string, query?: string, limit?: number): Branch[];
  city(ref: string): City | undefined;
  branch(ref: string): Branch | undefined;
}

/** The six popular cities in the order the spec lists them. */
export const popularCityNames = ['Київ', 'Харків', 'Одеса', 'Дніпро', 'Запоріжжя', 'Львів'] as const;

/** Nova Poshta's Refs are GUIDs: 8-4-4-4-12 hex digits. */
export const refPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Folds text for search: lower case (Ukrainian letters included), apostrophe variants unified, and і/ї/и/ы, е/є/э and
 * ґ/г treated alike so that a query typed in Russian layout or without the Ukrainian letters still finds the city.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleLowerCase('uk-UA')
    .replace(/[\u2019\u02bc`ʼ']/g, "'")
    .replace(/[іїиы]/g, 'і')
    .replace(/[еєэ]/g, 'е')
    .replace(/ґ/g, 'г')
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();
}
