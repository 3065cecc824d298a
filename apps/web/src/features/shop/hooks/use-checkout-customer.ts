// The customer as the checkout steps need them: the brand's record id, get-user (orders_count, name, phone, address)
// and, in ogo, the velo-30 metafield for the VELO-30 preview.
import type { Brand } from '@loyalty/contracts/brand';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/lib/shared-api/get-user';
import { useShopMetafields, velo30Value } from '@/features/shop/api/get-shop-metafields';

export function useCheckoutCustomer(brand: Brand) {
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const sessionCustomer = useSessionStore((state) => state.customer);
  const user = useUser(brand, customerId);
  // VELO-30 is ogo only (spec section 4): glo never asks for the metafield.
  const metafields = useShopMetafields(brand, brand === 'ogo' ? customerId : null);
  return {
    customerId,
    sessionCustomer,
    user,
    /** Known only once get-user answered: the referral input stays hidden until then. */
    ordersCount: user.data?.orders_count ?? null,
    velo30: velo30Value(metafields.data),
  };
}
