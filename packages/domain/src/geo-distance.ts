// Distance between two places on the Earth by their coordinates, for sorting stores by how far they are from the customer.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth (IUGG), in kilometres. */
const earthRadiusKm = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in kilometres (haversine). The Earth is not a sphere, but within Ukraine the error stays
 * under 0.5 %: a few metres across a city, which no customer choosing a store notices.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const haversine =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

/**
 * How a distance is shown: metres below 1 km (rounded to 10 m), kilometres with one decimal below 10 km, whole
 * kilometres above. The caller formats the number in its language.
 */
export function distanceShown(km: number): { unit: 'm' | 'km'; value: number; fractionDigits: 0 | 1 } {
  if (km < 0.995) return { unit: 'm', value: Math.max(10, Math.round((km * 1000) / 10) * 10), fractionDigits: 0 };
  if (km < 9.95) return { unit: 'km', value: Math.round(km * 10) / 10, fractionDigits: 1 };
  return { unit: 'km', value: Math.round(km), fractionDigits: 0 };
}

/** The places sorted nearest first; equal distances keep their order. */
export function byDistanceFrom<T extends Coordinates>(origin: Coordinates, places: readonly T[]): { place: T; km: number }[] {
  return places.map((place) => ({ place, km: distanceKm(origin, place) })).sort((left, right) => left.km - right.km);
}
