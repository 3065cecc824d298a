// The six cities the delivery form offers before the user types (spec section 3), in the spec's order.
import type { PopularCityMeta } from '../schema.ts';

export interface DemoCity {
  /** Settlement Ref in Nova Poshta's 36-character format. */
  value: string;
  label: string;
  cityId: string;
  province: string;
  /** Ref of the city Nova Poshta delivers to for this settlement. */
  deliveryCityId: string;
  meta: PopularCityMeta;
}

// NOTE: fixed identifiers in the Ref format so that the delivery form and its tests have stable values offline;
// the Nova Poshta adapter of the delivery issue resolves branches by these Refs and can refresh them from the directory.
export const demoCities: DemoCity[] = [
  city('e718a680-4b33-11e4-ab6d-005056801329', '8d5a980d-391c-11dd-90d9-001a92567626', '4', 'Київ', 'Київська', 'Київ'),
  city(
    'e71c2a15-4b33-11e4-ab6d-005056801329',
    'db5c88e0-391c-11dd-90d9-001a92567626',
    '10',
    'Харків',
    'Харківська',
    'Харківський',
  ),
  city('e71c2a94-4b33-11e4-ab6d-005056801329', 'db5c88d0-391c-11dd-90d9-001a92567626', '8', 'Одеса', 'Одеська', 'Одеський'),
  city(
    'e717110a-4b33-11e4-ab6d-005056801329',
    'db5c88f0-391c-11dd-90d9-001a92567626',
    '6',
    'Дніпро',
    'Дніпропетровська',
    'Дніпровський',
  ),
  city(
    'e71b8294-4b33-11e4-ab6d-005056801329',
    'db5c88c6-391c-11dd-90d9-001a92567626',
    '12',
    'Запоріжжя',
    'Запорізька',
    'Запорізький',
  ),
  city('e71abb60-4b33-11e4-ab6d-005056801329', 'db5c88f5-391c-11dd-90d9-001a92567626', '14', 'Львів', 'Львівська', 'Львівський'),
];

function city(value: string, deliveryCityId: string, cityId: string, name: string, area: string, region: string): DemoCity {
  const province = `${area} область`;
  return {
    value,
    label: name === 'Київ' ? 'м. Київ' : `м. ${name}, ${area} обл.`,
    cityId,
    province,
    deliveryCityId,
    meta: { MainDescription: name, Area: area, Region: region, DeliveryCity: deliveryCityId },
  };
}
