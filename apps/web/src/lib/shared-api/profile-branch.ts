// The profile's saved Nova Poshta city and branch found again in the directory: what the checkout's delivery and a
// reward's delivery (decision 0084) start from. The profile keeps a city name (and its Ref when known) and a branch
// number, so both are looked up; a place the directory no longer has is null (the customer picks by hand).
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import type { DeliveryAddress } from '@loyalty/contracts/user';
import { listBranches } from '@/lib/shared-api/list-branches';
import { searchCities } from '@/lib/shared-api/search-cities';

/** Whether a city is the profile address's city: by its Ref when the profile kept one, else by name. */
export function isProfileCity(city: DeliveryCity, address: DeliveryAddress): boolean {
  if (address.city_ref !== null) return city.city_id === address.city_ref;
  return address.city.trim() !== '' && city.meta.MainDescription === address.city.trim();
}

export async function findProfileCity(address: DeliveryAddress, signal?: AbortSignal): Promise<DeliveryCity | null> {
  if (address.city.trim() === '') return null;
  const cities = await searchCities(address.city, signal);
  return (
    cities.find((candidate) => address.city_ref !== null && candidate.city_id === address.city_ref) ??
    cities.find((candidate) => candidate.meta.MainDescription === address.city.trim()) ??
    null
  );
}

/** The profile's branch in `city`, when `city` is the profile's and the profile names a branch. */
export async function findProfileBranch(
  city: DeliveryCity,
  address: DeliveryAddress,
  signal?: AbortSignal,
): Promise<DeliveryBranch | null> {
  const number = address.branch_number.trim();
  if (number === '' || !isProfileCity(city, address)) return null;
  const branches = await listBranches(city.city_id, number, signal);
  return branches.find((candidate) => candidate.meta.number === number) ?? null;
}
