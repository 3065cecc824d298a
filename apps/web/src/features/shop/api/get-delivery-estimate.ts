// POST /api/novaposhta/delivery-estimate {product, cityRef, line_items}: Nova Poshta's tariff for the cart to a branch
// of the chosen city, the грн the recipient pays the carrier when delivery is not free (docs/decisions/0081).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryEstimateBody } from '@loyalty/contracts/delivery';
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';
import { useBrandShop } from '@/features/shop/stores/shop-store';

type EstimateLine = DeliveryEstimateBody['line_items'][number];

/** The carrier's price in whole грн, or null when the server has none. */
export async function getDeliveryEstimate(
  brand: Brand,
  cityRef: string,
  lines: EstimateLine[],
  signal?: AbortSignal,
): Promise<number | null> {
  // Only the city and the lines travel: the server weighs and values them from its catalogue.
  const body: DeliveryEstimateBody = { product: brand, cityRef, line_items: lines };
  const answer = await call(deliveryEndpoints.estimate, { body, signal });
  return answer.estimate?.price ?? null;
}

export const deliveryEstimateQueryOptions = (brand: Brand, cityRef: string, lines: EstimateLine[]) =>
  queryOptions({
    queryKey: ['delivery', 'estimate', brand, cityRef, lines.map((line) => `${line.variant_id}x${line.quantity}`).join(',')] as const,
    queryFn: ({ signal }) => getDeliveryEstimate(brand, cityRef, lines, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/**
 * The estimate for the brand's cart to a branch of its chosen city: only for a Nova Poshta branch (mode 1), the one
 * delivery the carrier's branch-to-branch tariff prices. null while unknown, without a city, or when the server has none.
 * `wanted`: false where delivery is free anyway, so the carrier is not asked for nothing.
 */
export function useDeliveryEstimate(brand: Brand, wanted = true): number | null {
  const shop = useBrandShop(brand);
  const cityRef = shop.delivery.mode === 1 ? (shop.delivery.city?.city_id ?? null) : null;
  const lines = shop.cart.map((line) => ({ variant_id: line.variant_id, quantity: line.count }));
  const query = useQuery({
    ...deliveryEstimateQueryOptions(brand, cityRef ?? '', lines),
    enabled: wanted && cityRef !== null && lines.length > 0,
  });
  return wanted && cityRef !== null && query.isSuccess ? query.data : null;
}
