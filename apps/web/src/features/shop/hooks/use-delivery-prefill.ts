// Prefills the delivery form once from the customer's profile address (city, branch number, street, house, flat).
import { useEffect, useRef } from 'react';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryCity } from '@loyalty/contracts/delivery';
import type { DeliveryAddress } from '@loyalty/contracts/user';
import { findProfileBranch, findProfileCity } from '@/lib/shared-api/profile-branch';
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
  const city = await findProfileCity(address, signal);
  if (!city || current().city !== null) return;
  updateDelivery(brand, { city });
  await prefillBranch(brand, city, address, signal);
}

/**
 * Pre-selects the profile's branch when the delivery's city is the profile's (on the first prefill, and when the
 * customer picks that city again), unless a branch is already chosen.
 */
export async function prefillBranch(
  brand: Brand,
  city: DeliveryCity,
  address: DeliveryAddress,
  signal?: AbortSignal,
): Promise<void> {
  const { updateDelivery } = useShopStore.getState();
  const current = () => useShopStore.getState()[brand].delivery;
  const branch = await findProfileBranch(city, address, signal);
  if (branch && current().npDep === null && current().city?.city_id === city.city_id) updateDelivery(brand, { npDep: branch });
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
