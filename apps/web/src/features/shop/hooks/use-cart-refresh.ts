// The cart refresh of spec section 4: when online and the brand's cart is not empty, today's price and bonuses come
// from get-products-by-id and replace the cart's; variants the server no longer returns are dropped.
import { useEffect, useState } from 'react';
import type { Brand } from '@loyalty/contracts/brand';
import { shouldRefresh } from '@loyalty/domain/shop/cart';
import { useOnlineStatus } from '@/lib/pwa/online-status';
import { getProductsById } from '@/features/shop/api/get-products-by-id';
import { useShopStore } from '@/features/shop/stores/shop-store';
import { moneyToKop } from '@/features/shop/utils/catalog';

export type CartRefreshStatus = 'idle' | 'refreshing' | 'done' | 'failed';

/**
 * Refreshes once per mount and again whenever the device comes back online. The cart is read when the answer
 * arrives (not when asked), so a line added meanwhile is kept; it is refreshed by the next run.
 */
export function useCartRefresh(brand: Brand): CartRefreshStatus {
  const online = useOnlineStatus();
  const hasItems = useShopStore((state) => state[brand].cart.length > 0);
  const [status, setStatus] = useState<CartRefreshStatus>('idle');

  useEffect(() => {
    const cart = useShopStore.getState()[brand].cart;
    if (!shouldRefresh({ online, cart })) return;
    const controller = new AbortController();
    const asked = new Set(cart.map((line) => line.variant_id));
    setStatus('refreshing');
    getProductsById({ cart, brand }, controller.signal)
      .then((variants) => {
        const prices = variants.map((variant) => ({
          variant_id: variant.variant_id,
          price: moneyToKop(variant.price),
          bonuses: variant.bonuses,
        }));
        // Lines added after the request was sent were not asked about: keep them as they are.
        if (controller.signal.aborted) return;
        const current = useShopStore.getState()[brand].cart;
        const untouched = current
          .filter((line) => !asked.has(line.variant_id))
          .map((line) => ({ variant_id: line.variant_id, price: line.price, bonuses: line.bonuses }));
        useShopStore.getState().refreshPrices(brand, [...prices, ...untouched]);
        setStatus('done');
      })
      .catch(() => {
        // Offline or a server hiccup: the cart keeps its last known prices; the server re-prices the order anyway.
        if (!controller.signal.aborted) setStatus('failed');
      });
    // Leaving the page (or StrictMode's second run) aborts the request; its answer is then never applied.
    return () => controller.abort();
    // hasItems: a cart that was empty and gets its first item is refreshed as well; counts changing do not re-ask.
  }, [brand, online, hasItems]);

  return status;
}
