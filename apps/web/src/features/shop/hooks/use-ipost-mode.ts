// Choosing iPost (delivery mode 3): auth, then city-available; an unavailable city falls back to mode 1 (spec 4, 8).
import type { TFunction } from 'i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { notify } from '@/lib/notify';
import { ipostAuth } from '@/features/shop/api/ipost-auth';
import { ipostCityAvailable } from '@/features/shop/api/ipost-city-available';
import { useShopStore } from '@/features/shop/stores/shop-store';

/**
 * Switches the brand's delivery to iPost if the courier serves `city`; otherwise mode 1 with an info toast. A failed
 * check counts as unavailable: an order must not be sent to a courier that may not come.
 */
export async function chooseIpost(brand: Brand, city: string, t: TFunction): Promise<boolean> {
  const { updateDelivery } = useShopStore.getState();
  let available = false;
  try {
    const token = await ipostAuth();
    available = await ipostCityAvailable(token, city);
  } catch {
    available = false;
  }
  if (available) {
    updateDelivery(brand, { mode: 3, ipostCity: city, ipostCityAvailable: true });
    return true;
  }
  updateDelivery(brand, { mode: 1, ipostCity: city, ipostCityAvailable: false });
  notify.info(t('checkout.delivery.ipostUnavailable'));
  return false;
}
