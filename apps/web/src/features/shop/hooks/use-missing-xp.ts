// XP the customer's balance lacks for the brand's goods bought with points: those in the cart, plus `adding` more.
// The shop locks a points good with what is missing and the cart says it before checkout, as the exchange locks a
// reward, instead of the order being refused at its last step (the server still checks when the order is placed).
import type { Brand } from '@loyalty/contracts/brand';
import { totals } from '@loyalty/domain/shop/cart';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useSessionStore } from '@/stores/session-store';
import { useBrandShop } from '@/features/shop/stores/shop-store';

/** 0 when the balance covers them, and while it is not known (signed out, loading, offline). */
export function useMissingXp(brand: Brand, adding = 0): number {
  const wanted = totals(useBrandShop(brand).cart).bonuses + adding;
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const balance = useBalance(brand, hasRecord && wanted > 0);
  if (wanted <= 0 || balance.data === undefined) return 0;
  return Math.max(0, wanted - balance.data);
}
