// Prefills the delivery form once from the customer's profile address (city, branch number, street, house, flat).
import { useEffect, useRef } from 'react';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryAddress } from '@loyalty/contracts/user';
import { listBranches } from '@/lib/shared-api/list-branches';
import { searchCities } from '@/lib/shared-api/search-cities';
import { useShopStore } from '@/features/shop/stores/shop-store';

/**
 * Only fields the customer has not filled yet are taken from the profile; a failed look-up leaves the form empty (the
 * customer picks by hand). The profile keeps a city name and a branch number, so both are looked up in the directory.
 */
export async function prefillDelivery(brand: Brand, address: DeliveryAddress, signal?: AbortSignal): Promise<void> {
  const { updateDelivery } = useShopStore.getState();
  const current = () => useShopStore.getState()[brand].delivery;
  if (current().street === '' && current().house === '' && address.street !== '') {
    updateDelivery(brand, { street: address.street, house: address.house, flat: address.flat });
  }
  if (current().city !== null || address.city.trim() === '') return;
  const cities = await searchCities(address.city, signal);
  const city =
    cities.find((candidate) => address.city_ref !== null && candidate.city_id === address.city_ref) ??
    cities.find((candidate) => candidate.meta.MainDescription === address.city.trim());
  if (!city || current().city !== null) return;
  updateDelivery(brand, { city });
  const number = address.branch_number.trim();
  if (number === '') return;
  const branches = await listBranches(city.city_id, number, signal);
  const branch = branches.find((candidate) => candidate.meta.number === number);
  if (branch && current().npDep === null) updateDelivery(brand, { npDep: branch });
}

export function useDeliveryPrefill(brand: Brand, address: DeliveryAddress | undefined): void {
  const done = useRef(false);
  useEffect(() => {
    if (!address || done.current) return;
    done.current = true;
    const controller = new AbortController();
    prefillDelivery(brand, address, controller.signal).catch(() => undefined);
    return () => {
      // An interrupted prefill (unmount, StrictMode's second run) may run again on the next mount.
      controller.abort();
      done.current = false;
    };
  }, [brand, address]);
}
