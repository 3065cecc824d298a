// GET /api/user/get-campaigns?v=glo|ogo: the running campaigns the customer could earn from now ("×2 XP за стіки"),
// for home and the scan screens, which may not import one another (docs/decisions/0001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { CustomerCampaign } from '@loyalty/contracts/customer-campaigns';
import * as campaignEndpoints from '@loyalty/contracts/endpoints/campaigns';
import { queryKeyRoots } from '@/config/constants';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';

export async function getCampaigns(brand: Brand, signal?: AbortSignal): Promise<CustomerCampaign[]> {
  return (await call(campaignEndpoints.getCampaigns, { query: { v: brand }, signal })).campaigns;
}

/** Under the `programme` root: a credit invalidates it (a limit used up, a first time behind the customer). */
export const campaignsQueryOptions = (brand: Brand) =>
  queryOptions({
    queryKey: [queryKeyRoots.programme, 'campaigns', brand] as const,
    queryFn: ({ signal }) => getCampaigns(brand, signal),
    staleTime: 60_000,
  });

/** Part of home's prefetch: asked for while home's chunk loads, so the banner is there at home's first render. */
export function prefetchCampaigns(): Promise<void> | undefined {
  const brand = useBrandStore.getState().brand;
  if (useSessionStore.getState().shopIds[brand] === null) return undefined;
  return queryClient.prefetchQuery(campaignsQueryOptions(brand));
}

/** Without a record in the brand there is nothing to ask (the server answers 404). */
export function useCampaigns(brand: Brand, enabled = true) {
  return useQuery({ ...campaignsQueryOptions(brand), enabled });
}
